import RefreshCore
import RefreshSDL
import RefreshTesting
import XCTest

@testable import RefreshPlayground

/// Golden variant matrices, exactly as `refresh-playground matrix --example ID --moment M` writes
/// them: every refresh example's main control at pulling and at refreshing, in all 13 languages,
/// 320 and 390 points wide, light, scale 1 — and no label drawn cut in any of them, so a title
/// truncated in one language at one width fails here.
nonisolated final class VariantMatrixTests: XCTestCase {
    /// The examples with a refresh control, in catalog order.
    @MainActor static var examples: [Example] { ExampleCatalog.all.filter { !$0.callTargets.isEmpty } }

    /// Draws `id`'s matrix at `moment`, checks it against its golden and returns its cut cells.
    @MainActor func matrix(_ id: String, _ moment: MatrixMoment, text: TextRenderer, testName: String) throws
        -> [String]
    {
        let request = try MatrixRequest(exampleID: id, moment: moment.rawValue).validated()
        let matrix = try VariantMatrix.make(request, textRenderer: text)
        assertScreenshot(try matrix.render(textRenderer: text), named: id, testName: testName)
        return matrix.cutCells.flatMap { cell in
            cell.cuts.map {
                "\(id) \(moment.rawValue) \(cell.variant.language) \(Int(cell.variant.width)) pt: \($0.text)"
            }
        }
    }

    @MainActor func assertNoCut(_ moment: MatrixMoment, testName: String = #function) throws {
        let text = try TextRenderer.shared()
        var cuts: [String] = []
        for example in Self.examples { cuts += try matrix(example.id, moment, text: text, testName: testName) }
        XCTAssertEqual(cuts, [], "labels drawn cut (see the sheets)")
    }

    @MainActor func testPulling() async throws { try assertNoCut(.pulling) }
    @MainActor func testRefreshing() async throws { try assertNoCut(.refreshing) }
}

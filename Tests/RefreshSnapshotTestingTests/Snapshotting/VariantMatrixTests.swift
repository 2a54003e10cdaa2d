import Foundation
import RefreshCore
import RefreshSDL
import RefreshTesting
import SnapshotTesting
import XCTest

@testable import RefreshSnapshotTesting

/// The variant matrix strategy: a custom control in languages × themes × widths on one sheet, from
/// the recipe of its scene (the filmstrip's factory).
nonisolated final class VariantMatrixTests: XCTestCase {
    /// A committed golden: `BadgeHeader` pulling, in English, German and Japanese, light and dark,
    /// 200 and 320 points wide; its German title does not fit at 200 points (a red frame).
    @MainActor func testGoldenBadgeHeaderInLanguagesThemesAndWidths() async throws {
        assertSnapshot(
            of: BadgeScene.makeHost,
            as: .variantMatrix(of: .header, languages: [.en, .de, .ja], themes: [.light, .dark], widths: [200, 320]),
            named: "badge")
    }

    @MainActor func testAFailureNamesTheCellsThatDiffer() async throws {
        Scratch.enter(for: self)
        func verify(_ makeHost: @escaping RefreshTestHostFactory) -> String? {
            verifySnapshot(
                of: makeHost,
                as: .variantMatrix(
                    of: .header, languages: [.en, .de], widths: [320], file: Scratch.file, testName: "testCells()"),
                named: "sheet", record: .missing, file: Scratch.file, testName: "testCells()")
        }
        XCTAssertNotNil(verify { try BadgeScene.makeHost() }, "recorded")
        XCTAssertNil(verify { try BadgeScene.makeHost() }, "the same matrix matches")
        // Another German title, as cut as the first (so the heading stays): only the German cell differs.
        let message = try XCTUnwrap(
            verify {
                let host = try BadgeScene.makeHost()
                host.window.context.localizer.setOverrides(
                    [.headerPullingText: "Jetzt loslassen, um neu zu laden"], for: .de)
                return host
            })
        let cells = try XCTUnwrap(message.split(separator: "\n").first { $0.hasPrefix("Cells that differ: ") })
        XCTAssertTrue(cells.contains("de · light · 320 pt · @1x"), message)
        XCTAssertFalse(cells.contains("en · "), "the English cell matches: \(message)")
    }
}

import RefreshCore
import RefreshSDL
import RefreshTesting
import XCTest

@testable import RefreshPlayground
@testable import RefreshPlaygroundCommands
@testable import RefreshPlaygroundWindow

/// Golden variant matrices, exactly as `refresh-playground matrix --example ID --moment M` writes
/// them: every refresh example's main control at pulling and at refreshing, and at each other
/// moment where it shows texts of its own (`shows(_:in:)`), in all 13 languages, 320 and 390
/// points wide, light, scale 1 — and no label drawn cut in any of them, so a title truncated in
/// one language at one width fails here.
nonisolated final class VariantMatrixTests: XCTestCase {
    /// Scenes and asset libraries made here read their files through the SDL layer, as the window's do.
    override class func setUp() {
        super.setUp()
        MainActor.assumeIsolated { SDLAssetDecoding.install() }
    }

    /// The examples with a refresh control, in catalog order, but `list.split`: its lists are
    /// `list.showcase`'s controls at half the window (its own look is in `ListSplitTests`).
    @MainActor static var examples: [Example] {
        ExampleCatalog.all.filter { !$0.callTargets.isEmpty && $0.content != .split }
    }

    /// `example`'s main control (`FilmstripRequest.defaultTarget(of:)`), in a fresh scene.
    @MainActor static func mainControl(of example: Example) throws -> RefreshComponent {
        let target = try XCTUnwrap(FilmstripRequest.defaultTarget(of: example))
        let scene = try PlaygroundScene(configuration: SceneConfiguration(exampleID: example.id))
        return try XCTUnwrap(scene.component(target), "\(example.id) has no \(target.rawValue)")
    }

    /// True when `example`'s main control shows texts at `moment` that no other moment's sheet
    /// shows: pulling and refreshing always; idle unless it is an auto footer (whose pulling pose
    /// is its idle one); finished where it shows a load's outcome (else it collapses at once, to
    /// its idle look); failed there too, and on every auto footer (which waits in failed with
    /// "Tap to retry"); noMoreData on a footer.
    @MainActor static func shows(_ moment: MatrixMoment, in example: Example) throws -> Bool {
        let control = try mainControl(of: example)
        switch moment {
        case .pulling, .refreshing: return true
        case .idle: return !(control is AutoFooter)
        case .finished: return control.outcomeDisplayDuration > 0
        case .failed: return control.outcomeDisplayDuration > 0 || control is AutoFooter
        case .noMoreData: return control is RefreshFooter
        }
    }

    /// The state `control` is drawn in at `moment`: an auto footer has no pulling (it shows idle)
    /// and waits in failed; other controls show a failure in finished.
    @MainActor static func state(at moment: MatrixMoment, of control: RefreshComponent) -> RefreshState {
        switch moment {
        case .idle: return .idle
        case .pulling: return control is AutoFooter ? .idle : .pulling
        case .refreshing: return .refreshing
        case .finished: return .finished
        case .failed: return control is AutoFooter ? .failed : .finished
        case .noMoreData: return .noMoreData
        }
    }

    /// Draws `example`'s matrix at `moment`, checks it against its golden and that every cell
    /// shows the moment (`state(at:of:)`), and returns its cut cells.
    @MainActor func matrix(_ example: Example, _ moment: MatrixMoment, text: TextRenderer, testName: String) throws
        -> [String]
    {
        let id = example.id
        let request = try MatrixRequest(exampleID: id, moment: moment.rawValue).validated()
        let matrix = try VariantMatrix.make(request, moment: moment, textRenderer: text)
        assertScreenshot(try matrix.render(), named: id, testName: testName)
        let wanted = Self.state(at: moment, of: try Self.mainControl(of: example))
        for cell in matrix.cells.joined() where cell.state != wanted {
            XCTFail(
                "\(id) \(moment.rawValue) \(cell.variant.language.code) \(Int(cell.variant.width)) pt: "
                    + "\(cell.state), not \(wanted)")
        }
        return matrix.cutCells.flatMap { cell in
            cell.cuts.map {
                "\(id) \(moment.rawValue) \(cell.variant.language.code) \(Int(cell.variant.width)) pt: \($0.text)"
            }
        }
    }

    /// Checks the sheets of `moment` of every example that shows it, and that at least one does.
    @MainActor func assertNoCut(_ moment: MatrixMoment, testName: String = #function) throws {
        let text = try TextRenderer.shared()
        var cuts: [String] = []
        let examples = try Self.examples.filter { try Self.shows(moment, in: $0) }
        XCTAssertFalse(examples.isEmpty, "no example shows \(moment.rawValue)")
        for example in examples { cuts += try matrix(example, moment, text: text, testName: testName) }
        XCTAssertEqual(cuts, [], "labels drawn cut (see the sheets)")
    }

    @MainActor func testIdle() async throws { try assertNoCut(.idle) }
    @MainActor func testPulling() async throws { try assertNoCut(.pulling) }
    @MainActor func testRefreshing() async throws { try assertNoCut(.refreshing) }
    @MainActor func testFinished() async throws { try assertNoCut(.finished) }
    @MainActor func testFailed() async throws { try assertNoCut(.failed) }
    @MainActor func testNoMoreData() async throws { try assertNoCut(.noMoreData) }

    /// The rule picks the moments each kind of control has: a header showing outcomes all but
    /// noMoreData, a plain auto footer failed and noMoreData besides pulling and refreshing.
    @MainActor func testMomentsShownFollowTheControl() throws {
        func moments(_ id: String) throws -> [MatrixMoment] {
            let example = try XCTUnwrap(ExampleCatalog.example(id: id))
            return try MatrixMoment.allCases.filter { try Self.shows($0, in: example) }
        }
        XCTAssertEqual(try moments("header.results"), [.idle, .pulling, .refreshing, .finished, .failed])
        XCTAssertEqual(try moments("header.normal"), [.idle, .pulling, .refreshing])
        XCTAssertEqual(try moments("footer.auto-normal"), [.pulling, .refreshing, .failed, .noMoreData])
        XCTAssertEqual(try moments("footer.back-normal"), [.idle, .pulling, .refreshing, .noMoreData])
        XCTAssertEqual(
            try moments("footer.failure-retry"), [.pulling, .refreshing, .finished, .failed, .noMoreData])
        XCTAssertEqual(try moments("trailer.horizontal"), [.idle, .pulling, .refreshing])
    }
}

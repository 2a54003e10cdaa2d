import RefreshCore
import XCTest

@testable import RefreshPlayground
@testable import RefreshPlaygroundCommands

/// `newRowsAboveCounted` on `list.feed`: quiet through refreshes at the top and away from it and a
/// trip back to the top; it fires when the pill shows what the list does not count.
nonisolated final class NewRowsAboveCheckTests: XCTestCase {
    /// Checks every frame; before the checks of frame `breakAt`, runs `breaking` on the list.
    @MainActor private final class Probe: ReplayFrameProbe {
        let checker = InvariantChecker()
        var frame = 0
        let breakAt = 200
        let breaking: ((ListView) -> Void)?
        init(breaking: ((ListView) -> Void)?) { self.breaking = breaking }
        func frameWillStart() {}
        func frameDidTick() {}
        func frameDidRender(scene: PlaygroundScene, inputs: Int, time: Double) {
            if frame == breakAt, let list = scene.scrollView as? ListView { breaking?(list) }
            checker.check(scene, frame: frame, time: time)
            frame += 1
        }
    }

    /// The violations `steps` leave on `list.feed` (loads take 1 s) through the soak's checker.
    @MainActor private func violations(_ steps: [ReplayStep], breaking: ((ListView) -> Void)? = nil) throws
        -> [SoakViolation]
    {
        let runner = try ReplayRunner(
            script: try sceneScript("list.feed", refreshDelay: 1, steps: steps), outputDirectory: nil)
        let probe = Probe(breaking: breaking)
        runner.probe = probe
        try runner.run()
        return probe.checker.violations
    }

    private let session: [ReplayStep] = [
        .key("F5"), .wait(seconds: 3), .key("PageDown"), .wait(seconds: 0.6), .key("PageDown"), .wait(seconds: 0.6),
        .key("F5"), .wait(seconds: 2), .key("PageUp"), .wait(seconds: 0.6), .key("Home"), .wait(seconds: 1),
    ]

    @MainActor func testAFeedSessionBreaksNothing() async throws {
        XCTAssertEqual(try violations(session), [])
    }

    @MainActor func testAPillShowingWhatTheListDoesNotCountFires() async throws {
        let found = try violations(session) { list in list.newRowsPill?.isHidden = false }
        XCTAssertEqual(found.first?.check, "newRowsAboveCounted")
        XCTAssertTrue(found.first?.message.contains("does not show 0 new rows above") ?? false, "\(found)")
    }
}

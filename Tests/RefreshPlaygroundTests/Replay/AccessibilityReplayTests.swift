import Foundation
import RefreshCore
import RefreshTestSupport
import XCTest

@testable import RefreshPlayground

/// Issue 17, item 5 end to end through replay: the announcements in the trace, reduced motion
/// from a script's `reduceMotion` and the `M` key, high contrast from a script's `theme`.
nonisolated final class AccessibilityReplayTests: XCTestCase {

    /// The announcements of a trace, each once per stretch.
    @MainActor func said(_ trace: [TraceFrame]) -> [String] {
        trace.compactMap { $0.raw["announcement"] as? String }.reduce(into: []) { if $0.last != $1 { $0.append($1) } }
    }

    @MainActor func testTheTraceCarriesEachAnnouncementOnce() async throws {
        let trace = try replay(
            "footer.failure-retry", viewport: Size(width: 390, height: 600), rows: 20, refreshDelay: 0.3,
            steps: [
                .wait(seconds: 0.1),
                .key("End"),
                .wait(seconds: 1.5),
                .key("Return"),
                .wait(seconds: 1.5),
                .key("L"),
                .key("F5"),
                .wait(seconds: 2),
            ]
        ).trace
        XCTAssertNil(trace[0].raw["announcement"] as? String, "null before the first")
        XCTAssertEqual(
            said(trace),
            ["Loading more", "Load failed. Tap to retry", "Loading more", "Loaded 5 items", "正在刷新", "刷新完成"])
    }

    @MainActor func testReducedMotionFromTheScriptAndTheMKey() async throws {
        let steps: [ReplayStep] = [.wait(seconds: 0.1), .key("F5"), .wait(seconds: 0.1)]
        let (runner, still) = try replay(
            "header.ring", viewport: Size(width: 390, height: 300), refreshDelay: .never, reducesMotion: true,
            steps: steps
        ).runnerAndTrace
        let pressed = still.firstIndex { $0.header?.state == "refreshing" }!
        XCTAssertEqual(still[pressed].offsetY, -54, "hovering in the frame F5 began it: no slide")
        XCTAssertTrue(runner.scene.context.reducesMotion)
        let moving = try replay(
            "header.ring", viewport: Size(width: 390, height: 300), refreshDelay: .never, steps: steps
        ).trace
        let begun = moving.firstIndex { $0.header?.state == "refreshing" }!
        XCTAssertGreaterThan(moving[begun].offsetY, -54, "without it the header slides in over 0.25 s")
        let toggled = try replay("header.ring", steps: [.key("M"), .wait(seconds: 0.1)])
        XCTAssertTrue(toggled.scene.context.reducesMotion, "M turns it on")
        XCTAssertTrue(toggled.scene.key("M"))
        XCTAssertFalse(toggled.scene.context.reducesMotion, "and off")
    }

    @MainActor func testReducedMotionSurvivesAnExampleSwitch() async throws {
        let runner = try replay(
            "header.ring", reducesMotion: true, steps: [.example("footer.auto-normal"), .wait(seconds: 0.1)])
        XCTAssertEqual(runner.scene.example.id, "footer.auto-normal")
        XCTAssertTrue(runner.scene.context.reducesMotion)
    }
}

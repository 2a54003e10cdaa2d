import Foundation
import RefreshCore
import RefreshTestSupport
import XCTest

@testable import RefreshPlayground

/// Issue 17, item 5 end to end through replay: the announcements in the trace, reduced motion
/// from a script's `reduceMotion` and the `M` key, high contrast from a script's `theme`.
nonisolated final class AccessibilityReplayTests: XCTestCase {
    lazy var dir = temporaryFolder("a11y-replay")

    /// The announcements of a trace, each once per stretch.
    @MainActor func said(_ trace: [TraceFrame]) -> [String] {
        trace.compactMap { $0.raw["announcement"] as? String }.reduce(into: []) { if $0.last != $1 { $0.append($1) } }
    }

    @MainActor func testTheTraceCarriesEachAnnouncementOnce() async throws {
        let (_, trace) = try replayTrace(
            """
            {"example":"footer.failure-retry","viewport":{"width":390,"height":600},"rows":20,"refreshDelay":0.3,
             "steps":[{"op":"wait","seconds":0.1},{"op":"key","key":"End"},{"op":"wait","seconds":1.5},
                      {"op":"key","key":"Return"},{"op":"wait","seconds":1.5},{"op":"key","key":"L"},{"op":"key","key":"F5"},
                      {"op":"wait","seconds":2}]}
            """, in: dir)
        XCTAssertNil(trace[0].raw["announcement"] as? String, "null before the first")
        XCTAssertEqual(
            said(trace),
            ["Loading more", "Load failed. Tap to retry", "Loading more", "Loaded 5 items", "正在刷新", "刷新完成"])
    }

    @MainActor func testReducedMotionFromTheScriptAndTheMKey() async throws {
        let steps = #"[{"op":"wait","seconds":0.1},{"op":"key","key":"F5"},{"op":"wait","seconds":0.1}]"#
        let (runner, still) = try replayTrace(
            #"{"example":"header.ring","viewport":{"width":390,"height":300},"refreshDelay":null,"reduceMotion":true,"steps":\#(steps)}"#,
            in: dir)
        let pressed = still.firstIndex { $0.header?.state == "refreshing" }!
        XCTAssertEqual(still[pressed].offsetY, -54, "hovering in the frame F5 began it: no slide")
        XCTAssertTrue(runner.scene.context.reducesMotion)
        let (_, moving) = try replayTrace(
            #"{"example":"header.ring","viewport":{"width":390,"height":300},"refreshDelay":null,"steps":\#(steps)}"#,
            in: dir)
        let begun = moving.firstIndex { $0.header?.state == "refreshing" }!
        XCTAssertGreaterThan(moving[begun].offsetY, -54, "without it the header slides in over 0.25 s")
        let (toggled, _) = try replayTrace(
            #"{"example":"header.ring","steps":[{"op":"key","key":"M"},{"op":"wait","seconds":0.1}]}"#, in: dir)
        XCTAssertTrue(toggled.scene.context.reducesMotion, "M turns it on")
        XCTAssertTrue(toggled.scene.key("M"))
        XCTAssertFalse(toggled.scene.context.reducesMotion, "and off")
    }

    @MainActor func testReducedMotionSurvivesAnExampleSwitch() async throws {
        let (runner, _) = try replayTrace(
            #"{"example":"header.ring","reduceMotion":true,"steps":[{"op":"example","id":"footer.auto-normal"},{"op":"wait","seconds":0.1}]}"#,
            in: dir)
        XCTAssertEqual(runner.scene.example.id, "footer.auto-normal")
        XCTAssertTrue(runner.scene.context.reducesMotion)
    }
}

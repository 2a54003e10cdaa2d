import RefreshCore
import RefreshTestSupport
import XCTest

@testable import RefreshPlayground

/// `header.results` and `footer.failure-retry` end to end through replay: each load shows its
/// outcome (`finished`) before the control collapses; a failed auto footer waits (`failed`) until
/// Enter, a tap or a pull-up retries; rows come only with a success; one handler call per refresh
/// and the app's insets exact afterwards.
nonisolated final class OutcomeReplayTests: XCTestCase {

    @MainActor func run(_ id: String, delay: Double = 0.3, _ steps: [ReplayStep]...) throws -> [TraceFrame] {
        let trace = try replay(
            id, viewport: Size(width: 390, height: 600), rows: 20, refreshDelay: .seconds(delay),
            steps: [.wait(seconds: 0.1)] + steps.flatMap { $0 }
        ).trace
        XCTAssertEqual(trace.framesRefreshingTogether, [], "\(id): two controls refresh in one frame")
        return trace
    }

    /// The states a control went through, each once per stretch.
    @MainActor func stretches(_ trace: [TraceFrame], _ control: (TraceFrame) -> TraceControl?) -> [String] {
        trace.compactMap { control($0)?.state }.reduce(into: []) { if $0.last != $1 { $0.append($1) } }
    }

    @MainActor func testHeaderResultsAlternatesSuccessAndFailureEachShownBeforeTheCollapse() async throws {
        let f5: [ReplayStep] = [.key("F5"), .wait(seconds: 2.5)]
        let trace = try run("header.results", f5, f5, f5)
        XCTAssertEqual(
            stretches(trace, \.header),
            [
                "idle", "refreshing", "finished", "idle", "refreshing", "finished", "idle", "refreshing", "finished",
                "idle",
            ])
        XCTAssertEqual(trace.last?.header?.callbacks, 3, "one handler call per refresh")
        XCTAssertEqual(trace.last?.insetTop, 0, "the inset is given back exactly")
        // Rows come with the successes only: 20 + 5 (1st) + 0 (2nd fails) + 5 (3rd).
        XCTAssertEqual(trace.last?.contentHeight, 30 * 60)
        // The minimum refreshing time (0.5 s) holds a 0.3 s reply; each outcome shows for 0.5 s.
        let runs = trace.split { $0.header?.state != "refreshing" }.filter { !$0.isEmpty }
        for run in runs { XCTAssertGreaterThanOrEqual(run.last!.t - run.first!.t, 0.48) }
        let shows = trace.split { $0.header?.state != "finished" }.filter { !$0.isEmpty }
        XCTAssertEqual(shows.count, 3)
        for show in shows { XCTAssertEqual(show.last!.t - show.first!.t, 0.5, accuracy: 0.02) }
        for show in shows { XCTAssertTrue(show.allSatisfy { $0.insetTop == 54 }, "in place while on show") }
    }

    @MainActor func testTheFailedFooterWaitsThenEnterATapAndAPullRetry() async throws {
        let end: [ReplayStep] = [.key("End"), .wait(seconds: 1.5)]
        let enter: [ReplayStep] = [.key("Return"), .wait(seconds: 1.5)]
        let trace = try run("footer.failure-retry", end, enter)
        XCTAssertEqual(
            stretches(trace, \.footer), ["idle", "refreshing", "finished", "failed", "refreshing", "finished", "idle"])
        XCTAssertEqual(trace.last?.footer?.callbacks, 2)
        XCTAssertEqual(trace.last?.contentHeight, 25 * 60, "the failure added nothing, the retry five rows")
        XCTAssertEqual(trace.last?.insetBottom, 44, "the auto footer's own height, nothing left behind")
        // Waiting, it never loads by itself: scrolling away and back to the end changes nothing.
        let waits = try run(
            "footer.failure-retry",
            end, [.key("Home"), .wait(seconds: 1)], end)
        XCTAssertEqual(waits.last?.footer?.state, "failed")
        XCTAssertEqual(waits.last?.footer?.callbacks, 1)
    }

    @MainActor func testATapOnTheFailedFooterRetries() async throws {
        // 20 rows of 60 pt in 600 pt: at the end the 44 pt footer sits at 556…600.
        let steps: [ReplayStep] = [
            .key("End"),
            .wait(seconds: 1.5),
            .down(Point(x: 200, y: 578)),
            .up,
            .wait(seconds: 0.1),
        ]
        let trace = try run("footer.failure-retry", steps)
        XCTAssertEqual(trace.last?.footer?.state, "refreshing")
        XCTAssertEqual(trace.last?.footer?.callbacks, 2)
    }

    @MainActor func testMJRefreshsExamplesStillCollapseAtOnce() async throws {
        let trace = try run("header.normal", [.key("F5"), .wait(seconds: 2)])
        XCTAssertEqual(stretches(trace, \.header), ["idle", "refreshing", "idle"])
    }
}

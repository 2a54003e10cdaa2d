import RefreshCore
import RefreshTestSupport
import XCTest

@testable import RefreshPlayground

/// `header.cancel` end to end through replay: each refresh names its source in the trace (a pull,
/// F5, a script's call, the example's V showing its own load), Esc, X and the 2 s timeout cancel
/// the slow (4 s) load with a `cancelled` event, the header collapses to the app's inset exactly,
/// the cancelled load's completion 4 s later changes nothing, and V's refresh never calls the
/// handler.
nonisolated final class HeaderCancelReplayTests: XCTestCase {
    /// The app's own inset the runs set first: the header must give back exactly this.
    static let appInset = EdgeInsets(top: 24, left: 0, bottom: 10, right: 0)

    @MainActor func run(_ steps: [ReplayStep]...) throws -> Replay {
        let replay = try RefreshPlaygroundTests.replay(
            "header.cancel", viewport: Size(width: 390, height: 600), rows: 20,
            steps: [.inset(Self.appInset), .wait(seconds: 0.1)] + steps.flatMap { $0 })
        XCTAssertEqual(replay.trace.framesRefreshingTogether, [])
        return replay
    }

    /// The frames whose header lists `event`.
    @MainActor func frames(_ trace: [TraceFrame], with event: String) -> [TraceFrame] {
        trace.filter { $0.header?.events.contains(event) == true }
    }

    /// The sources named while refreshing, each once per stretch.
    @MainActor func sources(_ trace: [TraceFrame]) -> [String] {
        trace.compactMap { $0.header?.source }.reduce(into: []) { if $0.last != $1 { $0.append($1) } }
    }

    @MainActor func testEscapeCancelsAPullAndTheLateCompletionChangesNothing() async throws {
        let pull: [ReplayStep] = [
            .down(Point(x: 200, y: 100)), .move(Point(x: 200, y: 400), duration: 0.4), .wait(seconds: 0.1), .up,
        ]
        let replay = try run(pull, [.wait(seconds: 1), .key("Escape"), .wait(seconds: 5)])
        let trace = replay.trace
        XCTAssertEqual(sources(trace), ["pull"])
        let cancels = frames(trace, with: "cancelled")
        XCTAssertEqual(cancels.count, 1)
        XCTAssertEqual(cancels.first?.header?.state, "idle", "collapses at once")
        XCTAssertNil(cancels.first?.header?.source, "no source once it stopped refreshing")
        XCTAssertFalse(trace.contains { $0.header?.state == "finished" }, "a cancel shows no outcome")
        XCTAssertEqual(trace.last?.header?.callbacks, 1)
        XCTAssertEqual(trace.last?.insetTop, Self.appInset.top, "the app's inset, exactly")
        XCTAssertEqual(trace.last?.insetBottom, Self.appInset.bottom)
        XCTAssertEqual(trace.last?.contentHeight, 20 * 60, "the cancelled load's completion (at 4 s) added no rows")
        XCTAssertEqual(replay.scene.takeNotice()?.text, "Cancelled (key)")
    }

    @MainActor func testF5IsAKeyXCancelsFromCodeAndACallIsCode() async throws {
        let replay = try run(
            [.key("F5"), .wait(seconds: 1), .key("X"), .wait(seconds: 1)],
            [.call(target: .header, method: .beginRefreshing), .wait(seconds: 1)],
            [.call(target: .header, method: .cancelRefreshing), .wait(seconds: 4)])
        let trace = replay.trace
        XCTAssertEqual(sources(trace), ["key", "code"])
        XCTAssertEqual(frames(trace, with: "cancelled").count, 2)
        XCTAssertEqual(trace.last?.header?.callbacks, 2, "one handler call per refresh")
        XCTAssertEqual(trace.last?.insetTop, Self.appInset.top)
        XCTAssertEqual(trace.last?.contentHeight, 20 * 60)
        XCTAssertEqual(replay.scene.component(.header)?.lastCancelReason, .code)
    }

    @MainActor func testTheTimeoutCancelsAfterTwoSeconds() async throws {
        let replay = try run([.key("O"), .key("F5"), .wait(seconds: 3)])
        let trace = replay.trace
        let refreshing = trace.filter { $0.header?.state == "refreshing" }
        let span = try XCTUnwrap(refreshing.last).t - XCTUnwrap(refreshing.first).t
        XCTAssertEqual(span, 2, accuracy: 0.05, "cancelled 2 s after it began")
        XCTAssertEqual(frames(trace, with: "cancelled").count, 1)
        XCTAssertEqual(replay.scene.takeNotice()?.text, "Cancelled (timeout)")
        XCTAssertEqual(trace.last?.insetTop, Self.appInset.top)
    }

    @MainActor func testTheAppsOwnLoadShowsWithoutTheHandlerAndEndsByItself() async throws {
        let replay = try run([.key("V"), .wait(seconds: 5)])
        let trace = replay.trace
        XCTAssertEqual(sources(trace), ["code"])
        XCTAssertTrue(trace.allSatisfy { $0.header?.callbacks == 0 }, "the handler is never called")
        XCTAssertEqual(trace.filter { $0.header?.state == "refreshing" }.count, 4 * 60, accuracy: 3)
        XCTAssertEqual(trace.last?.contentHeight, 25 * 60, "the app's load added its rows")
        XCTAssertEqual(trace.last?.header?.state, "idle")
        XCTAssertEqual(trace.last?.insetTop, Self.appInset.top)
        XCTAssertEqual(frames(trace, with: "cancelled").count, 0)
    }

    @MainActor func testEscapeWithNothingRefreshingIsNotTheScenes() async throws {
        let replay = try run([.wait(seconds: 0.1)])
        XCTAssertFalse(replay.scene.key("Escape"), "Esc stays the window's (quit) when nothing refreshes")
        XCTAssertTrue(replay.scene.key("X"))
        XCTAssertEqual(replay.scene.takeNotice()?.text, "X: nothing to cancel")
    }
}

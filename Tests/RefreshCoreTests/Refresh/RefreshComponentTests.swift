import RefreshTestSupport
import RefreshTesting
import XCTest

@testable import RefreshCore

final class CountingHeader: RefreshHeader {
    var transitions: [String] = []
    override func stateDidChange(from old: RefreshState) {
        super.stateDidChange(from: old)
        transitions.append("\(old.rawValue)->\(state.rawValue)")
    }
}

nonisolated final class RefreshComponentTests: XCTestCase {
    @MainActor func testEveryTransitionOfAPullRefresh() async throws {
        let header = CountingHeader()
        let h = HeaderHarness(header: header)
        h.pull(h.fingerDistance(showing: 70))
        h.host.advance(seconds: 0.5)
        h.header.endRefreshing()
        h.host.advance(seconds: 0.5)
        XCTAssertEqual(header.transitions, ["idle->pulling", "pulling->refreshing", "refreshing->idle"])
    }

    @MainActor func testSettingTheSameStateTwiceDoesNothing() async throws {
        let header = CountingHeader()
        let h = HeaderHarness(header: header)
        header.state = .pulling
        header.state = .pulling
        header.state = .idle
        header.state = .idle
        XCTAssertEqual(header.transitions, ["idle->pulling", "pulling->idle"])
        XCTAssertEqual(h.handlerCalls, 0)
    }

    @MainActor func testWillRefreshTransitions() async throws {
        let header = CountingHeader()
        let h = HeaderHarness(header: header, inWindow: false)
        header.beginRefreshing()
        h.host.root.addSubview(h.scrollView)
        h.host.advance(seconds: 0.5)
        header.endRefreshing()
        XCTAssertEqual(header.transitions, ["idle->willRefresh", "willRefresh->refreshing", "refreshing->idle"])
    }

    @MainActor func testCompletionFormEndsByItself() async throws {
        let h = HeaderHarness()
        var done: (() -> Void)?
        var calls = 0
        h.header.setRefreshingAction { d in
            calls += 1; done = d
        }
        h.header.beginRefreshing()
        h.host.advance(seconds: 0.3)
        XCTAssertEqual(calls, 1)
        XCTAssertEqual(h.header.handlerCallCount, 1)
        let stale = done
        done?()
        XCTAssertEqual(h.header.state, .idle)
        h.host.advance(seconds: 0.5)
        h.header.beginRefreshing()
        h.host.advance(seconds: 0.3)
        stale?()
        XCTAssertEqual(h.header.state, .refreshing, "a done from an earlier refresh does not end this one")
        done?()
        XCTAssertEqual(h.header.state, .idle)
    }

    @MainActor func testAsyncFormEndsOnTheMainLoop() async throws {
        let h = HeaderHarness()
        h.header.setRefreshingTask {
            try? await Task.sleep(nanoseconds: 10_000_000)
            return .success
        }
        h.header.beginRefreshing()
        h.host.advance(seconds: 0.3)
        XCTAssertEqual(h.header.state, .refreshing)
        let deadline = Date().addingTimeInterval(5)
        while h.header.state == .refreshing && Date() < deadline {
            usleep(5_000)
            h.host.advance()
        }
        XCTAssertEqual(h.header.state, .finished, "the task's return ended the refresh; its outcome shows")
        XCTAssertEqual(h.header.lastOutcome, .success)
        h.host.advance(seconds: 1)
        XCTAssertEqual(h.header.state, .idle)
        XCTAssertEqual(h.scrollView.contentInset, .zero)
    }

    @MainActor func testBeginCompletionAndEndHooksRunOncePerRefresh() async throws {
        let h = HeaderHarness()
        var log: [String] = []
        h.header.endRefreshingAnimationBegin = { log.append("endBegin") }
        h.header.beginRefreshing { log.append("begun") }
        h.host.advance(seconds: 0.3)
        h.header.endRefreshing { log.append("ended") }
        h.host.advance(seconds: 0.5)
        XCTAssertEqual(log, ["begun", "endBegin", "ended"])
    }

    @MainActor func testNonScrollViewSuperviewIsWarnedAbout() async throws {
        let log = LogCapture()
        let v = View()
        log.watch(v)
        v.addSubview(RefreshHeader())
        XCTAssertTrue(log.messages.first?.contains("not a scroll view") ?? false)
        XCTAssertEqual(log.entries.first?.metadata["control"], "RefreshHeader", "\(log.entries)")
        XCTAssertEqual(log.entries.first?.metadata["value"], "View", "where it was added")
    }
}

/// The transitions the other tests do not walk: begin in a window, pull back below the threshold,
/// and noMoreData in and out.
nonisolated final class RefreshTransitionTests: XCTestCase {
    @MainActor func testBeginInAWindowGoesStraightToRefreshing() async throws {
        let header = CountingHeader()
        let h = HeaderHarness(header: header)
        header.beginRefreshing()
        h.host.advance(seconds: 0.3)
        XCTAssertEqual(header.transitions, ["idle->refreshing"])
        XCTAssertEqual(h.handlerCalls, 1)
    }

    @MainActor func testPullingBackBelowTheThresholdIsIdleAndReleasingThereDoesNotRefresh() async throws {
        let header = CountingHeader()
        let h = HeaderHarness(header: header)
        h.pull(h.fingerDistance(showing: 70), release: false)
        h.scrollView.touchMoved(to: Point(x: 100, y: 110), time: h.host.now + 0.02)
        h.scrollView.touchUp(time: h.host.now + 0.1)
        h.host.advance(seconds: 1)
        XCTAssertEqual(header.transitions, ["idle->pulling", "pulling->idle"])
        XCTAssertEqual(h.handlerCalls, 0)
    }

    @MainActor func testNoMoreDataFromRefreshingGivesTheInsetBackAndIgnoresPulls() async throws {
        let header = CountingHeader()
        let h = HeaderHarness(header: header, inset: EdgeInsets(top: 12))
        header.beginRefreshing()
        h.host.advance(seconds: 0.3)
        XCTAssertEqual(h.insetTop, 12 + 54)
        XCTAssertEqual(h.scrollView.contentInset.top, 12, "the app's own inset is never touched")
        header.state = .noMoreData
        h.host.advance(seconds: 0.5)
        XCTAssertEqual(h.scrollView.contentInset, EdgeInsets(top: 12), "MJRefresh would leave it hovering")
        XCTAssertFalse(header.isRefreshing)
        h.pull(h.fingerDistance(showing: 80))
        h.host.advance(seconds: 1)
        XCTAssertEqual(header.state, .noMoreData, "a header with no more data does not refresh on a pull")
        header.state = .idle
        h.pull(h.fingerDistance(showing: 80))
        h.host.advance(seconds: 0.5)
        XCTAssertEqual(
            header.transitions,
            [
                "idle->refreshing", "refreshing->noMoreData", "noMoreData->idle",
                "idle->pulling", "pulling->refreshing",
            ])
        XCTAssertEqual(h.handlerCalls, 2, "one call per refresh")
    }
}

/// Whichever handler form was set last is the only one that runs.
nonisolated final class RefreshHandlerFormTests: XCTestCase {
    @MainActor func testTheLastHandlerFormSetIsTheOneThatRuns() async throws {
        let h = HeaderHarness()
        var plain = 0, action = 0
        h.header.setRefreshingAction { done in
            action += 1; done()
        }
        h.header.refreshingHandler = { plain += 1 }
        h.header.beginRefreshing()
        h.host.advance(seconds: 0.3)
        XCTAssertEqual([plain, action], [1, 0], "the plain handler replaced the action")
        XCTAssertEqual(h.header.state, .refreshing, "and the action's done did not end it")
        h.header.endRefreshing()
        h.host.advance(seconds: 0.5)
        h.header.setRefreshingAction { done in
            action += 1; done()
        }
        h.header.beginRefreshing()
        h.host.advance(seconds: 0.3)
        XCTAssertEqual([plain, action], [1, 1], "the action replaced the plain handler")
        XCTAssertEqual(h.header.state, .idle, "its done ended the refresh")
    }
}

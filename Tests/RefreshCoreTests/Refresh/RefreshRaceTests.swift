import RefreshTestSupport
import RefreshTesting
import XCTest

@testable import RefreshCore

/// MJRefresh's worst bugs, races between beginning and ending a refresh: each race ends in the
/// right state, with the original inset exactly and one handler call per refresh.
nonisolated final class RefreshRaceTests: XCTestCase {
    @MainActor let original = EdgeInsets(top: 20, left: 0, bottom: 7, right: 0)

    @MainActor func testEndThenBeginAtOnce() async throws {
        let h = HeaderHarness(inset: original)
        h.header.beginRefreshing()
        h.host.advance(seconds: 0.3)
        XCTAssertEqual(h.handlerCalls, 1)
        h.header.endRefreshing()
        h.header.beginRefreshing()
        XCTAssertEqual(h.header.state, .refreshing, "MJRefresh ended idle here (#765, #1258)")
        h.host.advance(seconds: 1)
        XCTAssertEqual(h.handlerCalls, 2)
        XCTAssertEqual(h.header.pullingPercent, 1, "the first end's completion did not reset the new refresh")
        XCTAssertEqual(h.insetTop, 20 + 54)
        h.header.endRefreshing()
        h.host.advance(seconds: 1)
        XCTAssertEqual(h.scrollView.contentInset, original)
    }

    @MainActor func testEndDuringBeginAnimationCancelsTheRefresh() async throws {
        let h = HeaderHarness(inset: original)
        h.header.beginRefreshing()
        h.host.advance(seconds: 0.1)
        h.header.endRefreshing()
        h.host.advance(seconds: 1)
        XCTAssertEqual(h.header.state, .idle)
        XCTAssertEqual(h.handlerCalls, 0, "a refresh ended before it started never calls its handler late")
        XCTAssertEqual(h.scrollView.contentInset, original)
        XCTAssertEqual(h.scrollView.presentationContentOffset.y, -20)
        h.header.beginRefreshing()
        h.host.advance(seconds: 0.3)
        XCTAssertEqual(h.handlerCalls, 1, "the next refresh works normally")
    }

    @MainActor func testEndTwice() async throws {
        let log = LogCapture()
        let h = HeaderHarness(inset: original)
        log.watch(h.host.root)
        h.header.beginRefreshing()
        h.host.advance(seconds: 0.3)
        var completions = 0
        h.header.endRefreshing { completions += 1 }
        h.header.endRefreshing { completions += 1 }
        h.host.advance(seconds: 1)
        XCTAssertEqual(completions, 2, "the ignored call still completes, so callers never hang")
        XCTAssertEqual(h.scrollView.contentInset, original, "not taken back twice")
        XCTAssertEqual(log.entries.filter { $0.says(["call": "endRefreshing", "state": "idle"]) }.count, 1)
    }

    @MainActor func testEndBeforeBegin() async throws {
        let log = LogCapture()
        let h = HeaderHarness(inset: original)
        log.watch(h.host.root)
        h.header.endRefreshing()
        h.host.advance(seconds: 0.5)
        XCTAssertEqual(h.header.state, .idle)
        XCTAssertEqual(h.scrollView.contentInset, original)
        XCTAssertNil(h.header.lastUpdatedTime, "nothing ended, nothing recorded")
        XCTAssertEqual(log.messages.count, 1)
    }

    @MainActor func testBeginTwice() async throws {
        let log = LogCapture()
        let h = HeaderHarness(inset: original)
        log.watch(h.host.root)
        h.header.beginRefreshing()
        h.host.advance(seconds: 0.1)
        h.header.beginRefreshing()
        h.host.advance(seconds: 1)
        XCTAssertEqual(h.handlerCalls, 1)
        XCTAssertEqual(h.insetTop, 74, "inset added once")
        XCTAssertEqual(h.scrollView.contentInset, original, "kept apart from the app's inset")
        XCTAssertTrue(log.entries[0].says(["call": "beginRefreshing", "state": "refreshing"]), "\(log.entries[0])")
    }

    @MainActor func testBeginOffWindowGoesThroughWillRefresh() async throws {
        let h = HeaderHarness(inset: original, inWindow: false)
        h.header.beginRefreshing()
        XCTAssertEqual(h.header.state, .willRefresh)
        XCTAssertTrue(h.header.isRefreshing)
        XCTAssertEqual(h.scrollView.contentInset, original, "nothing changes off-window")
        h.host.root.addSubview(h.scrollView)
        h.host.advance()
        XCTAssertEqual(h.header.state, .refreshing, "the first frame turns willRefresh into refreshing")
        h.host.advance(seconds: 1)
        XCTAssertEqual(h.handlerCalls, 1)
        XCTAssertEqual(h.insetTop, 74)
    }

    @MainActor func testEndWhileWillRefresh() async throws {
        let h = HeaderHarness(inset: original, inWindow: false)
        h.header.beginRefreshing()
        var ended = 0
        h.header.endRefreshing { ended += 1 }
        h.host.root.addSubview(h.scrollView)
        h.host.advance(seconds: 1)
        XCTAssertEqual(h.header.state, .idle)
        XCTAssertEqual(h.handlerCalls, 0)
        XCTAssertEqual(ended, 1)
        XCTAssertEqual(h.scrollView.contentInset, original)
    }

    @MainActor func testDetachWhileRefreshingGivesTheInsetBack() async throws {
        let h = HeaderHarness(inset: original)
        h.header.beginRefreshing()
        h.host.advance(seconds: 0.3)
        h.scrollView.refreshHeader = nil
        XCTAssertEqual(h.scrollView.contentInset, original)
        XCTAssertNil(h.header.scrollView)
        XCTAssertEqual(h.header.state, .idle)
        h.scrollView.contentOffset = Point(x: 0, y: 100)
        XCTAssertEqual(h.header.state, .idle, "no longer observing")
    }

    @MainActor func testAppInsetChangeDuringRefreshIsKept() async throws {
        let h = HeaderHarness(inset: original)
        h.header.beginRefreshing()
        h.host.advance(seconds: 0.3)
        var inset = h.scrollView.contentInset
        inset.bottom += 44   // the app adds a toolbar while refreshing
        h.scrollView.contentInset = inset
        h.header.endRefreshing()
        h.host.advance(seconds: 1)
        XCTAssertEqual(
            h.scrollView.contentInset, EdgeInsets(top: 20, left: 0, bottom: 51, right: 0),
            "the header takes back only what it added")
    }
}

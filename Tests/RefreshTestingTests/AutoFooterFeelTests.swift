import Foundation
import RefreshCore
import RefreshSDL
import RefreshTestSupport
import RefreshTesting
import XCTest

/// Issue 17, item 6 ("Feel"): an auto footer in view loads once the refresh that blocked it ends,
/// and one resting at the very end loads on End, the wheel and a tap after `resetNoMoreData()`.
nonisolated final class AutoFooterFeelTests: XCTestCase {
    @MainActor func host(_ model: HostedList) throws -> RefreshTestHost {
        try RefreshTestHost(scrollView: model.list, size: Size(width: 320, height: 480))
    }

    /// Starts the header's refresh (F5) and lets its begin animation run.
    @MainActor func beginHeader(_ host: RefreshTestHost, _ model: HostedList) {
        host.press("F5")
        host.advance(seconds: 0.5)
        XCTAssertEqual(model.header.state, .refreshing)
        XCTAssertEqual(model.headerCalls, 1)
    }

    /// The footer's centre in window points.
    @MainActor func footerCentre(_ model: HostedList) -> Point {
        let f = model.footer.frame, o = model.list.contentOffset
        return Point(x: f.midX - o.x, y: f.midY - o.y)
    }

    // MARK: A footer blocked by the header's refresh

    @MainActor func testAFooterScrolledIntoViewDuringTheHeadersRefreshLoadsOnceItEnds() async throws {
        let model = HostedList()
        let host = try host(model)
        beginHeader(host, model)
        host.press("End")
        host.advance(seconds: 1)
        XCTAssertEqual(model.footer.state, .idle, "controls of one scroll view never refresh together")
        XCTAssertEqual(model.footerCalls, 0)
        model.header.endRefreshing()
        XCTAssertEqual(model.header.state, .idle)
        XCTAssertEqual(model.footer.state, .refreshing, "in view, the footer loads as soon as the header ends")
        XCTAssertEqual(model.footerCalls, 1)
        host.advance(seconds: 1)
        XCTAssertEqual(model.footerCalls, 1, "one load, one call")
        model.footer.endRefreshing()
        host.advance(seconds: 1)
        XCTAssertEqual(model.footer.state, .idle)
        XCTAssertEqual(model.footerCalls, 1, "its own end does not start it again")
    }

    @MainActor func testAFooterWheeledIntoViewDuringTheHeadersRefreshLoadsOnceItsLoadEnds() async throws {
        let model = HostedList()
        let host = try host(model)
        beginHeader(host, model)
        for _ in 0..<40 { host.scrollWheel(dy: -1) }
        host.advance(seconds: 0.5)
        XCTAssertEqual(model.list.contentOffset.y, model.list.maxContentOffset.y, accuracy: 0.001)
        XCTAssertEqual(model.footerCalls, 0)
        host.scrollWheel(dy: -1)   // pushing against the end while blocked does not load either
        host.advance(frames: 2)
        XCTAssertEqual(model.footerCalls, 0)
        // Ended through its load (the same end path as endRefreshing).
        model.header.loadHandler = { load in load.finish(.success) }
        model.header.endRefreshing()
        XCTAssertEqual(model.footer.state, .refreshing)
        XCTAssertEqual(model.footerCalls, 1)
        host.advance(seconds: 1)
        XCTAssertEqual(model.footerCalls, 1)
    }

    @MainActor func testAFooterScrolledAwayBeforeTheHeadersEndDoesNotLoad() async throws {
        let model = HostedList()
        let host = try host(model)
        beginHeader(host, model)
        host.press("End")
        host.advance(seconds: 1)
        host.press("PageUp")
        host.advance(seconds: 1)
        model.header.endRefreshing()
        host.advance(seconds: 1)
        XCTAssertEqual(model.footer.state, .idle, "out of view when the header ended")
        XCTAssertEqual(model.footerCalls, 0)
        host.press("End")
        host.advance(frames: 1)
        XCTAssertEqual(model.footerCalls, 0, "the animated scroll takes its time")
        host.advance(seconds: 1)
        XCTAssertEqual(model.footerCalls, 1, "scrolled back: it loads as ever")
    }

    @MainActor func testTheHeadersEndDoesNotLoadAFooterOutOfViewOrThatMayNotLoad() async throws {
        // Out of view: the header ends at the top.
        var model = HostedList()
        var host = try host(model)
        beginHeader(host, model)
        model.header.endRefreshing()
        host.advance(seconds: 1)
        XCTAssertEqual(model.footer.state, .idle)
        XCTAssertEqual(model.footerCalls, 0)

        // No more data, automaticallyRefreshes off, hidden: in view, still no load.
        for setUp in [
            { (m: HostedList) in m.footer.endRefreshingWithNoMoreData() },
            { (m: HostedList) in m.footer.automaticallyRefreshes = false },
            { (m: HostedList) in m.footer.isHidden = true },
        ] {
            model = HostedList()
            host = try self.host(model)
            setUp(model)
            let expected = model.footer.state
            beginHeader(host, model)
            host.press("End")
            host.advance(seconds: 1)
            model.header.endRefreshing()
            host.advance(seconds: 1)
            XCTAssertEqual(model.footer.state, expected)
            XCTAssertEqual(model.footerCalls, 0)
        }
    }

    @MainActor func testAHeaderRefreshBegunByCodeAtTheEndLoadsTheResetFooterWhenItEnds() async throws {
        let model = HostedList()
        let host = try host(model)
        host.press("End")
        host.settle(timeout: 2)
        XCTAssertEqual(model.footerCalls, 1)
        model.footer.endRefreshingWithNoMoreData()
        host.advance(seconds: 1)
        model.footer.resetNoMoreData()
        XCTAssertEqual(model.footer.state, .idle)
        XCTAssertEqual(model.footerCalls, 1, "resetting does not load by itself")
        model.header.beginRefreshing()   // scrolls to the top to show itself
        host.advance(seconds: 0.5)
        XCTAssertEqual(model.header.state, .refreshing)
        host.press("End")
        host.advance(seconds: 1)
        XCTAssertEqual(model.footer.state, .idle)
        XCTAssertEqual(model.footerCalls, 1)
        model.header.endRefreshing()
        XCTAssertEqual(model.footer.state, .refreshing, "in view when the header ended")
        XCTAssertEqual(model.footerCalls, 2)
    }

    // MARK: After resetNoMoreData at the very end

    /// Loads to the end, ends with no more data and resets it: the footer rests idle in view.
    @MainActor func resetAtTheEnd() throws -> (HostedList, RefreshTestHost) {
        let model = HostedList()
        let host = try host(model)
        host.press("End")
        host.settle(timeout: 2)
        XCTAssertEqual(model.footerCalls, 1)
        model.footer.endRefreshingWithNoMoreData()
        host.press("End")
        for _ in 0..<5 { host.scrollWheel(dy: -1) }
        host.advance(seconds: 1)
        XCTAssertEqual(model.footerCalls, 1, "no more data: nothing loads")
        model.footer.resetNoMoreData()
        host.advance(seconds: 1)
        XCTAssertEqual(model.footer.state, .idle)
        XCTAssertEqual(model.footerCalls, 1, "resetting does not load by itself")
        XCTAssertEqual(model.list.contentOffset.y, model.list.maxContentOffset.y, accuracy: 0.001)
        return (model, host)
    }

    @MainActor func testEndLoadsAfterResetAtTheVeryEnd() async throws {
        let (model, host) = try resetAtTheEnd()
        host.press("End")
        host.advance(frames: 1)
        XCTAssertEqual(model.footer.state, .refreshing)
        XCTAssertEqual(model.footerCalls, 2)
        host.press("End")
        host.advance(seconds: 1)
        XCTAssertEqual(model.footerCalls, 2, "one load, one call")
        model.footer.endRefreshing()
        host.advance(seconds: 1)
        XCTAssertEqual(model.footerCalls, 2)
    }

    @MainActor func testTheWheelTowardTheEndLoadsAfterResetAtTheVeryEnd() async throws {
        let (model, host) = try resetAtTheEnd()
        host.scrollWheel(dy: 1)   // toward the top: no
        host.scrollWheel(dy: -1)   // back to the end: the offset moves toward the bottom
        host.advance(frames: 1)
        XCTAssertEqual(model.footerCalls, 2)
        model.footer.endRefreshing()
        host.advance(seconds: 1)
        XCTAssertEqual(model.footerCalls, 2)
        host.scrollWheel(dy: -1)   // pushing against the end
        host.advance(frames: 1)
        XCTAssertEqual(model.footer.state, .refreshing)
        XCTAssertEqual(model.footerCalls, 3)
        host.scrollWheel(dy: -1)
        host.advance(seconds: 1)
        XCTAssertEqual(model.footerCalls, 3, "one load, one call")
    }

    @MainActor func testTheWheelAloneLoadsAfterResetAtTheVeryEnd() async throws {
        let (model, host) = try resetAtTheEnd()
        host.scrollWheel(dy: -1)
        host.advance(frames: 1)
        XCTAssertEqual(model.footer.state, .refreshing)
        XCTAssertEqual(model.footerCalls, 2)
    }

    @MainActor func testATapLoadsAfterResetAtTheVeryEnd() async throws {
        let (model, host) = try resetAtTheEnd()
        host.tap(at: footerCentre(model))
        host.advance(frames: 2)
        XCTAssertEqual(model.footer.state, .refreshing)
        XCTAssertEqual(model.footerCalls, 2)
    }

    @MainActor func testPushingAgainstTheEndKeepsTheFootersRules() async throws {
        // automaticallyRefreshes off: only a pull or a tap loads.
        var (model, host) = try resetAtTheEnd()
        model.footer.automaticallyRefreshes = false
        host.press("End")
        host.scrollWheel(dy: -1)
        host.advance(seconds: 1)
        XCTAssertEqual(model.footerCalls, 1)
        host.tap(at: footerCentre(model))
        host.advance(frames: 2)
        XCTAssertEqual(model.footerCalls, 2)

        // Pushing against the top does nothing to the footer or the header.
        (model, host) = try resetAtTheEnd()
        host.press("Home")
        host.advance(seconds: 1)
        host.press("Home")
        host.scrollWheel(dy: 1)
        host.advance(seconds: 1)
        XCTAssertEqual(model.footerCalls, 1)
        XCTAssertEqual(model.headerCalls, 0)
        XCTAssertEqual(model.header.state, .idle)
    }
}

import RefreshTestSupport
import RefreshTesting
import XCTest

@testable import RefreshCore

/// `RefreshFooter`'s no-more-data rules, for both families (MJRefresh's `NoMoreData` state):
/// `endRefreshingWithNoMoreData()` and `resetNoMoreData()` act at once and the last call wins;
/// `endRefreshing()` never undoes no more data; a reset outside no more data is refused.
nonisolated final class NoMoreDataTests: XCTestCase {
    @MainActor func testAutoFooterEndsWithNoMoreDataAndEndRefreshingNeverUndoesIt() async throws {
        let log = LogCapture()
        let footer = RecordingAutoFooter()
        log.watch(footer)
        let h = FooterHarness(footer)
        footer.beginRefreshing()
        XCTAssertEqual(h.handlerCalls, 1)
        footer.endRefreshingWithNoMoreData()
        XCTAssertEqual(footer.state, .noMoreData, "at once, not on the next tick")
        XCTAssertEqual(footer.stateLabel.text, "No more data")
        footer.endRefreshing()
        XCTAssertEqual(footer.state, .noMoreData, "MJRefresh users lost the state this way (#1025)")
        h.host.advance(seconds: 1)
        XCTAssertEqual(footer.state, .noMoreData, "nothing deferred turns it back later")
        XCTAssertEqual(
            log.entries.filter { $0.says(["call": "endRefreshing", "state": "noMoreData"]) }.count, 1, "\(log.entries)")
        XCTAssertEqual(footer.recorder.transitions, ["idle->refreshing", "refreshing->noMoreData"])
        XCTAssertEqual(h.insetBottom, 44, "the auto footer keeps its height in the inset")
    }

    @MainActor func testBackFooterEndsWithNoMoreDataAndEndRefreshingNeverUndoesIt() async throws {
        let log = LogCapture()
        let footer = RecordingBackFooter()
        log.watch(footer)
        let h = FooterHarness(footer)
        footer.beginRefreshing()
        h.host.advance(seconds: 0.3)
        XCTAssertEqual(h.handlerCalls, 1)
        XCTAssertEqual(h.insetBottom, 44)
        var ended = 0
        footer.endRefreshingWithNoMoreData { ended += 1 }
        XCTAssertEqual(footer.state, .noMoreData)
        XCTAssertEqual(h.insetBottom, 0, "no more data gives back the hover inset like an end")
        footer.endRefreshing()
        h.host.advance(seconds: 0.2)
        XCTAssertEqual(ended, 0, "the completion waits for the 0.4 s end animation")
        h.host.advance(seconds: 0.25)
        XCTAssertEqual(ended, 1)
        XCTAssertEqual(footer.state, .noMoreData)
        XCTAssertEqual(footer.stateLabel.text, "No more data")
        XCTAssertEqual(footer.pullingPercent, 0)
        XCTAssertEqual(h.list.contentInset, .zero)
        XCTAssertEqual(footer.recorder.transitions, ["idle->refreshing", "refreshing->noMoreData"])
        XCTAssertTrue(log.entries.contains { $0.says(["call": "endRefreshing", "state": "noMoreData"]) })
    }

    @MainActor func testTheLastCallWins() async throws {
        for footer in [AutoStateFooter(), BackStateFooter()] as [RefreshFooter] {
            let h = FooterHarness(footer)
            footer.endRefreshingWithNoMoreData()
            footer.resetNoMoreData()
            XCTAssertEqual(footer.state, .idle, "\(footer.typeName): reset last, idle at once")
            footer.resetNoMoreData()
            footer.endRefreshingWithNoMoreData()
            XCTAssertEqual(footer.state, .noMoreData, "\(footer.typeName): no more data last")
            h.host.advance(seconds: 1)
            XCTAssertEqual(footer.state, .noMoreData, "\(footer.typeName): nothing deferred undoes it")
            footer.resetNoMoreData()
            h.host.advance(seconds: 1)
            XCTAssertEqual(footer.state, .idle)
        }
    }

    @MainActor func testResetOutsideNoMoreDataIsIgnoredWithAWarning() async throws {
        let log = LogCapture()
        let footer = AutoStateFooter()
        log.watch(footer)
        let h = FooterHarness(footer)
        footer.resetNoMoreData()
        XCTAssertEqual(footer.state, .idle)
        XCTAssertEqual(
            log.entries.filter { $0.says(["call": "resetNoMoreData", "state": "idle"]) }.count, 1, "\(log.entries)")
        footer.beginRefreshing()
        footer.resetNoMoreData()
        XCTAssertEqual(footer.state, .refreshing, "a reset does not end a running refresh")
        XCTAssertTrue(log.entries.contains { $0.says(["call": "resetNoMoreData", "state": "refreshing"]) })
        footer.endRefreshing()
        XCTAssertEqual(footer.state, .idle)
        XCTAssertEqual(h.handlerCalls, 1)
    }

    @MainActor func testMarkingAnIdleFooterAndItsCompletion() async throws {
        let footer = BackStateFooter()
        let h = FooterHarness(footer)
        var ended = 0
        footer.endRefreshingWithNoMoreData { ended += 1 }
        XCTAssertEqual(footer.state, .noMoreData)
        XCTAssertEqual(ended, 0, "completions never run inside the call")
        h.host.advance()
        XCTAssertEqual(ended, 1, "nothing to animate: the next frame")
        footer.endRefreshingWithNoMoreData { ended += 1 }
        h.host.advance()
        XCTAssertEqual(ended, 2, "a repeated call still completes, so callers never hang")
        XCTAssertEqual(h.handlerCalls, 0)
        XCTAssertEqual(h.list.adjustedContentInset, .zero)
    }

    @MainActor func testAnAutoFooterWithNoMoreDataNeverLoads() async throws {
        let footer = AutoStateFooter()
        let h = FooterHarness(footer)
        footer.endRefreshingWithNoMoreData()
        h.scroll(to: h.maxOffsetY)
        h.host.advance(seconds: 0.5)
        h.scroll(to: 0)
        h.dragUp(1200, rest: 0)
        h.host.advance(seconds: 3)
        XCTAssertEqual(h.offsetY, h.maxOffsetY, accuracy: 0.5, "the fling reached the end")
        h.dragUp(200)
        h.host.advance(seconds: 1)
        h.tapFooter()
        h.host.advance(seconds: 0.5)
        XCTAssertEqual(footer.state, .noMoreData)
        XCTAssertEqual(h.handlerCalls, 0, "scrolled, flung, pulled and tapped: nothing loads")
        footer.resetNoMoreData()
        h.tapFooter()
        XCTAssertEqual(footer.state, .refreshing, "after the reset it loads again")
        XCTAssertEqual(h.handlerCalls, 1)
    }

    @MainActor func testABackFooterWithNoMoreDataOnlyReportsItsPercent() async throws {
        let footer = RecordingBackFooter()
        let h = FooterHarness(footer)
        footer.endRefreshingWithNoMoreData()
        h.scroll(to: h.maxOffsetY)
        h.dragUp(h.fingerDistance(showing: 66), release: false)
        XCTAssertEqual(footer.state, .noMoreData)
        XCTAssertEqual(footer.pullingPercent, 1.5, accuracy: 1e-6, "66 of 44 points shown")
        h.release()
        h.host.advance(seconds: 1)
        XCTAssertEqual(footer.state, .noMoreData)
        XCTAssertEqual(h.handlerCalls, 0)
        XCTAssertEqual(footer.pullingPercent, 0, accuracy: 1e-9, "back at the end after the bounce")
        XCTAssertEqual(h.insetBottom, 0)
        XCTAssertEqual(footer.recorder.transitions, ["idle->noMoreData"])
    }

    @MainActor func testNoMoreDataBeforeAWillRefreshWasShown() async throws {
        let footer = RecordingAutoFooter()
        let h = FooterHarness(footer, inWindow: false)
        footer.beginRefreshing()
        var ended = 0
        footer.endRefreshingWithNoMoreData { ended += 1 }
        XCTAssertEqual(footer.state, .noMoreData)
        h.host.root.addSubview(h.list)
        h.host.advance(seconds: 1)
        XCTAssertEqual(footer.state, .noMoreData)
        XCTAssertEqual(h.handlerCalls, 0, "ended before it was shown: the handler never runs")
        XCTAssertEqual(ended, 1)
        XCTAssertEqual(footer.recorder.transitions, ["idle->willRefresh", "willRefresh->noMoreData"])
    }

    @MainActor func testAnAutoFooterCompletesNoMoreDataOnTheNextFrame() async throws {
        let footer = AutoStateFooter()
        let h = FooterHarness(footer)
        h.scroll(to: 1000)
        var ended = 0
        footer.endRefreshingWithNoMoreData { ended += 1 }
        XCTAssertEqual(ended, 0)
        h.host.advance()
        XCTAssertEqual(ended, 1, "nothing to animate")
        h.host.advance(seconds: 1)
        XCTAssertEqual(ended, 1, "once")
    }
}

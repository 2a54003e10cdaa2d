import RefreshTestSupport
import RefreshTesting
import XCTest

@testable import RefreshCore

/// `RefreshFooter`'s shared rules: hiding returns a footer to idle, `hidesWhenEmpty`, the clamped
/// settings, and footers used without a scroll view.
nonisolated final class RefreshFooterTests: XCTestCase {
    // MARK: Hiding

    @MainActor func testHidingARefreshingAutoFooterEndsTheRefreshAndGivesItsInsetBack() async throws {
        let footer = RecordingAutoFooter()
        let h = FooterHarness(footer)
        h.scroll(to: 1000)
        XCTAssertEqual(footer.state, .refreshing)
        footer.isHidden = true
        XCTAssertEqual(footer.state, .idle)
        XCTAssertEqual(footer.pullingPercent, 0)
        XCTAssertEqual(h.insetBottom, 0)
        XCTAssertEqual(h.offsetY, 956, "clamped into the smaller range")
        footer.isHidden = false
        XCTAssertEqual(footer.state, .idle)
        XCTAssertEqual(h.insetBottom, 44)
        h.host.advance(seconds: 1)
        XCTAssertEqual(h.handlerCalls, 1, "showing it again does not start it")
        XCTAssertEqual(footer.recorder.transitions, ["idle->refreshing", "refreshing->idle"])
    }

    @MainActor func testHidingARefreshingBackFooterGivesItsHoverInsetBack() async throws {
        let footer = RecordingBackFooter()
        let h = FooterHarness(footer, inset: EdgeInsets(bottom: 12))
        footer.beginRefreshing()
        h.host.advance(seconds: 0.3)
        XCTAssertEqual(h.insetBottom, 12 + 44)
        footer.isHidden = true
        XCTAssertEqual(footer.state, .idle)
        XCTAssertEqual(h.insetBottom, 12)
        XCTAssertEqual(h.list.contentInset, EdgeInsets(bottom: 12))
        h.host.advance(seconds: 1)
        footer.isHidden = false
        XCTAssertEqual(h.insetBottom, 12, "a back footer adds nothing while idle")
        XCTAssertEqual(h.handlerCalls, 1)
    }

    @MainActor func testHidingInNoMoreDataGoesBackToIdle() async throws {
        for footer in [AutoStateFooter(), BackStateFooter()] as [RefreshFooter] {
            let h = FooterHarness(footer)
            footer.endRefreshingWithNoMoreData()
            footer.isHidden = true
            XCTAssertEqual(footer.state, .idle, footer.typeName)
            footer.isHidden = false
            XCTAssertEqual(footer.state, .idle, footer.typeName)
            XCTAssertEqual(h.handlerCalls, 0)
        }
    }

    @MainActor func testAHiddenFooterIgnoresScrollsPullsAndTaps() async throws {
        let auto = AutoStateFooter()
        let a = FooterHarness(auto)
        auto.isHidden = true
        a.scroll(to: 956)
        a.dragUp(200)
        a.host.advance(seconds: 1)
        a.tap(atContent: Point(x: 195, y: 1822))
        XCTAssertEqual(a.handlerCalls, 0)
        XCTAssertEqual(auto.state, .idle)

        let back = BackStateFooter()
        let b = FooterHarness(back)
        back.isHidden = true
        b.scroll(to: 956)
        b.dragUp(b.fingerDistance(showing: 80))
        b.host.advance(seconds: 1)
        XCTAssertEqual(b.handlerCalls, 0)
        XCTAssertEqual(back.state, .idle)
    }

    // MARK: hidesWhenEmpty

    @MainActor func testHidesWhenEmptyFollowsTheDataCount() async throws {
        let footer = AutoStateFooter()
        footer.hidesWhenEmpty = true
        let h = FooterHarness(footer, rows: 0)
        XCTAssertTrue(footer.isHidden, "no rows at attach")
        XCTAssertEqual(h.insetBottom, 0)
        h.reload(rows: 30)
        XCTAssertFalse(footer.isHidden, "rows came")
        XCTAssertEqual(h.insetBottom, 44)
        XCTAssertEqual(footer.frame.minY, 1800)
        h.reload(rows: 0)
        XCTAssertTrue(footer.isHidden)
        XCTAssertEqual(h.insetBottom, 0)
        XCTAssertEqual(h.list.contentInset, .zero)
    }

    @MainActor func testHidesWhenEmptyOffLeavesTheFooterAlone() async throws {
        let footer = AutoStateFooter()
        let h = FooterHarness(footer, rows: 0)
        XCTAssertFalse(footer.isHidden, "MJRefresh's default: the app decides")
        footer.hidesWhenEmpty = true
        XCTAssertTrue(footer.isHidden, "turning it on applies it at once")
        footer.hidesWhenEmpty = false
        h.reload(rows: 10)
        h.reload(rows: 0)
        XCTAssertTrue(footer.isHidden, "off: no longer managed (the app shows it)")
    }

    @MainActor func testHidesWhenEmptyOnAPlainScrollViewDoesNothing() async throws {
        let host = try RefreshTestHost.core()
        let sv = host.scrollView
        sv.contentSize = Size(width: 390, height: 2000)
        let footer = BackStateFooter()
        footer.hidesWhenEmpty = true
        sv.refreshFooter = footer
        XCTAssertFalse(footer.isHidden, "a plain scroll view has no data count")
    }

    @MainActor func testHidesWhenEmptyOnAGrid() async throws {
        let host = try RefreshTestHost.core()
        let grid = GridView(frame: host.root.bounds)
        let source = GridCountingSource(count: 0)
        grid.dataSource = source
        host.root.addSubview(grid)
        grid.reloadData()
        let footer = BackStateFooter()
        footer.hidesWhenEmpty = true
        grid.refreshFooter = footer
        XCTAssertTrue(footer.isHidden)
        source.count = 40
        grid.reloadData()
        XCTAssertFalse(footer.isHidden)
    }

    // MARK: Bad input

    @MainActor func testIgnoredBottomAndHeightAreClampedWithWarnings() async throws {
        let log = LogCapture()
        let footer = AutoStateFooter()
        log.watch(footer)
        let h = FooterHarness(footer)
        footer.ignoredScrollViewContentInsetBottom = -10
        XCTAssertEqual(footer.ignoredScrollViewContentInsetBottom, 0)
        footer.ignoredScrollViewContentInsetBottom = .nan
        XCTAssertEqual(footer.ignoredScrollViewContentInsetBottom, 0)
        XCTAssertEqual(footer.frame.minY, 1800)
        footer.height = -5
        XCTAssertEqual(footer.height, 0)
        XCTAssertEqual(h.insetBottom, 0, "never a negative inset")
        footer.height = .infinity
        XCTAssertEqual(footer.height, 0)
        footer.height = 50
        XCTAssertEqual(footer.height, 50)
        XCTAssertEqual(h.insetBottom, 50)
        XCTAssertEqual(
            log.entries.filter { $0.says(["property": "ignoredScrollViewContentInsetBottom", "result": "0"]) }.count, 2,
            "\(log.entries)")
        XCTAssertEqual(
            log.entries.filter { $0.says(["property": "height", "result": "0.0"]) }.count, 2, "\(log.entries)")
        XCTAssertEqual(log.messages.count, 4)
        XCTAssertTrue(h.list.adjustedContentInset.isFinite)
    }

    @MainActor func testAZeroHeightFooterNeverDividesByZero() async throws {
        for footer in [AutoStateFooter(), BackStateFooter()] as [RefreshFooter] {
            footer.height = 0
            let h = FooterHarness(footer)
            h.scroll(to: 956)
            h.dragUp(h.fingerDistance(showing: 30))
            h.host.advance(seconds: 1)
            XCTAssertTrue(footer.pullingPercent.isFinite, footer.typeName)
        }
    }

    @MainActor func testFooterMethodsWithoutAScrollViewDoNothingHarmful() async throws {
        let log = LogCapture()
        for footer in [AutoNormalFooter(), BackNormalFooter(), AutoGIFFooter(), BackGIFFooter()] as [RefreshFooter] {
            log.watch(footer)
            var calls = 0
            footer.refreshingHandler = { calls += 1 }
            footer.endRefreshing()
            footer.resetNoMoreData()
            footer.endRefreshingWithNoMoreData()
            XCTAssertEqual(footer.state, .noMoreData)
            footer.resetNoMoreData()
            footer.isHidden = true
            footer.isHidden = false
            footer.placeInScrollView()
            footer.ignoredScrollViewContentInsetBottom = 5
            footer.height = 30
            footer.pullingPercent = 0.5
            XCTAssertEqual(footer.addedInset, .zero)
            XCTAssertEqual(footer.scrollViewOriginalInset, .zero)
            footer.beginRefreshing()
            XCTAssertEqual(footer.state, .willRefresh, "\(footer.typeName): waits for a window")
            footer.endRefreshing()
            XCTAssertEqual(footer.state, .idle)
            XCTAssertEqual(calls, 0, footer.typeName)
        }
    }

    @MainActor func testADetachedFooterLeavesItsOldListAlone() async throws {
        let footer = AutoStateFooter()
        let h = FooterHarness(footer, inset: EdgeInsets(bottom: 8))
        h.scroll(to: 1008)
        XCTAssertEqual(footer.state, .refreshing)
        h.list.refreshFooter = nil
        XCTAssertEqual(footer.state, .idle, "detaching ends its refresh")
        XCTAssertEqual(h.list.adjustedContentInset, EdgeInsets(bottom: 8))
        footer.endRefreshingWithNoMoreData()
        footer.resetNoMoreData()
        footer.isHidden = true
        footer.isHidden = false
        footer.height = 80
        XCTAssertEqual(h.list.adjustedContentInset, EdgeInsets(bottom: 8), "nothing reaches the old list")
        h.scroll(to: 900)
        XCTAssertEqual(footer.state, .idle, "no longer observing")
        XCTAssertEqual(h.handlerCalls, 1)
    }

    @MainActor func testBeginOffWindowThenAttachingCallsTheHandlerOnce() async throws {
        let host = try RefreshTestHost.core()
        let list = ListView(frame: host.root.bounds)
        let source = RowSource(count: 30)
        list.dataSource = source
        list.reloadData()
        for footer in [AutoNormalFooter(), BackNormalFooter()] as [RefreshFooter] {
            var calls = 0
            footer.refreshingHandler = { calls += 1 }
            footer.beginRefreshing()
            XCTAssertEqual(footer.state, .willRefresh)
            list.refreshFooter = footer
            host.root.addSubview(list)
            host.advance(seconds: 1)
            XCTAssertEqual(footer.state, .refreshing, footer.typeName)
            XCTAssertEqual(calls, 1, footer.typeName)
            footer.endRefreshing()
            host.advance(seconds: 1)
            list.removeFromSuperview()
        }
        XCTAssertEqual(list.adjustedContentInset.bottom, 0, "the replaced auto footer took its height back")
    }
}

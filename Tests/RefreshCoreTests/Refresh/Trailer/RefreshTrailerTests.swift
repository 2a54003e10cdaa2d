import RefreshTestSupport
import RefreshTesting
import XCTest

@testable import RefreshCore

/// `RefreshTrailer`: the back footer's rules on the horizontal axis, 60 pt wide and full height,
/// hovering by the right inset. 20 cards make 2368 pt of content; the 390 pt banner scrolls to 1978.
nonisolated final class RefreshTrailerTests: XCTestCase {
    @MainActor func testAttachPlacementAndBounce() async throws {
        let trailer = NormalTrailer()
        let h = TrailerHarness(trailer)
        XCTAssertEqual(h.contentWidth, 16 + 20 * 110 + 19 * 8)
        XCTAssertTrue(h.grid.alwaysBounceHorizontal)
        XCTAssertFalse(h.grid.alwaysBounceVertical)
        XCTAssertEqual(trailer.frame, Rect(x: 2368, y: 0, width: 60, height: 200))
        XCTAssertEqual(trailer.width, 60)
        XCTAssertEqual(h.grid.adjustedContentInset, .zero, "adds nothing while idle")
        trailer.ignoredScrollViewContentInsetRight = 15
        XCTAssertEqual(trailer.frame.minX, 2383)
        h.reload(items: 25)
        XCTAssertEqual(trailer.frame.minX, h.contentWidth + 15, "follows the content")
        h.host.root.frame = Rect(x: 0, y: 0, width: 390, height: 260)
        h.grid.frame = h.host.root.bounds
        XCTAssertEqual(trailer.frame.size, Size(width: 60, height: 260), "keeps its width, takes the new height")
    }

    @MainActor func testNarrowContentPutsItAtTheRightOfTheVisibleRoom() async throws {
        let trailer = NormalTrailer()
        let h = TrailerHarness(trailer, items: 2, inset: EdgeInsets(top: 0, left: 10, bottom: 0, right: 20))
        XCTAssertEqual(h.contentWidth, 244)
        XCTAssertEqual(trailer.frame.minX, 390 - 30)
        h.dragLeft(h.fingerDistance(showing: 80))
        h.host.advance()
        XCTAssertEqual(trailer.state, .refreshing)
        XCTAssertEqual(
            h.grid.refreshInset(for: trailer), EdgeInsets(top: 0, left: 0, bottom: 0, right: 60 + (390 - 30 - 244)))
        XCTAssertEqual(h.offsetX, -10 + 60)
        XCTAssertEqual(h.maxOffsetX, h.offsetX)
        h.host.advance(seconds: 0.3)
        XCTAssertEqual(h.handlerCalls, 1)
        trailer.endRefreshing()
        h.host.advance(seconds: 0.5)
        XCTAssertEqual(h.grid.adjustedContentInset, EdgeInsets(top: 0, left: 10, bottom: 0, right: 20))
        XCTAssertEqual(h.grid.presentationContentOffset.x, -10)
    }

    @MainActor func testIdlePullingIdleThenReleaseRefreshesAndEnds() async throws {
        let trailer = RecordingTrailer()
        let h = TrailerHarness(trailer)
        h.scroll(to: 1978)
        h.dragLeft(h.fingerDistance(showing: 30), release: false)
        XCTAssertEqual(trailer.state, .idle)
        XCTAssertEqual(trailer.pullingPercent, 0.5, accuracy: 1e-6)
        XCTAssertEqual(h.grid.contentOffset.y, 0, "a horizontal pull never moves vertically")
        h.move(to: 350 - h.fingerDistance(showing: 70))
        XCTAssertEqual(trailer.state, .pulling)
        h.move(to: 350 - h.fingerDistance(showing: 60))
        XCTAssertEqual(trailer.state, .idle, "exactly one width is idle again")
        h.move(to: 350 - h.fingerDistance(showing: 90))
        XCTAssertEqual(trailer.state, .pulling)
        h.release()
        h.host.advance()
        XCTAssertEqual(trailer.state, .refreshing)
        XCTAssertEqual(h.insetRight, 60)
        XCTAssertEqual(h.offsetX, 1978 + 60)
        XCTAssertEqual(h.handlerCalls, 0)
        h.host.advance(seconds: 0.26)
        XCTAssertEqual(h.handlerCalls, 1)
        h.host.advance(seconds: 1)
        XCTAssertEqual(h.handlerCalls, 1, "exactly once")
        var ended = 0
        trailer.endRefreshing { ended += 1 }
        XCTAssertEqual(h.insetRight, 0)
        XCTAssertEqual(h.offsetX, 1978)
        h.host.advance(seconds: 0.2)
        XCTAssertEqual(ended, 0)
        XCTAssertGreaterThan(h.grid.presentationContentOffset.x, 1979, "sliding out over 0.4 s")
        h.host.advance(seconds: 0.21)
        XCTAssertEqual(ended, 1)
        XCTAssertEqual(trailer.pullingPercent, 0)
        XCTAssertEqual(
            trailer.recorder.transitions,
            ["idle->pulling", "pulling->idle", "idle->pulling", "pulling->refreshing", "refreshing->idle"])
    }

    /// Shrinking the strip while the trailer hovers keeps the trailer in view (the offset follows
    /// the new end); a wider strip needs no move.
    @MainActor func testResizeWhileHoveringKeepsTheTrailerInView() async throws {
        let h = TrailerHarness(NormalTrailer())
        h.scroll(to: h.maxOffsetX)
        h.trailer.beginRefreshing()
        h.host.advance(seconds: 0.3)
        XCTAssertEqual(h.offsetX, h.maxOffsetX)
        h.grid.frame = Rect(x: 0, y: 0, width: 250, height: 200)
        h.host.advance()
        XCTAssertEqual(h.insetRight, 60)
        XCTAssertEqual(h.offsetX, h.maxOffsetX, "pinned to the new end")
        XCTAssertEqual(
            h.trailer.frame.minX - h.offsetX, 250 - 60, accuracy: 1e-9, "the trailer fills the strip's right 60 pt")
        h.trailer.endRefreshing()
        h.host.advance(seconds: 1)
        XCTAssertEqual(h.insetRight, 0, "exactly what it added, given back")
    }

    @MainActor func testItemsAddedBeforeTheEndStayInView() async throws {
        let trailer = NormalTrailer()
        let h = TrailerHarness(trailer)
        trailer.beginRefreshing()
        h.host.advance(seconds: 0.3)
        XCTAssertEqual(h.offsetX, 2038)
        h.reload(items: 25)
        trailer.endRefreshing()
        h.host.advance(seconds: 0.5)
        XCTAssertEqual(h.offsetX, 2038, "the new cards show where the trailer was")
        XCTAssertEqual(h.grid.presentationContentOffset.x, 2038)
        XCTAssertEqual(h.insetRight, 0)
        XCTAssertEqual(trailer.frame.minX, h.contentWidth)
    }

    @MainActor func testNoMoreDataOnlyReportsThePercent() async throws {
        let trailer = RecordingTrailer()
        let h = TrailerHarness(trailer)
        trailer.state = .noMoreData
        XCTAssertTrue(trailer.arrowView.isHidden)
        XCTAssertEqual(trailer.stateLabel.text, "Swipe to see details")
        h.scroll(to: 1978)
        h.dragLeft(h.fingerDistance(showing: 90), release: false)
        XCTAssertEqual(trailer.pullingPercent, 1.5, accuracy: 1e-6)
        h.release()
        h.host.advance(seconds: 1)
        XCTAssertEqual(trailer.state, .noMoreData)
        XCTAssertEqual(h.handlerCalls, 0)
        XCTAssertEqual(trailer.recorder.transitions, ["idle->noMoreData"])
    }

    @MainActor func testBeginOffWindowThenAttach() async throws {
        let trailer = RecordingTrailer()
        let h = TrailerHarness(trailer, inWindow: false)
        trailer.beginRefreshing()
        XCTAssertEqual(trailer.state, .willRefresh)
        XCTAssertEqual(h.insetRight, 0)
        h.host.root.addSubview(h.grid)
        h.host.advance(seconds: 1)
        XCTAssertEqual(trailer.state, .refreshing)
        XCTAssertEqual(h.handlerCalls, 1)
        XCTAssertEqual(h.insetRight, 60)
        trailer.endRefreshing()
        XCTAssertEqual(
            trailer.recorder.transitions, ["idle->willRefresh", "willRefresh->refreshing", "refreshing->idle"])
    }

    @MainActor func testAnInsetChangeDuringTheHoverIsKept() async throws {
        let trailer = NormalTrailer()
        let h = TrailerHarness(trailer, inset: EdgeInsets(top: 0, left: 0, bottom: 0, right: 12))
        trailer.beginRefreshing()
        h.host.advance(seconds: 0.3)
        XCTAssertEqual(h.insetRight, 72)
        let app = EdgeInsets(top: 0, left: 4, bottom: 0, right: 0)
        h.grid.contentInset = app
        trailer.endRefreshing()
        h.host.advance(seconds: 1)
        XCTAssertEqual(h.grid.contentInset, app, "exactly what the app set")
        XCTAssertEqual(h.grid.adjustedContentInset, app)
        XCTAssertEqual(h.grid.refreshInset(for: trailer), .zero)
        XCTAssertEqual(h.grid.presentationContentOffset.x, h.maxOffsetX, accuracy: 1e-9)
    }

    @MainActor func testDetachWhileRefreshingGivesTheInsetBack() async throws {
        let trailer = NormalTrailer()
        let h = TrailerHarness(trailer)
        trailer.beginRefreshing()
        h.host.advance(seconds: 0.3)
        h.grid.refreshTrailer = nil
        XCTAssertEqual(trailer.state, .idle)
        XCTAssertEqual(h.grid.adjustedContentInset, .zero)
        h.host.advance(seconds: 1)
        XCTAssertEqual(h.handlerCalls, 1)
    }

    @MainActor func testWidthAndIgnoredRightAreClampedWithWarnings() async throws {
        let log = LogCapture()
        let trailer = NormalTrailer()
        log.watch(trailer)
        let h = TrailerHarness(trailer)
        trailer.width = -5
        XCTAssertEqual(trailer.width, 0)
        XCTAssertEqual(trailer.frame.width, 0)
        trailer.width = .nan
        XCTAssertEqual(trailer.width, 0)
        trailer.width = 80
        XCTAssertEqual(trailer.frame, Rect(x: 2368, y: 0, width: 80, height: 200))
        trailer.ignoredScrollViewContentInsetRight = -3
        XCTAssertEqual(trailer.ignoredScrollViewContentInsetRight, 0)
        XCTAssertEqual(
            log.entries.filter { $0.says(["property": "width", "result": "0.0"]) }.count, 2, "\(log.entries)")
        XCTAssertEqual(
            log.entries.filter { $0.says(["property": "ignoredScrollViewContentInsetRight", "value": "-3.0"]) }.count,
            1,
            "\(log.entries)")
        trailer.beginRefreshing()
        h.host.advance(seconds: 0.3)
        XCTAssertEqual(h.insetRight, 80, "hovers by its own width")
        trailer.width = 0
        h.scroll(to: 1978)
        h.dragLeft(h.fingerDistance(showing: 30))
        XCTAssertTrue(trailer.pullingPercent.isFinite)
    }
}

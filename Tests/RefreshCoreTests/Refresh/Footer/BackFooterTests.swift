import XCTest

@testable import RefreshCore

/// `BackFooter`: MJRefresh's back-footer geometry on the vertical axis, idle ↔ pulling ↔
/// refreshing, the hover and its exact give-back, rows that arrived during the refresh, and short
/// content. 30 rows of 60 pt end at 1800; the list (844 pt) scrolls to 956 and the footer starts
/// to show past it.
nonisolated final class BackFooterTests: XCTestCase {
    @MainActor func testGeometryFollowsMJRefresh() async throws {
        let footer = BackStateFooter()
        let h = FooterHarness(footer)
        XCTAssertEqual(footer.frame, Rect(x: 0, y: 1800, width: 390, height: 44))
        XCTAssertEqual(h.insetBottom, 0, "adds nothing while idle")
        let g = footer.pullGeometry!
        XCTAssertEqual(g.contentBreak, 956)
        XCTAssertEqual(g.happenOffset, 956)
        XCTAssertEqual(g.threshold, 1000)
        footer.ignoredScrollViewContentInsetBottom = 30
        XCTAssertEqual(footer.frame.minY, 1830)
    }

    @MainActor func testGeometryWithInsetsAndIgnoredBottom() async throws {
        let footer = BackStateFooter()
        let h = FooterHarness(footer, inset: EdgeInsets(top: 20, left: 0, bottom: 30, right: 0))
        footer.ignoredScrollViewContentInsetBottom = 30   // MJRefresh's demo 18
        XCTAssertEqual(footer.frame.minY, 1830, "inside the app's bottom inset")
        let g = footer.pullGeometry!
        XCTAssertEqual(g.happenOffset, 1800 + 30 - 844, "the end of the scroll range")
        XCTAssertEqual(g.happenOffset, h.maxOffsetY)
        XCTAssertEqual(g.threshold, h.maxOffsetY + 44)
    }

    @MainActor func testShortContentSitsAtTheBottomOfTheVisibleRoom() async throws {
        let footer = BackStateFooter()
        let h = FooterHarness(footer, rows: 5, inset: EdgeInsets(top: 20, left: 0, bottom: 10, right: 0))
        XCTAssertEqual(footer.frame.minY, 844 - 30, "after the room the insets leave, not after the 300 pt of rows")
        let g = footer.pullGeometry!
        XCTAssertEqual(g.happenOffset, -20, "shows as soon as the content is pulled up")
        h.dragUp(h.fingerDistance(showing: 70))
        XCTAssertEqual(footer.state, .pulling)
        h.host.advance()
        XCTAssertEqual(footer.state, .refreshing)
        XCTAssertEqual(h.list.refreshInset(for: footer).bottom, 44 + (844 - 30 - 300), "its height plus the gap")
        XCTAssertEqual(h.offsetY, -20 + 44, "hovers one footer height past the rest position")
        XCTAssertEqual(h.list.maxContentOffset.y, h.offsetY, "and rests there")
        h.host.advance(seconds: 0.3)
        XCTAssertEqual(h.handlerCalls, 1)
        footer.endRefreshing()
        h.host.advance(seconds: 0.5)
        XCTAssertEqual(h.list.adjustedContentInset, EdgeInsets(top: 20, left: 0, bottom: 10, right: 0))
        XCTAssertEqual(h.offsetY, -20)
        XCTAssertEqual(h.list.presentationContentOffset.y, -20)
    }

    @MainActor func testIdlePullingIdleWhileDragging() async throws {
        let footer = RecordingBackFooter()
        let h = FooterHarness(footer)
        h.scroll(to: 956)
        h.dragUp(h.fingerDistance(showing: 30), release: false)
        XCTAssertEqual(footer.state, .idle)
        XCTAssertEqual(footer.pullingPercent, 30 / 44, accuracy: 1e-6)
        XCTAssertEqual(footer.stateLabel.text, "Pull up to load more")
        h.move(to: 700 - h.fingerDistance(showing: 50))
        XCTAssertEqual(footer.state, .pulling)
        XCTAssertEqual(footer.stateLabel.text, "Release to load more")
        h.move(to: 700 - h.fingerDistance(showing: 44))
        XCTAssertEqual(footer.state, .idle, "exactly one footer height is idle again")
        h.release()
        h.host.advance(seconds: 1)
        XCTAssertEqual(footer.state, .idle)
        XCTAssertEqual(h.handlerCalls, 0)
        XCTAssertEqual(h.offsetY, 956)
        XCTAssertEqual(footer.pullingPercent, 0, accuracy: 1e-9)
        XCTAssertEqual(footer.recorder.transitions, ["idle->pulling", "pulling->idle"])
    }

    @MainActor func testReleaseWhilePullingHoversThenRunsTheHandler() async throws {
        let footer = RecordingBackFooter()
        let h = FooterHarness(footer, inset: EdgeInsets(bottom: 10))
        h.scroll(to: h.maxOffsetY)
        XCTAssertEqual(h.offsetY, 966)
        h.dragUp(h.fingerDistance(showing: 80))
        h.host.advance()
        XCTAssertEqual(footer.state, .refreshing)
        XCTAssertEqual(footer.stateLabel.text, "Loading...")
        XCTAssertEqual(h.insetBottom, 10 + 44, "hovers by its height")
        XCTAssertEqual(h.list.contentInset, EdgeInsets(bottom: 10))
        XCTAssertEqual(h.offsetY, 966 + 44, "model offset final at once")
        XCTAssertEqual(h.handlerCalls, 0, "the handler waits for the fast animation")
        h.host.advance(seconds: 0.22)
        XCTAssertEqual(h.handlerCalls, 0)
        h.host.advance(seconds: 0.05)
        XCTAssertEqual(h.handlerCalls, 1)
        h.host.advance(seconds: 2)
        XCTAssertEqual(h.handlerCalls, 1, "exactly once")
        XCTAssertEqual(h.list.presentationContentOffset.y, 1010)

        var ended = 0
        footer.endRefreshing { ended += 1 }
        XCTAssertEqual(footer.state, .idle)
        XCTAssertEqual(h.insetBottom, 10, "exactly what it added is given back")
        XCTAssertEqual(h.offsetY, 966)
        h.host.advance(seconds: 0.2)
        XCTAssertEqual(ended, 0)
        XCTAssertGreaterThan(h.list.presentationContentOffset.y, 967, "sliding out over 0.4 s")
        XCTAssertEqual(footer.pullingPercent, 1, "the refreshing look stays while it slides out")
        h.host.advance(seconds: 0.21)
        XCTAssertEqual(ended, 1)
        XCTAssertEqual(h.list.presentationContentOffset.y, 966)
        XCTAssertEqual(footer.pullingPercent, 0)
        XCTAssertEqual(footer.recorder.transitions, ["idle->pulling", "pulling->refreshing", "refreshing->idle"])
    }

    /// A taller footer (a gif with taller frames arriving) or a shorter window while it hovers: the
    /// hover follows, and the end still gives back exactly what was added.
    @MainActor func testHeightAndViewChangesWhileHoveringKeepItInView() async throws {
        let footer = BackNormalFooter()
        let h = FooterHarness(footer)
        h.scroll(to: h.maxOffsetY)
        footer.beginRefreshing()
        h.host.advance(seconds: 0.3)
        XCTAssertEqual(h.insetBottom, 44)
        footer.height = 80
        XCTAssertEqual(h.insetBottom, 80, "the hover grows with the footer")
        XCTAssertEqual(h.offsetY, h.maxOffsetY, "and it stays fully in view")
        h.list.frame = Rect(x: 0, y: 0, width: 390, height: 600)
        h.host.advance()
        XCTAssertEqual(h.offsetY, h.maxOffsetY, "a shorter view keeps the hovering footer at its bottom")
        XCTAssertEqual(footer.frame.maxY - h.offsetY, 600, accuracy: 1e-9)
        footer.endRefreshing()
        h.host.advance(seconds: 1)
        XCTAssertEqual(h.insetBottom, 0)
        XCTAssertEqual(h.list.contentInset, .zero)
    }

    /// Content shorter than the view: growing the view past it, then shrinking it below, keeps the
    /// hovering footer in view both times; once the user drags, where the content goes is theirs.
    @MainActor func testResizesAcrossTheContentHeightKeepItInView() async throws {
        let footer = BackNormalFooter()
        let h = FooterHarness(footer, rows: 13)   // 780 pt in an 844 pt view
        footer.beginRefreshing()
        h.host.advance(seconds: 0.3)
        func assertShowing(_ viewHeight: Double, _ message: String) {
            let top = footer.frame.minY - h.offsetY, bottom = footer.frame.maxY - h.offsetY
            XCTAssertGreaterThanOrEqual(top, 0, message)
            XCTAssertLessThanOrEqual(bottom, viewHeight + 1e-9, message)
        }
        assertShowing(844, "hovering")
        h.list.frame = Rect(x: 0, y: 0, width: 390, height: 895)
        h.host.advance()
        assertShowing(895, "a taller view")
        h.list.frame = Rect(x: 0, y: 0, width: 390, height: 700)
        h.host.advance()
        assertShowing(700, "a view shorter than the content")
        XCTAssertEqual(h.offsetY, h.maxOffsetY)
        h.dragDown(100)
        h.host.advance(seconds: 1)
        let resting = h.offsetY
        h.list.frame = Rect(x: 0, y: 0, width: 390, height: 650)
        h.host.advance()
        XCTAssertEqual(h.offsetY, resting, "dragged away: a resize no longer pulls the footer back into view")
        footer.endRefreshing()
        h.host.advance(seconds: 1)
        XCTAssertEqual(h.insetBottom, 0)
    }

    @MainActor func testRowsAddedBeforeTheEndStayInView() async throws {
        let footer = BackStateFooter()
        let h = FooterHarness(footer)
        footer.beginRefreshing()
        h.host.advance(seconds: 0.3)
        XCTAssertEqual(h.offsetY, 1000)
        XCTAssertEqual(h.handlerCalls, 1)
        h.reload(rows: 40)
        XCTAssertEqual(h.offsetY, 1000, "the reload does not move the list")
        XCTAssertEqual(footer.frame.minY, 2400)
        footer.endRefreshing()
        h.host.advance(seconds: 0.5)
        XCTAssertEqual(h.offsetY, 1000, "the new rows show where the footer was")
        XCTAssertEqual(h.list.presentationContentOffset.y, 1000)
        XCTAssertEqual(h.insetBottom, 0)
    }

    @MainActor func testEndBeforeTheHoverFinishedCancelsTheHandler() async throws {
        let footer = BackStateFooter()
        let h = FooterHarness(footer)
        footer.beginRefreshing()
        h.host.advance(seconds: 0.1)
        footer.endRefreshing()
        h.host.advance(seconds: 1)
        XCTAssertEqual(h.handlerCalls, 0, "never late")
        XCTAssertEqual(h.insetBottom, 0)
        footer.beginRefreshing()
        h.host.advance(seconds: 0.3)
        XCTAssertEqual(h.handlerCalls, 1)
    }

    @MainActor func testBeginOffWindowThenAttach() async throws {
        let footer = RecordingBackFooter()
        let h = FooterHarness(footer, inWindow: false)
        footer.beginRefreshing()
        XCTAssertEqual(footer.state, .willRefresh)
        XCTAssertEqual(h.insetBottom, 0, "nothing changes off-window")
        h.host.root.addSubview(h.list)
        h.host.advance(seconds: 1)
        XCTAssertEqual(footer.state, .refreshing)
        XCTAssertEqual(h.handlerCalls, 1)
        XCTAssertEqual(h.insetBottom, 44)
        footer.endRefreshing()
        h.host.advance(seconds: 1)
        XCTAssertEqual(
            footer.recorder.transitions, ["idle->willRefresh", "willRefresh->refreshing", "refreshing->idle"])
        XCTAssertEqual(h.insetBottom, 0)
    }

    @MainActor func testAFlingIntoTheEndDoesNotRefresh() async throws {
        let footer = BackStateFooter()
        let h = FooterHarness(footer)
        h.dragUp(600, rest: 0)
        h.host.advance(seconds: 3)
        XCTAssertEqual(h.offsetY, 956, accuracy: 0.5)
        XCTAssertEqual(footer.state, .idle, "momentum overshoot is not a pull")
        XCTAssertEqual(h.handlerCalls, 0)
    }

    @MainActor func testAutomaticallyChangeAlphaFollowsThePull() async throws {
        let footer = BackStateFooter()
        footer.automaticallyChangesAlpha = true
        let h = FooterHarness(footer)
        XCTAssertEqual(footer.alpha, 0)
        h.scroll(to: 956)
        h.dragUp(h.fingerDistance(showing: 22), release: false)
        XCTAssertEqual(footer.alpha, 0.5, accuracy: 1e-6)
        h.release()
        h.host.advance(seconds: 1)
        XCTAssertEqual(footer.alpha, 0, accuracy: 1e-6, "faded back as it bounced")
    }
}

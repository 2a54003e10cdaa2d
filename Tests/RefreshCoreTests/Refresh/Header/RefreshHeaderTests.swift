import XCTest

@testable import RefreshCore

nonisolated final class RefreshHeaderTests: XCTestCase {
    @MainActor func testPlacementAndAttach() async throws {
        let h = HeaderHarness()
        XCTAssertEqual(h.header.frame, Rect(x: 0, y: -54, width: 390, height: 54))
        XCTAssertTrue(h.scrollView.alwaysBounceVertical)
        h.header.ignoredScrollViewContentInsetTop = 10
        h.host.advance()
        XCTAssertEqual(h.header.frame.minY, -64)
        XCTAssertTrue(h.scrollView.subviews.first === h.header, "inserted below the content")
        h.host.root.frame = Rect(x: 0, y: 0, width: 500, height: 844)
        h.scrollView.frame = h.host.root.bounds
        XCTAssertEqual(h.header.frame.width, 500, "follows the scroll view's width")
    }

    @MainActor func testIdlePullingIdleWhileDragging() async throws {
        let h = HeaderHarness()
        h.pull(h.fingerDistance(showing: 40), release: false)
        XCTAssertEqual(h.header.state, .idle)
        XCTAssertEqual(h.header.pullingPercent, 40 / 54, accuracy: 1e-6)
        let s = h.scrollView
        s.touchMoved(to: Point(x: 100, y: 100 + h.fingerDistance(showing: 60)), time: h.host.now + 0.01)
        XCTAssertEqual(h.header.state, .pulling)
        s.touchMoved(to: Point(x: 100, y: 100 + h.fingerDistance(showing: 54)), time: h.host.now + 0.02)
        XCTAssertEqual(h.header.state, .idle, "back at exactly one header height is idle again")
        s.touchUp(time: h.host.now + 0.1)
        h.host.advance(seconds: 1)
        XCTAssertEqual(h.header.state, .idle)
        XCTAssertEqual(h.handlerCalls, 0)
        XCTAssertEqual(s.contentOffset.y, 0)
    }

    @MainActor func testReleaseWhilePullingRefreshesAndHovers() async throws {
        let h = HeaderHarness(inset: EdgeInsets(top: 20), system: EdgeInsets(top: 10))
        let original = h.scrollView.contentInset
        h.pull(h.fingerDistance(showing: 80))
        XCTAssertEqual(h.header.state, .pulling, "released: the first offset change starts the refresh")
        h.host.advance()
        XCTAssertEqual(h.header.state, .refreshing)
        XCTAssertEqual(h.insetTop, 30 + 54, "original adjusted inset plus the header's height")
        XCTAssertEqual(h.scrollView.contentOffset.y, -84, "model offset final at once")
        XCTAssertEqual(h.handlerCalls, 0, "the handler waits for the 0.25 s animation")
        h.host.advance(seconds: 0.24)
        XCTAssertEqual(h.handlerCalls, 0)
        XCTAssertLessThan(h.scrollView.presentationContentOffset.y, -84 + 0.5)
        h.host.advance(seconds: 0.02)
        XCTAssertEqual(h.handlerCalls, 1)
        XCTAssertEqual(h.scrollView.presentationContentOffset.y, -84)
        h.host.advance(seconds: 2)
        XCTAssertEqual(h.handlerCalls, 1, "exactly once")

        var ended = 0
        h.header.endRefreshing { ended += 1 }
        XCTAssertEqual(h.header.state, .idle)
        XCTAssertEqual(h.scrollView.contentInset, original, "the scroll view's own inset comes back exactly")
        XCTAssertEqual(h.scrollView.contentOffset.y, -30)
        h.host.advance(seconds: 0.2)
        XCTAssertEqual(ended, 0)
        XCTAssertLessThan(h.scrollView.presentationContentOffset.y, -31, "drawn offset still moving (0.4 s)")
        h.host.advance(seconds: 0.21)
        XCTAssertEqual(ended, 1)
        XCTAssertEqual(h.header.pullingPercent, 0)
        XCTAssertEqual(h.scrollView.presentationContentOffset.y, -30)
        XCTAssertNotNil(h.header.lastUpdatedTime)
    }

    @MainActor func testScrollingUpWhileRefreshingShrinksTheAddedInset() async throws {
        let h = HeaderHarness()
        h.header.beginRefreshing()
        h.host.advance(seconds: 0.3)
        XCTAssertEqual(h.insetTop, 54)
        h.host.drag(from: Point(x: 0, y: 500), to: Point(x: 0, y: 300), frames: 5, release: false)
        XCTAssertEqual(h.insetTop, 0, "scrolled into the content: no gap above section headers")
        XCTAssertEqual(h.header.addedInsetTop, 0)
        h.scrollView.touchMoved(to: Point(x: 0, y: 470), time: h.host.now + 0.01)
        XCTAssertGreaterThan(h.insetTop, 0, "partly back: partly hovering")
        XCTAssertLessThan(h.insetTop, 54)
        XCTAssertEqual(h.insetTop, -h.scrollView.contentOffset.y, accuracy: 1e-9, "the inset follows the pull")
        h.scrollView.touchMoved(to: Point(x: 0, y: 600), time: h.host.now + 0.02)
        XCTAssertEqual(h.insetTop, 54)
        h.scrollView.touchUp(time: h.host.now + 0.1)
        h.header.endRefreshing()
        h.host.advance(seconds: 1)
        XCTAssertEqual(h.scrollView.contentInset, .zero)
    }

    @MainActor func testAutomaticallyChangeAlpha() async throws {
        let h = HeaderHarness()
        h.header.automaticallyChangesAlpha = true
        XCTAssertEqual(h.header.alpha, 0)
        h.pull(h.fingerDistance(showing: 27), release: false)
        XCTAssertEqual(h.header.alpha, 0.5, accuracy: 1e-6)
        h.header.automaticallyChangesAlpha = false
        XCTAssertEqual(h.header.alpha, 1)
    }
}

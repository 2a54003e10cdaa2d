import XCTest

@testable import RefreshCore

/// `BackNormalFooter`: the arrow points up while idle and turns down while pulling, the spinner
/// while refreshing, both hidden in no more data.
nonisolated final class BackNormalFooterTests: XCTestCase {
    @MainActor func testArrowTurnsBetweenIdleAndPulling() async throws {
        let footer = BackNormalFooter()
        let h = FooterHarness(footer)
        XCTAssertEqual(footer.arrowView.rotation, -.pi, accuracy: 1e-5, "idle: turned to point up")
        XCTAssertFalse(footer.arrowView.isHidden)
        XCTAssertTrue(footer.loadingView.isHidden)
        XCTAssertEqual(footer.arrowView.frame.midX, 195 - footer.stateLabel.textSize.width / 2 - 25, accuracy: 1e-9)
        XCTAssertEqual(footer.arrowView.frame.midY, 22, accuracy: 1e-9)
        h.scroll(to: 956)
        h.dragUp(h.fingerDistance(showing: 60), release: false)
        XCTAssertEqual(footer.state, .pulling)
        XCTAssertEqual(footer.arrowView.rotation, 0, "pulling: the identity")
        XCTAssertLessThan(footer.arrowView.presentationRotation, -0.1, "turning over 0.25 s")
        h.host.advance(seconds: 0.26)
        XCTAssertEqual(footer.arrowView.presentationRotation, 0, accuracy: 1e-9)
        h.move(to: 700 - h.fingerDistance(showing: 20))
        XCTAssertEqual(footer.state, .idle)
        XCTAssertEqual(footer.arrowView.rotation, -.pi, accuracy: 1e-5)
        h.release()
        h.host.advance(seconds: 1)
    }

    @MainActor func testSpinnerWhileRefreshingThenTheArrowComesBack() async throws {
        let footer = BackNormalFooter()
        let h = FooterHarness(footer)
        footer.beginRefreshing()
        h.host.advance()
        XCTAssertTrue(footer.arrowView.isHidden)
        XCTAssertTrue(footer.loadingView.isAnimating)
        XCTAssertFalse(footer.loadingView.isHidden)
        h.host.advance(seconds: 0.3)
        footer.endRefreshing()
        XCTAssertEqual(footer.arrowView.rotation, -.pi, accuracy: 1e-5, "reset to idle without animation")
        h.host.advance(seconds: 0.2)
        XCTAssertTrue(footer.arrowView.isHidden, "waits for the spinner's fade")
        h.host.advance(seconds: 0.22)
        XCTAssertFalse(footer.arrowView.isHidden)
        XCTAssertTrue(footer.loadingView.isHidden)
        XCTAssertEqual(footer.loadingView.alpha, 1)
        XCTAssertEqual(h.handlerCalls, 1)
    }

    /// #1020: an end followed by no more data within the 0.4 s fade must not re-show the arrow.
    @MainActor func testArrowStaysHiddenWhenNoMoreDataFollowsAnEnd() async throws {
        let footer = BackNormalFooter()
        let h = FooterHarness(footer)
        footer.beginRefreshing()
        h.host.advance(seconds: 0.3)
        footer.endRefreshing()
        h.host.advance(seconds: 0.1)
        footer.endRefreshingWithNoMoreData()
        h.host.advance(seconds: 1)
        XCTAssertEqual(footer.state, .noMoreData)
        XCTAssertTrue(footer.arrowView.isHidden, "the fade's completion saw noMoreData and left the arrow hidden")
        XCTAssertFalse(footer.loadingView.isAnimating)
        XCTAssertTrue(footer.loadingView.isHidden)
        footer.resetNoMoreData()
        XCTAssertFalse(footer.arrowView.isHidden, "idle again: the arrow is back")
        XCTAssertEqual(footer.arrowView.rotation, footer.indicator.idleRotation, accuracy: 1e-12)
    }

    @MainActor func testNoMoreDataStraightFromRefreshingHidesBoth() async throws {
        let footer = BackNormalFooter()
        let h = FooterHarness(footer)
        footer.beginRefreshing()
        h.host.advance(seconds: 0.3)
        footer.endRefreshingWithNoMoreData()
        h.host.advance(seconds: 1)
        XCTAssertTrue(footer.arrowView.isHidden)
        XCTAssertTrue(footer.loadingView.isHidden)
    }
}

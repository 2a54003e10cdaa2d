import XCTest

@testable import RefreshCore

/// `StateTrailer` and `NormalTrailer`: the titles down the column, the arrow's turns and the
/// spinner while refreshing.
nonisolated final class NormalTrailerTests: XCTestCase {
    @MainActor func testTitlesPerStateAndLanguage() async throws {
        let trailer = StateTrailer()
        let h = TrailerHarness(trailer)
        XCTAssertEqual(trailer.stateLabel.text, "Swipe to see details")
        XCTAssertEqual(trailer.stateLabel.frame.midX, 30, accuracy: 1e-9, "a column in the middle")
        XCTAssertEqual(trailer.stateLabel.frame.height, 200)
        h.scroll(to: 1978)
        h.dragLeft(h.fingerDistance(showing: 80), release: false)
        XCTAssertEqual(trailer.stateLabel.text, "Release to see details")
        h.release()
        h.host.advance()
        XCTAssertEqual(trailer.state, .refreshing)
        XCTAssertEqual(
            trailer.stateLabel.text, "Release to see details", "MJRefresh's trailer reads the same while refreshing")
        h.host.root.context.localizer.language = .zhHans
        XCTAssertEqual(trailer.stateLabel.text, "释放查看图文详情")
        trailer.setTitle("Opening", for: .refreshing, language: .zhHans)
        XCTAssertEqual(trailer.stateLabel.text, "Opening")
        trailer.endRefreshing()
        XCTAssertEqual(trailer.stateLabel.text, "滑动查看图文详情")
    }

    @MainActor func testArrowTurnsWhenReleasingWouldRefreshAndASpinnerReplacesIt() async throws {
        let trailer = NormalTrailer()
        let h = TrailerHarness(trailer)
        XCTAssertEqual(trailer.arrowView.rotation, .pi / 2, accuracy: 1e-9, "points left, the way to pull")
        XCTAssertEqual(trailer.arrowView.frame.size, NormalTrailer.arrowSize)
        XCTAssertEqual(trailer.arrowView.frame.midY, 100, accuracy: 1e-9)
        XCTAssertLessThan(trailer.arrowView.frame.midX, trailer.stateLabel.frame.minX, "beside the text column")
        h.scroll(to: 1978)
        h.dragLeft(h.fingerDistance(showing: 80), release: false)
        XCTAssertEqual(trailer.arrowView.rotation, .pi / 2 + .pi, accuracy: 1e-5, "turned to point right")
        h.host.advance(seconds: 0.26)
        XCTAssertEqual(trailer.arrowView.presentationRotation, trailer.arrowView.rotation, accuracy: 1e-9)
        h.release()
        h.host.advance()
        XCTAssertTrue(trailer.arrowView.isHidden)
        XCTAssertTrue(trailer.loadingView.isAnimating)
        XCTAssertEqual(trailer.loadingView.frame.midX, trailer.arrowView.frame.midX, accuracy: 1e-9)
        h.host.advance(seconds: 0.3)
        trailer.endRefreshing()
        h.host.advance(seconds: 0.5)
        XCTAssertFalse(trailer.arrowView.isHidden)
        XCTAssertFalse(trailer.loadingView.isAnimating)
        XCTAssertEqual(trailer.arrowView.rotation, .pi / 2, accuracy: 1e-9)
        XCTAssertEqual(h.handlerCalls, 1)
    }

    @MainActor func testWithoutTextTheArrowIsCentred() async throws {
        let trailer = NormalTrailer()
        let h = TrailerHarness(trailer)
        trailer.stateLabel.isHidden = true
        trailer.setNeedsLayout()
        h.host.advance()
        XCTAssertEqual(trailer.arrowView.frame.midX, 30, accuracy: 1e-9)
        XCTAssertEqual(trailer.arrowView.frame.midY, 100, accuracy: 1e-9)
    }
}

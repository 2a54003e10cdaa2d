import XCTest

@testable import RefreshCore

/// `NormalHeader`: the arrow's place and turns, the spinner while refreshing and its fade on end.
nonisolated final class NormalHeaderTests: XCTestCase {
    @MainActor func testArrowAndSpinnerSitLeftOfTheText() async throws {
        let header = NormalHeader()
        _ = HeaderHarness(header: header)
        let expectedMidX = 195 - header.visibleTextWidth / 2 - 25
        XCTAssertGreaterThan(header.visibleTextWidth, 100)
        XCTAssertEqual(header.arrowView.frame.midX, expectedMidX, accuracy: 1e-9)
        XCTAssertEqual(header.arrowView.frame.midY, 27, accuracy: 1e-9)
        XCTAssertEqual(header.loadingView.frame.midX, expectedMidX, accuracy: 1e-9)
        XCTAssertFalse(header.arrowView.isHidden)
        XCTAssertTrue(header.loadingView.isHidden)
    }

    @MainActor func testInANarrowHeaderTheArrowStaysInsideAndTheTextMovesRight() async throws {
        let header = NormalHeader()
        let h = HeaderHarness(header: header)
        header.setTitle("Потяните вниз, чтобы обновить этот длинный список", for: .idle)
        h.host.advance()
        let textWidth = header.visibleTextWidth
        XCTAssertLessThan(
            195 - textWidth / 2 - 25 - header.arrowView.frame.width / 2, 0,
            "MJRefresh's formula would put the arrow past the left edge")
        XCTAssertEqual(
            min(header.arrowView.frame.minX, header.loadingView.frame.minX), StateHeader.minimumImageMargin,
            accuracy: 1e-9, "the wider of arrow and spinner keeps the margin")
        XCTAssertEqual(header.loadingView.frame.midX, header.arrowView.frame.midX, accuracy: 1e-9)
        let label = header.stateLabel.frame
        let textMinX = label.midX - textWidth / 2, textMaxX = label.midX + textWidth / 2
        XCTAssertEqual(
            textMinX - header.arrowView.frame.midX, 25, accuracy: 1e-6, "the text starts 25 pt from the arrow's centre")
        XCTAssertLessThanOrEqual(textMaxX, 390 - StateHeader.minimumImageMargin, "and ends inside the margin")
        XCTAssertEqual(label.maxX, 390, accuracy: 1e-6, "the label: as wide as the header allows around the text")
        // Too wide even there: the text shrinks (to at least 75 %) rather than lose its end...
        let shrunk = header.stateLabel.displayedFont
        XCTAssertLessThan(shrunk.size, 14)
        XCTAssertGreaterThanOrEqual(shrunk.size, 14 * 0.75)
        XCTAssertEqual(header.stateLabel.displayedText, header.stateLabel.text, "whole, in a smaller font")
        let room = 390 - 2 * StateHeader.minimumImageMargin - 25 - header.arrowView.frame.width / 2
        XCTAssertLessThanOrEqual(
            ApproximateTextMeasurer().size(of: header.stateLabel.text, font: shrunk).width, room + 0.5,
            "in the room left")
        XCTAssertEqual(header.lastUpdatedTimeLabel.displayedFont, shrunk, "the time shrinks with the title")
        // ...and a label that may not shrink cuts it with "…" (and keeps the time from shrinking).
        header.stateLabel.minimumScaleFactor = 1
        h.host.advance()
        let shown = header.stateLabel.displayedText
        XCTAssertTrue(shown.hasSuffix("…") && shown.count < header.stateLabel.text.count, shown)
        XCTAssertLessThanOrEqual(
            ApproximateTextMeasurer().size(of: shown, font: StateHeader.stateLabelFont).width, room + 0.5)
        XCTAssertEqual(header.lastUpdatedTimeLabel.displayedFont, StateHeader.stateLabelFont)
        header.stateLabel.minimumScaleFactor = 0.75
        h.host.advance()
        XCTAssertEqual(header.lastUpdatedTimeLabel.frame.minX, label.minX, "both labels move together")
        header.setTitle(nil, for: .idle)
        h.host.advance()
        XCTAssertEqual(
            header.arrowView.frame.midX, 195 - header.visibleTextWidth / 2 - 25, accuracy: 1e-9,
            "short text: MJRefresh's place again")
        XCTAssertEqual(header.stateLabel.frame, Rect(x: 0, y: 0, width: 390, height: 27), "centred, as MJRefresh's")
    }

    @MainActor func testArrowTurnsUpOverAQuarterSecondAndBack() async throws {
        let header = NormalHeader()
        let h = HeaderHarness(header: header, fps: 100)
        h.pull(h.fingerDistance(showing: 70), release: false)
        XCTAssertEqual(header.state, .pulling)
        XCTAssertEqual(header.arrowView.rotation, 0.000001 - .pi, "MJRefresh's near-π turn keeps the direction")
        let turning = header.arrowView.presentationRotation
        XCTAssertLessThan(turning, 0)
        XCTAssertGreaterThan(turning, -.pi + 0.3, "still turning right after the change")
        h.host.advance(seconds: 0.12)
        XCTAssertLessThan(header.arrowView.presentationRotation, turning)
        XCTAssertGreaterThan(header.arrowView.presentationRotation, -.pi + 0.01)
        h.host.advance(seconds: 0.14)
        XCTAssertEqual(header.arrowView.presentationRotation, 0.000001 - .pi, accuracy: 1e-9, "done after 0.25 s")

        h.scrollView.touchMoved(to: Point(x: 100, y: 100 + h.fingerDistance(showing: 30)), time: h.host.now + 0.01)
        XCTAssertEqual(header.state, .idle)
        XCTAssertEqual(header.arrowView.rotation, 0)
        h.host.advance(seconds: 0.26)
        XCTAssertEqual(header.arrowView.presentationRotation, 0, accuracy: 1e-9)
    }

    @MainActor func testSpinnerTurnsWhileRefreshingAndFadesOutOnEnd() async throws {
        let header = NormalHeader()
        let h = HeaderHarness(header: header, fps: 100)
        header.beginRefreshing()
        h.host.advance()
        XCTAssertTrue(header.arrowView.isHidden)
        XCTAssertTrue(header.loadingView.isAnimating)
        XCTAssertFalse(header.loadingView.isHidden)
        let r0 = header.loadingView.rotation
        h.host.advance(seconds: 0.25)   // three steps of a twelfth of a turn at 12 steps per second
        XCTAssertEqual(header.loadingView.rotation - r0, 3 * 2 * .pi / 12, accuracy: 1e-9)

        header.endRefreshing()
        XCTAssertEqual(header.arrowView.rotation, 0, "the arrow is reset (pointing down) without animation")
        h.host.advance(seconds: 0.2)
        XCTAssertGreaterThan(header.loadingView.presentationAlpha, 0.05)
        XCTAssertLessThan(header.loadingView.presentationAlpha, 0.95, "fading out over 0.4 s")
        XCTAssertTrue(header.arrowView.isHidden, "the arrow waits for the fade")
        h.host.advance(seconds: 0.22)
        XCTAssertFalse(header.loadingView.isAnimating)
        XCTAssertTrue(header.loadingView.isHidden)
        XCTAssertFalse(header.arrowView.isHidden)
        XCTAssertEqual(header.loadingView.alpha, 1, "alpha restored for the next refresh")
    }

    @MainActor func testANewRefreshDuringTheFadeKeepsItsSpinner() async throws {
        let header = NormalHeader()
        let h = HeaderHarness(header: header, fps: 100)
        header.beginRefreshing()
        h.host.advance(seconds: 0.5)
        header.endRefreshing()
        h.host.advance(seconds: 0.1)
        header.beginRefreshing()
        h.host.advance(seconds: 0.5)
        XCTAssertEqual(header.state, .refreshing)
        XCTAssertTrue(header.loadingView.isAnimating, "the old fade's completion did not stop the new spinner")
        XCTAssertFalse(header.loadingView.isHidden)
        XCTAssertEqual(header.loadingView.presentationAlpha, 1)
        XCTAssertTrue(header.arrowView.isHidden)
    }
}

import Foundation
import XCTest

@testable import RefreshCore

/// `ViewContext.reducesMotion`: animations jump to their end, a spinner and an image loop stand
/// still and stop asking for frames; a drag still follows the finger.
nonisolated final class ReducedMotionTests: XCTestCase {
    @MainActor func testAHeaderJumpsIntoPlaceAndItsSpinnerStandsStill() async throws {
        let header = NormalHeader()
        let h = HeaderHarness(header: header)
        h.host.root.context.reducesMotion = true
        header.beginRefreshing()
        h.host.advance()
        XCTAssertEqual(h.scrollView.presentationContentOffset.y, -54, "no 0.25 s slide: there in one frame")
        h.host.advance()
        XCTAssertEqual(h.handlerCalls, 1, "the handler runs at the next frame")
        XCTAssertTrue(header.loadingView.isAnimating, "the spinner is shown")
        h.host.advance(seconds: 0.5)
        XCTAssertEqual(header.loadingView.rotation, 0, "but it does not turn")
        XCTAssertFalse(header.loadingView.isMoving, "nor ask for frames")
        header.endRefreshing()
        h.host.advance()
        XCTAssertEqual(h.scrollView.presentationContentOffset.y, 0, "the slide out jumps too")
        XCTAssertFalse(h.host.root.isBusy, "at rest at once")
    }

    @MainActor func testTurnedOffTheSpinnerTurnsAgain() async throws {
        let header = NormalHeader()
        let h = HeaderHarness(header: header)
        h.host.root.context.reducesMotion = true
        header.beginRefreshing()
        h.host.advance(seconds: 0.3)
        h.host.root.context.reducesMotion = false
        h.host.advance(seconds: 0.3)
        XCTAssertNotEqual(header.loadingView.rotation, 0)
        XCTAssertTrue(header.loadingView.isMoving)
    }

    @MainActor func testAnImageLoopStandsOnItsFirstFrame() async throws {
        let header = GIFHeader()
        let h = HeaderHarness(header: header)
        let frames = (0..<4).map { i in
            Image(
                bitmap: Bitmap(width: 4, height: 4, fill: Color(r: UInt8(i * 60), g: 0, b: 0)), scale: 1, name: "f\(i)")
        }
        header.setImages(frames, duration: 0.4, for: .refreshing)
        h.host.root.context.reducesMotion = true
        header.beginRefreshing()
        h.host.advance(seconds: 1)
        XCTAssertEqual(header.player.frameIndex, 0)
        XCTAssertFalse(header.player.isLooping)
        h.host.root.context.reducesMotion = false
        h.host.advance(seconds: 0.25)
        XCTAssertNotEqual(header.player.frameIndex, 0, "looping again once motion is back")
    }

    @MainActor func testAnAnimatedScrollJumpsToItsEnd() async throws {
        let h = HeaderHarness()
        h.host.root.context.reducesMotion = true
        h.scrollView.setContentOffset(Point(x: 0, y: 900), animated: true)
        XCTAssertEqual(h.scrollView.contentOffset.y, 900, "at once")
        h.host.advance()
        XCTAssertEqual(h.scrollView.presentationContentOffset.y, 900)
        XCTAssertFalse(h.scrollView.isScrollAnimating)
        h.host.root.context.reducesMotion = false
        h.scrollView.setContentOffset(Point(x: 0, y: 0), animated: true)
        h.host.advance()
        XCTAssertGreaterThan(h.scrollView.contentOffset.y, 0, "without it, it eases over 0.33 s")
    }

    @MainActor func testADragStillFollowsTheFinger() async throws {
        let h = HeaderHarness()
        h.host.root.context.reducesMotion = true
        h.pull(40, release: false)
        XCTAssertLessThan(h.scrollView.contentOffset.y, -10, "direct manipulation is not an animation")
    }
}

import RefreshTestSupport
import RefreshTesting
import XCTest

@testable import RefreshCore

/// Content never comes to rest past an edge of the scroll range (the soak's `restInsideRange`):
/// the three ways it used to, each found by the soak (Tests/RefreshPlaygroundTests/Soak/Regressions).
nonisolated final class ScrollViewRestInsideRangeTests: XCTestCase {
    /// A list one viewport wide with a 40 pt left inset: it scrolls 40 pt sideways (x in −40…0).
    @MainActor func makeList(_ host: RefreshTestHost, height: Double = 5000) -> ScrollView {
        let sv = host.scrollView
        sv.contentSize = Size(width: 390, height: height)
        sv.contentInset = EdgeInsets(left: 40)
        sv.contentOffset = Point(x: 0, y: 1000)
        return sv
    }

    /// Drags left by 60 pt (x overscrolls past 0), holds still 50 ms and releases: x bounces back.
    @MainActor func releasePastRightEdge(_ sv: ScrollView, _ host: RefreshTestHost) {
        host.drag(from: Point(x: 200, y: 400), to: Point(x: 140, y: 400), frames: 6, rest: 0.05)
        XCTAssertGreaterThan(sv.contentOffset.x, 0, "overscrolled past the right edge")
        XCTAssertTrue(sv.isDecelerating, "bouncing back")
    }

    /// A refresh control begins by setting the offset on its own axis (non-animated): the other
    /// axis, mid-bounce, keeps bouncing back instead of stopping where it was drawn.
    @MainActor func testSettingOneAxisLetsTheOtherFinishItsBounce() async throws {
        let host = try RefreshTestHost.core(fps: 100)
        let sv = makeList(host)
        releasePastRightEdge(sv, host)
        let x = sv.contentOffset.x
        sv.contentOffset = Point(x: x, y: 500)
        XCTAssertEqual(sv.contentOffset, Point(x: x, y: 500))
        XCTAssertTrue(sv.isDecelerating, "the sideways bounce goes on")
        host.advance(seconds: 1.5)
        XCTAssertEqual(sv.contentOffset, Point(x: 0, y: 500), "back at the right edge; y stays where it was set")
        XCTAssertFalse(sv.isDecelerating)
    }

    /// An axis left past its edge by an animated scroll that the call interrupts springs back too.
    @MainActor func testSettingOneAxisDuringAnAnimatedScrollFromPastAnEdgeSpringsTheOtherBack() async throws {
        let host = try RefreshTestHost.core(fps: 100)
        let sv = makeList(host)
        sv.contentOffset = Point(x: 15, y: 1000)   // an app may place it past an edge (as UIKit)
        sv.setContentOffset(Point(x: 15, y: 2000), animated: true)
        host.advance(seconds: 0.1)
        sv.contentOffset = Point(x: 15, y: 300)
        host.advance(seconds: 1.5)
        XCTAssertEqual(sv.contentOffset, Point(x: 0, y: 300))
    }

    /// Setting the offset still stops momentum inside the range (UIKit's way to stop a fling), and
    /// an offset the app sets past an edge stays there, as in UIKit.
    @MainActor func testSettingTheOffsetStillStopsMomentumAndKeepsAnExplicitOverscroll() async throws {
        let host = try RefreshTestHost.core(fps: 100)
        let sv = makeList(host)
        host.drag(from: Point(x: 200, y: 600), to: Point(x: 200, y: 300), frames: 5)
        XCTAssertTrue(sv.isDecelerating)
        sv.contentOffset = sv.contentOffset
        XCTAssertFalse(sv.isDecelerating, "momentum stops where it is")
        sv.contentOffset = Point(x: 30, y: 800)
        host.advance(seconds: 1)
        XCTAssertEqual(sv.contentOffset, Point(x: 30, y: 800), "the axis the call set stays where it was put")
    }

    /// The wheel on an axis without room to scroll (an empty list pulled down and bouncing) used to
    /// stop the bounce and leave that axis where it was; it now ends at the edge.
    @MainActor func testWheelOnAnAxisWithoutRoomEndsAtItsEdge() async throws {
        let host = try RefreshTestHost.core(fps: 100)
        let sv = host.scrollView
        sv.contentSize = Size(width: 390, height: 0)
        sv.alwaysBounceVertical = true
        host.drag(from: Point(x: 100, y: 100), to: Point(x: 100, y: 400), frames: 5, rest: 0.05)
        XCTAssertLessThan(sv.contentOffset.y, -50)
        sv.scroll(by: Point(x: 0, y: 80))
        XCTAssertEqual(sv.contentOffset, .zero)
        XCTAssertFalse(sv.isMoving)
        host.advance(seconds: 0.5)
        XCTAssertEqual(sv.contentOffset, .zero)
    }

    /// An animated scroll whose end leaves the range while it runs (rows removed, an inset given
    /// back) ends at the new edge, from where it was, in the time it had left, without a jump, and
    /// comes to rest there (the rest of its eased curve, scaled to the new distance).
    @MainActor func testAnimatedScrollWhoseEndLeavesTheRangeEndsAtTheNewEdge() async throws {
        let host = try RefreshTestHost.core(fps: 100)
        let sv = host.scrollView
        sv.contentSize = Size(width: 390, height: 5000)
        sv.setContentOffset(Point(x: 0, y: 3300), animated: true)
        host.advance(seconds: 0.05)
        let drawn = sv.contentOffset.y
        XCTAssertEqual(drawn, 3300 * TimingCurve.easeInOut.value(at: 0.05 / 0.33), accuracy: 1e-6)
        sv.contentSize = Size(width: 390, height: 1500)   // the range is now 0…656
        XCTAssertEqual(sv.contentOffset.y, drawn, "no jump when the range changes")
        XCTAssertTrue(sv.isScrollAnimating)
        host.advance(seconds: 0.27)
        let last = sv.contentOffset.y
        XCTAssertGreaterThan(last, drawn)
        XCTAssertLessThan(last, 656)
        host.advance()
        XCTAssertLessThan(sv.contentOffset.y - last, 2, "it slows down to the new edge")
        XCTAssertEqual(sv.contentOffset.y, 656, accuracy: 1e-9, "ends at the new bottom edge on time")
        host.advance()
        XCTAssertFalse(sv.isScrollAnimating)
    }
}

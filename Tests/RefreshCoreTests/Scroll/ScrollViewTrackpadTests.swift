import RefreshTestSupport
import RefreshTesting
import XCTest

@testable import RefreshCore

/// `ScrollView.trackpadScroll`: 1:1 inside the range, the drag's rubber band past an edge, and a
/// settle (bounce back, or stop) `trackpadIdleTimeout` after the last delta, on the window's clock.
nonisolated final class ScrollViewTrackpadTests: XCTestCase {
    @MainActor let timeout = ScrollView.trackpadIdleTimeout

    /// Sends `deltas` (vertical, offset sign) one frame apart, as a swipe delivers them.
    @MainActor func swipe(_ sv: ScrollView, _ host: RefreshTestHost, _ deltas: [Double]) {
        for d in deltas {
            sv.trackpadScroll(by: Point(x: 0, y: d), time: host.now)
            host.advance()
        }
    }

    @MainActor func testInsideTheRangeTheContentFollowsOneToOne() async throws {
        let host = try RefreshTestHost.core()
        let sv = host.scrollView
        sv.contentSize = Size(width: 390, height: 5000)
        sv.contentOffset = Point(x: 0, y: 1000)
        sv.trackpadScroll(by: Point(x: 0, y: 30), time: host.now)
        XCTAssertEqual(sv.contentOffset.y, 1030)
        sv.trackpadScroll(by: Point(x: 7, y: -12.5), time: host.now)
        XCTAssertEqual(sv.contentOffset.y, 1017.5)
        XCTAssertEqual(sv.contentOffset.x, 0, "content as wide as the view does not scroll sideways")
        XCTAssertFalse(sv.isDragging, "a trackpad scroll is not a drag")
        XCTAssertTrue(sv.isTrackpadScrolling)
    }

    /// Past the top every delta is resisted by the drag's band, cumulatively: 50 pt deltas show
    /// exactly what one drag of the same total shows (vector B), each step less than the one before.
    @MainActor func testPastTheTopItRubberBandsWithDiminishingSteps() async throws {
        let host = try RefreshTestHost.core()
        let sv = host.scrollView
        sv.contentSize = Size(width: 390, height: 5000)
        var shown: [Double] = [0]
        for _ in 1...10 {
            sv.trackpadScroll(by: Point(x: 0, y: -50), time: host.now)
            shown.append(-sv.contentOffset.y)
        }
        XCTAssertEqual(shown[1], 26.6322, accuracy: 0.01)
        XCTAssertEqual(shown[2], 51.6352, accuracy: 0.01)
        XCTAssertEqual(shown[4], 97.3166, accuracy: 0.01)
        XCTAssertEqual(shown[10], 207.4173, accuracy: 0.01)
        let steps = zip(shown.dropFirst(), shown).map { $0 - $1 }
        for (a, b) in zip(steps, steps.dropFirst()) { XCTAssertLessThan(b, a, "each delta shows less overscroll") }
        sv.trackpadScroll(by: Point(x: 0, y: 50), time: host.now)
        XCTAssertEqual(-sv.contentOffset.y, shown[9], accuracy: 1e-9, "back by one delta: no hysteresis")
    }

    @MainActor func testPastTheBottomToo() async throws {
        let host = try RefreshTestHost.core()
        let sv = host.scrollView
        sv.contentSize = Size(width: 390, height: 2000)
        let maxY = 2000 - 844.0
        sv.contentOffset = Point(x: 0, y: maxY - 30)
        sv.trackpadScroll(by: Point(x: 0, y: 120), time: host.now)
        XCTAssertEqual(sv.contentOffset.y, maxY + RubberBand.offset(for: 90, dimension: 844), accuracy: 1e-9)
    }

    /// Idle for the timeout past the top: it springs back exactly to the edge and stops; until the
    /// timeout it holds still while the scroll view reports moving, so the window keeps ticking.
    @MainActor func testAfterTheIdleTimeoutItBouncesBackToTheEdgeAndStops() async throws {
        let host = try RefreshTestHost.core(fps: 100)
        let sv = host.scrollView
        sv.contentSize = Size(width: 390, height: 5000)
        swipe(sv, host, Array(repeating: -20, count: 10))
        let last = host.now - 0.01
        let pulled = sv.contentOffset.y
        XCTAssertLessThan(pulled, -50)
        while host.now < last + timeout - 0.015 {
            host.advance()
            XCTAssertEqual(sv.contentOffset.y, pulled, "held until the timeout")
            XCTAssertTrue(sv.isMoving)
            XCTAssertTrue(host.root.isBusy, "the window keeps ticking while it waits")
            XCTAssertFalse(sv.isDecelerating)
        }
        host.advance(seconds: 0.05)
        XCTAssertTrue(sv.isDecelerating, "the bounce runs")
        XCTAssertGreaterThan(sv.contentOffset.y, pulled)
        XCTAssertFalse(sv.isTrackpadScrolling)
        host.advance(seconds: 2)
        XCTAssertEqual(sv.contentOffset.y, 0, "exactly at the edge")
        XCTAssertFalse(sv.isMoving)
        XCTAssertFalse(host.root.isBusy)
    }

    /// The bounce starts at last delta + timeout whatever the frame rate: 30 and 120 fps agree.
    @MainActor func testTheSettleIsTheSameAtAnyFrameRate() async throws {
        func drawn(fps: Double) throws -> Double {
            let host = try RefreshTestHost.core(fps: fps)
            let sv = host.scrollView
            sv.contentSize = Size(width: 390, height: 5000)
            sv.trackpadScroll(by: Point(x: 0, y: -150), time: host.now)
            host.clock.advance(by: 0.3)
            host.root.tick()
            return sv.contentOffset.y
        }
        let a = try drawn(fps: 30), b = try drawn(fps: 120)
        XCTAssertEqual(a, b, accuracy: 1e-9)
        let spring = Spring(x0: -RubberBand.offset(for: 150, dimension: 844), v0: 0)
        XCTAssertEqual(a, spring.displacement(at: 0.3 - timeout), accuracy: 1e-9)
    }

    @MainActor func testInsideTheRangeItSimplyStops() async throws {
        let host = try RefreshTestHost.core()
        let sv = host.scrollView
        sv.contentSize = Size(width: 390, height: 5000)
        swipe(sv, host, [10, 20, 30])
        let y = sv.contentOffset.y
        XCTAssertEqual(y, 60)
        host.advance(seconds: 0.5)
        XCTAssertEqual(sv.contentOffset.y, y, "no fling: SDL sends no momentum")
        XCTAssertFalse(sv.isMoving)
        XCTAssertFalse(sv.isDecelerating)
    }

    /// A touch down cancels the settle: the content stays under the finger; released, it springs back.
    @MainActor func testATouchDownCancelsIt() async throws {
        let host = try RefreshTestHost.core()
        let sv = host.scrollView
        sv.contentSize = Size(width: 390, height: 5000)
        swipe(sv, host, [-100, -100])
        let pulled = sv.contentOffset.y
        sv.touchDown(at: Point(x: 100, y: 300), time: host.now)
        XCTAssertFalse(sv.isTrackpadScrolling)
        XCTAssertFalse(sv.isMoving)
        host.advance(seconds: 0.5)
        XCTAssertEqual(sv.contentOffset.y, pulled, "held by the finger, no settle")
        sv.trackpadScroll(by: Point(x: 0, y: 50), time: host.now)
        XCTAssertEqual(sv.contentOffset.y, pulled, "ignored while a touch is down")
        sv.touchUp(time: host.now)
        host.advance(seconds: 2)
        XCTAssertEqual(sv.contentOffset.y, 0)
        XCTAssertFalse(sv.isMoving)
    }

    /// It catches a bounce where it is drawn, and the wheel or the app's animated scroll end it.
    @MainActor func testItCatchesMotionAndOthersEndIt() async throws {
        let host = try RefreshTestHost.core()
        let sv = host.scrollView
        sv.contentSize = Size(width: 390, height: 5000)
        host.drag(from: Point(x: 10, y: 100), to: Point(x: 10, y: 300), duration: 4 / 60, release: false)
        host.frame(after: 0.1)   // the finger rests
        host.release()
        host.advance()   // the release applies in this frame
        host.advance(seconds: 0.1)
        let drawn = sv.contentOffset.y
        XCTAssertTrue(sv.isDecelerating)
        sv.trackpadScroll(by: Point(x: 0, y: 0.001), time: host.now)
        XCTAssertFalse(sv.isDecelerating)
        XCTAssertEqual(sv.contentOffset.y, drawn, accuracy: 0.01, "no jump")
        sv.scroll(by: Point(x: 0, y: 40))
        XCTAssertFalse(sv.isTrackpadScrolling, "the wheel ends it")
        sv.trackpadScroll(by: Point(x: 0, y: 40), time: host.now)
        sv.setContentOffset(Point(x: 0, y: 500), animated: true)
        XCTAssertFalse(sv.isTrackpadScrolling, "the app's animated scroll ends it")
        host.advance(seconds: 0.5)
        XCTAssertEqual(sv.contentOffset.y, 500, "the animated scroll is not overridden by a settle")
    }

    /// An offset set without animation while it waits (a reload, the app) never strands the content
    /// past an edge: it still settles from there.
    @MainActor func testAnOffsetSetWhileWaitingStillSettles() async throws {
        let host = try RefreshTestHost.core()
        let sv = host.scrollView
        sv.contentSize = Size(width: 390, height: 5000)
        sv.trackpadScroll(by: Point(x: 0, y: -200), time: host.now)
        sv.contentOffset = Point(x: 0, y: -80)
        XCTAssertTrue(sv.isTrackpadScrolling)
        host.advance(seconds: 2)
        XCTAssertEqual(sv.contentOffset.y, 0)
        XCTAssertFalse(sv.isMoving)
    }

    /// While it waits, a range change (an inset arriving) leaves the content where it is drawn;
    /// it then settles against the new edge.
    @MainActor func testARangeChangeWhileWaitingKeepsThePlace() async throws {
        let host = try RefreshTestHost.core()
        let sv = host.scrollView
        sv.contentSize = Size(width: 390, height: 5000)
        sv.trackpadScroll(by: Point(x: 0, y: -300), time: host.now)
        let pulled = sv.contentOffset.y
        sv.contentInset = EdgeInsets(top: 40)
        XCTAssertEqual(sv.contentOffset.y, pulled, "not clamped to the new range")
        host.advance(seconds: 2)
        XCTAssertEqual(sv.contentOffset.y, -40)
    }

    @MainActor func testWithoutBouncesItClamps() async throws {
        let host = try RefreshTestHost.core()
        let sv = host.scrollView
        sv.contentSize = Size(width: 390, height: 5000)
        sv.bounces = false
        sv.trackpadScroll(by: Point(x: 0, y: -80), time: host.now)
        XCTAssertEqual(sv.contentOffset.y, 0)
        sv.trackpadScroll(by: Point(x: 0, y: 80), time: host.now)
        XCTAssertEqual(sv.contentOffset.y, 80)
    }

    /// A sideways-only view takes dx, and a mostly vertical delta sideways, as the wheel does.
    @MainActor func testASidewaysOnlyViewScrollsSideways() async throws {
        let host = try RefreshTestHost.core(size: Size(width: 390, height: 200))
        let sv = host.scrollView
        sv.contentSize = Size(width: 2000, height: 200)
        sv.alwaysBounceHorizontal = true
        sv.trackpadScroll(by: Point(x: 30, y: 2), time: host.now)
        XCTAssertEqual(sv.contentOffset, Point(x: 30, y: 0))
        sv.trackpadScroll(by: Point(x: 1, y: 25), time: host.now)
        XCTAssertEqual(sv.contentOffset, Point(x: 55, y: 0), "the larger component drives the only axis")
        sv.trackpadScroll(by: Point(x: 0, y: -100), time: host.now)
        XCTAssertEqual(sv.contentOffset.y, 0)
        XCTAssertEqual(
            sv.contentOffset.x, -RubberBand.offset(for: 45, dimension: 390), accuracy: 1e-9, "rubber-bands at the start"
        )
        // A view that scrolls both ways keeps the axes apart.
        let both = ScrollView(frame: host.root.bounds)
        both.contentSize = Size(width: 2000, height: 2000)
        host.root.addSubview(both)
        both.trackpadScroll(by: Point(x: 1, y: 25), time: host.now)
        XCTAssertEqual(both.contentOffset, Point(x: 1, y: 25))
    }

    @MainActor func testNonFiniteInputIsIgnoredWithAWarning() async throws {
        let host = try RefreshTestHost.core()
        let sv = host.scrollView
        sv.contentSize = Size(width: 390, height: 5000)
        let log = LogCapture()
        log.watch(sv)
        sv.trackpadScroll(by: Point(x: 0, y: .nan), time: host.now)
        sv.trackpadScroll(by: Point(x: .infinity, y: 10), time: host.now)
        sv.trackpadScroll(by: Point(x: 0, y: 10), time: .nan)
        XCTAssertEqual(sv.contentOffset, .zero)
        XCTAssertFalse(sv.isTrackpadScrolling)
        XCTAssertEqual(log.messages.count, 3)
        XCTAssertTrue(
            log.entries.allSatisfy { $0.message.contains("non-finite") && $0.says(["call": "trackpadScroll"]) },
            "\(log.entries)")
    }
}

import RefreshTestSupport
import RefreshTesting
import XCTest

@testable import RefreshCore

nonisolated final class ScrollViewDragTests: XCTestCase {
    @MainActor func testDragMovesContentOneToOne() async throws {
        let host = try RefreshTestHost.core()
        let sv = host.scrollView
        sv.contentSize = Size(width: 390, height: 5000)
        sv.contentOffset = Point(x: 0, y: 1000)
        host.drag(from: Point(x: 100, y: 500), to: Point(x: 100, y: 380), frames: 6, release: false)
        XCTAssertEqual(sv.contentOffset.y, 1120, accuracy: 1e-9)
        XCTAssertTrue(sv.isDragging)
        XCTAssertTrue(sv.isTracking)
        XCTAssertEqual(sv.contentOffset.x, 0, "content as wide as the view does not scroll sideways")
    }

    /// Rows arriving (or an inset going) under a drag past the end never make the content jump:
    /// the drag goes on from where it is drawn, the next small move moves it a little, the same way.
    @MainActor func testRangeChangeUnderADragKeepsTheGrip() async throws {
        let host = try RefreshTestHost.core()
        let sv = host.scrollView
        sv.contentSize = Size(width: 390, height: 2000)
        sv.contentOffset = Point(x: 0, y: 2000 - 844)
        host.drag(from: Point(x: 100, y: 700), to: Point(x: 100, y: 500), frames: 5, release: false)
        let pulled = sv.contentOffset.y
        XCTAssertGreaterThan(pulled, 2000 - 844, "rubber-banding past the end")
        sv.contentSize = Size(width: 390, height: 2300)   // 5 rows arrived
        XCTAssertEqual(sv.contentOffset.y, pulled, "nothing moves by itself")
        sv.touchMoved(to: Point(x: 100, y: 490), time: host.now + 0.016)
        XCTAssertEqual(sv.contentOffset.y, pulled + 10, accuracy: 1e-9, "inside the new range: 1:1 with the finger")
        // The same past the top when the range's start moves (a header's inset goes away).
        let topHost = try RefreshTestHost.core()
        let top = topHost.scrollView
        top.contentSize = Size(width: 390, height: 2000)
        top.contentInset = EdgeInsets(top: 54)
        top.contentOffset = Point(x: 0, y: -54)
        topHost.drag(from: Point(x: 100, y: 100), to: Point(x: 100, y: 250), frames: 5, release: false)
        let down = top.contentOffset.y
        top.contentInset = .zero
        top.touchMoved(to: Point(x: 100, y: 255), time: topHost.now + 0.016)
        XCTAssertLessThan(top.contentOffset.y, down, "a move down still moves the content down")
        XCTAssertGreaterThan(top.contentOffset.y, down - 5, "by no more than the finger")
    }

    @MainActor func testRubberBandPastTopMatchesVectorB() async throws {
        let host = try RefreshTestHost.core()
        let sv = host.scrollView
        sv.contentSize = Size(width: 390, height: 5000)
        for (pull, shown) in [(50.0, 26.6322), (100, 51.6352), (200, 97.3166), (500, 207.4173)] {
            sv.touchDown(at: Point(x: 10, y: 100), time: host.now)
            sv.touchMoved(to: Point(x: 10, y: 100 + pull), time: host.now + 0.1)
            XCTAssertEqual(sv.contentOffset.y, -shown, accuracy: 0.01, "pull \(pull)")
            sv.touchCancelled(time: host.now + 0.1)
            sv.setContentOffset(.zero, animated: false)
        }
    }

    @MainActor func testRubberBandPastBottomIsCumulativeFromDragStart() async throws {
        let host = try RefreshTestHost.core()
        let sv = host.scrollView
        sv.contentSize = Size(width: 390, height: 2000)
        let maxY = 2000 - 844.0
        sv.contentOffset = Point(x: 0, y: maxY - 30)
        sv.touchDown(at: Point(x: 10, y: 600), time: 0)
        sv.touchMoved(to: Point(x: 10, y: 580), time: 0.016)   // 20 pt, still inside
        XCTAssertEqual(sv.contentOffset.y, maxY - 10, accuracy: 1e-9)
        sv.touchMoved(to: Point(x: 10, y: 480), time: 0.032)   // 120 pt: 90 past the edge
        XCTAssertEqual(sv.contentOffset.y, maxY + RubberBand.offset(for: 90, dimension: 844), accuracy: 1e-9)
        sv.touchMoved(to: Point(x: 10, y: 600), time: 0.048)   // back to start: no hysteresis
        XCTAssertEqual(sv.contentOffset.y, maxY - 30, accuracy: 1e-9)
    }

    @MainActor func testShortContentNeedsAlwaysBounce() async throws {
        let host = try RefreshTestHost.core()
        let sv = host.scrollView
        sv.contentSize = Size(width: 390, height: 300)
        host.drag(from: Point(x: 10, y: 100), to: Point(x: 10, y: 200), frames: 3, release: false)
        XCTAssertEqual(sv.contentOffset.y, 0, "short content without alwaysBounceVertical stays put")
        sv.touchCancelled(time: host.now)
        sv.alwaysBounceVertical = true
        host.drag(from: Point(x: 10, y: 100), to: Point(x: 10, y: 200), frames: 3, release: false)
        XCTAssertEqual(sv.contentOffset.y, -RubberBand.offset(for: 100, dimension: 844), accuracy: 1e-9)
    }

    @MainActor func testBouncesFalseClampsAtEdges() async throws {
        let host = try RefreshTestHost.core()
        let sv = host.scrollView
        sv.contentSize = Size(width: 390, height: 5000)
        sv.bounces = false
        host.drag(from: Point(x: 10, y: 100), to: Point(x: 10, y: 300), frames: 4)
        XCTAssertEqual(sv.contentOffset.y, 0)
        XCTAssertFalse(sv.isDecelerating)
    }

    @MainActor func testTouchCatchesBounceWithoutJump() async throws {
        let host = try RefreshTestHost.core()
        let sv = host.scrollView
        sv.contentSize = Size(width: 390, height: 5000)
        host.drag(from: Point(x: 10, y: 100), to: Point(x: 10, y: 300), frames: 4, rest: 0.1)
        host.advance(seconds: 0.1)
        let drawn = sv.contentOffset.y
        XCTAssertLessThan(drawn, 0)
        sv.touchDown(at: Point(x: 10, y: 300), time: host.now)
        XCTAssertFalse(sv.isDecelerating)
        sv.touchMoved(to: Point(x: 10, y: 300.0001), time: host.now + 0.01)
        XCTAssertEqual(sv.contentOffset.y, drawn, accuracy: 0.01, "grabbing a bouncing list does not move it")
        host.advance()
        XCTAssertEqual(sv.contentOffset.y, drawn, accuracy: 0.01, "held content stays under the finger")
    }

    @MainActor func testHorizontalAxisScrollsWhenContentIsWider() async throws {
        let host = try RefreshTestHost.core()
        let sv = host.scrollView
        sv.contentSize = Size(width: 2000, height: 844)
        host.drag(from: Point(x: 300, y: 100), to: Point(x: 100, y: 150), frames: 4, release: false)
        XCTAssertEqual(sv.contentOffset.x, 200, accuracy: 1e-9)
        XCTAssertEqual(sv.contentOffset.y, 0, "content exactly as tall as the view does not scroll")
    }
}

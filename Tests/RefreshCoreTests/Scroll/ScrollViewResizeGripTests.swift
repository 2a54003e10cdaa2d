import RefreshTestSupport
import RefreshTesting
import XCTest

@testable import RefreshCore

/// A resize under a drag keeps the grip: the frame's size (the rubber band's dimension) or origin
/// changing never moves the content by itself, and the next move of d points moves it by the
/// resisted equivalent of d, the same way.
nonisolated final class ScrollViewResizeGripTests: XCTestCase {
    /// Pulls `sv` down past the top until `shown` points show, finger at (100, 100 + travel).
    @MainActor func pullDown(_ sv: ScrollView, _ host: RefreshTestHost, showing shown: Double) -> Point {
        let finger = Point(x: 100, y: 100 + RubberBand.distance(for: shown, dimension: sv.bounds.height))
        host.drag(from: Point(x: 100, y: 100), to: finger, frames: 10, release: false)
        XCTAssertEqual(-sv.contentOffset.y, shown, accuracy: 1e-6)
        return finger
    }

    /// Checks that moving the finger from `finger` by `dy` moves the content by a resisted part of
    /// `dy` in the same direction, nothing else.
    @MainActor func assertFollows(
        _ sv: ScrollView, _ host: RefreshTestHost, from finger: Point, by dy: Double,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let before = sv.contentOffset.y
        sv.touchMoved(to: Point(x: finger.x, y: finger.y + dy), time: host.now + 0.01)
        let moved = before - sv.contentOffset.y   // content moves down as the finger moves down
        XCTAssertGreaterThan(moved * dy, 0, "moves with the finger", file: file, line: line)
        XCTAssertLessThanOrEqual(abs(moved), abs(dy) + 1e-9, "by no more than the finger", file: file, line: line)
    }

    @MainActor func testAShrinkUnderAnOverscrollKeepsTheGrip() async throws {
        let host = try RefreshTestHost.core()
        let sv = host.scrollView
        sv.contentSize = Size(width: 390, height: 5000)
        let finger = pullDown(sv, host, showing: 100)
        sv.frame = Rect(x: 0, y: 0, width: 390, height: 600)
        XCTAssertEqual(-sv.contentOffset.y, 100, accuracy: 1e-9, "nothing moves by itself")
        assertFollows(sv, host, from: finger, by: 2)
    }

    /// The bug seen in a window: pulled 300 pt, the window shrunk to 250 pt tall (less than the
    /// overscroll, which that band can never show): a 2 pt pull moved the content 50 pt back up.
    @MainActor func testAShrinkBelowTheOverscrollKeepsTheGrip() async throws {
        let host = try RefreshTestHost.core()
        let sv = host.scrollView
        sv.contentSize = Size(width: 390, height: 5000)
        let finger = pullDown(sv, host, showing: 300)
        sv.frame = Rect(x: 0, y: 0, width: 390, height: 250)
        XCTAssertEqual(-sv.contentOffset.y, 300, accuracy: 1e-9)
        assertFollows(sv, host, from: finger, by: 2)
        assertFollows(sv, host, from: Point(x: finger.x, y: finger.y + 2), by: -5)
        sv.touchUp(time: host.now + 0.2)
        host.advance(seconds: 2)
        XCTAssertEqual(sv.contentOffset.y, 0, "released, it springs back")
    }

    /// Growing keeps the drag's band, so moving back retraces the drag exactly: 1:1 inside again.
    @MainActor func testAGrowKeepsTheGripAndNoDriftOnTheWayBack() async throws {
        let host = try RefreshTestHost.core(size: Size(width: 390, height: 400))
        let sv = host.scrollView
        sv.contentSize = Size(width: 390, height: 5000)
        let finger = pullDown(sv, host, showing: 120)
        sv.frame = Rect(x: 0, y: 0, width: 390, height: 900)
        assertFollows(sv, host, from: finger, by: 3)
        sv.touchMoved(to: Point(x: 100, y: 60), time: host.now + 0.02)
        XCTAssertEqual(sv.contentOffset.y, 40, accuracy: 1e-9, "inside the range again: 1:1")
    }

    /// The frame moves under a still pointer (a strip re-centred in a resized window): the touch
    /// arrives at a new frame-space point, yet nothing moves; the next move is 1:1 again.
    @MainActor func testAFrameThatMovesUnderAStillPointerIsNotADrag() async throws {
        let host = try RefreshTestHost.core()
        let sv = host.scrollView
        sv.contentSize = Size(width: 390, height: 5000)
        sv.contentOffset = Point(x: 0, y: 1000)
        host.drag(from: Point(x: 100, y: 500), to: Point(x: 100, y: 400), frames: 5, release: false)
        XCTAssertEqual(sv.contentOffset.y, 1100, accuracy: 1e-9)
        sv.frame = Rect(x: 0, y: 100, width: 390, height: 844)   // moved down 100 pt
        sv.touchMoved(to: Point(x: 100, y: 300), time: host.now + 0.01)   // the same window point
        XCTAssertEqual(sv.contentOffset.y, 1100, accuracy: 1e-9, "no jump")
        sv.touchMoved(to: Point(x: 100, y: 290), time: host.now + 0.02)
        XCTAssertEqual(sv.contentOffset.y, 1110, accuracy: 1e-9, "1:1 from there")
    }

    /// A press whose view moves under it is still a tap, at the content point under the pointer.
    @MainActor func testAFrameMoveDoesNotTurnATapIntoADrag() async throws {
        let host = try RefreshTestHost.core()
        let sv = host.scrollView
        sv.contentSize = Size(width: 390, height: 5000)
        let rec = TapRecorder()
        sv.addObserver(rec)
        sv.touchDown(at: Point(x: 50, y: 200), time: host.now)
        sv.frame = Rect(x: 0, y: 30, width: 390, height: 844)
        sv.touchUp(at: Point(x: 50, y: 170), time: host.now + 0.05)
        XCTAssertEqual(sv.dragCount, 0)
        XCTAssertEqual(rec.taps, [Point(x: 50, y: 170)])
    }
}

extension ScrollViewResizeGripTests {
    /// The band is the viewport's unless it cannot hold the overscroll; then one that inverts exactly.
    func testTheBandGrowsOnlyWhenItCannotHoldTheOverscroll() {
        XCTAssertEqual(RubberBand.dimension(holding: 100, atLeast: 844), 844)
        XCTAssertEqual(RubberBand.dimension(holding: 0, atLeast: 250), 250)
        let d = RubberBand.dimension(holding: 300, atLeast: 250)
        XCTAssertEqual(d, 600)
        let raw = RubberBand.unresisted(-300, min: 0, max: 1000, dimension: d)
        XCTAssertEqual(RubberBand.resisted(raw, min: 0, max: 1000, dimension: d), -300, accuracy: 1e-9)
    }
}

/// Records taps (content points).
private final class TapRecorder: ScrollViewObserver {
    var taps: [Point] = []
    func scrollView(_ scrollView: ScrollView, didTapAt point: Point) { taps.append(point) }
}

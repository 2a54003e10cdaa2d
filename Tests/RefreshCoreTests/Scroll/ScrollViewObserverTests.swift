import RefreshTestSupport
import RefreshTesting
import XCTest

@testable import RefreshCore

/// Records every notification with the scroll view's flags at that moment.
final class RecordingObserver: ScrollViewObserver {
    var events: [String] = []
    func scrollView(_ sv: ScrollView, contentOffsetDidChangeFrom old: Point) {
        events.append("offset \(old.y)->\(sv.contentOffset.y) dragging=\(sv.isDragging)")
    }
    func scrollView(_ sv: ScrollView, contentSizeDidChangeFrom old: Size) {
        events.append("size \(old.height)->\(sv.contentSize.height)")
    }
    func scrollView(_ sv: ScrollView, contentInsetDidChangeFrom old: EdgeInsets) {
        events.append("inset \(old.top)->\(sv.adjustedContentInset.top)")
    }
    func scrollView(_ sv: ScrollView, panStateDidChangeFrom old: PanState) {
        events.append("pan \(sv.panState.rawValue) dragging=\(sv.isDragging) decelerating=\(sv.isDecelerating)")
    }
}

nonisolated final class ScrollViewObserverTests: XCTestCase {
    @MainActor func testDragNotificationOrder() async throws {
        let host = try RefreshTestHost.core()
        let sv = host.scrollView
        sv.contentSize = Size(width: 390, height: 5000)
        let rec = RecordingObserver()
        sv.addObserver(rec)
        sv.touchDown(at: Point(x: 0, y: 100), time: 0)
        XCTAssertEqual(rec.events, [], "touch-down alone changes nothing observable")
        sv.touchMoved(to: Point(x: 0, y: 90), time: 0.016)
        sv.touchMoved(to: Point(x: 0, y: 80), time: 0.032)
        sv.touchUp(time: 0.032)
        XCTAssertEqual(
            rec.events,
            [
                "pan began dragging=true decelerating=false",
                "offset 0.0->10.0 dragging=true",
                "pan changed dragging=true decelerating=false",
                "offset 10.0->20.0 dragging=true",
                "pan ended dragging=false decelerating=false",
            ])
        XCTAssertTrue(sv.isDecelerating, "momentum starts after observers saw the end")
        rec.events.removeAll()
        host.advance()
        XCTAssertEqual(rec.events.count, 1)
        XCTAssertTrue(rec.events[0].hasSuffix("dragging=false"))
    }

    @MainActor func testObserversInRegistrationOrderAndRemoval() async throws {
        let host = try RefreshTestHost.core()
        let sv = host.scrollView
        sv.contentSize = Size(width: 390, height: 5000)
        var order: [Int] = []
        final class Tagged: ScrollViewObserver {
            let tag: Int; let sink: (Int) -> Void
            init(_ t: Int, _ s: @escaping (Int) -> Void) { tag = t; sink = s }
            func scrollView(_ sv: ScrollView, contentOffsetDidChangeFrom old: Point) { sink(tag) }
        }
        let a = Tagged(1) { order.append($0) }, b = Tagged(2) { order.append($0) }
        sv.addObserver(a); sv.addObserver(b); sv.addObserver(a)
        sv.contentOffset = Point(x: 0, y: 5)
        XCTAssertEqual(order, [1, 2])
        sv.removeObserver(a)
        sv.contentOffset = Point(x: 0, y: 6)
        XCTAssertEqual(order, [1, 2, 2])
    }

    @MainActor func testSizeAndInsetNotifications() async throws {
        let host = try RefreshTestHost.core()
        let sv = host.scrollView
        sv.contentSize = Size(width: 390, height: 5000)
        let rec = RecordingObserver()
        sv.addObserver(rec)
        sv.contentSize = Size(width: 390, height: 6000)
        sv.contentSize = Size(width: 390, height: 6000)   // same value: no notification
        sv.contentInset = EdgeInsets(top: 54)
        sv.systemInset = EdgeInsets(top: 20)
        // A larger inset leaves a valid offset alone, as UIKit does.
        XCTAssertEqual(rec.events, ["size 5000.0->6000.0", "inset 0.0->54.0", "inset 54.0->74.0"])
        sv.contentOffset = Point(x: 0, y: -74)
        sv.contentInset = .zero
        XCTAssertEqual(
            rec.events.suffix(3),
            ["offset 0.0->-74.0 dragging=false", "offset -74.0->-20.0 dragging=false", "inset 74.0->20.0"],
            "a smaller inset clamps a resting offset before observers hear of the inset")
    }

    @MainActor func testCancelledPan() async throws {
        let host = try RefreshTestHost.core()
        let sv = host.scrollView
        sv.contentSize = Size(width: 390, height: 5000)
        let rec = RecordingObserver()
        sv.addObserver(rec)
        sv.touchDown(at: Point(x: 0, y: 100), time: 0)
        sv.touchMoved(to: Point(x: 0, y: 150), time: 0.016)
        sv.touchCancelled(time: 0.02)
        XCTAssertEqual(rec.events.last, "pan cancelled dragging=false decelerating=false")
        XCTAssertTrue(sv.isDecelerating, "overscroll still springs back after a cancel")
        host.advance(seconds: 1)
        XCTAssertEqual(sv.contentOffset.y, 0)
    }
}

import RefreshTestSupport
import RefreshTesting
import XCTest

@testable import RefreshCore

nonisolated final class ScrollViewProgrammaticTests: XCTestCase {
    /// UIKit's animated `setContentOffset` eases in and out: each frame's step grows from a small
    /// first one to the largest in the middle and shrinks to a small last one, over 0.33 s, and the
    /// content ends exactly at the target, one offset change per frame.
    @MainActor func testAnimatedSetContentOffsetEasesInAndOutOver033s() async throws {
        let host = try RefreshTestHost.core(fps: 100)
        let sv = host.scrollView
        sv.contentSize = Size(width: 390, height: 5000)
        let rec = RecordingObserver()
        sv.addObserver(rec)
        sv.setContentOffset(Point(x: 0, y: 330), animated: true)
        XCTAssertEqual(sv.contentOffset.y, 0, "moves from the next frame on")
        XCTAssertTrue(sv.isScrollAnimating)
        XCTAssertFalse(sv.isDecelerating)
        var offsets = [0.0]
        for _ in 0..<33 {
            host.advance()
            offsets.append(sv.contentOffset.y)
        }
        XCTAssertEqual(sv.contentOffset.y, 330, "exactly at the target, on time")
        let steps = zip(offsets.dropFirst(), offsets).map { $0 - $1 }
        let average = 330.0 / 33
        XCTAssertLessThan(steps.first!, average / 3, "it starts from rest: \(steps)")
        XCTAssertLessThan(steps.last!, average / 3, "it comes to rest: \(steps)")
        let largest = steps.indices.max { steps[$0] < steps[$1] }!
        XCTAssertTrue((15...17).contains(largest), "the largest step is in the middle: \(steps)")
        XCTAssertGreaterThan(steps[largest], average * 1.5, "it speeds up past the average in between")
        for k in 1...largest { XCTAssertGreaterThanOrEqual(steps[k], steps[k - 1] - 1e-9, "it rises: \(steps)") }
        for k in (largest + 1)..<steps.count { XCTAssertLessThanOrEqual(steps[k], steps[k - 1] + 1e-9, "then falls") }
        XCTAssertEqual(offsets[16] + offsets[17], 330, accuracy: 0.5, "the curve is symmetric")
        host.advance()
        XCTAssertFalse(sv.isScrollAnimating)
        XCTAssertEqual(sv.contentOffset.y, 330)
        XCTAssertEqual(rec.events.count, 33, "one offset change per frame")
    }

    /// The same run twice gives the same offsets, bit for bit.
    @MainActor func testAnimatedSetContentOffsetIsDeterministic() async throws {
        func run() throws -> [Double] {
            let host = try RefreshTestHost.core(fps: 60)
            let sv = host.scrollView
            sv.contentSize = Size(width: 390, height: 5000)
            sv.setContentOffset(Point(x: 0, y: 1234.5), animated: true)
            return (0..<25).map { _ in
                host.advance()
                return sv.contentOffset.y
            }
        }
        XCTAssertEqual(try run(), try run())
    }

    @MainActor func testTouchDownCancelsAnimatedScroll() async throws {
        let host = try RefreshTestHost.core(fps: 100)
        let sv = host.scrollView
        sv.contentSize = Size(width: 390, height: 5000)
        sv.setContentOffset(Point(x: 0, y: 330), animated: true)
        host.advance(seconds: 0.1)
        let caught = sv.contentOffset.y
        XCTAssertGreaterThan(caught, 0)
        XCTAssertLessThan(caught, 100, "slower than linear (100 pt) this early: it eases in")
        sv.touchDown(at: Point(x: 1, y: 1), time: host.now)
        XCTAssertFalse(sv.isScrollAnimating)
        XCTAssertEqual(sv.velocity, .zero)
        host.advance(seconds: 0.5)
        XCTAssertEqual(sv.contentOffset.y, caught, "the touch holds it where it was drawn")
    }

    @MainActor func testWheelNeverOverscrolls() async throws {
        let host = try RefreshTestHost.core()
        let sv = host.scrollView
        sv.contentSize = Size(width: 390, height: 2000)
        sv.scroll(by: Point(x: 0, y: -100))
        XCTAssertEqual(sv.contentOffset.y, 0)
        sv.scroll(by: Point(x: 0, y: 300))
        XCTAssertEqual(sv.contentOffset.y, 300)
        sv.scroll(by: Point(x: 0, y: 5000))
        XCTAssertEqual(sv.contentOffset.y, 2000 - 844)
        sv.scroll(by: Point(x: 50, y: 0))
        XCTAssertEqual(sv.contentOffset.x, 0, "no horizontal scrolling of narrow content")
        XCTAssertFalse(sv.isDecelerating)
    }

    @MainActor func testWheelStopsMomentum() async throws {
        let host = try RefreshTestHost.core()
        let sv = host.scrollView
        sv.contentSize = Size(width: 390, height: 20000)
        sv.contentOffset = Point(x: 0, y: 5000)
        sv.touchDown(at: Point(x: 0, y: 500), time: 0)
        for i in 1...5 { sv.touchMoved(to: Point(x: 0, y: 500 - Double(i) * 30), time: Double(i) * 0.01) }
        sv.touchUp(time: 0.05)
        XCTAssertTrue(sv.isDecelerating)
        sv.scroll(by: Point(x: 0, y: 10))
        XCTAssertFalse(sv.isDecelerating)
    }

    @MainActor func testInsetChangeClampsRestingOffset() async throws {
        let host = try RefreshTestHost.core()
        let sv = host.scrollView
        sv.contentSize = Size(width: 390, height: 5000)
        sv.contentInset = EdgeInsets(top: 54)
        sv.contentOffset = Point(x: 0, y: -54)
        sv.contentInset = EdgeInsets(top: 0)
        XCTAssertEqual(sv.contentOffset.y, 0, "a resting offset follows the range, as UIKit adjusts it")
        XCTAssertEqual(sv.adjustedContentInset, .zero)
    }

    @MainActor func testInsetChangeInsideAnimationAnimatesDrawnOffsetOnly() async throws {
        let host = try RefreshTestHost.core(fps: 100)
        let sv = host.scrollView
        sv.contentSize = Size(width: 390, height: 5000)
        sv.contentInset = EdgeInsets(top: 54)
        sv.contentOffset = Point(x: 0, y: -54)
        var completed = 0
        host.root.context.animator.animate(
            duration: 0.4, curve: .linear,
            animations: {
                sv.contentInset = EdgeInsets(top: 0)
            }, completion: { _ in completed += 1 })
        XCTAssertEqual(sv.contentOffset.y, 0, "model is final at once")
        XCTAssertEqual(sv.presentationContentOffset.y, -54, "drawn value has not moved yet")
        host.advance(seconds: 0.2)
        XCTAssertEqual(sv.presentationContentOffset.y, -27, accuracy: 1e-6)
        host.advance(seconds: 0.2)
        XCTAssertEqual(sv.presentationContentOffset.y, 0)
        XCTAssertEqual(completed, 1)
    }

    @MainActor func testSystemInsetAddsToAdjustedInsetAndRange() async throws {
        let host = try RefreshTestHost.core()
        let sv = host.scrollView
        sv.contentSize = Size(width: 390, height: 2000)
        sv.contentInset = EdgeInsets(top: 10, bottom: 5)
        sv.systemInset = EdgeInsets(top: 44, bottom: 34)
        XCTAssertEqual(sv.adjustedContentInset, EdgeInsets(top: 54, bottom: 39))
        XCTAssertEqual(sv.minContentOffset.y, -54)
        XCTAssertEqual(sv.maxContentOffset.y, 2000 + 39 - 844)
        XCTAssertEqual(sv.contentInset, EdgeInsets(top: 10, bottom: 5), "the app's own inset is untouched")
    }

    @MainActor func testBadValuesAreClampedWithWarnings() async throws {
        let log = LogCapture()
        let host = try RefreshTestHost.core()
        log.watch(host.root)
        let sv = host.scrollView
        sv.contentSize = Size(width: 390, height: 2000)
        sv.contentSize = Size(width: .nan, height: -5)
        XCTAssertEqual(sv.contentSize, .zero)
        sv.contentInset = EdgeInsets(top: .infinity)
        XCTAssertEqual(sv.contentInset, .zero)
        sv.contentOffset = Point(x: .nan, y: 3)
        XCTAssertEqual(sv.contentOffset, .zero)
        sv.frame = Rect(x: 0, y: 0, width: .nan, height: 100)
        XCTAssertEqual(sv.frame.width, 0)
        sv.touchDown(at: Point(x: .nan, y: 0), time: 0)
        XCTAssertFalse(sv.isTracking)
        sv.advance(to: .nan)
        XCTAssertEqual(log.messages.count, 5, "\(log.messages)")
        XCTAssertTrue(log.entries[0].says(["property": "contentSize"]), "\(log.entries[0])")
    }

    @MainActor func testContentGrowthDuringBottomBounceRetargets() async throws {
        let host = try RefreshTestHost.core(fps: 100)
        let sv = host.scrollView
        sv.contentSize = Size(width: 390, height: 2000)
        let maxY = 2000 - 844.0
        sv.contentOffset = Point(x: 0, y: maxY)
        host.drag(from: Point(x: 0, y: 600), to: Point(x: 0, y: 400), duration: 0.04, release: false)
        host.frame(after: 0.05)   // the finger rests
        host.release()
        host.advance()   // the release applies in this frame
        XCTAssertGreaterThan(sv.contentOffset.y, maxY)
        host.advance(seconds: 0.05)
        host.advance()
        let returning = sv.contentOffset.y
        sv.contentSize = Size(width: 390, height: 3000)   // more rows arrived while it sprang back
        let y = sv.contentOffset.y
        XCTAssertLessThan(y, returning + 1e-9, "it was springing back up")
        host.advance()
        let first = sv.contentOffset.y
        XCTAssertLessThan(first, y, "no dead stop: the spring's speed goes on...")
        XCTAssertGreaterThan(first, y - 15, "...for a few points a frame at most")
        var last = first
        for _ in 0..<60 {
            host.advance()
            XCTAssertLessThanOrEqual(sv.contentOffset.y, last + 1e-9, "never turns back")
            last = sv.contentOffset.y
        }
        XCTAssertFalse(sv.isDecelerating, "and fades out within 0.6 s (fast deceleration)")
        XCTAssertGreaterThan(last, y - 60, "where it is drawn, not far away from the new rows")
    }

    @MainActor func testContentGrowthWhileFlyingPastTheBottomKeepsTheMomentum() async throws {
        let host = try RefreshTestHost.core(fps: 100)
        let sv = host.scrollView
        sv.contentSize = Size(width: 390, height: 2000)
        let maxY = 2000 - 844.0
        sv.contentOffset = Point(x: 0, y: maxY - 100)
        // A quick flick up: momentum crosses the bottom edge and the spring takes over, still outward.
        // Lifted in the instant of its last move, between frames: the finger's full speed.
        sv.touchDown(at: Point(x: 0, y: 600), time: host.now)
        for i in 1...3 {
            sv.touchMoved(to: Point(x: 0, y: 600 - Double(i) * 50), time: host.now + 0.01)
            host.advance()
        }
        sv.touchUp(time: host.now)
        var frames = 0
        while sv.contentOffset.y <= maxY + 1, frames < 100 { host.advance(); frames += 1 }
        let before = sv.contentOffset.y
        host.advance()
        XCTAssertGreaterThan(sv.contentOffset.y, before, "still flying outward past the edge")
        sv.contentSize = Size(width: 390, height: 3000)   // more rows arrived
        let y = sv.contentOffset.y
        host.advance()
        XCTAssertGreaterThan(sv.contentOffset.y, y, "the momentum carries on into the new rows")
        XCTAssertTrue(sv.isDecelerating)
        host.advance(seconds: 3)
        XCTAssertFalse(sv.isDecelerating, "and comes to rest")
        XCTAssertLessThanOrEqual(sv.contentOffset.y, 3000 - 844.0)
    }

    @MainActor func testAVerticalWheelScrollsAHorizontalOnlyViewSideways() async throws {
        let host = try RefreshTestHost.core(fps: 100)
        let sv = host.scrollView
        sv.contentSize = Size(width: 3000, height: 844)
        sv.scroll(by: Point(x: 0, y: 120))
        XCTAssertEqual(sv.contentOffset, Point(x: 120, y: 0), "nothing to scroll vertically: the wheel goes sideways")
        sv.scroll(by: Point(x: -20, y: 0))
        XCTAssertEqual(sv.contentOffset, Point(x: 100, y: 0), "a horizontal wheel as it is")
        let tall = ScrollView(frame: host.root.bounds)
        tall.contentSize = Size(width: 3000, height: 3000)
        host.root.addSubview(tall)
        tall.scroll(by: Point(x: 0, y: 120))
        XCTAssertEqual(
            tall.contentOffset, Point(x: 0, y: 120), "a view that scrolls vertically keeps the vertical wheel")
    }
}

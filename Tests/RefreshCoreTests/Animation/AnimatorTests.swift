import RefreshTestSupport
import RefreshTesting
import XCTest

@testable import RefreshCore

nonisolated final class AnimatorTests: XCTestCase {
    @MainActor func testModelFinalAtOnceAndPresentationAnimates() async throws {
        let host = try RefreshTestHost(
            scrollView: ScrollView(frame: .zero), size: Size(width: 390, height: 844), fps: 100)
        host.advance()   // frame 0, at time 0: the frames after it are 1 / fps apart
        let v = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        host.root.addSubview(v)
        var done: [Bool] = []
        host.root.context.animator.animate(
            duration: 0.25, curve: .linear,
            animations: {
                v.alpha = 0
                v.frame = Rect(x: 100, y: 0, width: 10, height: 10)
            }, completion: { done.append($0) })
        XCTAssertEqual(v.alpha, 0)
        XCTAssertEqual(v.frame.minX, 100)
        XCTAssertEqual(v.presentationAlpha, 1)
        XCTAssertEqual(v.presentationFrame.minX, 0)
        host.advance(seconds: 0.1)
        XCTAssertEqual(v.presentationAlpha, 0.6, accuracy: 1e-9)
        XCTAssertEqual(v.presentationFrame.minX, 40, accuracy: 1e-9)
        XCTAssertEqual(done, [])
        host.advance(seconds: 0.14)
        XCTAssertEqual(done, [], "not before the duration")
        host.advance(seconds: 0.01)
        XCTAssertEqual(done, [true])
        XCTAssertEqual(v.presentationAlpha, 0)
        host.advance(seconds: 1)
        XCTAssertEqual(done, [true], "exactly once")
        XCTAssertFalse(host.root.context.animator.isAnimating)
    }

    @MainActor func testRetargetStartsFromDrawnValue() async throws {
        let host = try RefreshTestHost(
            scrollView: ScrollView(frame: .zero), size: Size(width: 390, height: 844), fps: 100)
        host.advance()   // frame 0, at time 0: the frames after it are 1 / fps apart
        let v = View()
        host.root.addSubview(v)
        let a = host.root.context.animator
        a.animate(duration: 1, curve: .linear, animations: { v.alpha = 0 })
        host.advance(seconds: 0.5)
        XCTAssertEqual(v.presentationAlpha, 0.5, accuracy: 1e-9)
        a.animate(duration: 0.5, curve: .linear, animations: { v.alpha = 1 })
        host.advance(seconds: 0.25)
        XCTAssertEqual(v.presentationAlpha, 0.75, accuracy: 1e-9, "from 0.5 toward 1")
        v.alpha = 0.2   // outside a block: snaps
        XCTAssertEqual(v.presentationAlpha, 0.2)
        host.advance(seconds: 0.5)
        XCTAssertEqual(v.presentationAlpha, 0.2)
    }

    @MainActor func testZeroDurationAppliesAtOnceAndCompletesOnTick() async throws {
        let host = try RefreshTestHost.core()
        let v = View()
        var done = 0
        host.root.context.animator.animate(duration: 0, animations: { v.alpha = 0.5 }, completion: { _ in done += 1 })
        XCTAssertEqual(v.presentationAlpha, 0.5)
        XCTAssertEqual(done, 0, "never inside animate")
        host.advance()
        XCTAssertEqual(done, 1)
    }

    @MainActor func testDelayAndNestedWithoutAnimation() async throws {
        let host = try RefreshTestHost(
            scrollView: ScrollView(frame: .zero), size: Size(width: 390, height: 844), fps: 100)
        host.advance()   // frame 0, at time 0: the frames after it are 1 / fps apart
        let v = View(), w = View()
        host.root.context.animator.animate(
            duration: 0.2, delay: 0.1, curve: .linear,
            animations: {
                v.alpha = 0
                Animator.withoutAnimation { w.alpha = 0 }
            })
        XCTAssertEqual(w.presentationAlpha, 0)
        host.advance(seconds: 0.1)
        XCTAssertEqual(v.presentationAlpha, 1, accuracy: 1e-9)
        host.advance(seconds: 0.1)
        XCTAssertEqual(v.presentationAlpha, 0.5, accuracy: 1e-9)
    }

    @MainActor func testTimingCurves() async throws {
        XCTAssertEqual(TimingCurve.linear.value(at: 0.3), 0.3)
        for c in [TimingCurve.easeIn, .easeOut, .easeInOut] {
            XCTAssertEqual(c.value(at: 0), 0, accuracy: 1e-6)
            XCTAssertEqual(c.value(at: 1), 1, accuracy: 1e-6)
        }
        XCTAssertEqual(TimingCurve.easeInOut.value(at: 0.5), 0.5, accuracy: 1e-6)
        XCTAssertLessThan(TimingCurve.easeIn.value(at: 0.5), 0.5)
        XCTAssertGreaterThan(TimingCurve.easeOut.value(at: 0.5), 0.5)
        // CSS ease-out (0, 0, 0.58, 1) at x = 0.25 is 0.378138 (solved independently with scipy).
        XCTAssertEqual(TimingCurve.easeOut.value(at: 0.25), 0.378138, accuracy: 1e-5)
        XCTAssertEqual(TimingCurve.linear.value(at: .nan), 1)
    }
}

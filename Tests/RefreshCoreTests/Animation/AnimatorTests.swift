import RefreshTestSupport
import XCTest

@testable import RefreshCore

nonisolated final class AnimatorTests: XCTestCase {
    @MainActor func testModelFinalAtOnceAndPresentationAnimates() async {
        let host = TestHost(fps: 100)
        let v = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        host.window.addSubview(v)
        var done: [Bool] = []
        host.context.animator.animate(
            duration: 0.25, curve: .linear,
            animations: {
                v.alpha = 0
                v.frame = Rect(x: 100, y: 0, width: 10, height: 10)
            }, completion: { done.append($0) })
        XCTAssertEqual(v.alpha, 0)
        XCTAssertEqual(v.frame.minX, 100)
        XCTAssertEqual(v.presentationAlpha, 1)
        XCTAssertEqual(v.presentationFrame.minX, 0)
        host.run(0.1)
        XCTAssertEqual(v.presentationAlpha, 0.6, accuracy: 1e-9)
        XCTAssertEqual(v.presentationFrame.minX, 40, accuracy: 1e-9)
        XCTAssertEqual(done, [])
        host.run(0.14)
        XCTAssertEqual(done, [], "not before the duration")
        host.run(0.01)
        XCTAssertEqual(done, [true])
        XCTAssertEqual(v.presentationAlpha, 0)
        host.run(1)
        XCTAssertEqual(done, [true], "exactly once")
        XCTAssertFalse(host.context.animator.isAnimating)
    }

    @MainActor func testRetargetStartsFromDrawnValue() async {
        let host = TestHost(fps: 100)
        let v = View()
        host.window.addSubview(v)
        let a = host.context.animator
        a.animate(duration: 1, curve: .linear, animations: { v.alpha = 0 })
        host.run(0.5)
        XCTAssertEqual(v.presentationAlpha, 0.5, accuracy: 1e-9)
        a.animate(duration: 0.5, curve: .linear, animations: { v.alpha = 1 })
        host.run(0.25)
        XCTAssertEqual(v.presentationAlpha, 0.75, accuracy: 1e-9, "from 0.5 toward 1")
        v.alpha = 0.2   // outside a block: snaps
        XCTAssertEqual(v.presentationAlpha, 0.2)
        host.run(0.5)
        XCTAssertEqual(v.presentationAlpha, 0.2)
    }

    @MainActor func testZeroDurationAppliesAtOnceAndCompletesOnTick() async {
        let host = TestHost()
        let v = View()
        var done = 0
        host.context.animator.animate(duration: 0, animations: { v.alpha = 0.5 }, completion: { _ in done += 1 })
        XCTAssertEqual(v.presentationAlpha, 0.5)
        XCTAssertEqual(done, 0, "never inside animate")
        host.frame()
        XCTAssertEqual(done, 1)
    }

    @MainActor func testDelayAndNestedWithoutAnimation() async {
        let host = TestHost(fps: 100)
        let v = View(), w = View()
        host.context.animator.animate(
            duration: 0.2, delay: 0.1, curve: .linear,
            animations: {
                v.alpha = 0
                Animator.withoutAnimation { w.alpha = 0 }
            })
        XCTAssertEqual(w.presentationAlpha, 0)
        host.run(0.1)
        XCTAssertEqual(v.presentationAlpha, 1, accuracy: 1e-9)
        host.run(0.1)
        XCTAssertEqual(v.presentationAlpha, 0.5, accuracy: 1e-9)
    }

    @MainActor func testTimingCurves() async {
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

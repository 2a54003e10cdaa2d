import RefreshTestSupport
import RefreshTesting
import XCTest

@testable import RefreshCore

/// The physics vectors, reproduced end to end through drags, releases and frames.
nonisolated final class ScrollViewMomentumTests: XCTestCase {
    /// Flings at exactly `speed` pt/s (finger moving up), releasing at the last sample.
    @MainActor func fling(_ sv: ScrollView, host: RefreshTestHost, speed: Double) {
        sv.touchDown(at: Point(x: 10, y: 600), time: host.now)
        let start = host.now
        for i in 1...6 {
            let t = start + Double(i) * 0.008
            sv.touchMoved(to: Point(x: 10, y: 600 - speed * Double(i) * 0.008), time: t)
        }
        host.clock.set(start + 0.048)
        sv.touchUp(time: host.now)
    }

    @MainActor func testFlingDeceleratesAsVectorA() async throws {
        let host = try RefreshTestHost.core(fps: 100)
        let sv = host.scrollView
        sv.contentSize = Size(width: 390, height: 100_000)
        sv.contentOffset = Point(x: 0, y: 10_000)
        fling(sv, host: host, speed: 2000)
        let x0 = sv.contentOffset.y
        XCTAssertTrue(sv.isDecelerating)
        host.advance(seconds: 0.1)
        XCTAssertEqual(sv.contentOffset.y - x0, 181.2517, accuracy: 0.01)
        host.advance(seconds: 0.4)
        XCTAssertEqual(sv.contentOffset.y - x0, 631.8560, accuracy: 0.01)
        host.advance(seconds: 0.5)
        XCTAssertEqual(sv.contentOffset.y - x0, 864.0703, accuracy: 0.01)
        host.advance(seconds: 2.79)
        XCTAssertTrue(sv.isDecelerating, "still moving before T(0.5 pt) = 3.7961 s")
        host.advance(seconds: 0.01)
        XCTAssertFalse(sv.isDecelerating, "stopped at T(0.5 pt)")
        XCTAssertEqual(sv.contentOffset.y - x0, 998.9997 - 0.5, accuracy: 0.01)
    }

    @MainActor func testFastRateStopsSooner() async throws {
        let host = try RefreshTestHost.core(fps: 100)
        let sv = host.scrollView
        sv.contentSize = Size(width: 390, height: 100_000)
        sv.decelerationRate = DecelerationRate.fast
        sv.contentOffset = Point(x: 0, y: 10_000)
        fling(sv, host: host, speed: 2000)
        let x0 = sv.contentOffset.y
        host.advance(seconds: 0.1)
        XCTAssertEqual(sv.contentOffset.y - x0, 126.1585, accuracy: 0.01)
        host.advance(seconds: 0.5)
        XCTAssertFalse(sv.isDecelerating)
    }

    @MainActor func testReleaseOverscrolledSpringsBackAsVectorC() async throws {
        let host = try RefreshTestHost.core(fps: 100)
        let sv = host.scrollView
        sv.contentSize = Size(width: 390, height: 5000)
        // Pull until 80 pt are shown past the top, rest 50 ms (zero velocity), release.
        let pull = RubberBand.distance(for: 80, dimension: 844)
        host.drag(from: Point(x: 10, y: 100), to: Point(x: 10, y: 100 + pull), frames: 5, rest: 0.05)
        XCTAssertEqual(sv.contentOffset.y, -80, accuracy: 1e-6)
        XCTAssertTrue(sv.isDecelerating)
        host.advance(seconds: 0.1)
        XCTAssertEqual(sv.contentOffset.y, -58.8607, accuracy: 0.01)
        host.advance(seconds: 0.2)
        XCTAssertEqual(sv.contentOffset.y, -15.9319, accuracy: 0.01)
        host.advance(seconds: 0.2)
        XCTAssertEqual(sv.contentOffset.y, -3.2342, accuracy: 0.01)
        host.advance(seconds: 0.21)
        XCTAssertTrue(sv.isDecelerating, "not yet within 0.5 pt at 0.71 s")
        host.advance(seconds: 0.01)
        XCTAssertFalse(sv.isDecelerating, "within 0.5 pt at 0.7176 s")
        XCTAssertEqual(sv.contentOffset.y, 0)
    }

    @MainActor func testMomentumHandsOffToSpringAsVectorD() async throws {
        let host = try RefreshTestHost.core(fps: 480)
        // Millisecond frames, finer than a host's rate goes.
        func run(_ seconds: Double) { for _ in 0..<Int((seconds * 1000).rounded()) { host.frame(after: 0.001) } }
        let sv = host.scrollView
        sv.contentSize = Size(width: 390, height: 2000)
        let maxY = 2000 - 844.0
        sv.contentOffset = Point(x: 0, y: maxY - 500 - 2000 * 0.048)
        fling(sv, host: host, speed: 2000)
        XCTAssertEqual(sv.contentOffset.y, maxY - 500, accuracy: 1e-6)
        run(0.346)
        XCTAssertLessThan(sv.contentOffset.y, maxY, "edge not yet reached at 0.346 s")
        run(0.001 + 0.1)
        // Peak overshoot 36.75 pt, 0.1 s after the hit at 0.346727 s.
        XCTAssertEqual(sv.contentOffset.y - maxY, 36.75, accuracy: 0.02)
        run(0.627)
        XCTAssertTrue(sv.isDecelerating)
        run(0.003)
        XCTAssertFalse(sv.isDecelerating, "settled 0.728 s after the hit")
        XCTAssertEqual(sv.contentOffset.y, maxY)
    }

    @MainActor func testSpringResultIndependentOfFrameRate() async throws {
        var results: [Double] = []
        for fps in [30.0, 60, 120] {
            let host = try RefreshTestHost.core(fps: fps)
            let sv = host.scrollView
            sv.contentSize = Size(width: 390, height: 5000)
            sv.touchDown(at: Point(x: 10, y: 100), time: 0)
            sv.touchMoved(to: Point(x: 10, y: 300), time: 0.1)
            sv.touchUp(time: 0.2)
            host.clock.set(0.2)
            host.advance(seconds: 0.3)
            results.append(sv.contentOffset.y)
        }
        XCTAssertEqual(results[0], results[1], accuracy: 1e-9)
        XCTAssertEqual(results[1], results[2], accuracy: 1e-9)
    }
}

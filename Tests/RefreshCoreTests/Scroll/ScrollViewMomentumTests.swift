import RefreshTestSupport
import XCTest

@testable import RefreshCore

/// The physics vectors, reproduced end to end through drags, releases and frames.
nonisolated final class ScrollViewMomentumTests: XCTestCase {
    /// Flings at exactly `speed` pt/s (finger moving up), releasing at the last sample.
    @MainActor func fling(_ sv: ScrollView, host: TestHost, speed: Double) {
        sv.touchDown(at: Point(x: 10, y: 600), time: host.now)
        let start = host.now
        for i in 1...6 {
            let t = start + Double(i) * 0.008
            sv.touchMoved(to: Point(x: 10, y: 600 - speed * Double(i) * 0.008), time: t)
        }
        host.clock.set(start + 0.048)
        sv.touchUp(time: host.now)
    }

    @MainActor func testFlingDeceleratesAsVectorA() async {
        let host = TestHost(fps: 100)
        let sv = host.makeScrollView(content: Size(width: 390, height: 100_000))
        sv.contentOffset = Point(x: 0, y: 10_000)
        fling(sv, host: host, speed: 2000)
        let x0 = sv.contentOffset.y
        XCTAssertTrue(sv.isDecelerating)
        host.run(0.1)
        XCTAssertEqual(sv.contentOffset.y - x0, 181.2517, accuracy: 0.01)
        host.run(0.4)
        XCTAssertEqual(sv.contentOffset.y - x0, 631.8560, accuracy: 0.01)
        host.run(0.5)
        XCTAssertEqual(sv.contentOffset.y - x0, 864.0703, accuracy: 0.01)
        host.run(2.79)
        XCTAssertTrue(sv.isDecelerating, "still moving before T(0.5 pt) = 3.7961 s")
        host.run(0.01)
        XCTAssertFalse(sv.isDecelerating, "stopped at T(0.5 pt)")
        XCTAssertEqual(sv.contentOffset.y - x0, 998.9997 - 0.5, accuracy: 0.01)
    }

    @MainActor func testFastRateStopsSooner() async {
        let host = TestHost(fps: 100)
        let sv = host.makeScrollView(content: Size(width: 390, height: 100_000))
        sv.decelerationRate = DecelerationRate.fast
        sv.contentOffset = Point(x: 0, y: 10_000)
        fling(sv, host: host, speed: 2000)
        let x0 = sv.contentOffset.y
        host.run(0.1)
        XCTAssertEqual(sv.contentOffset.y - x0, 126.1585, accuracy: 0.01)
        host.run(0.5)
        XCTAssertFalse(sv.isDecelerating)
    }

    @MainActor func testReleaseOverscrolledSpringsBackAsVectorC() async {
        let host = TestHost(fps: 100)
        let sv = host.makeScrollView(content: Size(width: 390, height: 5000))
        // Pull until 80 pt are shown past the top, rest 50 ms (zero velocity), release.
        let pull = RubberBand.distance(for: 80, dimension: 844)
        host.drag(sv, from: Point(x: 10, y: 100), to: Point(x: 10, y: 100 + pull), steps: 5, restBeforeRelease: 0.05)
        XCTAssertEqual(sv.contentOffset.y, -80, accuracy: 1e-6)
        XCTAssertTrue(sv.isDecelerating)
        host.run(0.1)
        XCTAssertEqual(sv.contentOffset.y, -58.8607, accuracy: 0.01)
        host.run(0.2)
        XCTAssertEqual(sv.contentOffset.y, -15.9319, accuracy: 0.01)
        host.run(0.2)
        XCTAssertEqual(sv.contentOffset.y, -3.2342, accuracy: 0.01)
        host.run(0.21)
        XCTAssertTrue(sv.isDecelerating, "not yet within 0.5 pt at 0.71 s")
        host.run(0.01)
        XCTAssertFalse(sv.isDecelerating, "within 0.5 pt at 0.7176 s")
        XCTAssertEqual(sv.contentOffset.y, 0)
    }

    @MainActor func testMomentumHandsOffToSpringAsVectorD() async {
        let host = TestHost(fps: 1000)
        let sv = host.makeScrollView(content: Size(width: 390, height: 2000))
        let maxY = 2000 - 844.0
        sv.contentOffset = Point(x: 0, y: maxY - 500 - 2000 * 0.048)
        fling(sv, host: host, speed: 2000)
        XCTAssertEqual(sv.contentOffset.y, maxY - 500, accuracy: 1e-6)
        host.run(0.346)
        XCTAssertLessThan(sv.contentOffset.y, maxY, "edge not yet reached at 0.346 s")
        host.run(0.001 + 0.1)
        // Peak overshoot 36.75 pt, 0.1 s after the hit at 0.346727 s.
        XCTAssertEqual(sv.contentOffset.y - maxY, 36.75, accuracy: 0.02)
        host.run(0.627)
        XCTAssertTrue(sv.isDecelerating)
        host.run(0.003)
        XCTAssertFalse(sv.isDecelerating, "settled 0.728 s after the hit")
        XCTAssertEqual(sv.contentOffset.y, maxY)
    }

    @MainActor func testSpringResultIndependentOfFrameRate() async {
        var results: [Double] = []
        for fps in [30.0, 60, 120] {
            let host = TestHost(fps: fps)
            let sv = host.makeScrollView(content: Size(width: 390, height: 5000))
            sv.touchDown(at: Point(x: 10, y: 100), time: 0)
            sv.touchMoved(to: Point(x: 10, y: 300), time: 0.1)
            sv.touchUp(time: 0.2)
            host.clock.set(0.2)
            host.run(0.3)
            results.append(sv.contentOffset.y)
        }
        XCTAssertEqual(results[0], results[1], accuracy: 1e-9)
        XCTAssertEqual(results[1], results[2], accuracy: 1e-9)
    }
}

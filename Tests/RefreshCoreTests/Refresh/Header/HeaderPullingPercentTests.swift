import XCTest

@testable import RefreshCore

/// Header fix 1: while not refreshing, the pulling percent and the alpha follow the drawn offset
/// every frame, dragging or not, so the same fling gives the same percent at the same time
/// whatever the frame rate (MJRefresh only updated it on offset changes, and only below 1).
nonisolated final class HeaderPullingPercentTests: XCTestCase {
    /// Flings a list resting at 100 toward its top with touch events at fixed times, then samples
    /// the percent every 1/30 s for a second.
    @MainActor private func flingSamples(fps: Double) -> [(percent: Double, alpha: Double, drawn: Double)] {
        let h = HeaderHarness(fps: fps)
        h.header.automaticallyChangesAlpha = true
        h.scrollView.contentOffset = Point(x: 0, y: 100)
        h.host.advance()
        let t0 = 1.0
        h.host.clock.set(t0)
        h.scrollView.touchDown(at: Point(x: 100, y: 300), time: t0)
        for k in 1...5 {
            h.scrollView.touchMoved(to: Point(x: 100, y: 300 + 16 * Double(k)), time: t0 + 0.01 * Double(k))
        }
        h.scrollView.touchUp(time: t0 + 0.05)
        h.host.clock.set(t0 + 0.05)
        // The first frame after the release is one frame interval after it; the others follow.
        h.host.perform(.timed(.frame, t: t0 + 0.05 + 1 / fps))
        var samples: [(Double, Double, Double)] = []
        let framesPerSample = Int((fps / 30).rounded())
        for i in 0..<30 {
            for _ in (i == 0 ? 1 : 0)..<framesPerSample { h.host.advance() }
            samples.append((h.header.pullingPercent, h.header.alpha, h.scrollView.presentationContentOffset.y))
        }
        XCTAssertEqual(h.header.state, .idle, "a fling is not a pull")
        XCTAssertEqual(h.handlerCalls, 0)
        return samples
    }

    @MainActor func testTheSameFlingGivesTheSamePercentAt30_60And120Fps() async throws {
        let s30 = flingSamples(fps: 30), s60 = flingSamples(fps: 60), s120 = flingSamples(fps: 120)
        XCTAssertTrue(s60.contains { $0.percent > 1 }, "the fling went past one header height: \(s60.map(\.percent))")
        XCTAssertTrue(s60.contains { $0.percent > 0.05 && $0.percent < 0.95 }, "and sampled partway")
        XCTAssertEqual(s60.last!.percent, 0, accuracy: 1e-9, "back at rest")
        for (i, (a, (b, c))) in zip(s30, zip(s60, s120)).enumerated() {
            XCTAssertEqual(a.percent, b.percent, accuracy: 1e-6, "sample \(i): 30 vs 60 fps")
            XCTAssertEqual(c.percent, b.percent, accuracy: 1e-6, "sample \(i): 120 vs 60 fps")
            for s in [a, b, c] {
                XCTAssertEqual(
                    s.percent, max(0, -s.drawn / 54), accuracy: 1e-9, "sample \(i): follows the drawn offset")
                XCTAssertEqual(s.alpha, min(max(s.percent, 0), 1), accuracy: 1e-9, "sample \(i): alpha follows")
            }
        }
    }

    @MainActor func testThePercentFollowsAnAnimatedScrollToo() async throws {
        let h = HeaderHarness()
        h.scrollView.contentOffset = Point(x: 0, y: -27)   // the app moves it, no gesture
        h.host.advance()
        XCTAssertEqual(h.header.pullingPercent, 0.5, accuracy: 1e-9)
        h.scrollView.setContentOffset(.zero, animated: true)
        var seen: [Double] = []
        for _ in 0..<40 {
            h.host.advance()
            seen.append(h.header.pullingPercent)
            XCTAssertEqual(
                h.header.pullingPercent, max(0, -h.scrollView.presentationContentOffset.y / 54), accuracy: 1e-9)
        }
        XCTAssertTrue(seen.contains { $0 > 0.1 && $0 < 0.4 }, "in between while it moves: \(seen)")
        XCTAssertEqual(seen.last!, 0)
        XCTAssertEqual(h.header.state, .idle)
    }
}

import XCTest

@testable import RefreshCore

/// Header fix 2: a gif header keeps its refreshing images until its end animation finished; the
/// pulling percent reaches 0 then, not before.
nonisolated final class GIFHeaderEndingTests: XCTestCase {
    @MainActor private func makeHeader() -> GIFHeader {
        let header = GIFHeader()
        header.setImages(solidImages(10, size: 40, name: "idle"), for: .idle)
        header.setImages(solidImages(3, size: 40, name: "pulling"), for: .pulling)
        header.setImages(solidImages(6, size: 40, name: "refreshing"), for: .refreshing)
        return header
    }

    @MainActor func testRefreshingImagesStayUntilTheEndAnimationFinished() async throws {
        let header = makeHeader()
        let h = HeaderHarness(header: header, fps: 100)
        header.beginRefreshing()
        h.host.advance(seconds: 0.5)
        var ended = 0
        header.endRefreshing { ended += 1 }
        let refreshing = header.sequence(for: .refreshing)!.images
        var frames: [Int] = []
        for _ in 0..<39 {
            h.host.advance()
            XCTAssertTrue(
                refreshing.contains { $0 === header.gifView.image }, "still the refreshing loop at \(h.host.now)")
            XCTAssertEqual(header.pullingPercent, 1, "the percent waits for the end animation")
            frames.append(header.frameIndex!)
        }
        XCTAssertGreaterThan(Set(frames).count, 1, "and it keeps looping while it slides out")
        XCTAssertTrue(header.isEndingRefresh)
        h.host.advance(seconds: 0.02)
        XCTAssertEqual(ended, 1)
        XCTAssertFalse(header.isEndingRefresh)
        XCTAssertEqual(header.pullingPercent, 0)
        XCTAssertTrue(header.gifView.image === header.sequence(for: .idle)!.images[0], "idle frame 0 once it has left")
        XCTAssertEqual(header.frameIndex, 0)
    }

    @MainActor func testADragDuringTheSlideOutTakesOver() async throws {
        let header = makeHeader()
        let h = HeaderHarness(header: header, fps: 100)
        header.beginRefreshing()
        h.host.advance(seconds: 0.5)
        header.endRefreshing()
        h.host.advance(seconds: 0.1)
        h.scrollView.touchDown(at: Point(x: 100, y: 300), time: h.host.now)
        h.scrollView.touchMoved(to: Point(x: 100, y: 310), time: h.host.now + 0.01)
        XCTAssertFalse(header.isEndingRefresh, "the finger grabbed it")
        let p = header.pullingPercent
        XCTAssertEqual(p, max(0, -h.scrollView.contentOffset.y / 54), accuracy: 1e-9, "follows the finger again")
        XCTAssertTrue(header.gifView.image === header.sequence(for: .idle)!.images[min(Int(10 * p), 9)])
        h.scrollView.touchUp(time: h.host.now + 0.1)
        h.host.advance(seconds: 1)
        XCTAssertEqual(header.pullingPercent, 0)
        XCTAssertEqual(header.state, .idle)
    }
}

import XCTest

@testable import RefreshCore

/// `BackGIFFooter`: idle frames scrubbed by the pull, pulling and refreshing loops, the refreshing
/// images kept while it slides out, hidden in no more data.
nonisolated final class BackGIFFooterTests: XCTestCase {
    @MainActor func makeFooter() -> BackGIFFooter {
        let footer = BackGIFFooter()
        footer.setImages(solidImages(10, name: "idle"), for: .idle)
        footer.setImages(solidImages(4, name: "pulling"), duration: 0.4, for: .pulling)
        footer.setImages(solidImages(6, name: "refreshing"), for: .refreshing)
        return footer
    }

    @MainActor func testIdleFramesFollowThePull() async throws {
        let footer = makeFooter()
        let h = FooterHarness(footer)
        XCTAssertEqual(footer.frameIndex, 0)
        h.scroll(to: 956)
        h.dragUp(h.fingerDistance(showing: 22), release: false)
        XCTAssertEqual(footer.state, .idle)
        XCTAssertEqual(footer.frameIndex, 5, "half the footer shown: frame 5 of 10")
        XCTAssertTrue(footer.gifView.image === footer.sequence(for: .idle)!.images[5])
        XCTAssertEqual(footer.traceFrameIndex, 5)
        h.move(to: 700 - h.fingerDistance(showing: 40))
        XCTAssertEqual(footer.frameIndex, 9)
        XCTAssertEqual(footer.gifView.frame.maxX, 195 - footer.stateLabel.textSize.width / 2 - 20, accuracy: 1e-9)
        h.release()
        h.host.advance(seconds: 1)
        XCTAssertEqual(footer.frameIndex, 0, "scrubbed back as it bounced")
    }

    @MainActor func testPullingAndRefreshingLoop() async throws {
        let footer = makeFooter()
        let h = FooterHarness(footer)
        h.scroll(to: 956)
        h.dragUp(h.fingerDistance(showing: 60), release: false)
        XCTAssertEqual(footer.state, .pulling)
        XCTAssertTrue(footer.gifView.image === footer.sequence(for: .pulling)!.images[0])
        var seen: [Int] = []
        for _ in 0..<5 {
            h.host.advance(seconds: 0.1)
            seen.append(footer.frameIndex!)
        }
        XCTAssertEqual(seen, [1, 2, 3, 0, 1])
        h.release()
        h.host.advance()
        XCTAssertEqual(footer.state, .refreshing)
        XCTAssertTrue(footer.gifView.image === footer.sequence(for: .refreshing)!.images[0])
        h.host.advance(seconds: 0.35)
        XCTAssertEqual(footer.frameIndex, 3)
        XCTAssertTrue(footer.isMoving)
        XCTAssertEqual(h.handlerCalls, 1)
    }

    @MainActor func testRefreshingImagesStayWhileItSlidesOut() async throws {
        let footer = makeFooter()
        let h = FooterHarness(footer)
        footer.beginRefreshing()
        h.host.advance(seconds: 0.3)
        footer.endRefreshing()
        let refreshing = footer.sequence(for: .refreshing)!.images
        for _ in 0..<3 {
            h.host.advance(seconds: 0.1)
            XCTAssertTrue(refreshing.contains { $0 === footer.gifView.image }, "still the refreshing loop")
        }
        h.host.advance(seconds: 0.15)
        XCTAssertFalse(footer.isEndingRefresh)
        XCTAssertTrue(footer.gifView.image === footer.sequence(for: .idle)!.images[0], "idle frame 0 once it left")
        XCTAssertEqual(footer.pullingPercent, 0)
    }

    @MainActor func testHiddenInNoMoreData() async throws {
        let footer = makeFooter()
        let h = FooterHarness(footer)
        footer.endRefreshingWithNoMoreData()
        XCTAssertTrue(footer.gifView.isHidden)
        XCTAssertNil(footer.traceFrameIndex)
        h.scroll(to: 956)
        h.dragUp(h.fingerDistance(showing: 60))
        h.host.advance(seconds: 1)
        XCTAssertTrue(footer.gifView.isHidden)
        footer.resetNoMoreData()
        XCTAssertFalse(footer.gifView.isHidden)
        footer.stateLabel.isHidden = true
        footer.setNeedsLayout()
        h.host.advance()
        XCTAssertEqual(footer.gifView.frame.midX, 195, accuracy: 1e-9, "centred without the label")
    }
}

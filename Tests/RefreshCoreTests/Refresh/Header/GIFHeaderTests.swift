import RefreshTestSupport
import RefreshTesting
import XCTest

@testable import RefreshCore

/// `GIFHeader`: frame choice by pull percent, looping per state, growth to the tallest frame and
/// placement beside or without the labels.
nonisolated final class GIFHeaderTests: XCTestCase {
    /// `count` distinct images of `size` points (scale 1).
    @MainActor func images(_ count: Int, size: Double = 40, name: String) -> [Image] {
        (0..<count).map { i in
            Image(
                bitmap: Bitmap(width: Int(size), height: Int(size), fill: Color(r: UInt8(i), g: 0, b: 0)),
                scale: 1, name: "\(name)\(i)")
        }
    }

    @MainActor func makeHeader(idle: Int = 10, pulling: Int = 4, refreshing: Int = 6) -> GIFHeader {
        let header = GIFHeader()
        header.setImages(images(idle, name: "idle"), for: .idle)
        header.setImages(images(pulling, name: "pulling"), duration: 0.4, for: .pulling)
        header.setImages(images(refreshing, name: "refreshing"), for: .refreshing)
        return header
    }

    @MainActor func testIdleFrameFollowsThePullPercent() async throws {
        let header = makeHeader()
        _ = HeaderHarness(header: header)
        let expected: [(Double, Int)] = [(0, 0), (0.25, 2), (0.5, 5), (0.99, 9), (1.0, 9), (1.5, 9)]
        for (percent, frame) in expected {
            header.pullingPercent = percent
            XCTAssertEqual(header.frameIndex, frame, "percent \(percent): min(Int(10 × p), 9)")
            XCTAssertTrue(header.gifView.image === header.sequence(for: .idle)!.images[frame])
        }
    }

    @MainActor func testDraggingScrubsTheIdleSequence() async throws {
        let header = makeHeader()
        let h = HeaderHarness(header: header)
        h.pull(h.fingerDistance(showing: 28), release: false)
        XCTAssertEqual(header.pullingPercent, 28 / 54, accuracy: 1e-6)
        XCTAssertEqual(header.frameIndex, 5)
        XCTAssertEqual(header.traceFrameIndex, 5)
    }

    @MainActor func testPullingLoopsAtItsDuration() async throws {
        let header = makeHeader()
        let h = HeaderHarness(header: header, fps: 100)
        h.pull(h.fingerDistance(showing: 70), release: false)
        XCTAssertEqual(header.state, .pulling)
        XCTAssertEqual(header.frameIndex, 0)
        var seen: [Int] = []
        for _ in 0..<8 {
            h.host.advance(seconds: 0.1)
            seen.append(header.frameIndex!)
        }
        XCTAssertEqual(seen, [1, 2, 3, 0, 1, 2, 3, 0], "4 frames over 0.4 s, looping")
        XCTAssertTrue(header.isMoving)
    }

    @MainActor func testRefreshingUsesTheDefaultTenthPerFrameAndWillRefreshShowsIt() async throws {
        let header = makeHeader()
        let h = HeaderHarness(header: header, inWindow: false, fps: 100)
        header.beginRefreshing()
        XCTAssertEqual(header.state, .willRefresh)
        XCTAssertTrue(header.gifView.image === header.sequence(for: .refreshing)!.images[0])
        h.host.root.addSubview(h.scrollView)
        h.host.advance()
        XCTAssertEqual(header.sequence(for: .refreshing)!.totalDuration, 0.6, accuracy: 1e-9)
        h.host.advance(seconds: 0.35)
        XCTAssertEqual(header.frameIndex, 3)
        h.host.advance(seconds: 0.3)
        XCTAssertEqual(header.frameIndex, 0, "looped after 6 × 0.1 s")
    }

    @MainActor func testAOneImageStateIsStatic() async throws {
        let header = makeHeader(refreshing: 1)
        let h = HeaderHarness(header: header, fps: 100)
        header.beginRefreshing()
        h.host.advance(seconds: 0.3)
        XCTAssertEqual(header.frameIndex, 0)
        XCTAssertFalse(header.isMoving, "nothing to animate: no frames requested for it")
        h.host.advance(seconds: 1)
        XCTAssertEqual(header.frameIndex, 0)
    }

    @MainActor func testIdleKeepsTheFrameItShowsAfterAnAnimatedState() async throws {
        let header = makeHeader()
        let h = HeaderHarness(header: header, fps: 100)
        h.pull(h.fingerDistance(showing: 70), release: false)
        h.host.advance(seconds: 0.25)
        h.scrollView.touchMoved(to: Point(x: 100, y: 100 + h.fingerDistance(showing: 40)), time: h.host.now + 0.01)
        XCTAssertEqual(header.state, .idle)
        let p = header.pullingPercent
        XCTAssertLessThan(p, 1)
        XCTAssertEqual(header.frameIndex, min(Int(10 * p), 9), "idle again: scrubbed by the pull")
        XCTAssertTrue(header.gifView.image === header.sequence(for: .idle)!.images[min(Int(10 * p), 9)])
        XCTAssertFalse(header.isMoving)
    }

    @MainActor func testGrowsToTheTallestFrame() async throws {
        let header = GIFHeader()
        header.setImages(images(3, size: 40, name: "a"), for: .idle)
        XCTAssertEqual(header.frame.height, 54, "shorter frames keep MJRefresh's 54")
        header.setImages(images(2, size: 70, name: "b"), for: .refreshing)
        XCTAssertEqual(header.frame.height, 70)
        let h = HeaderHarness(header: header)
        XCTAssertEqual(header.frame.minY, -70, "placed above the content by its own height")
        header.beginRefreshing()
        h.host.advance(seconds: 0.5)
        XCTAssertEqual(h.insetTop, 70, "hovers by its height")
    }

    @MainActor func testPlacementBesideOrWithoutTheLabels() async throws {
        let header = makeHeader()
        let h = HeaderHarness(header: header)
        XCTAssertEqual(header.labelLeftInset, 20)
        XCTAssertEqual(
            header.gifView.frame.maxX, 195 - header.visibleTextWidth / 2 - 20, accuracy: 1e-9,
            "right-aligned 20 pt left of the text")
        XCTAssertEqual(header.gifView.frame.midY, 27, accuracy: 1e-9)
        header.stateLabel.isHidden = true
        header.lastUpdatedTimeLabel.isHidden = true
        header.setNeedsLayout()
        h.host.advance()
        XCTAssertEqual(header.gifView.frame.midX, 195, accuracy: 1e-9, "centred without labels")
    }

    @MainActor func testInANarrowHeaderTheImageStaysInside() async throws {
        let header = makeHeader()
        let h = HeaderHarness(header: header)
        header.setTitle("Zum Aktualisieren bitte weiter nach unten ziehen", for: .idle)
        h.host.advance()
        XCTAssertEqual(header.gifView.frame.minX, StateHeader.minimumImageMargin, accuracy: 1e-9)
        XCTAssertEqual(
            header.stateLabel.frame.midX - header.visibleTextWidth / 2 - header.gifView.frame.maxX, 20, accuracy: 1e-6,
            "20 pt between the image and the text")
        XCTAssertEqual(header.stateLabel.displayedText, header.stateLabel.text, "too long even there: shrunk, whole")
        XCTAssertLessThan(header.stateLabel.displayedFont.size, 14)
        header.stateLabel.text = "Zum Aktualisieren bitte noch ein ganzes Stück weiter nach unten ziehen"
        XCTAssertTrue(header.stateLabel.displayedText.hasSuffix("…"), "too long at 75 %: cut with an ellipsis")
        XCTAssertEqual(header.stateLabel.displayedFont.size, 14 * 0.75, accuracy: 1e-9, "as small as it may get")
    }

    @MainActor func testAnEmptyImageListIsRefusedWithAWarning() async throws {
        let log = LogCapture()
        let header = makeHeader()
        log.watch(header)
        header.setImages([], for: .pulling)
        XCTAssertNil(header.sequence(for: .pulling))
        XCTAssertTrue(
            log.entries.contains { $0.message.contains("empty image list") && $0.says(["state": "pulling"]) },
            "\(log.entries)")
    }
}

import RefreshCore
import XCTest

nonisolated final class FrameSequenceTests: XCTestCase {
    @MainActor private func images(_ n: Int) -> [Image] {
        (0..<n).map { Image(bitmap: Bitmap(width: 4, height: 2), scale: 2, name: "frame \($0)") }
    }

    @MainActor func testPullPercentPicksMJRefreshFrame() async {
        let seq = FrameSequence(images: images(60))
        let cases: [(Double, Int)] = [
            (0, 0), (0.25, 15), (0.5, 30), (0.99, 59), (1.0, 59), (1.5, 59),
            (-0.3, 0), (.nan, 0), (.infinity, 59), (-.infinity, 0), (0.0166, 0), (0.017, 1),
        ]
        for (p, expected) in cases {
            XCTAssertEqual(seq.frameIndex(forPullPercent: p), expected, "percent \(p)")
        }
        XCTAssertTrue(seq.image(forPullPercent: 0.5) === seq.images[30])
    }

    @MainActor func testDefaultDurationIsATenthPerFrame() async {
        let seq = FrameSequence(images: images(60))
        XCTAssertEqual(seq.totalDuration, 6, accuracy: 1e-9)
        XCTAssertEqual(seq.frameDurations.count, 60)
        XCTAssertEqual(seq.frameDurations[7], 0.1, accuracy: 1e-12)
        XCTAssertEqual(FrameSequence(images: images(3), duration: nil).totalDuration, 0.3, accuracy: 1e-12)
        XCTAssertEqual(FrameSequence(images: images(3), duration: -2).totalDuration, 0.3, accuracy: 1e-12)
        XCTAssertEqual(FrameSequence(images: images(3), duration: .nan).totalDuration, 0.3, accuracy: 1e-12)
    }

    @MainActor func testExplicitDurationIsSpreadEvenly() async {
        let seq = FrameSequence(images: images(4), duration: 2)
        XCTAssertEqual(seq.frameDurations, [0.5, 0.5, 0.5, 0.5])
        XCTAssertEqual(seq.frameIndex(at: 0.49, looping: true), 0)
        XCTAssertEqual(seq.frameIndex(at: 0.5, looping: true), 1)
        XCTAssertEqual(seq.frameIndex(at: 1.99, looping: true), 3)
        XCTAssertEqual(seq.frameIndex(at: 2.0, looping: true), 0)
        XCTAssertEqual(seq.frameIndex(at: 2.0, looping: false), 3)
    }

    @MainActor func testVariableDelaysAreExact() async {
        let seq = FrameSequence(images: images(3), frameDurations: [0.08, 0.08, 0.16])
        XCTAssertEqual(seq.totalDuration, 0.32, accuracy: 1e-12)
        let looping: [(Double, Int)] = [
            (0, 0), (0.0799, 0), (0.08, 1), (0.159, 1), (0.16, 2), (0.319, 2),
            (0.32, 0), (0.4, 1), (0.48, 2), (100, 2), (-1, 0), (.nan, 0),
        ]
        for (t, expected) in looping {
            XCTAssertEqual(seq.frameIndex(at: t, looping: true), expected, "looping at \(t)")
        }
        let once: [(Double, Int)] = [(0.08, 1), (0.2, 2), (0.32, 2), (5, 2), (.infinity, 2), (-0.5, 0)]
        for (t, expected) in once {
            XCTAssertEqual(seq.frameIndex(at: t, looping: false), expected, "not looping at \(t)")
        }
    }

    @MainActor func testSummedDurationsLandOnTheNextFrame() async {
        // 0.1 + 0.2 is 0.30000000000000004 in binary: 0.3 s must still be the third frame.
        let seq = FrameSequence(images: images(4), frameDurations: [0.1, 0.2, 0.3, 0.4])
        XCTAssertEqual(seq.frameIndex(at: 0.3, looping: true), 2)
        XCTAssertEqual(seq.frameIndex(at: 0.6, looping: true), 3)
        XCTAssertEqual(seq.frameIndex(at: 1.0, looping: true), 0)
        XCTAssertEqual(seq.frameIndex(at: 1.1, looping: true), 1)
    }

    @MainActor func testInvalidDelaysCountAsATenth() async {
        let seq = FrameSequence(images: images(4), frameDurations: [0, -1, .nan])
        XCTAssertEqual(seq.frameDurations, [0.1, 0.1, 0.1, 0.1])
    }

    @MainActor func testEmptySequence() async {
        let seq = FrameSequence(images: [])
        XCTAssertTrue(seq.isEmpty)
        XCTAssertEqual(seq.totalDuration, 0)
        XCTAssertEqual(seq.frameIndex(at: 1, looping: true), 0)
        XCTAssertEqual(seq.frameIndex(forPullPercent: 0.5), 0)
        XCTAssertNil(seq.image(at: 0, looping: true))
        XCTAssertNil(seq.image(forPullPercent: 1))
    }

    @MainActor func testMaxSizeIsTheLargestFrame() async {
        let seq = FrameSequence(images: [
            Image(bitmap: Bitmap(width: 20, height: 10), scale: 2),
            Image(bitmap: Bitmap(width: 8, height: 30), scale: 2),
        ])
        XCTAssertEqual(seq.maxSize, Size(width: 10, height: 15))
    }
}

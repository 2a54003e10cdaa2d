import RefreshCore
import XCTest

@testable import RefreshCodec

/// An animation's frames after the first hold only the box that changed (`changedBox`,
/// `GIFEncoder`'s `paintsChangesOnly`), and decode to the same pictures; scaling down and placing
/// on another canvas keep the pixels' meaning.
nonisolated final class ChangedBoxGIFTests: XCTestCase {
    private let background = Color(r: 240, g: 240, b: 245)
    private let ink = Color(r: 20, g: 90, b: 200)

    /// A 40x30 opaque frame with an 8x6 block at `x`, `y`.
    private func frame(blockAt x: Double, _ y: Double) -> Bitmap {
        var p = BitmapPainter(width: 40, height: 30)
        p.fillRoundedRect(Rect(x: 0, y: 0, width: 40, height: 30), cornerRadius: 0, color: background)
        p.fillRoundedRect(Rect(x: x, y: y, width: 8, height: 6), cornerRadius: 0, color: ink)
        return p.bitmap
    }

    @MainActor func testTheChangedBoxHoldsExactlyThePixelsThatDiffer() async {
        let a = frame(blockAt: 2, 3), b = frame(blockAt: 5, 10)
        XCTAssertEqual(b.changedBox(since: a), PixelRect(x0: 2, y0: 3, x1: 13, y1: 16))
        XCTAssertNil(a.changedBox(since: a))
        var c = a
        c[39, 29] = .white
        XCTAssertEqual(c.changedBox(since: a), PixelRect(x0: 39, y0: 29, x1: 40, y1: 30))
        let crop = b.cropped(to: PixelRect(x0: 5, y0: 10, x1: 13, y1: 16))
        XCTAssertEqual(crop.width, 8)
        XCTAssertTrue(stride(from: 0, to: crop.pixels.count, by: 4).allSatisfy { crop[($0 / 4) % 8, $0 / 32] == ink })
    }

    @MainActor func testAGIFOfChangesDecodesToEveryWholeFrameWithItsDelay() async throws {
        let frames = [frame(blockAt: 2, 3), frame(blockAt: 5, 10), frame(blockAt: 5, 10), frame(blockAt: 30, 20)]
        let delays = [30, 40, 20, 1000]
        let gif = try GIFEncoder.encode(frames: frames, delaysMilliseconds: delays, paintsChangesOnly: true)
        let decoded = try GIFDecoder.decode(gif)
        XCTAssertEqual(decoded.map(\.delayMilliseconds), delays)
        XCTAssertEqual(decoded.map(\.bitmap), frames, "painted over what the frame before left, each frame is whole")
        let whole = try GIFEncoder.encode(frames: frames, delaysMilliseconds: delays)
        XCTAssertLessThan(gif.count, whole.count, "only the changed boxes are stored")
        XCTAssertEqual(
            try GIFEncoder.encode(frames: frames, delaysMilliseconds: delays, paintsChangesOnly: true), gif,
            "the same frames give the same bytes")
    }

    @MainActor func testDownscalingAveragesTheAreaEachPixelCovers() async {
        var b = Bitmap(width: 4, height: 2, fill: .white)
        b[0, 0] = .black
        b[1, 1] = .black
        let half = b.downscaled(by: 0.5)
        XCTAssertEqual(half.width, 2)
        XCTAssertEqual(half.height, 1)
        XCTAssertEqual(half[0, 0], Color(r: 128, g: 128, b: 128), "two black and two white pixels")
        XCTAssertEqual(half[1, 0], .white)
        XCTAssertEqual(b.downscaled(by: 1), b)
    }

    @MainActor func testPlacingOnAnotherCanvasCropsOrPads() async {
        let b = Bitmap(width: 3, height: 2, fill: .black)
        let padded = b.placed(onWidth: 4, height: 3, fill: .white)
        XCTAssertEqual(padded[2, 1], .black)
        XCTAssertEqual(padded[3, 0], .white)
        XCTAssertEqual(padded[0, 2], .white)
        let cropped = b.placed(onWidth: 2, height: 1, fill: .white)
        XCTAssertEqual(cropped, Bitmap(width: 2, height: 1, fill: .black))
    }
}

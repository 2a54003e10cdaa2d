import Foundation
import RefreshCore
import Synchronization
import XCTest

/// Which pixels a canvas gets for each kind of `Image`, at each scale.
nonisolated final class ImageRenditionTests: XCTestCase {
    @MainActor private func solid(_ w: Int, _ h: Int, _ v: UInt8) -> Bitmap {
        Bitmap(width: w, height: h, fill: Color(r: v, g: v, b: v))
    }

    /// An artwork image that records every rasterization.
    @MainActor private func countingArtwork(_ calls: @escaping @Sendable (Double, Int) -> Void) throws -> Image {
        try Image(size: Size(width: 10, height: 4), name: "box", rotationStep: .pi / 2) { s, turns in
            calls(s, turns)
            return Bitmap(width: Int((10 * s).rounded()), height: Int((4 * s).rounded()), fill: .white)
        }
    }

    @MainActor func testOneBitmapIsStretchedAsBefore() async throws {
        let image = Image(bitmap: solid(30, 80, 1), scale: 2, name: "plain")
        for scale in [1.0, 2, 3] {
            let r = try XCTUnwrap(image.rendition(size: image.size, scale: scale, rotation: 0.5))
            XCTAssertEqual(r.bitmap, image.bitmap, "scale \(scale): the one bitmap")
            XCTAssertFalse(r.isPixelExact, "scale \(scale): stretched to the rect, as it always was")
            XCTAssertEqual(r.rotation, 0.5, "the canvas turns it")
        }
    }

    @MainActor func testRepresentationsPickTheOneMadeForTheScale() async throws {
        let image = try Image(
            representations: [
                .init(bitmap: solid(32, 80, 2), scale: 2), .init(bitmap: solid(16, 40, 1), scale: 1),
                .init(bitmap: solid(64, 160, 4), scale: 4),
            ], name: "arrow")
        XCTAssertEqual(image.size, Size(width: 16, height: 40))
        XCTAssertEqual(image.representations.map(\.scale), [1, 2, 4], "sorted by scale")
        XCTAssertEqual(image.bitmap.width, 64, "`bitmap` is the largest")
        func pick(_ scale: Double, _ size: Size? = nil) throws -> ImageRendition {
            try XCTUnwrap(image.rendition(size: size ?? image.size, scale: scale, rotation: 0))
        }
        XCTAssertEqual(try pick(1).bitmap.pixels[0], 1)
        XCTAssertTrue(try pick(1).isPixelExact)
        XCTAssertEqual(try pick(2).bitmap.pixels[0], 2)
        XCTAssertTrue(try pick(2).isPixelExact)
        XCTAssertEqual(try pick(3).bitmap.pixels[0], 4, "no 3x: the smallest larger one, scaled down")
        XCTAssertFalse(try pick(3).isPixelExact)
        XCTAssertEqual(try pick(5).bitmap.pixels[0], 4, "beyond the largest: the largest")
        XCTAssertEqual(
            try pick(2, Size(width: 8, height: 20)).bitmap.pixels[0], 1,
            "half the size at scale 2 is one pixel per image point: the 1x file")
        XCTAssertNil(image.rendition(size: Size(width: 0.1, height: 0.1), scale: 1, rotation: 0), "no pixel to cover")
    }

    @MainActor func testRepresentationsWithADrawingDrawTheSizesTheyLack() async throws {
        let drawn = Recorded<Double>()
        let image = try Image(
            representations: [.init(bitmap: solid(16, 40, 1), scale: 1), .init(bitmap: solid(32, 80, 2), scale: 2)],
            name: "arrow"
        ) { s, _ in
            drawn.append(s)
            return ArrowArtwork.bitmap(scale: s)
        }
        XCTAssertTrue(image.isArtwork)
        XCTAssertEqual(
            image.rendition(size: image.size, scale: 2, rotation: 0)?.bitmap.pixels[0], 2, "the file for scale 2")
        XCTAssertEqual(drawn.values, [], "no drawing where a file fits")
        let three = try XCTUnwrap(image.rendition(size: image.size, scale: 3, rotation: 0))
        XCTAssertEqual(three.bitmap, ArrowArtwork.bitmap(scale: 3), "no 3x file: drawn at 3x")
        XCTAssertTrue(three.isPixelExact)
        XCTAssertEqual(drawn.values, [3])
    }

    @MainActor func testRepresentationsRejectBadInputNamingTheValue() async {
        XCTAssertThrowsError(try Image(representations: [], name: "a")) {
            XCTAssertEqual($0 as? ImageError, .noRepresentations(name: "a"))
        }
        XCTAssertThrowsError(try Image(representations: [.init(bitmap: solid(2, 2, 0), scale: 0)], name: "a")) {
            XCTAssertTrue("\($0)".contains("scale 0.0 is not allowed"), "\($0)")
        }
        XCTAssertThrowsError(
            try Image(
                representations: [
                    .init(bitmap: solid(2, 2, 0), scale: 1),
                    .init(bitmap: solid(2, 2, 0), scale: 1),
                ], name: "a")
        ) {
            XCTAssertEqual($0 as? ImageError, .duplicateScale(name: "a", scale: 1))
        }
        XCTAssertThrowsError(
            try Image(
                representations: [
                    .init(bitmap: solid(10, 10, 0), scale: 1),
                    .init(bitmap: solid(30, 20, 0), scale: 2),
                ], name: "a")
        ) {
            XCTAssertTrue("\($0)".contains("the scale-1.0 representation is 10x10 px"), "\($0)")
        }
    }

    @MainActor func testArtworkIsRasterizedAtTheShownPixelSizeOncePerSizeAndTurn() async throws {
        let recorded = Recorded<String>()
        let image = try countingArtwork { recorded.append("\($0)/\($1)") }
        var calls: [String] { recorded.values }
        XCTAssertEqual(image.size, Size(width: 10, height: 4))
        let one = try XCTUnwrap(image.rendition(size: image.size, scale: 1, rotation: 0))
        XCTAssertEqual(one.bitmap.width, 10)
        XCTAssertTrue(one.isPixelExact)
        _ = image.rendition(size: image.size, scale: 1, rotation: 2 * .pi)
        XCTAssertEqual(calls, ["1.0/0"], "cached: a whole turn is the same rendition")
        let three = try XCTUnwrap(image.rendition(size: image.size, scale: 3, rotation: 0))
        XCTAssertEqual(three.key, RenditionKey(width: 30, height: 12, turns: 0))
        let half = try XCTUnwrap(image.rendition(size: Size(width: 5, height: 2), scale: 2, rotation: 0))
        XCTAssertEqual(half.bitmap.width, 10, "5 pt at scale 2 is drawn at 10 px, not stretched")
        XCTAssertEqual(calls, ["1.0/0", "3.0/0"], "the same pixel size is the same rendition")
        let turned = try XCTUnwrap(image.rendition(size: image.size, scale: 1, rotation: -.pi / 2))
        XCTAssertEqual(turned.key.turns, 3, "a quarter turn back is three steps forward")
        XCTAssertEqual(turned.rotation, 0)
        XCTAssertEqual(calls.last, "1.0/3")
        let stretched = try XCTUnwrap(image.rendition(size: Size(width: 10, height: 10), scale: 1, rotation: 0))
        XCTAssertFalse(stretched.isPixelExact, "another aspect: drawn at the larger scale and stretched")
        XCTAssertEqual(calls.last, "2.5/0")
    }

    @MainActor func testArtworkRejectsBadSizesAndStepsNamingTheValue() async {
        XCTAssertThrowsError(
            try Image(size: Size(width: 0, height: 4), name: "x") { _, _ in Bitmap(width: 1, height: 1) }
        ) {
            XCTAssertEqual($0 as? ImageError, .badSize(name: "x", size: Size(width: 0, height: 4)))
        }
        XCTAssertThrowsError(
            try Image(size: Size(width: 4, height: 4), name: "x", rotationStep: 1) { _, _ in Bitmap(width: 1, height: 1)
            }
        ) {
            XCTAssertTrue("\($0)".contains("rotation step 1.0 is not allowed"), "\($0)")
        }
        XCTAssertThrowsError(
            try Image(size: Size(width: 4, height: 4), name: "x", baseScale: -1) { _, _ in Bitmap(width: 1, height: 1) }
        ) {
            XCTAssertEqual($0 as? ImageError, .badScale(name: "x", scale: -1))
        }
    }

    @MainActor func testHugeArtworkFallsBackToItsBaseBitmap() async throws {
        let scales = Recorded<Double>()
        let image = try countingArtwork { s, _ in scales.append(s) }
        let r = try XCTUnwrap(image.rendition(size: Size(width: 10_000, height: 4_000), scale: 1, rotation: 0))
        XCTAssertEqual(r.bitmap.width, 20, "the base bitmap (scale 2), stretched")
        XCTAssertFalse(r.isPixelExact)
        XCTAssertEqual(scales.values, [2], "never rasterized at 10000 px")
    }
}

/// Values an artwork's drawing recorded (drawings are `@Sendable`: an image may be drawn on any thread).
private nonisolated final class Recorded<Value: Sendable>: Sendable {
    private let storage = Mutex<[Value]>([])
    /// Everything recorded, in order.
    var values: [Value] { storage.withLock { $0 } }
    func append(_ value: Value) { storage.withLock { $0.append(value) } }
}

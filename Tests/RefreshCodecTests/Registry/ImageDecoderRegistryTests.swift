import RefreshCore
import XCTest

@testable import RefreshCodec

/// `ImageDecoderRegistry`: the first registered decoder that recognizes the bytes decodes them, so
/// the standard registry reads an APNG as an animation, a plain PNG as a still and a GIF through
/// the pure-Swift decoder; bytes no decoder recognizes get none.
nonisolated final class ImageDecoderRegistryTests: XCTestCase {
    /// A decoder of a made-up format: bytes starting with `magic`.
    private struct Tagged: ImageDecoder {
        var format: String
        var magic: UInt8
        var isAnimated: Bool { false }
        func recognizes(_ bytes: [UInt8]) -> Bool { bytes.first == magic }
        func info(_ bytes: [UInt8]) throws -> ImageInfo {
            ImageInfo(format: format, width: 1, height: 1, largestSide: 1, frameCount: 1)
        }
        func open(_ bytes: [UInt8], limits: ImageDecodeLimits) throws -> any ImageFrames {
            DecodedFrames(info: try info(bytes), frames: [])
        }
    }

    @MainActor func testTheFirstRegisteredDecoderThatRecognizesTheBytesIsUsed() async {
        var registry = ImageDecoderRegistry([Tagged(format: "A", magic: 1)])
        registry.register(Tagged(format: "B", magic: 1))
        registry.register(Tagged(format: "C", magic: 2))
        XCTAssertEqual(registry.formatNames, "A, B, C")
        XCTAssertEqual(registry.decoder(for: [1, 9])?.format, "A", "registered first")
        XCTAssertEqual(registry.decoder(for: [2])?.format, "C")
        XCTAssertNil(registry.decoder(for: [3]))
        XCTAssertNil(registry.decoder(for: []))
    }

    @MainActor func testTheStandardRegistryReadsEachFormatWithItsDecoder() async throws {
        let standard = ImageDecoderRegistry.standard(png: RawStillDecoder())
        XCTAssertEqual(standard.formatNames, "APNG, PNG, GIF")
        let red = Color(r: 255, g: 0, b: 0)
        let apng = APNGTestFile(width: 1, height: 1, frames: [.init(width: 1, height: 1, pixels: [red])]).bytes
        let still = APNGTestFile.file([
            APNGTestFile(width: 1, height: 1, frames: []).chunks[0], .init(type: "IDAT", data: [0, 0, 255, 255]),
            .init(type: "IEND", data: []),
        ])
        let gif = try GIFEncoder.encode(frames: [Bitmap(width: 2, height: 1, fill: red)], delaysMilliseconds: [70])
        XCTAssertEqual(standard.decoder(for: apng)?.format, "APNG")
        XCTAssertEqual(standard.decoder(for: still)?.format, "PNG")
        let gifDecoder = try XCTUnwrap(standard.decoder(for: gif))
        XCTAssertEqual([gifDecoder.format, "\(gifDecoder.isAnimated)"], ["GIF", "true"])
        XCTAssertEqual(
            try gifDecoder.info(gif), ImageInfo(format: "GIF", width: 2, height: 1, largestSide: 2, frameCount: 1))
        let opened = try gifDecoder.open(gif, limits: .generous)
        XCTAssertEqual(opened.count, 1)
        XCTAssertEqual(
            opened.frame(0), DecodedFrame(bitmap: Bitmap(width: 2, height: 1, fill: red), delayMilliseconds: 70))
        XCTAssertNil(standard.decoder(for: Array("JFIF".utf8)))
    }
}

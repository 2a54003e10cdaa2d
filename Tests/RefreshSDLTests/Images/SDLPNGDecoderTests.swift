import RefreshCodec
import RefreshCore
import RefreshTestSupport
import XCTest

@testable import RefreshSDL

/// The SDL layer's registration (`ImageDecoderRegistry.sdl`): SDL_image's still PNG decoder, which
/// also decodes every APNG frame, so an APNG the project's own writer (`APNGAssembler`, as
/// `AnimatedCapture` uses it) puts together decodes back to the very frames it was made from.
nonisolated final class SDLPNGDecoderTests: XCTestCase {
    /// Three 24x12 frames: a translucent gradient with an opaque square moving over it.
    @MainActor private func frames() -> [Bitmap] {
        (0..<3).map { n in
            var b = Bitmap(width: 24, height: 12)
            for y in 0..<12 {
                for x in 0..<24 { b[x, y] = Color(r: UInt8(x * 10), g: UInt8(y * 20), b: 90, a: UInt8(40 + x * 9)) }
            }
            for y in 3..<7 { for x in (2 + 7 * n)..<(6 + 7 * n) { b[x, y] = Color(r: 200, g: 30, b: 30) } }
            return b
        }
    }

    /// The APNG of `bitmaps`: the first whole, each later one only the box that changed.
    @MainActor private func apng(_ bitmaps: [Bitmap], delays: [(UInt16, UInt16)]) throws -> [UInt8] {
        try APNGAssembler.assemble(
            bitmaps.indices.map { n in
                let box = n == 0 ? bitmaps[n].bounds : bitmaps[n].changedBox(since: bitmaps[n - 1])!
                return APNGAssembler.Frame(
                    png: try SDLImage.encodePNG(bitmaps[n].cropped(to: box)), x: Int(box.x0), y: Int(box.y0),
                    delayNumerator: delays[n].0, delayDenominator: delays[n].1)
            })
    }

    @MainActor func testTheProjectsOwnAPNGDecodesToTheFramesItWasMadeFrom() async throws {
        let bitmaps = frames()
        let bytes = try apng(bitmaps, delays: [(40, 1000), (1, 10), (3, 0)])
        let codec = try XCTUnwrap(ImageDecoderRegistry.sdl.decoder(for: bytes))
        XCTAssertEqual(codec.format, "APNG")
        XCTAssertEqual(
            try codec.info(bytes), ImageInfo(format: "APNG", width: 24, height: 12, largestSide: 24, frameCount: 3))
        let opened = try codec.open(bytes, limits: .generous)
        XCTAssertEqual(opened.count, 3)
        XCTAssertEqual((0..<3).map { opened.frame($0).bitmap }, bitmaps, "source blend of the changed boxes")
        XCTAssertEqual((0..<3).map { opened.frame($0).delayMilliseconds }, [40, 100, 30])
        let loaded = try SDLImage.loadAnimation(data: bytes, name: "moving.png")
        XCTAssertEqual(loaded.map(\.bitmap), bitmaps, "SDLImage asks the registry too (SDL_image shows one frame)")
    }

    @MainActor func testAStillPNGIsThePNGDecodersAndKeepsItsPixels() async throws {
        let bitmap = frames()[0]
        let bytes = try SDLImage.encodePNG(bitmap)
        let codec = try XCTUnwrap(ImageDecoderRegistry.sdl.decoder(for: bytes))
        XCTAssertEqual([codec.format, "\(codec.isAnimated)"], ["PNG", "false"])
        XCTAssertEqual(
            try codec.open(bytes, limits: .generous).frame(0), DecodedFrame(bitmap: bitmap, delayMilliseconds: 0))
    }

    @MainActor func testAPNGPastTheLimitsIsRefusedFromItsHeader() async {
        let header = TestSupport.pngHeader(width: 3000, height: 10)   // no pixels: decoding would fail otherwise
        for (limits, problem) in [
            (ImageDecodeLimits(frames: 1, side: 2048, decodedBytes: 1 << 30), "a side may be at most 2048 px"),
            (ImageDecodeLimits(frames: 1, side: 4096, decodedBytes: 1000), "decodes to 120000 bytes; at most 1000"),
        ] {
            XCTAssertThrowsError(try SDLPNGDecoder().open(header, limits: limits)) { error in
                XCTAssertEqual((error as? ImageDecodeError)?.kind, .tooLarge, "\(error)")
                XCTAssertTrue("\(error)".contains(problem), "'\(problem)' missing from: \(error)")
            }
        }
    }

    @MainActor func testAnAPNGFrameLibpngRefusesNamesTheFrame() async throws {
        var bytes = try apng(Array(frames().prefix(2)), delays: [(1, 10), (1, 10)])
        let fdAT = try XCTUnwrap((0..<bytes.count - 4).first { Array(bytes[$0..<$0 + 4]) == Array("fdAT".utf8) })
        let length = Int(PNGChunks.be32(bytes, at: fdAT - 4))
        bytes[fdAT + 10] ^= 0xFF   // the compressed pixels, after the sequence number and zlib header
        let crc = PNGChunks.crc32(Array(bytes[fdAT..<fdAT + 4 + length]))
        bytes.replaceSubrange(fdAT + 4 + length..<fdAT + 8 + length, with: PNGChunks.be32Bytes(crc))
        XCTAssertThrowsError(try ImageDecoderRegistry.sdl.decoder(for: bytes)!.open(bytes, limits: .generous)) {
            error in
            XCTAssertEqual((error as? ImageDecodeError)?.kind, .malformed)
            XCTAssertTrue(
                "\(error)".hasPrefix("frame 2 of 2 of the APNG cannot be decoded (SDL_image cannot decode the PNG: "),
                "\(error)")
        }
    }

    @MainActor func testTheFuzzSeedComposesItsBlendsAndDisposalsAsTheSpecificationSays() async throws {
        // Written by another tool (zlib-compressed, every dispose and blend op): 4x4, a red frame, a
        // half-blue 2x2 over it then cleared, a green row then restored, a faint yellow pixel over.
        let path = Repository.url("Tests/Fuzz/Corpus/image/dispose-blend-4x4.apng").path
        let bytes = try InputFile.read(path, limit: 4096)
        let opened = try ImageDecoderRegistry.sdl.decoder(for: bytes)!.open(bytes, limits: .generous)
        let frames = (0..<opened.count).map(opened.frame)
        let red = Color(r: 200, g: 40, b: 40), green = Color(r: 0, g: 255, b: 0)
        XCTAssertEqual(frames.map(\.delayMilliseconds), [100, 50, 333, 0])
        XCTAssertEqual(
            frames.map { [$0.bitmap[1, 1], $0.bitmap[0, 3], $0.bitmap[3, 0]] },
            [
                [red, red, red],
                [Color(r: 100, g: 20, b: 148), red, red],
                [.clear, green, red],
                [.clear, red, Color(r: 213, g: 91, b: 31)],
            ])
    }
}

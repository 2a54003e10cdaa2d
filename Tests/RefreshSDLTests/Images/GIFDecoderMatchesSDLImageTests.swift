import Foundation
import RefreshCodec
import RefreshCore
import RefreshTestSupport
import XCTest

@testable import RefreshSDL

/// `GIFDecoder` gives the same frames as SDL_image for valid files, and the loaders decode GIFs with it
/// (its behaviour on broken files is checked in RefreshCodecTests, `GIFDecoderTests`).
nonisolated final class GIFDecoderMatchesSDLImageTests: XCTestCase {
    /// Asserts the Swift decoder gives exactly SDL_image's frames and delays.
    @MainActor private func assertSameAsSDLImage(
        _ gif: [UInt8], _ name: String, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let mine = try GIFDecoder.decode(gif)
        let sdl = try SDLImage.sdlAnimation(data: gif, name: name)
        XCTAssertEqual(mine.count, sdl.count, name, file: file, line: line)
        for (n, (a, b)) in zip(mine, sdl).enumerated() {
            XCTAssertEqual(a.bitmap, b.bitmap, "\(name) frame \(n)", file: file, line: line)
            XCTAssertEqual(a.delayMilliseconds, b.delayMilliseconds, "\(name) frame \(n)", file: file, line: line)
        }
    }

    @MainActor func testTheCommittedGIFDecodesAsSDLImageDecodesIt() async throws {
        try assertSameAsSDLImage(try Repository.bytes("Assets/animations/bounce-dots/dots.gif"), "dots.gif")
    }

    @MainActor func testEncodedGIFsDecodeAsSDLImageDecodesThem() async throws {
        var seed: UInt32 = 7
        func noise(_ w: Int, _ h: Int, colours: Int, alpha: Bool) -> Bitmap {
            var b = Bitmap(width: w, height: h)
            for y in 0..<h {
                for x in 0..<w {
                    seed = seed &* 1_103_515_245 &+ 12345
                    let v = Int((seed >> 16) % UInt32(colours))
                    b[x, y] = Color(
                        r: UInt8(v * 37 % 256), g: UInt8(v * 91 % 256), b: UInt8(v * 13 % 256),
                        a: alpha && v == 0 ? 0 : 255)
                }
            }
            return b
        }
        // A shared palette with transparency, local palettes (many colours), a table that fills and clears.
        try assertSameAsSDLImage(
            try GIFEncoder.encode(
                frames: [noise(30, 20, colours: 5, alpha: true), noise(30, 20, colours: 5, alpha: true)],
                delaysMilliseconds: [10, 250]), "small")
        try assertSameAsSDLImage(
            try GIFEncoder.encode(
                frames: [noise(64, 48, colours: 300, alpha: false), noise(64, 48, colours: 280, alpha: true)],
                delaysMilliseconds: [50, 0]), "local palettes")
        try assertSameAsSDLImage(
            try GIFEncoder.encode(frames: [noise(200, 150, colours: 16, alpha: false)], delaysMilliseconds: [100]),
            "long stream")
        try assertSameAsSDLImage(OpaqueGIF.bytes, "no transparency, short delays")
    }

    @MainActor func testTheLoadersDecodeGIFsWithTheSwiftDecoder() async throws {
        // dots.gif with one bit changed in its LZW data: SDL_image 2.6.3 writes out of bounds on it
        // (SEGV under ASan); the Swift decoder keeps its 6 frames, the one with the bad code cut short.
        let corrupt = try Repository.bytes("Tests/Fuzz/Regressions/image/sdl-image-lzw-overflow.gif")
        XCTAssertEqual(try SDLImage.loadAnimation(data: corrupt, name: "corrupt.gif").count, 6)
        var decoder = FrameDecoder(scale: 2)
        XCTAssertEqual(try decoder.animation(corrupt, file: "corrupt.gif", what: "the GIF").count, 6)
    }
}

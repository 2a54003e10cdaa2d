import Foundation
import RefreshCore
import XCTest

@testable import RefreshSDL
@testable import refresh_assets

/// `GIFDecoder`: the same frames as SDL_image for valid files, no crash and bounded work for broken ones.
nonisolated final class GIFDecoderTests: XCTestCase {
    @MainActor private static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    @MainActor private let palette: [(UInt8, UInt8, UInt8)] = [(255, 0, 0), (0, 0, 255), (0, 255, 0), (255, 255, 255)]

    @MainActor private func bytes(_ relative: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: Self.repository.appendingPathComponent(relative)))
    }

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
        try assertSameAsSDLImage(try bytes("Assets/animations/bounce-dots/dots.gif"), "dots.gif")
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
        try assertSameAsSDLImage(
            GIFBuilder.build(
                width: 4, height: 4, palette: palette,
                frames: [([UInt8](repeating: 1, count: 16), 0), ([0, 1, 2, 3, 3, 2, 1, 0, 0, 0, 0, 0, 1, 1, 1, 1], 1)]),
            "no transparency, short delays")
    }

    @MainActor func testACorruptLZWStreamThatCrashedSDLImageDecodes() async throws {
        // dots.gif with one bit changed in its LZW data: SDL_image 2.6.3 writes out of bounds (SEGV
        // under ASan); found by `make fuzz` (fuzz-image). The frame with the bad code ends early.
        let corrupt = try bytes("Tests/Fuzz/Regressions/image/sdl-image-lzw-overflow.gif")
        let frames = try GIFDecoder.decode(corrupt)
        XCTAssertEqual(frames.count, 6)
        XCTAssertTrue(frames.allSatisfy { $0.bitmap.width == 144 && $0.bitmap.height == 100 })
        let good = try GIFDecoder.decode(try bytes("Assets/animations/bounce-dots/dots.gif"))
        XCTAssertEqual(
            zip(frames, good).filter { $0.0.bitmap != $0.1.bitmap }.count, 1, "only the damaged frame differs")
        // The loader path (SDLImage and FrameDecoder) uses the Swift decoder too.
        XCTAssertEqual(try SDLImage.loadAnimation(data: corrupt, name: "corrupt.gif").count, 6)
        var decoder = FrameDecoder(scale: 2)
        XCTAssertEqual(try decoder.gif(corrupt, file: "corrupt.gif", what: "the GIF").count, 6)
    }

    @MainActor func testLimitsAreCheckedWhileDecoding() async throws {
        let gif = GIFBuilder.build(
            width: 4, height: 4, palette: palette, frames: (0..<5).map { _ in ([UInt8](repeating: 2, count: 16), 10) })
        XCTAssertEqual(try GIFDecoder.decode(gif, limits: .init(frames: 5, side: 4, decodedBytes: 5 * 64)).count, 5)
        for (limits, words) in [
            (GIFDecoder.Limits(frames: 4, side: 4, decodedBytes: 1 << 20), "more than 4 frames"),
            (GIFDecoder.Limits(frames: 9, side: 3, decodedBytes: 1 << 20), "a side may be at most 3 px"),
            (GIFDecoder.Limits(frames: 9, side: 4, decodedBytes: 4 * 64), "frame 5 would make 320 bytes"),
        ] {
            XCTAssertThrowsError(try GIFDecoder.decode(gif, limits: limits)) { error in
                XCTAssertEqual((error as? GIFDecoder.DecodeError)?.kind, .tooLarge, "\(error)")
                XCTAssertTrue("\(error)".contains(words), "\(error)")
            }
        }
    }

    @MainActor func testBrokenStreamsKeepWhatDecoded() async throws {
        let gif = GIFBuilder.build(
            width: 2, height: 2, palette: palette, frames: [([0, 1, 2, 3], 10), ([3, 3, 3, 3], 10)])
        for cut in stride(from: 13, to: gif.count, by: 3) {
            XCTAssertLessThanOrEqual((try? GIFDecoder.decode(Array(gif.prefix(cut))))?.count ?? 0, 2, "cut at \(cut)")
        }
        // Stray bytes between blocks are skipped; codes outside the table end that picture.
        var stray = gif
        stray.insert(contentsOf: [0x00, 0x42, 0x99], at: gif.count - 1)
        XCTAssertEqual(try GIFDecoder.decode(stray).count, 2)
        XCTAssertThrowsError(try GIFDecoder.decode(Array("GIF89a".utf8) + [0, 0, 0, 0, 0, 0, 0]))
        XCTAssertThrowsError(try GIFDecoder.decode(Array("PNG".utf8)))
    }
}

import RefreshCore
import RefreshTestSupport
import XCTest

@testable import RefreshCodec

/// `GIFDecoder` on broken input: no crash, bounded work, what decoded is kept, limits checked while
/// decoding. (That it gives SDL_image's frames for valid files is checked in RefreshSDLTests,
/// `GIFDecoderMatchesSDLImageTests`.)
nonisolated final class GIFDecoderTests: XCTestCase {
    /// `count` frames of `width`×`height` pixels, each one colour, 100 ms apiece.
    @MainActor private func solidGIF(width: Int, height: Int, count: Int) throws -> [UInt8] {
        let colours: [Color] = [.white, .black, Color(r: 255, g: 0, b: 0), Color(r: 0, g: 0, b: 255)]
        return try GIFEncoder.encode(
            frames: (0..<count).map { Bitmap(width: width, height: height, fill: colours[$0 % colours.count]) },
            delaysMilliseconds: Array(repeating: 100, count: count))
    }

    @MainActor func testACorruptLZWStreamThatCrashedSDLImageDecodes() async throws {
        // dots.gif with one bit changed in its LZW data: SDL_image 2.6.3 writes out of bounds (SEGV
        // under ASan); found by `make fuzz` (fuzz-image). The frame with the bad code ends early.
        let corrupt = try Repository.bytes("Tests/Fuzz/Regressions/image/sdl-image-lzw-overflow.gif")
        let frames = try GIFDecoder.decode(corrupt)
        XCTAssertEqual(frames.count, 6)
        XCTAssertTrue(frames.allSatisfy { $0.bitmap.width == 144 && $0.bitmap.height == 100 })
        let good = try GIFDecoder.decode(try Repository.bytes("Assets/animations/bounce-dots/dots.gif"))
        XCTAssertEqual(
            zip(frames, good).filter { $0.0.bitmap != $0.1.bitmap }.count, 1, "only the damaged frame differs")
    }

    @MainActor func testLimitsAreCheckedWhileDecoding() async throws {
        let gif = try solidGIF(width: 4, height: 4, count: 5)
        XCTAssertEqual(try GIFDecoder.decode(gif, limits: .init(frames: 5, side: 4, decodedBytes: 5 * 64)).count, 5)
        for (limits, words) in [
            (ImageDecodeLimits(frames: 4, side: 4, decodedBytes: 1 << 20), "more than 4 frames"),
            (ImageDecodeLimits(frames: 9, side: 3, decodedBytes: 1 << 20), "a side may be at most 3 px"),
            (ImageDecodeLimits(frames: 9, side: 4, decodedBytes: 4 * 64), "frame 5 would make 320 bytes"),
        ] {
            XCTAssertThrowsError(try GIFDecoder.decode(gif, limits: limits)) { error in
                XCTAssertEqual((error as? ImageDecodeError)?.kind, .tooLarge, "\(error)")
                XCTAssertTrue("\(error)".contains(words), "\(error)")
            }
        }
    }

    @MainActor func testBrokenStreamsKeepWhatDecoded() async throws {
        let gif = try solidGIF(width: 2, height: 2, count: 2)
        for cut in stride(from: 13, to: gif.count, by: 3) {
            XCTAssertLessThanOrEqual((try? GIFDecoder.decode(Array(gif.prefix(cut))))?.count ?? 0, 2, "cut at \(cut)")
        }
        // Stray bytes between blocks are skipped; codes outside the table end that picture.
        var stray = gif
        stray.insert(contentsOf: [0x00, 0x42, 0x99], at: gif.count - 1)
        XCTAssertEqual(try GIFDecoder.decode(stray).count, 2)
        XCTAssertThrowsError(try GIFDecoder.decode(Array("GIF89a".utf8) + [0, 0, 0, 0, 0, 0, 0])) { error in
            XCTAssertEqual("\(error)", "a GIF of 0x0 pixels (no pixels)")
        }
        XCTAssertThrowsError(try GIFDecoder.decode(Array("PNG".utf8))) { error in
            XCTAssertEqual((error as? ImageDecodeError)?.kind, .malformed, "\(error)")
        }
    }
}

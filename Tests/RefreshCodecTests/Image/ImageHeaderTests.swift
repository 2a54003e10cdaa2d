import RefreshCore
import RefreshTestSupport
import XCTest

@testable import RefreshCodec

/// `ImageHeader`: a PNG's or GIF's format, size and frame count read without decoding, and the
/// files a decoder must never see refused with the reason.
nonisolated final class ImageHeaderTests: XCTestCase {
    @MainActor func testImageHeadersAreReadWithoutDecoding() async throws {
        XCTAssertEqual(
            try ImageHeader.read(try Repository.bytes("Tests/Fuzz/Corpus/image/palette-3x2.png")),
            ImageHeader(format: .png, width: 3, height: 2, largestSide: 3, frameCount: 1))
        let gif = try GIFEncoder.encode(
            frames: (0..<3).map { _ in Bitmap(width: 5, height: 3, fill: .white) }, delaysMilliseconds: [100, 100, 100])
        XCTAssertEqual(
            try ImageHeader.read(gif), ImageHeader(format: .gif, width: 5, height: 3, largestSide: 5, frameCount: 3))
        // Cut inside the last frame's data: the frames found before the end are kept (SDL_image decodes those).
        XCTAssertEqual(try ImageHeader.read(Array(gif.dropLast(3))).frameCount, 3)
        for bad in [[UInt8](), Array("JFIF".utf8), Array(ImageHeader.pngSignature), Array("GIF89a".utf8)] {
            XCTAssertThrowsError(try ImageHeader.read(bad), "\(bad)")
        }
    }

    @MainActor func testAPNGWhoseChunksPassItsEndIsRefused() async throws {
        // A 3×2 PNG whose tRNS chunk declares 134 MB: libpng kept reading it for minutes (found by
        // `make fuzz`, fuzz-image; the input is kept in Tests/Fuzz/Regressions/image).
        let bytes = try Repository.bytes("Tests/Fuzz/Regressions/image/libpng-chunk-past-end.png")
        XCTAssertThrowsError(try ImageHeader.read(bytes)) { error in
            XCTAssertEqual(
                "\(error)",
                "is a corrupt PNG: its 'tRNS' chunk at byte 54 declares 134217729 bytes, past the end of the file (107 bytes)"
            )
        }
        // Cut inside the next chunk's header: libpng read on from stale buffers just the same.
        let cut = try Repository.bytes("Tests/Fuzz/Regressions/image/libpng-truncated-after-trns.png")
        XCTAssertThrowsError(try ImageHeader.read(cut)) { error in
            XCTAssertEqual("\(error)", "is a truncated PNG: it ends at byte 71 before its IEND chunk")
        }
        // A whole PNG passes, and the header check needs its IEND.
        let whole = try Repository.bytes("Tests/Fuzz/Corpus/image/palette-3x2.png")
        XCTAssertEqual(try ImageHeader.read(whole).width, 3)
        XCTAssertThrowsError(try ImageHeader.read(Array(whole.dropLast(12)))) { error in
            XCTAssertTrue("\(error)".contains("before its IEND chunk"), "\(error)")
        }
    }
}

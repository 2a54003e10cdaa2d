import Foundation
import RefreshCodec
import RefreshCore
import RefreshSDL
import RefreshTestSupport
import XCTest

nonisolated final class ImageIOTests: XCTestCase {
    @MainActor private func sampleBitmap() -> Bitmap {
        var b = Bitmap(width: 7, height: 5)
        for y in 0..<5 {
            for x in 0..<7 {
                b[x, y] = Color(
                    r: UInt8(x * 36), g: UInt8(y * 60), b: UInt8((x * y * 13) % 256), a: UInt8(50 + x * 20 + y))
            }
        }
        return b
    }

    @MainActor func testPNGEncodeDecodeRoundTripIsExact() async throws {
        let bitmap = sampleBitmap()
        let png = try SDLImage.encodePNG(bitmap)
        XCTAssertEqual(Array(png.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let decoded = try SDLImage.decodePNG(data: png, name: "memory")
        XCTAssertEqual(decoded, bitmap)
    }

    @MainActor func testWritePNGThenLoadBitmap() async throws {
        let dir = temporaryFolder("image-io").path
        let path = dir + "/sample.png"
        let bitmap = sampleBitmap()
        try SDLImage.writePNG(bitmap, to: path)
        XCTAssertEqual(try SDLImage.loadBitmap(path: path), bitmap)
    }

    @MainActor func testEncodingIsDeterministic() async throws {
        XCTAssertEqual(try SDLImage.encodePNG(sampleBitmap()), try SDLImage.encodePNG(sampleBitmap()))
    }

    @MainActor func testDecodingGarbageThrowsErrorNamingTheFile() async {
        let garbage: [UInt8] = Array("this is not a PNG at all, just words".utf8)
        XCTAssertThrowsError(try SDLImage.decodePNG(data: garbage, name: "Assets/x/3.png")) { error in
            XCTAssertTrue("\(error)".hasPrefix("cannot decode PNG 'Assets/x/3.png': "), "\(error)")
        }
    }

    @MainActor func testLoadingCorruptFileNamesIt() async throws {
        let dir = temporaryFolder("image-io").path
        let path = dir + "/broken.png"
        // A PNG signature followed by junk.
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3, 4, 5]).write(to: URL(fileURLWithPath: path))
        XCTAssertThrowsError(try SDLImage.loadBitmap(path: path)) { error in
            XCTAssertTrue("\(error)".contains("'\(path)'"), "\(error)")
            XCTAssertTrue("\(error)".contains("decode"), "\(error)")
        }
    }

    @MainActor func testMissingFileErrorNamesTheFile() async {
        let path = "/nonexistent/Assets/refresh/arrow.png"
        XCTAssertThrowsError(try SDLImage.loadBitmap(path: path)) { error in
            let text = "\(error)"
            XCTAssertTrue(text.contains(path), text)
            XCTAssertTrue(text.contains("does not exist"), text)
        }
        XCTAssertThrowsError(try SDLImage.loadAnimation(path: "/nonexistent/loading.gif")) { error in
            XCTAssertTrue("\(error)".contains("/nonexistent/loading.gif"), "\(error)")
        }
    }

    @MainActor func testFilesAreReadThroughTheSizeCappedReader() async throws {
        let dir = temporaryFolder("image-io").path
        // A folder, a FIFO and a file past the cap are refused unread, naming the file and the rule.
        XCTAssertThrowsError(try SDLImage.loadBitmap(path: dir)) { error in
            XCTAssertEqual("\(error)", "cannot load image '\(dir)': it is a folder, not a regular file")
        }
        XCTAssertEqual(mkfifo(dir + "/pipe.gif", 0o644), 0)
        XCTAssertThrowsError(try SDLImage.loadAnimation(path: dir + "/pipe.gif")) { error in
            XCTAssertEqual(
                "\(error)", "cannot load animation '\(dir)/pipe.gif': it is a FIFO (named pipe), not a regular file")
        }
        let big = dir + "/big.png"
        XCTAssertTrue(FileManager.default.createFile(atPath: big, contents: nil))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: big))
        try handle.truncate(atOffset: UInt64(SDLImage.maximumFileBytes + 1))   // sparse: nothing is written
        try handle.close()
        XCTAssertThrowsError(try SDLImage.loadBitmap(path: big)) { error in
            XCTAssertEqual(
                "\(error)",
                "cannot load image '\(big)': the file is \(SDLImage.maximumFileBytes + 1) bytes, more than the 64 MiB allowed"
            )
        }
    }

    @MainActor func testHeadersAreCheckedBeforeSDLImageDecodes() async throws {
        // A PNG header claiming 20000×20000 pixels (1.6 GB decoded) and no pixels.
        let huge = TestSupport.pngHeader(width: 20000, height: 20000)
        XCTAssertThrowsError(try SDLImage.decodePNG(data: huge, name: "huge.png")) { error in
            XCTAssertEqual(
                "\(error)",
                "cannot decode PNG 'huge.png': it is 20000x20000 px (its largest side 20000 px); a side may be at most "
                    + "\(SDLSurface.maximumSide) px")
        }
        let gif = try GIFEncoder.encode(frames: [Bitmap(width: 2, height: 2, fill: .white)], delaysMilliseconds: [100])
        XCTAssertThrowsError(try SDLImage.decodePNG(data: gif, name: "a.png")) { error in
            XCTAssertEqual("\(error)", "cannot decode PNG 'a.png': it is a GIF, not a PNG")
        }
        XCTAssertThrowsError(try SDLImage.decode(data: Array(gif.prefix(10)), name: "cut.gif")) { error in
            XCTAssertEqual(
                "\(error)",
                "cannot decode image 'cut.gif': the file is a truncated GIF: it has no logical screen descriptor")
        }
    }

    @MainActor func testAGIFsFirstFrameIsDecodedByTheSwiftDecoder() async throws {
        // dots.gif with one bit changed in its LZW data: SDL_image 2.6.3's decoder writes out of bounds on it.
        let corrupt = try Repository.bytes("Tests/Fuzz/Regressions/image/sdl-image-lzw-overflow.gif")
        XCTAssertEqual(
            try SDLImage.decode(data: corrupt, name: "corrupt.gif"), try GIFDecoder.decode(corrupt).first?.bitmap)
    }

    @MainActor func testAnimatedGIFFramesAndDelays() async throws {
        let dir = temporaryFolder("image-io").path
        let path = dir + "/two.gif"
        // Frame 1 all red (100 ms), frame 2 blue with a green pixel (200 ms).
        var second = Bitmap(width: 4, height: 4, fill: Color(r: 0, g: 0, b: 255))
        second[1, 1] = Color(r: 0, g: 255, b: 0)
        let gif = try GIFEncoder.encode(
            frames: [Bitmap(width: 4, height: 4, fill: Color(r: 255, g: 0, b: 0)), second],
            delaysMilliseconds: [100, 200])
        try Data(gif).write(to: URL(fileURLWithPath: path))

        let frames = try SDLImage.loadAnimation(path: path)
        XCTAssertEqual(frames.count, 2)
        guard frames.count == 2 else { return }
        XCTAssertEqual(frames.map(\.delayMilliseconds), [100, 200])
        XCTAssertEqual(frames[0].bitmap.width, 4)
        XCTAssertEqual(frames[0].bitmap.height, 4)
        XCTAssertEqual(frames[0].bitmap[2, 2], Color(r: 255, g: 0, b: 0))
        XCTAssertEqual(frames[1].bitmap[0, 0], Color(r: 0, g: 0, b: 255))
        XCTAssertEqual(frames[1].bitmap[1, 1], Color(r: 0, g: 255, b: 0))
    }
}

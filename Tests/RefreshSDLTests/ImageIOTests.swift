import Foundation
import RefreshCore
import RefreshSDL
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
        let dir = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
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
        let dir = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
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

    @MainActor func testAnimatedGIFFramesAndDelays() async throws {
        let dir = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/two.gif"
        // Palette: 0 red, 1 blue, 2 green, 3 white. Frame 1 all red (100 ms), frame 2 blue with a green pixel (200 ms).
        var second = [UInt8](repeating: 1, count: 16)
        second[5] = 2
        let gif = GIFBuilder.build(
            width: 4, height: 4,
            palette: [(255, 0, 0), (0, 0, 255), (0, 255, 0), (255, 255, 255)],
            frames: [([UInt8](repeating: 0, count: 16), 10), (second, 20)])
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

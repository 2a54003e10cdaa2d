import Foundation
import RefreshCore
import RefreshSDL
import RefreshTestSupport
import XCTest

/// A `Bitmap` writes itself as PNG.
nonisolated final class BitmapPNGTests: XCTestCase {
    func picture() -> Bitmap {
        var b = Bitmap(width: 3, height: 2, fill: Color(r: 10, g: 20, b: 30))
        b.pixels.replaceSubrange(0..<4, with: [250, 128, 0, 255])
        return b
    }

    @MainActor func testPNGDataDecodesToTheSamePixels() async throws {
        let bytes = try picture().pngData()
        XCTAssertEqual(Array(bytes.prefix(4)), [0x89, 0x50, 0x4E, 0x47], "a PNG signature")
        XCTAssertEqual(try SDLImage.decodePNG(data: bytes, name: "memory"), picture())
    }

    @MainActor func testWritePNGWritesAFileThatLoadsBack() async throws {
        enterTemporaryFolder("bitmap-png")
        let path = FileManager.default.currentDirectoryPath + "/picture.png"
        try picture().writePNG(to: path)
        XCTAssertEqual(try SDLImage.loadBitmap(path: path), picture())
        XCTAssertThrowsError(try picture().writePNG(to: "/nonexistent-folder-\(UUID())/x/picture.png")) { error in
            XCTAssertTrue("\(error)".contains("cannot write PNG"), "\(error)")
        }
    }
}

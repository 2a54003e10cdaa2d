import RefreshCore
import RefreshTesting
import XCTest

/// Cropping cells out of a frame and pasting them onto the sheet, pixel for pixel.
nonisolated final class BitmapCellsTests: XCTestCase {
    /// A bitmap whose pixel (x, y) has red x and green y.
    @MainActor func gradient(_ w: Int, _ h: Int) -> Bitmap {
        var b = Bitmap(width: w, height: h)
        for y in 0..<h { for x in 0..<w { b[x, y] = Color(r: UInt8(x), g: UInt8(y), b: 0) } }
        return b
    }

    @MainActor func testCropTakesThePixelsOfTheRectAtTheScale() async {
        let crop = gradient(40, 30).cropped(to: Rect(x: 5, y: 3, width: 10, height: 4), scale: 2)
        XCTAssertEqual(crop.width, 20)
        XCTAssertEqual(crop.height, 8)
        XCTAssertEqual(crop[0, 0], Color(r: 10, g: 6, b: 0))
        XCTAssertEqual(crop[19, 7], Color(r: 29, g: 13, b: 0))
    }

    @MainActor func testCropIsClampedToTheBitmap() async {
        let crop = gradient(10, 10).cropped(to: Rect(x: 6, y: -3, width: 10, height: 5), scale: 1)
        XCTAssertEqual(crop.width, 4)
        XCTAssertEqual(crop.height, 2)
        XCTAssertEqual(crop[0, 0], Color(r: 6, g: 0, b: 0))
    }

    @MainActor func testPasteReplacesPixelsAndLeavesOutWhatFallsOutside() async {
        var sheet = Bitmap(width: 6, height: 6, fill: .white)
        sheet.paste(gradient(4, 4), atX: 4, y: -1)
        XCTAssertEqual(sheet[4, 0], Color(r: 0, g: 1, b: 0))
        XCTAssertEqual(sheet[5, 2], Color(r: 1, g: 3, b: 0))
        XCTAssertEqual(sheet[3, 0], .white)
        XCTAssertEqual(sheet[4, 3], .white)
        var untouched = Bitmap(width: 3, height: 3, fill: .white)
        untouched.paste(gradient(2, 2), atX: 5, y: 5)
        XCTAssertEqual(untouched, Bitmap(width: 3, height: 3, fill: .white))
    }
}

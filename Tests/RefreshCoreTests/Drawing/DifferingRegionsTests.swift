import XCTest

@testable import RefreshCore

/// Where a diff image's marked pixels are: clusters as boxes, largest first, and their frames.
nonisolated final class DifferingRegionsTests: XCTestCase {
    static let red = Color(r: 255, g: 0, b: 0)

    /// A white `width` × `height` picture with the rectangles `marked` painted red.
    func picture(_ width: Int, _ height: Int, marked: [(x: Int, y: Int, w: Int, h: Int)]) -> Bitmap {
        var b = Bitmap(width: width, height: height, fill: .white)
        for r in marked {
            for y in r.y..<(r.y + r.h) {
                for x in r.x..<(r.x + r.w) {
                    let i = (y * width + x) * 4
                    b.pixels.replaceSubrange(i..<(i + 4), with: [255, 0, 0, 255])
                }
            }
        }
        return b
    }

    func testNoMarkedPixelIsNoRegion() {
        XCTAssertEqual(picture(40, 30, marked: []).differingRegions(markedBy: Self.red), [])
        XCTAssertEqual(Bitmap(width: 0, height: 0).differingRegions(markedBy: Self.red), [])
    }

    func testTwoFarApartChangesAreTwoRegionsLargestFirstWithTightBoxes() {
        let b = picture(200, 100, marked: [(150, 10, 3, 2), (20, 40, 30, 20)])
        XCTAssertEqual(
            b.differingRegions(markedBy: Self.red),
            [
                DifferingRegion(x: 20, y: 40, width: 30, height: 20, differingPixels: 600),
                DifferingRegion(x: 150, y: 10, width: 3, height: 2, differingPixels: 6),
            ])
    }

    func testChangesAFewPixelsApartAreOneRegionAsTheGlyphsOfAWordAre() {
        // Three "glyphs" 4 px apart: one region around all three.
        let b = picture(100, 40, marked: [(10, 10, 5, 9), (19, 10, 5, 9), (28, 12, 5, 7)])
        let regions = b.differingRegions(markedBy: Self.red)
        XCTAssertEqual(regions.count, 1)
        XCTAssertEqual(regions.first, DifferingRegion(x: 10, y: 10, width: 23, height: 9, differingPixels: 125))
    }

    func testOtherColoursAreNotMarked() {
        var b = picture(20, 20, marked: [(2, 2, 1, 1)])
        b.pixels.replaceSubrange(0..<4, with: [255, 0, 255, 255])   // a mask's magenta
        XCTAssertEqual(b.differingRegions(markedBy: Self.red).map(\.differingPixels), [1])
    }

    func testTheDescriptionGivesPointsThenPixelsAtAScaleAndGroupsThousands() {
        let r = DifferingRegion(x: 80, y: 240, width: 81, height: 120, differingPixels: 1234)
        XCTAssertEqual(r.description(scale: 2), "x 40–80.5, y 120–180 pt (80–161, 240–360 px), 1,234 px differ")
        XCTAssertEqual(r.description(scale: 1), "x 80–161, y 240–360 pt, 1,234 px differ")
        XCTAssertEqual(r.rect(scale: 2), Rect(x: 40, y: 120, width: 40.5, height: 60))
        XCTAssertEqual(DifferingRegion.grouped(1_234_567), "1,234,567")
    }

    func testTheOutlineFramesTheBoxFromOutsideAndIsCutAtTheEdges() {
        let blue = Color(r: 0, g: 90, b: 255)
        let b = picture(20, 20, marked: [(0, 5, 4, 4)])
        let region = DifferingRegion(x: 0, y: 5, width: 4, height: 4, differingPixels: 16)
        let framed = b.outlining([region], color: blue, thickness: 2)
        func color(_ x: Int, _ y: Int) -> Color {
            let i = (y * 20 + x) * 4
            return Color(r: framed.pixels[i], g: framed.pixels[i + 1], b: framed.pixels[i + 2], a: framed.pixels[i + 3])
        }
        XCTAssertEqual(color(0, 5), Self.red, "inside the box is untouched")
        XCTAssertEqual(color(3, 8), Self.red)
        XCTAssertEqual(color(4, 6), blue, "right of the box")
        XCTAssertEqual(color(5, 6), blue)
        XCTAssertEqual(color(6, 6), .white, "2 px wide")
        XCTAssertEqual(color(2, 3), blue, "above the box")
        XCTAssertEqual(color(2, 10), blue, "below the box")
        XCTAssertEqual(color(2, 12), .white)
        XCTAssertEqual(framed.width, 20, "nothing drawn left of the picture's edge")
    }
}

import RefreshCore
import RefreshSDL
import XCTest

nonisolated final class CanvasImageTests: XCTestCase {
    @MainActor let red = Color(r: 255, g: 0, b: 0)

    /// 10×10 "arrow": `color` in the top 3 rows, transparent elsewhere.
    @MainActor private func arrow(_ color: Color = Color(r: 255, g: 0, b: 0)) -> Image {
        var b = Bitmap(width: 10, height: 10)
        for y in 0..<3 { for x in 0..<10 { b[x, y] = color } }
        return Image(bitmap: b, name: "arrow")
    }

    @MainActor private func render(rotation: Double, tint: Color? = nil, image: Image? = nil) throws -> Bitmap {
        let t = try HeadlessTarget(size: Size(width: 20, height: 20), scale: 1)
        t.beginFrame(clear: .white)
        t.canvas.drawImage(
            image ?? arrow(), in: Rect(x: 5, y: 5, width: 10, height: 10), rotation: rotation, tint: tint)
        return t.snapshot()
    }

    @MainActor func testImageDrawsInItsRect() async throws {
        TestSupport.assertFilled(try render(rotation: 0), (5, 5, 15, 8), color: red, background: .white)
    }

    @MainActor func testHalfTurnPutsPixelsOnTheOtherSide() async throws {
        TestSupport.assertFilled(try render(rotation: .pi), (5, 12, 15, 15), color: red, background: .white)
        // MJRefresh rotates its arrow by (0.000001 - π).
        TestSupport.assertFilled(try render(rotation: 0.000001 - .pi), (5, 12, 15, 15), color: red, background: .white)
        TestSupport.assertFilled(try render(rotation: 2 * .pi), (5, 5, 15, 8), color: red, background: .white)
    }

    @MainActor func testQuarterTurnIsClockwise() async throws {
        let b = try render(rotation: .pi / 2)
        let bounds = try XCTUnwrap(TestSupport.inkBounds(b, background: .white))
        // Top rows rotated clockwise end up as the right-hand columns.
        XCTAssertGreaterThanOrEqual(bounds.x0, 11)
        XCTAssertLessThanOrEqual(bounds.x1, 16)
        XCTAssertGreaterThanOrEqual(bounds.y0, 4)
        XCTAssertLessThanOrEqual(bounds.y1, 16)
    }

    @MainActor func testTintMultipliesAndAppliesAlpha() async throws {
        let blue = Color(r: 0, g: 0, b: 255)
        let template = arrow(.white)
        TestSupport.assertFilled(
            try render(rotation: 0, tint: blue, image: template), (5, 5, 15, 8),
            color: blue, background: .white)
        // Tinting multiplies: red × blue is black.
        XCTAssertEqual(try render(rotation: 0, tint: blue)[7, 6], .black)
        let half = try render(rotation: 0, tint: blue.multipliedAlpha(0.5), image: template)
        XCTAssertEqual(Int(half[7, 6].r), 127, accuracy: 1)
        XCTAssertEqual(half[7, 6].b, 255)
    }

    @MainActor func testImageStretchesAndScales() async throws {
        let t = try HeadlessTarget(size: Size(width: 20, height: 20), scale: 2)
        t.beginFrame(clear: .white)
        let solid = Image(bitmap: Bitmap(width: 3, height: 3, fill: red), scale: 1, name: "solid")
        t.canvas.drawImage(solid, in: Rect(x: 1, y: 2, width: 5, height: 4), rotation: 0, tint: nil)
        TestSupport.assertFilled(t.snapshot(), (2, 4, 12, 12), color: red, background: .white)
    }

    @MainActor func testImageTexturesAreCachedAndDroppedImagesSwept() async throws {
        let t = try HeadlessTarget(size: Size(width: 20, height: 20), scale: 1)
        let kept = arrow()
        t.canvas.drawImage(kept, in: Rect(x: 0, y: 0, width: 10, height: 10), rotation: 0, tint: nil)
        t.canvas.drawImage(kept, in: Rect(x: 0, y: 0, width: 10, height: 10), rotation: 1, tint: nil)
        XCTAssertEqual(t.canvas.imageCache.count, 1)
        do {
            let temporary = arrow()
            t.canvas.drawImage(temporary, in: Rect(x: 0, y: 0, width: 10, height: 10), rotation: 0, tint: nil)
        }
        XCTAssertEqual(t.canvas.imageCache.count, 2)
        t.canvas.imageCache.sweep()
        XCTAssertEqual(t.canvas.imageCache.count, 1)
        withExtendedLifetime(kept) {}
    }

    @MainActor func testImageOutsideClipIsNotUploaded() async throws {
        let t = try HeadlessTarget(size: Size(width: 20, height: 20), scale: 1)
        t.canvas.drawImage(arrow(), in: Rect(x: 40, y: 0, width: 10, height: 10), rotation: 0.3, tint: nil)
        XCTAssertEqual(t.canvas.imageCache.count, 0)
    }
}

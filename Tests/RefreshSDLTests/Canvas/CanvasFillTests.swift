import RefreshCore
import RefreshSDL
import RefreshTestSupport
import XCTest

nonisolated final class CanvasFillTests: XCTestCase {
    @MainActor let red = Color(r: 220, g: 20, b: 60)

    @MainActor func testHeadlessTargetSize() async throws {
        let t = try HeadlessTarget(size: Size(width: 10.2, height: 7), scale: 2)
        XCTAssertEqual(t.pixelWidth, 21)
        XCTAssertEqual(t.pixelHeight, 14)
        XCTAssertEqual(t.snapshot().width, 21)
        XCTAssertEqual(try HeadlessTarget(size: Size(width: 375, height: 200), scale: 3).pixelWidth, 1125)
    }

    @MainActor func testFillAtScale1() async throws {
        let t = try HeadlessTarget(size: Size(width: 20, height: 10), scale: 1)
        t.beginFrame(clear: .white)
        t.canvas.fill(Rect(x: 2, y: 3, width: 4, height: 5), color: red)
        TestSupport.assertFilled(t.snapshot(), (2, 3, 6, 8), color: red, background: .white)
    }

    @MainActor func testFillAtScale2() async throws {
        let t = try HeadlessTarget(size: Size(width: 20, height: 10), scale: 2)
        t.beginFrame(clear: .white)
        t.canvas.fill(Rect(x: 2, y: 3, width: 4, height: 5), color: red)
        TestSupport.assertFilled(t.snapshot(), (4, 6, 12, 16), color: red, background: .white)
    }

    @MainActor func testAdjacentFractionalRectsLeaveNoGaps() async throws {
        let t = try HeadlessTarget(size: Size(width: 20, height: 4), scale: 1.5)
        t.beginFrame(clear: .white)
        var x = 0.7
        for w in [1.3, 0.9, 2.45, 1.05, 3.3] {
            t.canvas.fill(Rect(x: x, y: 0, width: w, height: 4), color: .black)
            x += w
        }
        let x0 = Int((0.7 * 1.5).rounded()), x1 = Int((x * 1.5).rounded())
        TestSupport.assertFilled(t.snapshot(), (x0, 0, x1, 6), color: .black, background: .white)
    }

    @MainActor func testTranslationAndNestedClip() async throws {
        let t = try HeadlessTarget(size: Size(width: 20, height: 20), scale: 2)
        let c = t.canvas
        t.beginFrame(clear: .white)
        c.save()
        c.translate(by: Point(x: 5, y: 5))
        c.clip(to: Rect(x: 0, y: 0, width: 6, height: 6))
        c.clip(to: Rect(x: 2, y: -10, width: 20, height: 13))
        XCTAssertEqual(c.clipBounds, Rect(x: 2, y: 0, width: 4, height: 3))
        c.fill(Rect(x: -100, y: -100, width: 300, height: 300), color: red)
        c.restore()
        XCTAssertEqual(c.clipBounds, Rect(x: 0, y: 0, width: 20, height: 20))
        // Points (7, 5)-(11, 8) are pixels (14, 10)-(22, 16).
        TestSupport.assertFilled(t.snapshot(), (14, 10, 22, 16), color: red, background: .white)
        c.fill(Rect(x: 0, y: 0, width: 1, height: 1), color: red)
        XCTAssertEqual(t.snapshot()[1, 1], red, "restore must lift the clip")
    }

    @MainActor func testDrawingOutsideClipIsCulled() async throws {
        let t = try HeadlessTarget(size: Size(width: 10, height: 10), scale: 1)
        t.beginFrame(clear: .white)
        t.canvas.clip(to: Rect(x: 0, y: 0, width: 5, height: 5))
        t.canvas.fill(Rect(x: 6, y: 6, width: 3, height: 3), color: red)
        t.canvas.drawText(
            "Far away", font: .system(12), color: .black,
            in: Rect(x: 0, y: 300, width: 100, height: 20), alignment: .left)
        XCTAssertEqual(t.canvas.textCache.rasterizations, 0)
        XCTAssertTrue(TestSupport.inkPixels(t.snapshot(), background: .white).isEmpty)
    }

    @MainActor func testAlphaMultiplierAndColorAlphaBlend() async throws {
        let t = try HeadlessTarget(size: Size(width: 4, height: 1), scale: 1)
        let c = t.canvas
        t.beginFrame(clear: .white)
        c.save()
        c.multiplyAlpha(0.5)
        c.fill(Rect(x: 0, y: 0, width: 1, height: 1), color: .black)
        c.multiplyAlpha(0.5)
        c.fill(Rect(x: 1, y: 0, width: 1, height: 1), color: .black)
        c.restore()
        c.fill(Rect(x: 2, y: 0, width: 1, height: 1), color: Color(r: 0, g: 0, b: 0, a: 128))
        c.fill(Rect(x: 3, y: 0, width: 1, height: 1), color: .black)
        let b = t.snapshot()
        XCTAssertEqual(Int(b[0, 0].r), 127, accuracy: 1)
        XCTAssertEqual(Int(b[1, 0].r), 191, accuracy: 1)
        XCTAssertEqual(Int(b[2, 0].r), 127, accuracy: 1)
        XCTAssertEqual(b[3, 0], .black)
        XCTAssertEqual(b[0, 0].a, 255)
    }

    @MainActor func testFramesAreByteIdentical() async throws {
        func render() throws -> Bitmap {
            let t = try HeadlessTarget(size: Size(width: 120, height: 60), scale: 2)
            t.beginFrame(clear: Color(hex: 0xF4F4F4))
            t.canvas.multiplyAlpha(0.8)
            t.canvas.fill(Rect(x: 3.3, y: 4.7, width: 50.2, height: 20.1), color: red.multipliedAlpha(0.7))
            t.canvas.drawText(
                "下拉可以刷新 Hello", font: .system(13), color: .refreshLabel,
                in: Rect(x: 0, y: 30, width: 120, height: 20), alignment: .center)
            return t.snapshot()
        }
        let a = try render(), b = try render()
        XCTAssertEqual(a, b)
        XCTAssertFalse(TestSupport.inkPixels(a, background: Color(hex: 0xF4F4F4)).isEmpty)
    }

    @MainActor func testRendererKeepsItsSurfaceAlive() async throws {
        weak var weakSurface: SDLSurface?
        var renderer: SDLRenderer?
        do {
            let surface = try SDLSurface(width: 8, height: 8)
            weakSurface = surface
            renderer = try SDLRenderer(surface: surface)
        }
        XCTAssertNotNil(weakSurface, "the renderer must hold its surface")
        renderer!.clear(red)
        renderer!.present()
        XCTAssertEqual(try renderer!.readPixels()[7, 7], red)
        XCTAssertEqual(renderer!.outputSize.width, 8)
        renderer = nil
        XCTAssertNil(weakSurface, "the surface must be freed with its renderer")
    }

    @MainActor func testHostileGeometryDrawsNothingAndDoesNotTrap() async throws {
        let t = try HeadlessTarget(size: Size(width: 10, height: 10), scale: 3)
        let c = t.canvas
        let log = LogCapture()
        c.logger = log.logger
        var warnings: [String] { log.messages }
        t.beginFrame(clear: .white)
        c.fill(Rect(x: .nan, y: 0, width: 5, height: 5), color: red)
        c.fill(Rect(x: 0, y: 0, width: .infinity, height: 5), color: red)
        c.drawText(
            "Hello", font: .system(12), color: .black, in: Rect(x: 0, y: .nan, width: 5, height: 5), alignment: .left)
        c.drawImage(
            Image(bitmap: Bitmap(width: 2, height: 2, fill: red)),
            in: Rect(x: 1e15, y: -1e15, width: 1e16, height: 1e16),
            rotation: 0.5, tint: nil)
        c.translate(by: Point(x: .nan, y: 0))
        c.multiplyAlpha(.nan)
        c.clip(to: Rect(x: 0, y: 0, width: .nan, height: 1))
        c.fill(Rect(x: 0, y: 0, width: 10, height: 10), color: red)
        XCTAssertTrue(TestSupport.inkPixels(t.snapshot(), background: .white).isEmpty)
        c.restore()   // unmatched: warns, does not trap
        XCTAssertTrue(warnings.contains { $0.contains("restore without a matching save") }, "\(warnings)")
        XCTAssertTrue(
            log.entries.contains { $0.message.contains("translation") && $0.says(["value": "(nan, 0.0)"]) },
            "\(log.entries)")
    }
}

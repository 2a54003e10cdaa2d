import RefreshCore
import RefreshSDL
import XCTest

nonisolated final class CanvasTextTests: XCTestCase {
    @MainActor let background = Color.white
    @MainActor let ink = Color(r: 200, g: 30, b: 60)

    @MainActor private func draw(
        _ text: String, scale: Double = 1, alignment: TextAlignment = .left,
        color: Color? = nil
    ) throws -> (HeadlessTarget, Bitmap) {
        let t = try HeadlessTarget(size: Size(width: 240, height: 40), scale: scale)
        t.beginFrame(clear: background)
        t.canvas.drawText(
            text, font: .system(20), color: color ?? ink,
            in: Rect(x: 10, y: 5, width: 220, height: 30), alignment: alignment)
        return (t, t.snapshot())
    }

    @MainActor func testTextDrawsInkForLatinAndCJK() async throws {
        for s in ["Hello", "下拉可以刷新", "당겨서 새로 고침", "引っ張って更新"] {
            let (t, bitmap) = try draw(s)
            let pixels = TestSupport.inkPixels(bitmap, background: background)
            XCTAssertGreaterThan(pixels.count, 60, s)
            // Opaque text keeps its exact colour where glyphs cover whole pixels.
            XCTAssertTrue(pixels.contains { $0.color == ink }, s)
            // Every inked pixel is a blend of the ink and the background.
            XCTAssertTrue(pixels.allSatisfy { $0.color.r >= ink.r && $0.color.g >= ink.g && $0.color.b >= ink.b }, s)
            XCTAssertEqual(t.canvas.textCache.rasterizations, 1)
        }
    }

    @MainActor func testCJKTextUsesTheCJKFace() async throws {
        let text = try TextRenderer.shared()
        for s in ["下拉可以刷新", "당겨서 새로 고침", "引っ張って更新"] {
            let font = try XCTUnwrap(text.sdlFont(for: s, font: .system(20), scale: 1))
            XCTAssertTrue(font.path.hasSuffix("wqy-microhei.ttc"), s)
            // The CJK face has every glyph, so nothing renders as a box.
            XCTAssertTrue(s.unicodeScalars.allSatisfy { $0 == " " || font.providesGlyph($0) }, s)
        }
        XCTAssertTrue(
            try XCTUnwrap(text.sdlFont(for: "Hello", font: .system(20), scale: 1)).path.hasSuffix("DejaVuSans.ttf"))
    }

    @MainActor func testTextIsVerticallyCentredAndAligned() async throws {
        let (_, left) = try draw("Hello", alignment: .left)
        let (_, center) = try draw("Hello", alignment: .center)
        let (_, right) = try draw("Hello", alignment: .right)
        let l = try XCTUnwrap(TestSupport.inkBounds(left, background: background))
        let c = try XCTUnwrap(TestSupport.inkBounds(center, background: background))
        let r = try XCTUnwrap(TestSupport.inkBounds(right, background: background))
        XCTAssertEqual(l.x0, 10, accuracy: 3)
        XCTAssertEqual(r.x1, 230, accuracy: 3)
        XCTAssertEqual(Double(c.x0 + c.x1) / 2, 120, accuracy: 3)
        XCTAssertEqual(l.x1 - l.x0, r.x1 - r.x0)
        // Glyph ink (cap height over the baseline) sits near the middle of the 5...35 rect.
        XCTAssertEqual(Double(l.y0 + l.y1) / 2, 20, accuracy: 4)
    }

    @MainActor func testTextAtScale2IsTwiceAsLarge() async throws {
        let (_, one) = try draw("Hello", scale: 1)
        let (_, two) = try draw("Hello", scale: 2)
        let a = try XCTUnwrap(TestSupport.inkBounds(one, background: background))
        let b = try XCTUnwrap(TestSupport.inkBounds(two, background: background))
        XCTAssertEqual(Double(b.x1 - b.x0) / 2, Double(a.x1 - a.x0), accuracy: 2)
        XCTAssertEqual(Double(b.y1 - b.y0) / 2, Double(a.y1 - a.y0), accuracy: 2)
    }

    @MainActor func testTextCacheRasterizesOncePerTextAndColour() async throws {
        let t = try HeadlessTarget(size: Size(width: 200, height: 40), scale: 2)
        let rect = Rect(x: 0, y: 0, width: 200, height: 40)
        let shared = t.textRenderer.rasterizations
        for _ in 0..<2 {
            t.beginFrame(clear: background)
            t.canvas.drawText("下拉可以刷新", font: .system(13), color: .refreshLabel, in: rect, alignment: .center)
        }
        XCTAssertEqual(t.canvas.textCache.rasterizations, 1)
        t.canvas.multiplyAlpha(0.5)   // alpha is modulation, not new pixels
        t.canvas.drawText("下拉可以刷新", font: .system(13), color: .refreshLabel, in: rect, alignment: .center)
        XCTAssertEqual(t.canvas.textCache.rasterizations, 1)
        t.canvas.drawText("下拉可以刷新", font: .system(13), color: .black, in: rect, alignment: .center)
        XCTAssertEqual(t.canvas.textCache.rasterizations, 2)
        t.canvas.drawText("下拉可以刷新", font: .bold(13), color: .black, in: rect, alignment: .center)
        t.canvas.drawText("下拉可以刷新", font: .bold(14), color: .black, in: rect, alignment: .center)
        XCTAssertEqual(t.canvas.textCache.rasterizations, 4)
        XCTAssertEqual(t.textRenderer.rasterizations - shared, 4)
    }

    @MainActor func testTextAlphaIsApplied() async throws {
        let t = try HeadlessTarget(size: Size(width: 100, height: 30), scale: 1)
        t.beginFrame(clear: .white)
        let rect = Rect(x: 0, y: 0, width: 100, height: 30)
        t.canvas.drawText("HHHH", font: .bold(24), color: .black, in: rect, alignment: .left)
        let opaqueDarkest = TestSupport.inkPixels(t.snapshot(), background: .white).map { Int($0.color.r) }.min()
        t.beginFrame(clear: .white)
        t.canvas.multiplyAlpha(0.5)
        t.canvas.drawText("HHHH", font: .bold(24), color: .black, in: rect, alignment: .left)
        let halfDarkest = TestSupport.inkPixels(t.snapshot(), background: .white).map { Int($0.color.r) }.min()
        XCTAssertEqual(opaqueDarkest, 0)
        XCTAssertEqual(halfDarkest ?? 0, 127, accuracy: 1)
    }

    @MainActor func testTextCacheIsBounded() async throws {
        let surface = try SDLSurface(width: 50, height: 20)
        let renderer = try SDLRenderer(surface: surface)
        let canvas = SDLCanvas(
            renderer: renderer, scale: 1, textRenderer: try TextRenderer.shared(), textCacheCapacity: 3)
        for i in 0..<5 {
            canvas.drawText(
                "\(i)", font: .system(10), color: .black, in: Rect(x: 0, y: 0, width: 50, height: 20), alignment: .left)
        }
        XCTAssertEqual(canvas.textCache.count, 3)
        canvas.drawText(
            "0", font: .system(10), color: .black, in: Rect(x: 0, y: 0, width: 50, height: 20), alignment: .left)
        XCTAssertEqual(canvas.textCache.rasterizations, 6, "evicted text is rasterized again")
    }
}

nonisolated final class SteadyFrameTests: XCTestCase {
    @MainActor private func frame(_ t: HeadlessTarget, labels: [String], offset: Double) {
        t.beginFrame(clear: .white)
        let c = t.canvas
        for (i, label) in labels.enumerated() {
            c.save()
            c.translate(by: Point(x: 0, y: Double(i) * 44 - offset))
            c.clip(to: Rect(x: 0, y: 0, width: 375, height: 44))
            c.fill(Rect(x: 0, y: 0, width: 375, height: 43.5), color: Color(hex: 0xFAFAFA))
            c.drawText(
                label, font: .system(15), color: .black, in: Rect(x: 15, y: 0, width: 300, height: 44), alignment: .left
            )
            c.restore()
        }
        c.drawText(
            "下拉可以刷新", font: .system(13), color: .refreshLabel,
            in: Rect(x: 0, y: 10, width: 375, height: 20), alignment: .center)
    }

    @MainActor func testSteadyFramesRasterizeNoText() async throws {
        let t = try HeadlessTarget(size: Size(width: 375, height: 300), scale: 2)
        let labels = (0..<8).map { "Row \($0)" }
        frame(t, labels: labels, offset: 0)
        let first = t.snapshot()
        let afterFirst = t.canvas.textCache.rasterizations
        XCTAssertEqual(afterFirst, 8, "7 visible rows + header; row 7 starts below the 300 pt target and is culled")
        for k in 1...30 { frame(t, labels: labels, offset: Double(k % 7)) }
        frame(t, labels: labels, offset: 0)
        XCTAssertEqual(t.canvas.textCache.rasterizations, afterFirst, "scrolling must reuse text textures")
        XCTAssertEqual(t.snapshot(), first, "the same frame must give the same bytes")
    }
}

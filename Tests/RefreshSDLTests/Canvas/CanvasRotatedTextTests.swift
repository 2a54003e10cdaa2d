import RefreshCore
import RefreshSDL
import XCTest

/// Text turned about its rect's centre: quarter and half turns move the upright pixels exactly,
/// culling uses the turned box, and a rotation of 0 changes nothing.
nonisolated final class CanvasRotatedTextTests: XCTestCase {
    @MainActor let background = Color.white
    @MainActor let ink = Color(r: 200, g: 30, b: 60)

    /// "Hello" left-aligned in a 100 × 30 rect centred on a `size` target, turned by `rotation`.
    @MainActor private func hello(size: Size, rotation: Double?, alpha: Double = 1) throws -> Bitmap {
        let t = try HeadlessTarget(size: size)
        t.beginFrame(clear: background)
        if alpha < 1 { t.canvas.multiplyAlpha(alpha) }
        let rect = Rect(x: size.width / 2 - 50, y: size.height / 2 - 15, width: 100, height: 30)
        if let rotation {
            t.canvas.drawText("Hello", font: .system(20), color: ink, in: rect, alignment: .left, rotation: rotation)
        } else {
            t.canvas.drawText("Hello", font: .system(20), color: ink, in: rect, alignment: .left)
        }
        return t.snapshot()
    }

    @MainActor func testQuarterAndHalfTurnsMoveEveryUprightPixelExactly() async throws {
        let upright = try hello(size: Size(width: 120, height: 40), rotation: nil)
        let w = upright.width, h = upright.height
        XCTAssertGreaterThan(TestSupport.inkPixels(upright, background: background).count, 60)

        let clockwise = try hello(size: Size(width: 40, height: 120), rotation: .pi / 2)
        let counter = try hello(size: Size(width: 40, height: 120), rotation: -.pi / 2)
        let half = try hello(size: Size(width: 120, height: 40), rotation: .pi)
        var wrong = (clockwise: 0, counter: 0, half: 0)
        for y in 0..<h {
            for x in 0..<w {
                // Clockwise, (x, y) goes to (h − 1 − y, x); counter-clockwise to (y, w − 1 − x).
                if clockwise[h - 1 - y, x] != upright[x, y] { wrong.clockwise += 1 }
                if counter[y, w - 1 - x] != upright[x, y] { wrong.counter += 1 }
                if half[w - 1 - x, h - 1 - y] != upright[x, y] { wrong.half += 1 }
            }
        }
        XCTAssertEqual(wrong.clockwise, 0)
        XCTAssertEqual(wrong.counter, 0)
        XCTAssertEqual(wrong.half, 0)
    }

    @MainActor func testRotatedTextKeepsItsAlpha() async throws {
        let half = try hello(size: Size(width: 40, height: 120), rotation: .pi / 2, alpha: 0.5)
        let darkestGreen = TestSupport.inkPixels(half, background: background).map { Int($0.color.g) }.min()
        // Green goes from 255 (white) toward the ink's 30: half way is about 142.
        XCTAssertEqual(darkestGreen ?? 0, (255 + 30) / 2, accuracy: 2)
    }

    @MainActor func testRotationZeroOrAWholeTurnIsUprightByteForByte() async throws {
        let upright = try hello(size: Size(width: 120, height: 40), rotation: nil)
        XCTAssertEqual(try hello(size: Size(width: 120, height: 40), rotation: 0), upright)
        XCTAssertEqual(try hello(size: Size(width: 120, height: 40), rotation: 2 * .pi), upright)
        XCTAssertEqual(try hello(size: Size(width: 120, height: 40), rotation: -2 * .pi), upright)
    }

    @MainActor func testTurnedLineLandsInATallNarrowColumn() async throws {
        // A 60 × 300 column: the line is laid out in the 300 × 60 rect with the column's centre.
        let t = try HeadlessTarget(size: Size(width: 60, height: 300), scale: 2)
        t.beginFrame(clear: background)
        t.canvas.drawText(
            "Release to see details", font: .system(17), color: ink,
            in: Rect(x: -120, y: 120, width: 300, height: 60), alignment: .center, rotation: .pi / 2)
        let b = try XCTUnwrap(TestSupport.inkBounds(t.snapshot(), background: background))
        XCTAssertGreaterThan(b.y1 - b.y0, 4 * (b.x1 - b.x0), "ink taller than wide: \(b)")
        XCTAssertEqual(Double(b.x0 + b.x1) / 2, 60, accuracy: 6, "centred across the column (120 px wide)")
        XCTAssertEqual(Double(b.y0 + b.y1) / 2, 300, accuracy: 6, "centred down the column (600 px tall)")
    }

    @MainActor func testTurnedTextIsCulledByItsTurnedBox() async throws {
        let t = try HeadlessTarget(size: Size(width: 200, height: 200))
        // Upright the rect spans x 0...200 at y 90...110; turned it is a column at x 90...110.
        let rect = Rect(x: 0, y: 90, width: 200, height: 20)
        t.beginFrame(clear: background)
        t.canvas.save()
        t.canvas.clip(to: Rect(x: 0, y: 0, width: 80, height: 200))
        t.canvas.drawText("Far away", font: .system(12), color: ink, in: rect, alignment: .center, rotation: .pi / 2)
        t.canvas.restore()
        XCTAssertNil(TestSupport.inkBounds(t.snapshot(), background: background))
        XCTAssertEqual(t.canvas.textCache.rasterizations, 0, "culled before rasterizing")

        t.canvas.save()
        t.canvas.clip(to: Rect(x: 90, y: 0, width: 20, height: 200))
        t.canvas.drawText("Far away", font: .system(12), color: ink, in: rect, alignment: .center, rotation: .pi / 2)
        t.canvas.restore()
        let b = try XCTUnwrap(TestSupport.inkBounds(t.snapshot(), background: background))
        XCTAssertTrue(b.x0 >= 90 && b.x1 <= 110, "\(b)")
    }

    @MainActor func testOtherAnglesDrawInsideTheTurnedBox() async throws {
        let t = try HeadlessTarget(size: Size(width: 200, height: 200))
        t.beginFrame(clear: background)
        t.canvas.drawText(
            "Hello", font: .system(20), color: ink, in: Rect(x: 50, y: 85, width: 100, height: 30),
            alignment: .center, rotation: .pi / 4)
        let b = try XCTUnwrap(TestSupport.inkBounds(t.snapshot(), background: background))
        // About 50 × 15 px of ink turned 45°: a box of about 46 × 46 around the centre.
        XCTAssertEqual(Double(b.x0 + b.x1) / 2, 100, accuracy: 4)
        XCTAssertEqual(Double(b.y0 + b.y1) / 2, 100, accuracy: 4)
        XCTAssertEqual(Double(b.x1 - b.x0), Double(b.y1 - b.y0), accuracy: 6, "\(b)")
    }
}

/// `VerticalLabel` drawn by the SDL canvas: both kinds of text end up as a tall, narrow column.
nonisolated final class VerticalLabelDrawingTests: XCTestCase {
    @MainActor func testTrailerTextsDrawAsTallNarrowColumns() async throws {
        for text in ["Release to see details", "释放查看图文详情", "놓으면 자세히 보기", "أفلِت لعرض التفاصيل"] {
            let t = try HeadlessTarget(size: Size(width: 60, height: 300), scale: 2)
            t.beginFrame(clear: .white)
            let label = VerticalLabel(text: text, font: .bold(14), color: .black)
            label.frame = Rect(x: 0, y: 0, width: 60, height: 300)
            label.render(in: t.canvas)
            let b = try XCTUnwrap(TestSupport.inkBounds(t.snapshot(), background: .white), text)
            XCTAssertGreaterThan(b.y1 - b.y0, 3 * (b.x1 - b.x0), "\(text): \(b)")
            XCTAssertEqual(Double(b.x0 + b.x1) / 2, 60, accuracy: 6, text)
            XCTAssertEqual(Double(b.y0 + b.y1) / 2, 300, accuracy: 12, text)
        }
    }
}

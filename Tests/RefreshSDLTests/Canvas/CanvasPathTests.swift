import RefreshCore
import RefreshTestSupport
import XCTest

@testable import RefreshSDL

/// `SDLCanvas.fill(_:color:rule:)` and `stroke(_:color:style:)`: fill rules, caps, joins, dashes,
/// alpha, clip and translation, antialiasing, scale, the texture cache and bad input.
nonisolated final class CanvasPathTests: XCTestCase {
    @MainActor let red = Color(r: 220, g: 20, b: 60)

    @MainActor func target(_ w: Double, _ h: Double, scale: Double = 1) throws -> HeadlessTarget {
        let t = try HeadlessTarget(size: Size(width: w, height: h), scale: scale)
        t.beginFrame(clear: .white)
        return t
    }

    /// Two concentric circles, both drawn clockwise: one disc by the non-zero rule, a ring by even-odd.
    @MainActor func ring() -> Path {
        var p = Path()
        p.addEllipse(in: Rect(x: 10, y: 10, width: 40, height: 40))
        p.addEllipse(in: Rect(x: 20, y: 20, width: 20, height: 20))
        return p
    }

    @MainActor func testNonZeroFillsTwoCirclesDrawnAlikeAsADiscEvenOddAsARing() async throws {
        let nonZero = try target(60, 60), evenOdd = try target(60, 60)
        nonZero.canvas.fill(ring(), color: red, rule: .nonZero)
        evenOdd.canvas.fill(ring(), color: red, rule: .evenOdd)
        let a = nonZero.snapshot(), b = evenOdd.snapshot()
        XCTAssertEqual(a[30, 30], red, "non-zero: the centre is inside")
        XCTAssertEqual(b[30, 30], .white, "even-odd: the inner circle is a hole")
        XCTAssertEqual(a[15, 30], red)
        XCTAssertEqual(b[15, 30], red, "even-odd: the ring itself is filled")
        XCTAssertEqual(a[5, 5], .white)
        XCTAssertEqual(b[5, 5], .white)
        // The default `fill(_:color:)` is the non-zero rule.
        let plain = try target(60, 60)
        plain.canvas.fill(ring(), color: red)
        XCTAssertNil(plain.snapshot().difference(from: a, tolerance: 0))
    }

    @MainActor func testNonZeroFillsCirclesDrawnOppositeWaysAsARing() async throws {
        var p = Path()
        p.addArc(center: Point(x: 30, y: 30), radius: 20, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        p.closeSubpath()
        p.move(to: Point(x: 40, y: 30))
        p.addArc(center: Point(x: 30, y: 30), radius: 10, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        p.closeSubpath()
        let t = try target(60, 60)
        t.canvas.fill(p, color: red, rule: .nonZero)
        XCTAssertEqual(t.snapshot()[30, 30], .white)
        XCTAssertEqual(t.snapshot()[15, 30], red)
    }

    /// A horizontal line from x 10 to 30, 6 pt wide, with each cap.
    @MainActor func capInk(_ cap: StrokeStyle.LineCap) throws -> (x0: Int, y0: Int, x1: Int, y1: Int)? {
        let t = try target(40, 20)
        var p = Path()
        p.move(to: Point(x: 10, y: 10))
        p.addLine(to: Point(x: 30, y: 10))
        t.canvas.stroke(p, color: .black, style: StrokeStyle(width: 6, cap: cap))
        return TestSupport.inkBounds(t.snapshot(), background: .white)
    }

    @MainActor func testCaps() async throws {
        let butt = try XCTUnwrap(capInk(.butt)), square = try XCTUnwrap(capInk(.square))
        let round = try XCTUnwrap(capInk(.round))
        XCTAssertTrue(butt == (10, 7, 30, 13), "butt stops at the ends: \(butt)")
        XCTAssertTrue(square == (7, 7, 33, 13), "square goes half the width past them: \(square)")
        XCTAssertTrue(round == (7, 7, 33, 13), "round too: \(round)")
        // 10 pt wide, the round cap leaves the corner of the square cap's box empty.
        let t = try target(40, 20)
        t.canvas.stroke(
            Path {
                $0.move(to: Point(x: 10, y: 10))
                $0.addLine(to: Point(x: 30, y: 10))
            }, color: .black, style: StrokeStyle(width: 10, cap: .round))
        XCTAssertEqual(t.snapshot()[5, 5], .white, "round: the corner is outside the half disc")
        XCTAssertEqual(t.snapshot()[6, 10], .black)
        XCTAssertEqual(t.snapshot()[10, 5], .black)
    }

    /// A sharp V (its tip at (30, 10), pointing up) stroked 4 pt wide with `join`: the topmost ink row.
    @MainActor func tipTop(_ join: StrokeStyle.LineJoin) throws -> Int {
        let t = try target(60, 60)
        let v = Path {
            $0.move(to: Point(x: 20, y: 50))
            $0.addLine(to: Point(x: 30, y: 10))
            $0.addLine(to: Point(x: 40, y: 50))
        }
        t.canvas.stroke(v, color: .black, style: StrokeStyle(width: 4, join: join))
        return try XCTUnwrap(TestSupport.inkBounds(t.snapshot(), background: .white)).y0
    }

    @MainActor func testJoins() async throws {
        let miter = try tipTop(.miter), round = try tipTop(.round), bevel = try tipTop(.bevel)
        // The V's half angle is atan(10/40): the miter reaches 2 / sin(14°) ≈ 8.2 pt above the tip.
        XCTAssertEqual(miter, 1, "the miter reaches about 8 pt above the tip")
        XCTAssertEqual(round, 8, "the round join reaches half the width above it")
        XCTAssertEqual(bevel, 9, "the bevel cuts just under it")
        // Past the miter limit the corner is bevelled.
        let t = try target(60, 60)
        t.canvas.stroke(
            Path {
                $0.move(to: Point(x: 20, y: 50))
                $0.addLine(to: Point(x: 30, y: 10))
                $0.addLine(to: Point(x: 40, y: 50))
            }, color: .black, style: StrokeStyle(width: 4, join: .miter, miterLimit: 2))
        XCTAssertEqual(TestSupport.inkBounds(t.snapshot(), background: .white)?.y0, bevel)
    }

    /// Which columns of row 10 are inked, for a line from x 0 to 40 at y 10.5 stroked 1 pt wide.
    @MainActor func dashedColumns(_ dash: [Double], phase: Double = 0) throws -> [Int] {
        let t = try target(40, 20)
        t.canvas.stroke(
            Path {
                $0.move(to: Point(x: 0, y: 10.5))
                $0.addLine(to: Point(x: 40, y: 10.5))
            }, color: .black, style: StrokeStyle(width: 1, dash: dash, dashPhase: phase))
        let b = t.snapshot()
        return (0..<40).filter { b[$0, 10] == .black }
    }

    @MainActor func testDashes() async throws {
        XCTAssertEqual(try dashedColumns([]), Array(0..<40), "no pattern: solid")
        XCTAssertEqual(
            try dashedColumns([4, 4]), [0, 1, 2, 3, 8, 9, 10, 11, 16, 17, 18, 19, 24, 25, 26, 27, 32, 33, 34, 35])
        XCTAssertEqual(
            try dashedColumns([4, 4], phase: 2).prefix(4), [0, 1, 6, 7], "the phase starts into the pattern")
        XCTAssertEqual(try dashedColumns([2, 6]).prefix(4), [0, 1, 8, 9])
    }

    @MainActor func testAlphaIsColourAlphaTimesCurrentAlphaAsRectFillsAre() async throws {
        let path = try target(20, 20), rect = try target(20, 20)
        for c in [path.canvas, rect.canvas] { c.multiplyAlpha(0.5) }
        let translucent = Color(r: 0, g: 0, b: 200, a: 128)
        path.canvas.fill(Path { $0.addRect(Rect(x: 2, y: 2, width: 10, height: 10)) }, color: translucent)
        rect.canvas.fill(Rect(x: 2, y: 2, width: 10, height: 10), color: translucent)
        let a = path.snapshot(), b = rect.snapshot()
        XCTAssertNotEqual(a[5, 5], .white)
        XCTAssertNotEqual(a[5, 5], Color(r: 0, g: 0, b: 200))
        XCTAssertNil(a.difference(from: b, tolerance: 1), "a path on whole pixels blends as a rect fill does")
        // Fully faded: nothing.
        let faded = try target(20, 20)
        faded.canvas.multiplyAlpha(0)
        faded.canvas.fill(Path.circle(center: Point(x: 10, y: 10), radius: 5), color: red)
        XCTAssertTrue(TestSupport.inkPixels(faded.snapshot(), background: .white).isEmpty)
        XCTAssertEqual(faded.canvas.pathCache.rasterizations, 0, "nothing rasterized for an invisible fill")
    }

    @MainActor func testAPathOnWholePixelsIsCrispAndMatchesARectFill() async throws {
        let path = try target(20, 20, scale: 2), rect = try target(20, 20, scale: 2)
        path.canvas.fill(Path.roundedRect(Rect(x: 3, y: 4, width: 9, height: 7), cornerRadius: 0), color: red)
        rect.canvas.fill(Rect(x: 3, y: 4, width: 9, height: 7), color: red)
        XCTAssertNil(path.snapshot().difference(from: rect.snapshot(), tolerance: 0))
    }

    @MainActor func testTranslationAndClip() async throws {
        let t = try target(40, 40)
        let c = t.canvas
        c.translate(by: Point(x: 10, y: 5))
        c.clip(to: Rect(x: 0, y: 0, width: 10, height: 10))
        c.fill(Path.circle(center: Point(x: 5, y: 5), radius: 30), color: red)
        TestSupport.assertFilled(t.snapshot(), (10, 5, 20, 15), color: red, background: .white)
        // Translated by whole points, the same path draws the same pixels moved.
        let a = try target(40, 40), b = try target(40, 40)
        let disc = Path.circle(center: Point(x: 8.3, y: 9.1), radius: 5.2)
        a.canvas.fill(disc, color: red)
        b.canvas.translate(by: Point(x: 12, y: 7))
        b.canvas.fill(disc, color: red)
        let inkA = TestSupport.inkPixels(a.snapshot(), background: .white)
        let inkB = TestSupport.inkPixels(b.snapshot(), background: .white)
        XCTAssertEqual(inkA.count, inkB.count)
        XCTAssertTrue(zip(inkA, inkB).allSatisfy { $0.x + 12 == $1.x && $0.y + 7 == $1.y && $0.color == $1.color })
        XCTAssertEqual(b.canvas.pathCache.rasterizations, 1)
    }

    @MainActor func testEdgesAreAntialiased() async throws {
        let t = try target(40, 40)
        t.canvas.fill(Path.circle(center: Point(x: 20, y: 20), radius: 12.3), color: .black)
        let b = t.snapshot()
        let partial = TestSupport.inkPixels(b, background: .white).filter { $0.color != .black }
        XCTAssertGreaterThan(partial.count, 40, "the circle's rim is shades of grey")
        XCTAssertTrue(partial.allSatisfy { $0.color.r == $0.color.g && $0.color.g == $0.color.b })
        // Half a pixel covered is about half black.
        let half = try target(4, 1)
        half.canvas.fill(Path { $0.addRect(Rect(x: 1, y: 0, width: 0.5, height: 1)) }, color: .black)
        XCTAssertEqual(Double(half.snapshot()[1, 0].r), 127.5, accuracy: 2)
        XCTAssertEqual(half.snapshot()[2, 0], .white)
    }

    @MainActor func testScaleTwoDrawsTwiceAsManyPixelsAcross() async throws {
        let one = try target(30, 30), two = try target(30, 30, scale: 2)
        for t in [one, two] {
            t.canvas.stroke(
                Path.circle(center: Point(x: 15, y: 15), radius: 10), color: .black, style: StrokeStyle(width: 2))
        }
        let b1 = try XCTUnwrap(TestSupport.inkBounds(one.snapshot(), background: .white))
        let b2 = try XCTUnwrap(TestSupport.inkBounds(two.snapshot(), background: .white))
        XCTAssertTrue(b1 == (4, 4, 26, 26), "\(b1)")
        XCTAssertTrue(b2 == (8, 8, 52, 52), "\(b2)")
        XCTAssertEqual(two.snapshot()[30, 10], .black, "the 4 px wide stroke is solid at scale 2")
    }

    @MainActor func testTheSamePathTwiceRasterizesOnce() async throws {
        let t = try target(40, 40)
        let c = t.canvas
        let arc = Path {
            $0.addArc(center: Point(x: 20, y: 20), radius: 10, startAngle: -.pi / 2, endAngle: .pi, clockwise: true)
        }
        let style = StrokeStyle(width: 3, cap: .round)
        c.stroke(arc, color: red, style: style)
        c.stroke(arc, color: red, style: style)
        t.beginFrame(clear: .white)
        c.stroke(arc, color: red, style: style)
        XCTAssertEqual(c.pathCache.rasterizations, 1, "the same path, style, colour and position: one rasterization")
        c.stroke(arc, color: red.multipliedAlpha(0.5), style: style)
        c.stroke(arc, color: red.multipliedAlpha(0.25), style: style)
        XCTAssertEqual(c.pathCache.rasterizations, 2, "translucent once, whatever the alpha")
        c.stroke(arc, color: .black, style: style)
        c.stroke(arc, color: red, style: StrokeStyle(width: 4, cap: .round))
        c.fill(arc, color: red, rule: .nonZero)
        XCTAssertEqual(c.pathCache.rasterizations, 5, "another colour, style or paint")
        c.translate(by: Point(x: 0.5, y: 0))
        c.stroke(arc, color: red, style: style)
        XCTAssertEqual(c.pathCache.rasterizations, 6, "another subpixel position")
        c.translate(by: Point(x: 1, y: 3))
        c.stroke(arc, color: red, style: style)
        XCTAssertEqual(c.pathCache.rasterizations, 6, "moved by whole pixels: the same texture")
    }

    @MainActor func testEmptyPathAndZeroWidthDrawNothingQuietly() async throws {
        let log = LogCapture()
        let t = try target(20, 20)
        t.canvas.logger = log.logger
        t.canvas.fill(Path(), color: red, rule: .nonZero)
        t.canvas.stroke(Path(), color: red, style: StrokeStyle(width: 2))
        t.canvas.stroke(Path.circle(center: Point(x: 10, y: 10), radius: 5), color: red, style: StrokeStyle(width: 0))
        XCTAssertTrue(TestSupport.inkPixels(t.snapshot(), background: .white).isEmpty)
        XCTAssertEqual(t.canvas.pathCache.rasterizations, 0)
        XCTAssertEqual(log.messages, [])
    }

    /// Draws with `draw`, asserts nothing was drawn and one warning containing every part of `expected`.
    @MainActor func assertRefused(
        _ expected: [String], file: StaticString = #filePath, line: UInt = #line, _ draw: (SDLCanvas) -> Void
    ) throws {
        let log = LogCapture()
        let t = try target(20, 20)
        t.canvas.logger = log.logger
        draw(t.canvas)
        draw(t.canvas)
        XCTAssertTrue(TestSupport.inkPixels(t.snapshot(), background: .white).isEmpty, file: file, line: line)
        XCTAssertEqual(log.messages.count, 1, "warned once: \(log.messages)", file: file, line: line)
        for part in expected {
            XCTAssertTrue(
                log.messages.first?.contains(part) ?? false, "\(log.messages) lacks \(part)", file: file, line: line)
        }
    }

    @MainActor func testBadInputDrawsNothingAndSaysWhy() async throws {
        let nan = Path {
            $0.move(to: Point(x: 1, y: 1))
            $0.addLine(to: Point(x: .nan, y: 3))
        }
        try assertRefused(["fill", "(nan, 3.0)", "coordinates must be finite"]) {
            $0.fill(nan, color: self.red, rule: .nonZero)
        }
        let infinite = Path { $0.addCurve(to: Point(x: 5, y: 5), control1: .zero, control2: Point(x: 1, y: .infinity)) }
        try assertRefused(["stroke", "(1.0, inf)", "coordinates must be finite"]) {
            $0.stroke(infinite, color: self.red, style: StrokeStyle())
        }
        let badRadius = Path {
            $0.addArc(center: Point(x: 5, y: 5), radius: -3, startAngle: 0, endAngle: 1, clockwise: true)
        }
        try assertRefused(["radius of -3.0", "finite and 0 or more"]) {
            $0.fill(badRadius, color: self.red, rule: .evenOdd)
        }
        let disc = Path.circle(center: Point(x: 10, y: 10), radius: 5)
        try assertRefused(["line width -2.0", "finite and 0 or more"]) {
            $0.stroke(disc, color: self.red, style: StrokeStyle(width: -2))
        }
        try assertRefused(["line width nan"]) { $0.stroke(disc, color: self.red, style: StrokeStyle(width: .nan)) }
        try assertRefused(["miter limit inf", "must be finite"]) {
            $0.stroke(disc, color: self.red, style: StrokeStyle(miterLimit: .infinity))
        }
        try assertRefused(["dash pattern [0.0, 0.0]", "at least one length must be more than 0"]) {
            $0.stroke(disc, color: self.red, style: StrokeStyle(dash: [0, 0]))
        }
        try assertRefused(["dash length -1.0", "finite and 0 or more"]) {
            $0.stroke(disc, color: self.red, style: StrokeStyle(dash: [3, -1]))
        }
        let far = Path.circle(center: Point(x: 1e12, y: 0), radius: 5)
        try assertRefused(["within ±1000000 pixels"]) { $0.fill(far, color: self.red, rule: .nonZero) }
    }

    @MainActor func testAHugePathIsRasterizedOnlyWhereItIsVisible() async throws {
        let t = try target(40, 40, scale: 2)
        let c = t.canvas
        c.clip(to: Rect(x: 5, y: 5, width: 10, height: 10))
        c.fill(Path.circle(center: Point(x: 10, y: 10), radius: 50_000), color: red)
        TestSupport.assertFilled(t.snapshot(), (10, 10, 30, 30), color: red, background: .white)
        XCTAssertEqual(c.pathCache.rasterizations, 1)
    }

    /// A smooth path's stroke is bounded by half its width whatever the join: a ring stroked with
    /// the default style (miter joins, limit 10) gets no miter margin; a sharp corner gets its miter.
    @MainActor func testAStrokesBoxIsTight() async throws {
        let circle = Path.circle(center: Point(x: 20, y: 20), radius: 10)
        let box = try XCTUnwrap(
            PathRasterizer.pixelBox(of: circle, paint: .stroke(StrokeStyle(width: 2)), scale: 1, fx: 0, fy: 0))
        XCTAssertTrue(box == (8, 8, 32, 32), "radius 10 + half the width 1 + a pixel: \(box)")
        let arc = Path {
            $0.addArc(center: Point(x: 20, y: 20), radius: 10, startAngle: 0, endAngle: .pi, clockwise: true)
        }
        let arcBox = try XCTUnwrap(
            PathRasterizer.pixelBox(of: arc, paint: .stroke(StrokeStyle(width: 2)), scale: 1, fx: 0, fy: 0))
        XCTAssertTrue(arcBox == (8, 18, 32, 32), "\(arcBox)")
        // A V's miter reaches half the width / sin(φ/2) above its tip: 2 × √5 ≈ 4.47 for this one.
        let v = Path {
            $0.move(to: Point(x: 0, y: 20))
            $0.addLine(to: Point(x: 10, y: 0))
            $0.addLine(to: Point(x: 20, y: 20))
        }
        let vBox = try XCTUnwrap(
            PathRasterizer.pixelBox(of: v, paint: .stroke(StrokeStyle(width: 4)), scale: 1, fx: 0, fy: 0))
        XCTAssertEqual(vBox.y0, -6, "the tip at −4.47, then a pixel")
        XCTAssertEqual(vBox.x0, -3, "no miter at the open ends: half the width and a pixel")
        let bevelled = try XCTUnwrap(
            PathRasterizer.pixelBox(of: v, paint: .stroke(StrokeStyle(width: 4, miterLimit: 2)), scale: 1, fx: 0, fy: 0)
        )
        XCTAssertEqual(bevelled.y0, -3, "past the limit the corner is bevelled")
    }

    // MARK: Rasterizer

    @MainActor func testPremultipliedPixelsBecomeStraightAlpha() async throws {
        XCTAssertTrue(CairoSurface.straight(0) == (0, 0, 0, 0))
        XCTAssertTrue(CairoSurface.straight(0xFF_C8_64_32) == (200, 100, 50, 255))
        // Half covered: cairo holds (200, 100, 50) × 128 / 255 rounded.
        XCTAssertTrue(CairoSurface.straight(0x80_64_32_19) == (199, 100, 50, 128))
        XCTAssertTrue(CairoSurface.straight(0x01_01_01_01) == (255, 255, 255, 1))

        // A rect covering the left half of pixel 0: cairo's premultiplied pixel, then the straight one.
        let color = Color(r: 200, g: 100, b: 50)
        let surface = try PathRasterizer.rasterize(
            Path { $0.addRect(Rect(x: 0, y: 0, width: 0.5, height: 1)) }, paint: .fill(.nonZero), color: color,
            scale: 1, dx: 0, dy: 0, width: 2, height: 1)
        let b = try surface.toBitmap()
        XCTAssertEqual(Int(b[0, 0].a), 128, accuracy: 1)
        XCTAssertEqual(Int(b[0, 0].r), 200, accuracy: 2, "the colour is not darkened by the coverage")
        XCTAssertEqual(Int(b[0, 0].g), 100, accuracy: 2)
        XCTAssertEqual(Int(b[0, 0].b), 50, accuracy: 2)
        XCTAssertEqual(b[1, 0].a, 0)
    }

    /// Every pixel a stroke or fill touches lies inside the box the canvas culls and damages by:
    /// the outermost ring of pixels of that box stays transparent, for sharp miters, square caps,
    /// round joins and curves, at fractional positions and scales.
    @MainActor func testThePixelBoxHoldsEveryPixelDrawn() async throws {
        let zigzag = Path {
            $0.move(to: Point(x: 0, y: 10))
            $0.addLine(to: Point(x: 3, y: 0))
            $0.addLine(to: Point(x: 6, y: 10))
            $0.addQuadCurve(to: Point(x: 12, y: 10), control: Point(x: 9, y: -6))
            $0.addCurve(to: Point(x: 20, y: 4), control1: Point(x: 14, y: 20), control2: Point(x: 25, y: -3))
        }
        let arc = Path {
            $0.addArc(center: Point(x: 5, y: 5), radius: 7, startAngle: 0.3, endAngle: 2.9, clockwise: false)
        }
        let star = Path {
            for k in 0..<10 {
                let a = Double(k) * .pi / 5, r = k % 2 == 0 ? 10.0 : 3.0
                let p = Point(x: 10 + r * sin(a), y: 10 - r * cos(a))
                if k == 0 { $0.move(to: p) } else { $0.addLine(to: p) }
            }
            $0.closeSubpath()
        }
        let cusp = Path {
            $0.move(to: Point(x: 0, y: 8))
            $0.addLine(to: Point(x: 6, y: 0))
            $0.addCurve(to: Point(x: 12, y: 8), control1: Point(x: 14, y: 10), control2: Point(x: -2, y: 10))
            $0.addQuadCurve(to: Point(x: 4, y: 9), control: Point(x: 20, y: 12))
            $0.addLine(to: Point(x: 4.01, y: 0))   // short, then sharply back
            $0.addLine(to: Point(x: 3.9, y: 9))
            $0.closeSubpath()
            $0.addArc(center: Point(x: 8, y: 4), radius: 3, startAngle: 2, endAngle: 0.1, clockwise: false)
            $0.addLine(to: Point(x: 8, y: 4))
        }
        let paints: [PathRasterizer.Paint] = [
            .fill(.nonZero), .fill(.evenOdd), .stroke(StrokeStyle(width: 3)), .stroke(StrokeStyle(width: 1.3)),
            .stroke(StrokeStyle(width: 3, cap: .square, join: .miter, miterLimit: 30)),
            .stroke(StrokeStyle(width: 5, cap: .round, join: .round)),
            .stroke(StrokeStyle(width: 2.5, cap: .square, join: .bevel, dash: [3, 1])),
            .stroke(StrokeStyle(width: 2, join: .miter, miterLimit: 4, dash: [5, 2], dashPhase: 1)),
        ]
        let rounded = Path.roundedRect(Rect(x: 0, y: 0, width: 9, height: 4), cornerRadius: 3)
        for path in [zigzag, arc, ring(), rounded, star, cusp] {
            for paint in paints {
                for (scale, f) in [(1.0, 0.0), (2.0, 0.3125), (1.5, 0.9375), (3.0, 0.5)] {
                    let box = try XCTUnwrap(PathRasterizer.pixelBox(of: path, paint: paint, scale: scale, fx: f, fy: f))
                    let w = Int(box.x1 - box.x0), h = Int(box.y1 - box.y0)
                    let b = try PathRasterizer.rasterize(
                        path, paint: paint, color: .black, scale: scale, dx: f - box.x0, dy: f - box.y0,
                        width: w, height: h
                    ).toBitmap()
                    var border = 0, ink = 0
                    for y in 0..<h {
                        for x in 0..<w where b[x, y].a > 0 {
                            ink += 1
                            if x == 0 || y == 0 || x == w - 1 || y == h - 1 { border += 1 }
                        }
                    }
                    XCTAssertGreaterThan(ink, 0)
                    XCTAssertEqual(border, 0, "\(path) \(paint) at scale \(scale) reaches the box's edge")
                }
            }
        }
    }
}

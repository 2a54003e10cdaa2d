import RefreshCore
import XCTest

@testable import RefreshSDL

nonisolated final class DamageTrackingTargetTests: XCTestCase {
    @MainActor let red = Color(r: 255, g: 0, b: 0), blue = Color(r: 0, g: 0, b: 255),
        grey = Color(r: 200, g: 200, b: 200)

    @MainActor func makeTarget() throws -> DamageTrackingTarget {
        try DamageTrackingTarget(size: Size(width: 100, height: 80), scale: 1)
    }

    @MainActor func testTheFirstFrameRepaintsEverythingAndAnUnchangedFrameNothing() async throws {
        let t = try makeTarget()
        let draw: (SDLCanvas) -> Void = { $0.fill(Rect(x: 10, y: 10, width: 20, height: 20), color: self.red) }
        XCTAssertEqual(t.renderFrame(clear: .white, draw).rects, [t.fullRect])
        XCTAssertTrue(t.renderFrame(clear: .white, draw).isEmpty, "nothing changed → nothing drawn")
        XCTAssertEqual(t.snapshot()[15, 15], red)
    }

    @MainActor func testAMovedFillRepaintsWhereItWasAndWhereItIs() async throws {
        let t = try makeTarget()
        t.renderFrame(clear: .white) { $0.fill(Rect(x: 10, y: 10, width: 20, height: 20), color: self.red) }
        let damage = t.renderFrame(clear: .white) {
            $0.fill(Rect(x: 15, y: 10, width: 20, height: 20), color: self.red)
        }
        XCTAssertEqual(damage.rects, [PixelRect(x0: 10, y0: 10, x1: 35, y1: 30)])
        let b = t.snapshot()
        XCTAssertEqual(b[12, 15], .white, "the old place is repainted")
        XCTAssertEqual(b[32, 15], red)
    }

    @MainActor func testTranslucentDrawsOverAChangeBlendOnce() async throws {
        let t = try makeTarget(), full = try makeTarget()
        full.forcesFullRepaint = true
        let veil = Color(r: 0, g: 0, b: 0, a: 100)
        for x in [10.0, 30.0, 50.0] {
            let draw: (SDLCanvas) -> Void = {
                $0.fill(Rect(x: x, y: 10, width: 20, height: 20), color: self.blue)
                $0.fill(Rect(x: 0, y: 0, width: 100, height: 80), color: veil)   // over everything, unchanged
            }
            t.renderFrame(clear: .white, draw)
            full.renderFrame(clear: .white, draw)
            XCTAssertTrue(t.hasSamePixels(as: full), "frame with the square at \(x)")
        }
        XCTAssertLessThan(t.damage.area, 100 * 80 / 2)
    }

    /// A 3×3 gradient: stretched or turned, its pixels are resampled.
    @MainActor func gradient() -> Image {
        var bitmap = Bitmap(width: 3, height: 3)
        for y in 0..<3 { for x in 0..<3 { bitmap[x, y] = Color(r: UInt8(x * 120), g: UInt8(y * 120), b: 90) } }
        return Image(bitmap: bitmap, scale: 1, name: "gradient")
    }

    /// Draws the gradient in a 37×29 pt rect turned by `rotation` with a small square moving over
    /// it, damage-tracked and fully repainted; asserts equal pixels each frame and returns the
    /// damage-tracked target.
    @MainActor func gradientUnderAMovingSquare(rotation: Double, file: StaticString = #filePath, line: UInt = #line)
        throws
        -> DamageTrackingTarget
    {
        let image = gradient()
        let t = try makeTarget(), full = try makeTarget()
        full.forcesFullRepaint = true
        for x in [20.0, 24.0, 31.0] {
            let draw: (SDLCanvas) -> Void = {
                $0.drawImage(image, in: Rect(x: 7, y: 9, width: 37, height: 29), rotation: rotation, tint: nil)
                $0.fill(Rect(x: x, y: 20, width: 3, height: 3), color: self.red)
            }
            t.renderFrame(clear: .white, draw)
            full.renderFrame(clear: .white, draw)
            XCTAssertTrue(t.hasSamePixels(as: full), "square at \(x)", file: file, line: line)
        }
        return t
    }

    @MainActor func testAStretchedImageUnderAChangeRepaintsOnlyTheChange() async throws {
        // Stretched once into a texture of the destination's size, it is an unscaled copy: the same
        // under any clip, so only the moving square's pixels are repainted.
        let t = try gradientUnderAMovingSquare(rotation: 0)
        XCTAssertLessThanOrEqual(t.damage.area, 2 * 9 + 4 * 3, "only where the square was and is: \(t.damage.rects)")
    }

    @MainActor func testATurnedImageUnderAChangeIsRepaintedWhole() async throws {
        // Turned by other than quarter turns, SDL's software renderer resamples from the clipped
        // destination, so a repaint of a part draws it whole.
        let t = try gradientUnderAMovingSquare(rotation: 0.3)
        XCTAssertTrue(
            t.damage.containsWhole(PixelRect(x0: 7, y0: 9, x1: 44, y1: 38)),
            "the turned image is repainted whole: \(t.damage.rects)")
    }

    @MainActor func testAChangedTextureRepaints() async throws {
        let t = try makeTarget()
        let font = Font(size: 14)
        t.renderFrame(clear: grey) {
            $0.drawText(
                "Pull", font: font, color: .black, in: Rect(x: 0, y: 30, width: 100, height: 20), alignment: .center)
        }
        XCTAssertTrue(
            t.renderFrame(clear: grey) {
                $0.drawText(
                    "Pull", font: font, color: .black, in: Rect(x: 0, y: 30, width: 100, height: 20), alignment: .center
                )
            }.isEmpty)
        let damage = t.renderFrame(clear: grey) {
            $0.drawText(
                "Release", font: font, color: .black, in: Rect(x: 0, y: 30, width: 100, height: 20), alignment: .center)
        }
        XCTAssertFalse(damage.isEmpty)
        XCTAssertTrue(damage.bounds.y0 >= 25 && damage.bounds.y1 <= 55, "only the label's line: \(damage.rects)")
    }

    @MainActor func testResizeRepaintsEverything() async throws {
        let t = try makeTarget()
        t.renderFrame(clear: .white) { _ in }
        try t.resize(to: Size(width: 60, height: 40), scale: 2)
        XCTAssertEqual(t.renderFrame(clear: .white) { _ in }.rects, [PixelRect(x0: 0, y0: 0, x1: 120, y1: 80)])
    }
}

/// What keeps SDL's software renderer from allocating in steady frames.
nonisolated final class SteadyFrameTextureTests: XCTestCase {
    @MainActor func testAnImageStretchedToANewSizeEveryFrameKeepsAFewOfItsSizes() async throws {
        // A header's gap fill stretches its picture with the pull: a new size every frame.
        let t = try HeadlessTarget(size: Size(width: 1000, height: 800), scale: 1)
        let image = Image(bitmap: Bitmap(width: 100, height: 60, fill: .white), scale: 1, name: "picture")
        for n in 0..<40 {
            t.beginFrame(clear: .black)
            let w = 700 + Double(n) * 7
            t.canvas.drawImage(image, in: Rect(x: 0, y: 0, width: w, height: w * 0.6), rotation: 0, tint: nil)
            let bytes = t.canvas.imageCache.textureCount * 1000 * 600 * 4
            XCTAssertLessThanOrEqual(bytes, 2 * (32 << 20), "frame \(n): \(t.canvas.imageCache.textureCount) textures")
        }
        XCTAssertLessThan(t.canvas.imageCache.textureCount, 40, "not every size is kept")
        XCTAssertEqual(t.snapshot()[500, 300], .white, "still drawn")
    }

    @MainActor func testAnImageDrawnTintedAndPlainGetsATextureForEach() async throws {
        // SDL maps a texture to the target again whenever its modulation switches on or off.
        let t = try HeadlessTarget(size: Size(width: 40, height: 20), scale: 1)
        let image = Image(bitmap: Bitmap(width: 4, height: 4, fill: .white), scale: 1, name: "white")
        t.beginFrame(clear: .black)
        t.canvas.drawImage(image, in: Rect(x: 0, y: 0, width: 4, height: 4), rotation: 0, tint: nil)
        t.canvas.drawImage(
            image, in: Rect(x: 10, y: 0, width: 4, height: 4), rotation: 0, tint: Color(r: 255, g: 0, b: 0))
        t.canvas.save()
        t.canvas.multiplyAlpha(0.5)
        t.canvas.drawImage(image, in: Rect(x: 20, y: 0, width: 4, height: 4), rotation: 0, tint: nil)
        t.canvas.restore()
        t.canvas.drawImage(image, in: Rect(x: 30, y: 0, width: 4, height: 4), rotation: 0, tint: .white)
        XCTAssertEqual(t.canvas.imageCache.textureCount, 3, "plain (white tint is none), tinted, translucent")
        let b = t.snapshot()
        XCTAssertEqual(b[1, 1], .white)
        XCTAssertEqual(b[11, 1], Color(r: 255, g: 0, b: 0))
        XCTAssertEqual(b[21, 1].r, 128, accuracy: 1)
        XCTAssertEqual(b[31, 1], .white)
    }

    @MainActor func testFirstDrawsOfTexturesAreCounted() async throws {
        let t = try HeadlessTarget(size: Size(width: 40, height: 20), scale: 1)
        let image = Image(bitmap: Bitmap(width: 4, height: 4, fill: .white), scale: 1, name: "white")
        for _ in 0..<3 {
            t.beginFrame(clear: .black)
            t.canvas.drawImage(image, in: Rect(x: 0, y: 0, width: 4, height: 4), rotation: 0, tint: nil)
            t.canvas.drawText(
                "Hi", font: Font(size: 12), color: .white, in: Rect(x: 10, y: 0, width: 30, height: 20),
                alignment: .left)
        }
        XCTAssertEqual(t.canvas.firstTextureDraws, 2, "the image's texture and the text's, once each")
    }

    @MainActor func testOnlyCopiesTurnedOffAQuarterTurnAreCountedAsResampled() async throws {
        let t = try HeadlessTarget(size: Size(width: 40, height: 40), scale: 1)
        let image = Image(bitmap: Bitmap(width: 4, height: 8, fill: .white), scale: 1, name: "bar")
        let rect = Rect(x: 10, y: 10, width: 4, height: 8)
        t.beginFrame(clear: .black)
        for angle: Double in [0, .pi, 2 * .pi, -.pi] {
            t.canvas.drawImage(image, in: rect, rotation: angle, tint: nil)
        }
        XCTAssertEqual(t.canvas.resampledTurns, 0, "upright and half turns are copies and flips")
        t.canvas.drawImage(image, in: rect, rotation: .pi / 3, tint: nil)
        t.canvas.drawImage(image, in: rect, rotation: 2.5, tint: nil)
        XCTAssertEqual(t.canvas.resampledTurns, 2, "an arrow mid-flip is resampled by SDL, each copy")
    }
}

import RefreshCore
import RefreshSDL
import XCTest

/// Artwork images (the arrow, the spinner) drawn by the SDL canvas look exactly like the artwork
/// rasterized at the canvas's scale: copied pixel for pixel on whole pixels, turned by flips or by
/// the artwork itself, never resampled.
nonisolated final class CanvasArtworkTests: XCTestCase {
    @MainActor let background = Color(hex: 0xF2F2F7)
    @MainActor let tint = Color.refreshLabel

    @MainActor private func render(
        _ image: Image, in rect: Rect, rotation: Double = 0, scale: Double,
        size: Size = Size(width: 40, height: 60), target: HeadlessTarget? = nil
    ) throws -> Bitmap {
        let t = try target ?? HeadlessTarget(size: size, scale: scale)
        t.beginFrame(clear: background)
        t.canvas.drawImage(image, in: rect, rotation: rotation, tint: tint)
        return t.snapshot()
    }

    /// `template` tinted and blended over the background at pixel (`x0`, `y0`) of a `w` × `h` canvas.
    @MainActor private func expected(_ template: Bitmap, at x0: Int, _ y0: Int, width w: Int, height h: Int) -> Bitmap {
        var out = Bitmap(width: w, height: h, fill: background)
        for y in 0..<template.height {
            for x in 0..<template.width {
                let a = Double(template[x, y].a) / 255
                func mix(_ t: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(t) * a + Double(b) * (1 - a)).rounded()) }
                out[x0 + x, y0 + y] = Color(
                    r: mix(tint.r, background.r), g: mix(tint.g, background.g), b: mix(tint.b, background.b))
            }
        }
        return out
    }

    /// The largest difference of any channel of any pixel. SDL's blending rounds through /256, so
    /// an exact copy differs by up to 2; a resampled one by tens.
    @MainActor private func maxDifference(_ a: Bitmap, _ b: Bitmap) -> Int {
        var worst = 0
        for i in a.pixels.indices where i % 4 != 3 { worst = max(worst, abs(Int(a.pixels[i]) - Int(b.pixels[i]))) }
        return worst
    }

    @MainActor func testArrowAtScaleOneIsTheArtworkRasterizedAtScaleOne() async throws {
        // A rect off the pixel grid (as a header's text-dependent layout puts it): centre (18.3, 30.1).
        let shot = try render(ArrowArtwork.image(), in: Rect(x: 10.3, y: 10.1, width: 16, height: 40), scale: 1)
        let want = expected(ArrowArtwork.bitmap(scale: 1), at: 10, 10, width: 40, height: 60)
        XCTAssertLessThanOrEqual(maxDifference(shot, want), 2, "copied 1:1, centred on whole pixels")
        // Sharp: the shaft is exactly two pixel columns of the full tint, the background beside them.
        for y in 14..<40 {
            XCTAssertEqual(shot[17, y], tint, "row \(y)")
            XCTAssertEqual(shot[18, y], tint, "row \(y)")
            XCTAssertEqual(shot[16, y], background, "row \(y)")
            XCTAssertEqual(shot[19, y], background, "row \(y)")
        }
    }

    @MainActor func testArrowTurnedHalfWayIsTheArtworkFlippedInPlace() async throws {
        // MJRefresh turns the arrow by (0.000001 - π).
        let shot = try render(
            ArrowArtwork.image(), in: Rect(x: 10, y: 10, width: 16, height: 40), rotation: 0.000001 - .pi, scale: 1)
        var flipped = ArrowArtwork.bitmap(scale: 1)
        let source = flipped
        for y in 0..<source.height {
            for x in 0..<source.width { flipped[x, y] = source[source.width - 1 - x, source.height - 1 - y] }
        }
        XCTAssertLessThanOrEqual(maxDifference(shot, expected(flipped, at: 10, 10, width: 40, height: 60)), 2)
        XCTAssertEqual(shot[17, 40], tint, "the shaft stays on the same two columns")
        XCTAssertEqual(shot[18, 40], tint)
    }

    @MainActor func testArrowAtScaleTwoAndThreeIsTheArtworkAtThatScale() async throws {
        for scale in [2.0, 3] {
            let shot = try render(ArrowArtwork.image(), in: Rect(x: 10, y: 10, width: 16, height: 40), scale: scale)
            let s = Int(scale)
            let want = expected(ArrowArtwork.bitmap(scale: scale), at: 10 * s, 10 * s, width: 40 * s, height: 60 * s)
            XCTAssertLessThanOrEqual(maxDifference(shot, want), 2, "scale \(scale)")
        }
    }

    @MainActor func testSpinnerStepsAreDrawnNotResampled() async throws {
        let t = try HeadlessTarget(size: Size(width: 40, height: 40), scale: 1)
        let spinner = SpinnerArtwork.image()
        for k in 0..<12 {
            let shot = try render(
                spinner, in: Rect(x: 9.6, y: 10, width: 20, height: 20), rotation: Double(k) / 12 * 2 * .pi,
                scale: 1, target: t)
            let want = expected(
                SpinnerArtwork.bitmap(diameter: 20, scale: 1, leadingBar: k), at: 10, 10, width: 40, height: 40)
            XCTAssertLessThanOrEqual(maxDifference(shot, want), 2, "step \(k)")
        }
        XCTAssertEqual(t.canvas.imageCache.count, 1)
        XCTAssertEqual(t.canvas.imageCache.textureCount, 12, "one texture per step, uploaded once")
    }

    @MainActor func testActivityIndicatorDrawsItsCurrentStepCrisply() async throws {
        let indicator = ActivityIndicator()
        indicator.frame = Rect(x: 10, y: 10, width: 20, height: 20)
        indicator.startAnimating()
        indicator.advance(to: 0)
        indicator.advance(to: 3.5 / ActivityIndicator.stepsPerSecond)   // three steps on
        let t = try HeadlessTarget(size: Size(width: 40, height: 40), scale: 1)
        t.beginFrame(clear: background)
        t.canvas.translate(by: indicator.frame.origin)
        indicator.draw(in: t.canvas)
        let want = expected(
            SpinnerArtwork.bitmap(diameter: 20, scale: 1, leadingBar: 3), at: 10, 10, width: 40, height: 40)
        XCTAssertLessThanOrEqual(maxDifference(t.snapshot(), want), 2)
    }

    @MainActor func testRepresentationsDrawTheFileForTheScaleOnWholePixels() async throws {
        let image = try Image(
            representations: [1.0, 2].map { .init(bitmap: ArrowArtwork.bitmap(scale: $0), scale: $0) }, name: "arrow")
        let shot = try render(image, in: Rect(x: 10.5, y: 10, width: 16, height: 40), scale: 1)
        XCTAssertLessThanOrEqual(
            maxDifference(shot, expected(ArrowArtwork.bitmap(scale: 1), at: 11, 10, width: 40, height: 60)), 2)
    }

    @MainActor func testArtworkIsCopiedUnscaledWhereTheRectsEdgesRoundToAnotherWidth() async throws {
        // 15 pt at scale 1.5 is 22.5 px: the artwork is 23 px, but a rect at x 0.5 covers pixels 1..<23.
        let stripes = try Image(size: Size(width: 15, height: 15), name: "stripes") { s, _ in
            let n = Int((15 * s).rounded())
            var b = Bitmap(width: n, height: n)
            for y in 0..<n { for x in stride(from: 0, to: n, by: 2) { b[x, y] = .white } }
            return b
        }
        let shot = try render(
            stripes, in: Rect(x: 0.5, y: 0.5, width: 15, height: 15), scale: 1.5, size: Size(width: 20, height: 20))
        let want = expected(
            stripes.rendition(size: stripes.size, scale: 1.5, rotation: 0)!.bitmap, at: 1, 1, width: 30, height: 30)
        XCTAssertEqual(want[1, 5], tint)
        XCTAssertLessThanOrEqual(maxDifference(shot, want), 2, "23 columns of stripes, none blended into its neighbour")
    }
}

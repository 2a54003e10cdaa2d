/// Anti-aliased software painting into a `Bitmap`, for artwork drawn in code (the arrow, the spinner,
/// the animation frames in `Assets/`).
///
/// Shapes are signed-distance functions (`SDFShape`); a pixel's coverage is `clamp(0.5 − d, 0, 1)` for
/// the distance `d` (in pixels) at its centre, which gives one-pixel-wide smooth edges. The colour is
/// composited "over" what is there in straight (not premultiplied) alpha. Everything is plain `Double`
/// arithmetic in a fixed order, so the same calls give the same bytes on every run.
///
/// Coordinates are pixels of the bitmap (see `SDFShape` for the conventions). Artwork drawn at a scale
/// multiplies its point coordinates by the scale itself.
public struct BitmapPainter {
    /// The pixels painted so far; read it when the artwork is done.
    public var bitmap: Bitmap

    /// A painter over a new bitmap filled with `background`.
    /// - Parameters:
    ///   - width: The bitmap's width in pixels; must not be negative.
    ///   - height: The bitmap's height in pixels; must not be negative.
    ///   - background: The starting colour of every pixel; transparent by default.
    public init(width: Int, height: Int, background: Color = .clear) {
        bitmap = Bitmap(width: width, height: height, fill: background)
    }

    /// A painter that paints over `bitmap`.
    /// - Parameter bitmap: The pixels to start from; painting changes the painter's copy.
    public init(bitmap: Bitmap) { self.bitmap = bitmap }

    // MARK: Shapes

    /// Fills a disc, anti-aliased.
    /// - Parameters:
    ///   - center: The centre in pixels.
    ///   - radius: The radius in pixels.
    ///   - color: The fill colour, composited over what is there.
    public mutating func fillCircle(center: Point, radius: Double, color: Color) {
        fill(.circle(center: center, radius: radius), color: color)
    }

    /// A ring whose centre line has `radius`.
    /// - Parameters:
    ///   - center: The centre in pixels.
    ///   - radius: The radius of the ring's centre line in pixels.
    ///   - thickness: The ring's width in pixels, half on each side of the centre line.
    ///   - color: The stroke colour, composited over what is there.
    public mutating func strokeRing(center: Point, radius: Double, thickness: Double, color: Color) {
        fill(.ring(center: center, radius: radius, thickness: thickness), color: color)
    }

    /// An arc from `startAngle` clockwise to `endAngle` (radians, 0 = 3 o'clock, −π/2 = 12 o'clock).
    /// - Parameters:
    ///   - center: The circle's centre in pixels.
    ///   - radius: The radius of the stroke's centre line in pixels.
    ///   - startAngle: Where the arc begins, in radians.
    ///   - endAngle: Where it ends, in radians; a sweep of a full turn or more is a whole ring.
    ///   - thickness: The stroke width in pixels.
    ///   - roundCaps: True (the default) for round ends, false for flat ones.
    ///   - color: The stroke colour, composited over what is there.
    public mutating func strokeArc(
        center: Point, radius: Double, startAngle: Double, endAngle: Double,
        thickness: Double, roundCaps: Bool = true, color: Color
    ) {
        fill(
            .arc(
                center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
                thickness: thickness, roundCaps: roundCaps), color: color)
    }

    /// A segment from `a` to `b` with round ends, `radius` on every side of it.
    /// - Parameters:
    ///   - a: One end in pixels.
    ///   - b: The other end in pixels.
    ///   - radius: Half the stroke width in pixels.
    ///   - color: The fill colour, composited over what is there.
    public mutating func fillCapsule(from a: Point, to b: Point, radius: Double, color: Color) {
        fill(.capsule(from: a, to: b, radius: radius), color: color)
    }

    /// Fills a rectangle with circular corners.
    /// - Parameters:
    ///   - rect: The rectangle in pixels.
    ///   - cornerRadius: The corner radius in pixels, clamped to half the shorter side.
    ///   - color: The fill colour, composited over what is there.
    public mutating func fillRoundedRect(_ rect: Rect, cornerRadius: Double, color: Color) {
        fill(.roundedRect(rect, cornerRadius: cornerRadius), color: color)
    }

    /// Fills a triangle given in either winding.
    /// - Parameters:
    ///   - a: The first corner in pixels.
    ///   - b: The second corner in pixels.
    ///   - c: The third corner in pixels.
    ///   - color: The fill colour, composited over what is there.
    public mutating func fillTriangle(_ a: Point, _ b: Point, _ c: Point, color: Color) {
        fill(.triangle(a, b, c), color: color)
    }

    /// Fills a closed polygon (even-odd rule); fewer than three points paint nothing.
    /// - Parameters:
    ///   - points: The corners in pixels, in order.
    ///   - color: The fill colour, composited over what is there.
    public mutating func fillPolygon(_ points: [Point], color: Color) {
        fill(.polygon(points), color: color)
    }

    // MARK: General filling

    /// Fills `shape` with one colour.
    /// - Parameters:
    ///   - shape: The shape, in the bitmap's pixel coordinates.
    ///   - color: The fill colour; a fully transparent one paints nothing.
    public mutating func fill(_ shape: SDFShape, color: Color) {
        guard color.a > 0 else { return }
        fill(shape) { _ in color }
    }

    /// Fills `shape` with a colour that varies by position (gradients, fading tails). `paint` gets the
    /// centre of each pixel the shape touches.
    /// - Parameters:
    ///   - shape: The shape, in the bitmap's pixel coordinates.
    ///   - paint: Returns the colour for a pixel centre; called once per covered pixel, row by row.
    public mutating func fill(_ shape: SDFShape, paint: (Point) -> Color) {
        let b = shape.bounds.intersection(Rect(x: 0, y: 0, width: Double(bitmap.width), height: Double(bitmap.height)))
        guard !b.isEmpty, b.minX.isFinite, b.minY.isFinite, b.maxX.isFinite, b.maxY.isFinite else { return }
        let x0 = max(0, Int(b.minX.rounded(.down))), x1 = min(bitmap.width, Int(b.maxX.rounded(.up)))
        let y0 = max(0, Int(b.minY.rounded(.down))), y1 = min(bitmap.height, Int(b.maxY.rounded(.up)))
        guard x0 < x1, y0 < y1 else { return }
        for y in y0..<y1 {
            for x in x0..<x1 {
                let p = Point(x: Double(x) + 0.5, y: Double(y) + 0.5)
                let d = shape.distance(p)
                guard d < 0.5 else { continue }
                blend(paint(p), coverage: BitmapPainter.coverage(distance: d), x: x, y: y)
            }
        }
    }

    /// The fraction of a pixel covered by a shape whose edge is `distance` pixels from the pixel's
    /// centre (negative inside): 1 well inside, 0.5 on the edge, 0 half a pixel outside.
    /// - Parameter d: The signed distance in pixels; NaN counts as outside.
    /// - Returns: The coverage, 0...1.
    public static func coverage(distance d: Double) -> Double {
        guard !d.isNaN else { return 0 }
        return min(max(0.5 - d, 0), 1)
    }

    /// Composites `color` with its alpha scaled by `coverage` over the pixel at (`x`, `y`).
    /// Pixels outside the bitmap are ignored.
    /// - Parameters:
    ///   - color: The source colour.
    ///   - coverage: The fraction of the pixel covered, 0...1 (more counts as 1; 0 or less paints nothing).
    ///   - x: The pixel's column.
    ///   - y: The pixel's row.
    public mutating func blend(_ color: Color, coverage: Double, x: Int, y: Int) {
        guard x >= 0, y >= 0, x < bitmap.width, y < bitmap.height, coverage > 0 else { return }
        let i = (y * bitmap.width + x) * 4
        let dst = Color(r: bitmap.pixels[i], g: bitmap.pixels[i + 1], b: bitmap.pixels[i + 2], a: bitmap.pixels[i + 3])
        let out = BitmapPainter.over(color, alpha: Double(color.a) / 255 * min(coverage, 1), dst)
        bitmap.pixels[i] = out.r; bitmap.pixels[i + 1] = out.g; bitmap.pixels[i + 2] = out.b;
        bitmap.pixels[i + 3] = out.a
    }

    /// Porter–Duff "over" in straight alpha: `src` (with its own alpha) over `dst`.
    /// - Parameters:
    ///   - src: The colour on top.
    ///   - dst: The colour underneath.
    /// - Returns: The composite in straight alpha.
    public static func over(_ src: Color, _ dst: Color) -> Color {
        over(src, alpha: Double(src.a) / 255, dst)
    }

    /// "Over" with the source alpha given as a fraction (0...1) instead of the colour's own.
    static func over(_ src: Color, alpha sa: Double, _ dst: Color) -> Color {
        if sa >= 1 { return Color(r: src.r, g: src.g, b: src.b, a: 255) }
        let da = Double(dst.a) / 255
        let oa = sa + da * (1 - sa)
        guard oa > 0 else { return .clear }
        func channel(_ s: UInt8, _ d: UInt8) -> UInt8 {
            let v = (Double(s) * sa + Double(d) * da * (1 - sa)) / oa
            return UInt8(min(max(v.rounded(), 0), 255))
        }
        return Color(
            r: channel(src.r, dst.r), g: channel(src.g, dst.g), b: channel(src.b, dst.b),
            a: UInt8(min(max((oa * 255).rounded(), 0), 255)))
    }
}

extension Bitmap {
    /// A copy with every pixel's alpha multiplied by `factor` (0...1).
    /// - Parameter factor: The opacity factor, clamped to 0...1; a non-finite value counts as 1.
    /// - Returns: The faded copy; colour channels are unchanged.
    public func multipliedAlpha(_ factor: Double) -> Bitmap {
        let f = factor.sanitized(atLeast: 0, atMost: 1, otherwise: 1)
        var copy = self
        for i in stride(from: 3, to: copy.pixels.count, by: 4) {
            copy.pixels[i] = UInt8((Double(copy.pixels[i]) * f).rounded())
        }
        return copy
    }

    /// `self` composited over `background` (same size; `self` unchanged where sizes differ).
    /// - Parameter background: The bitmap underneath.
    /// - Returns: The composite, or `self` when the sizes differ.
    public func composited(over background: Bitmap) -> Bitmap {
        guard background.width == width, background.height == height else { return self }
        var out = background
        for i in stride(from: 0, to: pixels.count, by: 4) {
            let src = Color(r: pixels[i], g: pixels[i + 1], b: pixels[i + 2], a: pixels[i + 3])
            guard src.a > 0 else { continue }
            let dst = Color(r: out.pixels[i], g: out.pixels[i + 1], b: out.pixels[i + 2], a: out.pixels[i + 3])
            let c = BitmapPainter.over(src, dst)
            out.pixels[i] = c.r; out.pixels[i + 1] = c.g; out.pixels[i + 2] = c.b; out.pixels[i + 3] = c.a
        }
        return out
    }
}

/// A half-open rectangle in whole pixels. Points map to pixels by rounding each edge on its own,
/// so rectangles that share an edge in points share it in pixels too (no gaps, no overlaps).
public struct PixelRect: Equatable, Sendable {
    /// The left, top, right and bottom edges in pixels; `x1` and `y1` are just past the last pixel.
    public var x0: Int32, y0: Int32, x1: Int32, y1: Int32

    /// A rectangle from its edges, as given (a rectangle with `x1 <= x0` or `y1 <= y0` is empty).
    ///
    /// - Parameters:
    ///   - x0: The left edge, the first column covered.
    ///   - y0: The top edge, the first row covered.
    ///   - x1: The right edge, just past the last column covered.
    ///   - y1: The bottom edge, just past the last row covered.
    public init(x0: Int32, y0: Int32, x1: Int32, y1: Int32) {
        self.x0 = x0; self.y0 = y0; self.x1 = x1; self.y1 = y1
    }

    /// The pixels covered by `rect` (points, finite) at `scale` pixels per point.
    ///
    /// - Parameters:
    ///   - rect: The rectangle in points; each edge is scaled and rounded to the nearest pixel edge.
    ///   - scale: Pixels per point.
    public init(_ rect: Rect, scale: Double) {
        x0 = PixelRect.edge(rect.minX * scale)
        y0 = PixelRect.edge(rect.minY * scale)
        x1 = PixelRect.edge(rect.maxX * scale)
        y1 = PixelRect.edge(rect.maxY * scale)
    }

    /// Rounds a pixel coordinate, clamped far outside any target so conversion never traps.
    @inline(__always) package static func edge(_ v: Double) -> Int32 {
        Int32(min(max(v.rounded(), -100_000_000), 100_000_000))
    }

    /// The width in pixels; negative when the edges are reversed.
    public var width: Int32 { x1 - x0 }
    /// The height in pixels; negative when the edges are reversed.
    public var height: Int32 { y1 - y0 }
    /// True when the rectangle covers no pixel.
    public var isEmpty: Bool { x1 <= x0 || y1 <= y0 }

    /// The pixels both rectangles cover, as when a draw is clipped.
    ///
    /// - Parameter o: The other rectangle.
    /// - Returns: The overlap; empty (`isEmpty`) when they share no pixel.
    public func intersection(_ o: PixelRect) -> PixelRect {
        PixelRect(x0: max(x0, o.x0), y0: max(y0, o.y0), x1: min(x1, o.x1), y1: min(y1, o.y1))
    }
    /// True when the rectangles share at least one pixel.
    ///
    /// - Parameter o: The other rectangle.
    /// - Returns: Whether their intersection is not empty.
    public func intersects(_ o: PixelRect) -> Bool { !intersection(o).isEmpty }

    /// True when every pixel of `o` is inside this rectangle (an empty `o` is inside any rectangle).
    ///
    /// - Parameter o: The rectangle to test.
    /// - Returns: Whether this rectangle holds all of `o`.
    public func contains(_ o: PixelRect) -> Bool {
        o.isEmpty || (o.x0 >= x0 && o.y0 >= y0 && o.x1 <= x1 && o.y1 <= y1)
    }
}

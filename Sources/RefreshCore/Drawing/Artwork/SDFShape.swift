#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A shape described by its signed distance: negative inside, positive outside, in pixels.
///
/// Coordinates are pixel coordinates of the target bitmap: pixel `(x, y)` covers `[x, x+1) × [y, y+1)`,
/// so its centre is `(x + 0.5, y + 0.5)`. Angles are radians measured clockwise on screen (y grows
/// down) from the +x axis: `0` is 3 o'clock, `-π/2` is 12 o'clock, `π/2` is 6 o'clock.
///
/// `bounds` encloses every point where the distance is below `0.5` (the anti-aliasing fringe), so a
/// painter only visits pixels there. Shapes combine exactly (`union`, `subtracting`, `intersection`)
/// and are then painted once, so overlapping parts of one shape never blend twice.
public struct SDFShape {
    /// A rectangle in pixels enclosing every point where `distance` is below 0.5; painters visit only these pixels.
    public let bounds: Rect
    /// The signed distance in pixels from a point to the shape's edge: negative inside, positive outside.
    public let distance: (Point) -> Double

    /// Creates a shape from its own distance function.
    /// - Parameters:
    ///   - bounds: Encloses every point where `distance` is below 0.5, in pixels.
    ///   - distance: The signed distance from a point to the edge, in pixels (negative inside).
    public init(bounds: Rect, distance: @escaping (Point) -> Double) {
        self.bounds = bounds
        self.distance = distance
    }

    // MARK: Primitives

    /// A filled disc.
    /// - Parameters:
    ///   - c: The centre in pixels.
    ///   - r: The radius in pixels.
    /// - Returns: The disc's shape.
    public static func circle(center c: Point, radius r: Double) -> SDFShape {
        SDFShape(bounds: box(c, r)) { p in hypot(p.x - c.x, p.y - c.y) - r }
    }

    /// A ring whose centre line has `radius`, `thickness` wide.
    /// - Parameters:
    ///   - c: The centre in pixels.
    ///   - r: The radius of the centre line in pixels.
    ///   - t: The ring's width in pixels.
    /// - Returns: The ring's shape.
    public static func ring(center c: Point, radius r: Double, thickness t: Double) -> SDFShape {
        SDFShape(bounds: box(c, r + t / 2)) { p in abs(hypot(p.x - c.x, p.y - c.y) - r) - t / 2 }
    }

    /// A stroked arc of a circle of `radius` (the stroke's centre line), covering the angles from
    /// `startAngle` clockwise to `endAngle` (swapped when `endAngle < startAngle`). A sweep of a full
    /// turn or more is a ring. Round caps add half the thickness beyond each end; butt caps end flat.
    /// - Parameters:
    ///   - c: The circle's centre in pixels.
    ///   - r: The radius of the stroke's centre line in pixels.
    ///   - startAngle: One end, in radians clockwise from 3 o'clock.
    ///   - endAngle: The other end, in radians.
    ///   - t: The stroke width in pixels.
    ///   - roundCaps: True (the default) for round ends, false for butt ends.
    /// - Returns: The arc's shape.
    public static func arc(
        center c: Point, radius r: Double, startAngle: Double, endAngle: Double,
        thickness t: Double, roundCaps: Bool = true
    ) -> SDFShape {
        let a0 = min(startAngle, endAngle), sweep = abs(endAngle - startAngle)
        if sweep >= 2 * .pi || !sweep.isFinite { return ring(center: c, radius: r, thickness: t) }
        let half = t / 2
        let e0 = Point(x: c.x + r * cos(a0), y: c.y + r * sin(a0))
        let e1 = Point(x: c.x + r * cos(a0 + sweep), y: c.y + r * sin(a0 + sweep))
        // Unit directions of the end radii and their outward normals (pointing out of the arc's span).
        let d0 = Point(x: cos(a0), y: sin(a0)), d1 = Point(x: cos(a0 + sweep), y: sin(a0 + sweep))
        let n0 = Point(x: d0.y, y: -d0.x)   // counter-clockwise of the start radius
        let n1 = Point(x: -d1.y, y: d1.x)   // clockwise of the end radius
        return SDFShape(bounds: box(c, r + half)) { p in
            let dx = p.x - c.x, dy = p.y - c.y
            let rho = hypot(dx, dy)
            var rel = atan2(dy, dx) - a0
            rel -= (rel / (2 * .pi)).rounded(.down) * 2 * .pi
            let radial = abs(rho - r) - half
            if roundCaps {
                if rel <= sweep { return radial }
                return min(hypot(p.x - e0.x, p.y - e0.y), hypot(p.x - e1.x, p.y - e1.y)) - half
            }
            // Butt caps: the band, cut by the two end lines.
            let s0 = dx * n0.x + dy * n0.y, s1 = dx * n1.x + dy * n1.y
            if rel <= sweep {
                // Inside the span: the nearer of the band edge and (for the end faces) the end lines.
                var d = radial
                let along0 = dx * d0.x + dy * d0.y, along1 = dx * d1.x + dy * d1.y
                if abs(along0 - r) <= half { d = max(d, s0) }
                if abs(along1 - r) <= half { d = max(d, s1) }
                return d
            }
            return min(
                segmentDistance(
                    p, Point(x: c.x + (r - half) * d0.x, y: c.y + (r - half) * d0.y),
                    Point(x: c.x + (r + half) * d0.x, y: c.y + (r + half) * d0.y)),
                segmentDistance(
                    p, Point(x: c.x + (r - half) * d1.x, y: c.y + (r - half) * d1.y),
                    Point(x: c.x + (r + half) * d1.x, y: c.y + (r + half) * d1.y)))
        }
    }

    /// A line segment from `a` to `b` thickened by `radius` on every side (round ends).
    /// - Parameters:
    ///   - a: One end in pixels.
    ///   - b: The other end in pixels.
    ///   - radius: Half the stroke width in pixels.
    /// - Returns: The capsule's shape.
    public static func capsule(from a: Point, to b: Point, radius: Double) -> SDFShape {
        let bounds = Rect(
            x: min(a.x, b.x) - radius - 1, y: min(a.y, b.y) - radius - 1,
            width: abs(a.x - b.x) + 2 * radius + 2, height: abs(a.y - b.y) + 2 * radius + 2)
        return SDFShape(bounds: bounds) { p in segmentDistance(p, a, b) - radius }
    }

    /// A rectangle with circular corners (`cornerRadius` clamped to half the shorter side).
    /// - Parameters:
    ///   - rect: The rectangle in pixels.
    ///   - cornerRadius: The corner radius in pixels; 0 for square corners.
    /// - Returns: The rectangle's shape.
    public static func roundedRect(_ rect: Rect, cornerRadius: Double) -> SDFShape {
        let hw = rect.width / 2, hh = rect.height / 2
        let r = max(0, min(cornerRadius, min(hw, hh)))
        let cx = rect.midX, cy = rect.midY
        return SDFShape(
            bounds: Rect(x: rect.minX - 1, y: rect.minY - 1, width: rect.width + 2, height: rect.height + 2)
        ) { p in
            let qx = abs(p.x - cx) - (hw - r), qy = abs(p.y - cy) - (hh - r)
            return hypot(max(qx, 0), max(qy, 0)) + min(max(qx, qy), 0) - r
        }
    }

    /// A triangle (either winding).
    /// - Parameters:
    ///   - a: The first corner in pixels.
    ///   - b: The second corner in pixels.
    ///   - c: The third corner in pixels.
    /// - Returns: The triangle's shape.
    public static func triangle(_ a: Point, _ b: Point, _ c: Point) -> SDFShape { polygon([a, b, c]) }

    /// A closed polygon (either winding, convex or not; self-intersections fill by the even-odd rule).
    /// Fewer than three points is empty.
    /// - Parameter points: The corners in pixels, in order; the last joins the first.
    /// - Returns: The polygon's shape.
    public static func polygon(_ points: [Point]) -> SDFShape {
        guard points.count >= 3 else { return SDFShape(bounds: .zero) { _ in .infinity } }
        let xs = points.map(\.x), ys = points.map(\.y)
        let bounds = Rect(
            x: xs.min()! - 1, y: ys.min()! - 1, width: xs.max()! - xs.min()! + 2, height: ys.max()! - ys.min()! + 2)
        return SDFShape(bounds: bounds) { p in
            var best = Double.infinity
            var inside = false
            var j = points.count - 1
            for i in 0..<points.count {
                let a = points[j], b = points[i]
                best = min(best, segmentDistance(p, a, b))
                if (b.y > p.y) != (a.y > p.y) {
                    let x = b.x + (p.y - b.y) / (a.y - b.y) * (a.x - b.x)
                    if p.x < x { inside.toggle() }
                }
                j = i
            }
            return inside ? -best : best
        }
    }

    // MARK: Combinations

    /// Both shapes.
    /// - Parameter other: The shape joined to this one.
    /// - Returns: The union, painted once where the two overlap.
    public func union(_ other: SDFShape) -> SDFShape {
        let a = distance, b = other.distance
        return SDFShape(bounds: SDFShape.hull(bounds, other.bounds)) { p in min(a(p), b(p)) }
    }

    /// This shape with `other` cut out.
    /// - Parameter other: The shape removed.
    /// - Returns: The difference, bounded by this shape's bounds.
    public func subtracting(_ other: SDFShape) -> SDFShape {
        let a = distance, b = other.distance
        return SDFShape(bounds: bounds) { p in max(a(p), -b(p)) }
    }

    /// Where both shapes overlap.
    /// - Parameter other: The shape intersected with this one.
    /// - Returns: The intersection.
    public func intersection(_ other: SDFShape) -> SDFShape {
        let a = distance, b = other.distance
        return SDFShape(bounds: bounds.intersection(other.bounds)) { p in max(a(p), b(p)) }
    }

    /// The union of several shapes (empty for none).
    /// - Parameter shapes: The shapes to join.
    /// - Returns: Their union; a shape that covers nothing for an empty list.
    public static func union(_ shapes: [SDFShape]) -> SDFShape {
        guard var result = shapes.first else { return SDFShape(bounds: .zero) { _ in .infinity } }
        for s in shapes.dropFirst() { result = result.union(s) }
        return result
    }

    /// The shape moved by `offset`.
    /// - Parameter offset: The displacement in pixels.
    /// - Returns: The moved shape.
    public func translated(by offset: Point) -> SDFShape {
        let d = distance
        return SDFShape(bounds: bounds.offsetBy(dx: offset.x, dy: offset.y)) { p in d(p - offset) }
    }

    // MARK: Helpers

    /// Distance from `p` to the segment `a`–`b`.
    /// - Parameters:
    ///   - p: The point.
    ///   - a: One end of the segment.
    ///   - b: The other end.
    /// - Returns: The unsigned distance, in the points' units.
    public static func segmentDistance(_ p: Point, _ a: Point, _ b: Point) -> Double {
        let abx = b.x - a.x, aby = b.y - a.y
        let apx = p.x - a.x, apy = p.y - a.y
        let len2 = abx * abx + aby * aby
        let t = len2 > 0 ? min(max((apx * abx + apy * aby) / len2, 0), 1) : 0
        return hypot(apx - t * abx, apy - t * aby)
    }

    private static func box(_ c: Point, _ r: Double) -> Rect {
        Rect(x: c.x - r - 1, y: c.y - r - 1, width: 2 * r + 2, height: 2 * r + 2)
    }

    private static func hull(_ a: Rect, _ b: Rect) -> Rect {
        if a.isEmpty { return b }
        if b.isEmpty { return a }
        let x0 = min(a.minX, b.minX), y0 = min(a.minY, b.minY)
        return Rect(x: x0, y: y0, width: max(a.maxX, b.maxX) - x0, height: max(a.maxY, b.maxY) - y0)
    }
}

/// Which points are inside a path that crosses itself or holds subpaths inside each other, for
/// `Canvas.fill(_:color:rule:)`.
public enum FillRule: Hashable, Sendable {
    /// Inside where the outline winds round the point a non-zero number of times (counting
    /// clockwise turns +1, counter-clockwise −1): two circles drawn the same way fill as one disc,
    /// drawn opposite ways as a ring.
    case nonZero
    /// Inside where a ray from the point crosses the outline an odd number of times: a circle inside
    /// another is a hole whichever way either is drawn.
    case evenOdd
}

/// How `Canvas.stroke(_:color:style:)` draws a path's outline: its width, its ends and corners, and
/// an optional dash pattern. Lengths are in points.
public struct StrokeStyle: Hashable, Sendable {
    /// The shape at the open ends of a stroke (and of every dash).
    public enum LineCap: Hashable, Sendable {
        /// The stroke stops square at the end point.
        case butt
        /// A half disc as wide as the stroke goes past the end point.
        case round
        /// A half square as wide as the stroke goes past the end point.
        case square
    }

    /// The shape where two segments of a stroke meet.
    public enum LineJoin: Hashable, Sendable {
        /// The outer edges are extended until they meet, up to `miterLimit`; sharper corners are bevelled.
        case miter
        /// The corner is rounded with a disc as wide as the stroke.
        case round
        /// The corner is cut straight across.
        case bevel
    }

    /// The stroke's width in points: finite and 0 or more (0 draws nothing).
    public var width: Double
    /// The shape at open ends.
    public var cap: LineCap
    /// The shape at corners.
    public var join: LineJoin
    /// For `.miter` joins, the longest miter as a multiple of the width (finite; below 1 counts as
    /// 1); sharper corners are drawn bevelled. 10 by default.
    public var miterLimit: Double
    /// Lengths of dashes and gaps in turn, in points, starting with a dash; empty for a solid
    /// line. Each is finite and 0 or more, and at least one is more than 0. An odd count repeats
    /// the pattern with dashes and gaps swapped.
    public var dash: [Double]
    /// How far into the dash pattern the stroke starts, in points (finite).
    public var dashPhase: Double

    /// A stroke style; by default a solid 1 pt line with butt caps and miter joins.
    ///
    /// - Parameters:
    ///   - width: The width in points, finite and 0 or more.
    ///   - cap: The shape at open ends.
    ///   - join: The shape at corners.
    ///   - miterLimit: The longest miter, as a multiple of the width.
    ///   - dash: The dash and gap lengths in points; empty for a solid line.
    ///   - dashPhase: How far into the pattern the stroke starts, in points.
    public init(
        width: Double = 1, cap: LineCap = .butt, join: LineJoin = .miter, miterLimit: Double = 10,
        dash: [Double] = [], dashPhase: Double = 0
    ) {
        self.width = width
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    /// The farthest the stroke can reach outside any path's outline, in points: half the width,
    /// times the miter limit for miter joins and √2 for square caps when they reach further. A
    /// canvas bounds a given path's stroke more tightly, corner by corner.
    public var outset: Double {
        guard width.isFinite, width > 0 else { return 0 }
        var factor = 1.0
        if join == .miter { factor = max(factor, miterLimit.isFinite ? miterLimit : 1) }
        if cap == .square { factor = max(factor, 2.0.squareRoot()) }
        return width / 2 * factor
    }

    /// What makes the style impossible to draw, in words naming the value and what is allowed, or
    /// nil when it is valid.
    package var problem: String? {
        if !width.isFinite || width < 0 {
            return "the line width \(width) is not allowed; it must be finite and 0 or more"
        }
        if !miterLimit.isFinite { return "the miter limit \(miterLimit) is not allowed; it must be finite" }
        if !dashPhase.isFinite { return "the dash phase \(dashPhase) is not allowed; it must be finite" }
        if dash.isEmpty { return nil }
        // Through a buffer pointer: a debug build's array methods allocate here, every frame.
        var bad: Double?, total = 0.0
        dash.withUnsafeBufferPointer { lengths in
            for d in lengths {
                if !d.isFinite || d < 0 { bad = bad ?? d } else { total += d }
            }
        }
        if let bad {
            return "the dash length \(bad) in \(dash) is not allowed; dash lengths must be finite and 0 or more"
        }
        if !(total > 0) {
            return "the dash pattern \(dash) is not allowed; at least one length must be more than 0"
        }
        return nil
    }
}

/// The rubber-band resistance applied while dragging past an edge:
/// `f(x, d, c) = c·x·d / (d + c·x)`, with `c = 0.55` and `d` the viewport's size on that axis.
public enum RubberBand {
    /// `c`: how hard the band pulls back (UIKit's 0.55).
    public static let coefficient = 0.55
    /// `distance(for:dimension:)` saturates at this fraction of the dimension (the band's asymptote).
    public static let saturation = 0.999

    /// The drawn overscroll for a finger overscroll of `distance` (≥ 0) against a viewport `dimension`.
    /// - Parameters:
    ///   - distance: How far the finger went past the edge, in points; 0 or less gives 0.
    ///   - dimension: The viewport's size on that axis, in points; 0 or less gives 0.
    ///   - c: The band's coefficient (`coefficient` by default).
    /// - Returns: The overscroll drawn, in points, always less than `dimension`.
    public static func offset(for distance: Double, dimension: Double, coefficient c: Double = coefficient) -> Double {
        guard distance > 0, dimension > 0 else { return 0 }
        return c * distance * dimension / (dimension + c * distance)
    }

    /// The finger overscroll that produces a drawn overscroll of `offset`; used to catch a bouncing
    /// view without a jump. Saturates just below the asymptote `d`.
    /// - Parameters:
    ///   - offset: The drawn overscroll, in points; 0 or less gives 0.
    ///   - dimension: The viewport's size on that axis, in points; 0 or less gives 0.
    ///   - c: The band's coefficient (`coefficient` by default).
    /// - Returns: The finger overscroll, in points, that `offset(for:dimension:coefficient:)` maps to
    ///   `offset` (clamped to `saturation` of `dimension`).
    public static func distance(for offset: Double, dimension: Double, coefficient c: Double = coefficient) -> Double {
        guard offset > 0, dimension > 0 else { return 0 }
        let y = min(offset, dimension * saturation)
        return y * dimension / (c * (dimension - y))
    }

    /// A band dimension, at least `dimension`, that can show an overscroll of `offset` without
    /// saturating, so `distance(for:dimension:)` inverts it exactly: `dimension` itself whenever it
    /// can (every ordinary drag), else twice `offset`, where the band still gives a quarter of `c`
    /// per point. Needed when the viewport shrinks (or the range moves) under a deep overscroll.
    /// - Parameters:
    ///   - offset: The drawn overscroll the band must be able to show, in points.
    ///   - dimension: The smallest dimension to return, normally the viewport's size, in points.
    /// - Returns: The band dimension to use, in points.
    public static func dimension(holding offset: Double, atLeast dimension: Double) -> Double {
        guard offset.isFinite, offset >= dimension * saturation else { return dimension }
        return 2 * offset
    }

    /// Where content is drawn for an unresisted position `raw` and a scroll range `min...max`.
    /// - Parameters:
    ///   - raw: The unresisted position the finger asks for, in points.
    ///   - lo: The smallest resting offset of the range.
    ///   - hi: The largest resting offset of the range.
    ///   - dimension: The band's dimension on that axis, in points.
    ///   - c: The band's coefficient (`coefficient` by default).
    /// - Returns: `raw` itself inside the range, else the edge plus the rubber-banded overscroll.
    public static func resisted(
        _ raw: Double, min lo: Double, max hi: Double, dimension: Double, coefficient c: Double = coefficient
    ) -> Double {
        let clamped = Swift.min(Swift.max(raw, lo), hi)
        let over = raw - clamped
        if over == 0 { return clamped }
        return clamped + (over > 0 ? 1 : -1) * offset(for: abs(over), dimension: dimension, coefficient: c)
    }

    /// The unresisted position that `resisted` maps to `shown`.
    /// - Parameters:
    ///   - shown: The drawn position, in points.
    ///   - lo: The smallest resting offset of the range.
    ///   - hi: The largest resting offset of the range.
    ///   - dimension: The band's dimension on that axis, in points.
    ///   - c: The band's coefficient (`coefficient` by default).
    /// - Returns: `shown` itself inside the range, else the edge plus the finger overscroll that draws it.
    public static func unresisted(
        _ shown: Double, min lo: Double, max hi: Double, dimension: Double, coefficient c: Double = coefficient
    ) -> Double {
        let clamped = Swift.min(Swift.max(shown, lo), hi)
        let over = shown - clamped
        if over == 0 { return clamped }
        return clamped + (over > 0 ? 1 : -1) * distance(for: abs(over), dimension: dimension, coefficient: c)
    }
}

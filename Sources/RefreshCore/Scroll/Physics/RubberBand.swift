/// The rubber-band resistance applied while dragging past an edge:
/// `f(x, d, c) = c·x·d / (d + c·x)`, with `c = 0.55` and `d` the viewport's size on that axis.
public enum RubberBand {
    /// `c`: how hard the band pulls back (UIKit's 0.55).
    public static let coefficient = 0.55
    /// `distance(for:dimension:)` saturates at this fraction of the dimension (the band's asymptote).
    public static let saturation = 0.999

    /// The drawn overscroll for a finger overscroll of `distance` (≥ 0) against a viewport `dimension`.
    public static func offset(for distance: Double, dimension: Double, coefficient c: Double = coefficient) -> Double {
        guard distance > 0, dimension > 0 else { return 0 }
        return c * distance * dimension / (dimension + c * distance)
    }

    /// The finger overscroll that produces a drawn overscroll of `offset`; used to catch a bouncing
    /// view without a jump. Saturates just below the asymptote `d`.
    public static func distance(for offset: Double, dimension: Double, coefficient c: Double = coefficient) -> Double {
        guard offset > 0, dimension > 0 else { return 0 }
        let y = min(offset, dimension * saturation)
        return y * dimension / (c * (dimension - y))
    }

    /// A band dimension, at least `dimension`, that can show an overscroll of `offset` without
    /// saturating, so `distance(for:dimension:)` inverts it exactly: `dimension` itself whenever it
    /// can (every ordinary drag), else twice `offset`, where the band still gives a quarter of `c`
    /// per point. Needed when the viewport shrinks (or the range moves) under a deep overscroll.
    public static func dimension(holding offset: Double, atLeast dimension: Double) -> Double {
        guard offset.isFinite, offset >= dimension * saturation else { return dimension }
        return 2 * offset
    }

    /// Where content is drawn for an unresisted position `raw` and a scroll range `min...max`.
    public static func resisted(_ raw: Double, min lo: Double, max hi: Double, dimension: Double) -> Double {
        let clamped = Swift.min(Swift.max(raw, lo), hi)
        let over = raw - clamped
        if over == 0 { return clamped }
        return clamped + (over > 0 ? 1 : -1) * offset(for: abs(over), dimension: dimension)
    }

    /// The unresisted position that `resisted` maps to `shown`.
    public static func unresisted(_ shown: Double, min lo: Double, max hi: Double, dimension: Double) -> Double {
        let clamped = Swift.min(Swift.max(shown, lo), hi)
        let over = shown - clamped
        if over == 0 { return clamped }
        return clamped + (over > 0 ? 1 : -1) * distance(for: abs(over), dimension: dimension)
    }
}

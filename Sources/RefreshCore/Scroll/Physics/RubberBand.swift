/// The rubber-band resistance applied while dragging past an edge:
/// `f(x, d, c) = c·x·d / (d + c·x)`, with `c = 0.55` and `d` the viewport's size on that axis.
public enum RubberBand {
    public static let coefficient = 0.55

    /// The drawn overscroll for a finger overscroll of `distance` (≥ 0) against a viewport `dimension`.
    public static func offset(for distance: Double, dimension: Double, coefficient c: Double = coefficient) -> Double {
        guard distance > 0, dimension > 0 else { return 0 }
        return c * distance * dimension / (dimension + c * distance)
    }

    /// The finger overscroll that produces a drawn overscroll of `offset`; used to catch a bouncing
    /// view without a jump. Saturates just below the asymptote `d`.
    public static func distance(for offset: Double, dimension: Double, coefficient c: Double = coefficient) -> Double {
        guard offset > 0, dimension > 0 else { return 0 }
        let y = min(offset, dimension * 0.999)
        return y * dimension / (c * (dimension - y))
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

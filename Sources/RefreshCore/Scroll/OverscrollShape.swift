/// How a refresh control shapes a drag past the edge it sits at, on top of iOS's rubber band: its
/// drag rate and its maximum pull (``RefreshComponent/dragRate``,
/// ``RefreshComponent/maximumPullDistance``). Set with `ScrollView.setOverscrollShape(_:for:)`.
struct OverscrollShape: Equatable {
    /// The axis of the edge.
    var axis: Axis
    /// True for the leading edge (top, left), false for the trailing one (bottom, right).
    var leading: Bool
    /// Multiplies the rubber band's overscroll past the edge (1: iOS's band).
    var rate: Double
    /// The most the content may show past the control's own edge (the range's edge without the
    /// inset the control adds), in points; nil: no limit.
    var maximum: Double?
}

extension ScrollView {
    /// The rate and the farthest offset a drag may reach past the `leading` (or trailing) edge of
    /// `axis`, when a control shapes that edge; nil leaves iOS's rubber band alone. Several
    /// controls at one edge multiply their rates, and the nearest limit wins.
    func dragShape(_ axis: Axis, leading: Bool) -> (rate: Double, limit: Double?)? {
        var rate = 1.0
        var limit: Double?
        var shaped = false
        for (control, shape) in overscrollShapeEntries where shape.axis == axis && shape.leading == leading {
            shaped = true
            rate *= shape.rate
            guard let maximum = shape.maximum else { continue }
            let own = controlInset(for: control)
            let lo = -(adjustedContentInset.leading(axis) - own.leading(axis))
            if leading {
                let l = lo - maximum
                limit = max(limit ?? l, l)
            } else {
                let trailingInset = adjustedContentInset.trailing(axis) - own.trailing(axis)
                let hi = max(lo, contentSize[axis] + trailingInset - bounds.size[axis])
                let l = hi + maximum
                limit = min(limit ?? l, l)
            }
        }
        return shaped ? (rate, limit) : nil
    }

    /// Where a drag draws the content for the unresisted position `raw` on `axis`: iOS's rubber
    /// band past the range, scaled and capped by the shape of the edge it is past.
    func shapedResisted(_ raw: Double, _ axis: Axis, dimension: Double) -> Double {
        let band = physics.rubberBandCoefficient
        let lo = minOffset(axis), hi = maxOffset(axis)
        guard raw < lo || raw > hi, let shape = dragShape(axis, leading: raw < lo) else {
            return RubberBand.resisted(raw, min: lo, max: hi, dimension: dimension, coefficient: band)
        }
        let leading = raw < lo
        let edge = leading ? lo : hi
        let shown = shape.rate * RubberBand.offset(for: abs(raw - edge), dimension: dimension, coefficient: band)
        let drawn = leading ? edge - shown : edge + shown
        guard let limit = shape.limit else { return drawn }
        // The limit never pulls content that rests inside the range (a hovering control) back in.
        return leading ? max(drawn, min(limit, lo)) : min(drawn, max(limit, hi))
    }

    /// The unresisted position that `shapedResisted` maps to `shown` (at a cap, the nearest one).
    func shapedUnresisted(_ shown: Double, _ axis: Axis, dimension: Double) -> Double {
        let band = physics.rubberBandCoefficient
        let lo = minOffset(axis), hi = maxOffset(axis)
        guard shown < lo || shown > hi, let shape = dragShape(axis, leading: shown < lo) else {
            return RubberBand.unresisted(shown, min: lo, max: hi, dimension: dimension, coefficient: band)
        }
        let leading = shown < lo
        let edge = leading ? lo : hi
        let distance = RubberBand.distance(
            for: abs(shown - edge) / shape.rate, dimension: dimension, coefficient: band)
        return leading ? edge - distance : edge + distance
    }

    /// The rubber band's overscroll (before the edge's rate) that draws the content at `offset`.
    func bandOverscroll(_ offset: Double, _ axis: Axis) -> Double {
        let over = overscroll(offset, axis)
        guard over > 0, let shape = dragShape(axis, leading: offset < minOffset(axis)) else { return over }
        return over / shape.rate
    }
}

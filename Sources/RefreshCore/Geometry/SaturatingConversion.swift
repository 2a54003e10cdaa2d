extension Int {
    /// `value` rounded toward zero and clamped to `Int`'s range, NaN as 0: the conversion for
    /// numbers that input controls (offsets, sizes, percents), where `Int(value)` would trap on a
    /// huge or non-finite value.
    package init(saturating value: Double) {
        if value.isNaN {
            self = 0
        } else if value >= 9_223_372_036_854_775_807.0 {   // 2⁶³, the first Double above Int.max
            self = .max
        } else if value <= -9_223_372_036_854_775_808.0 {
            self = .min
        } else {
            self = Int(value)
        }
    }
}

extension Int32 {
    /// `value` rounded toward zero and clamped to `Int32`'s range, NaN as 0 (see `Int(saturating:)`).
    package init(saturating value: Double) {
        if value.isNaN {
            self = 0
        } else {
            self = Int32(Swift.min(Swift.max(value, -2_147_483_648), 2_147_483_647))
        }
    }
}

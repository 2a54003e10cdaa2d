import Logging

// The one way the toolkit makes a value it was given usable: a value that is NaN or infinite
// becomes a fallback, a finite one is limited to what is allowed, and a setter that had to change
// what it was given says so once, in a warning that names the value and what it became.

extension Double {
    /// This value limited to `low...high` (`high` wins when they cross), or `fallback` when it is
    /// NaN or infinite.
    /// - Parameters:
    ///   - low: The smallest value allowed.
    ///   - high: The largest value allowed.
    ///   - fallback: The value for NaN and infinities.
    /// - Returns: The usable value.
    package func sanitized(
        atLeast low: Double = -.infinity, atMost high: Double = .infinity, otherwise fallback: Double = 0
    )
        -> Double
    {
        isFinite ? Swift.min(Swift.max(self, low), high) : fallback
    }
}

extension Size {
    /// Each side at least `minimum`, a non-finite side replaced by `fallback`'s.
    /// - Parameters:
    ///   - minimum: The smallest side allowed.
    ///   - fallback: The sides for NaN and infinities.
    /// - Returns: The usable size.
    package func sanitized(atLeast minimum: Double = 0, otherwise fallback: Size = .zero) -> Size {
        Size(
            width: width.sanitized(atLeast: minimum, otherwise: fallback.width),
            height: height.sanitized(atLeast: minimum, otherwise: fallback.height))
    }
}

extension EdgeInsets {
    /// Each side at least `minimum` (no limit by default), a non-finite side 0.
    /// - Parameter minimum: The smallest side allowed.
    /// - Returns: The usable insets.
    package func sanitized(atLeast minimum: Double = -.infinity) -> EdgeInsets {
        EdgeInsets(
            top: top.sanitized(atLeast: minimum), left: left.sanitized(atLeast: minimum),
            bottom: bottom.sanitized(atLeast: minimum), right: right.sanitized(atLeast: minimum))
    }
}

extension Rect {
    /// The origin with non-finite components as 0, the size with non-finite or negative sides as 0.
    package var sanitized: Rect {
        Rect(origin: Point(x: minX.sanitized(), y: minY.sanitized()), size: size.sanitized())
    }
}

/// `fixed`, after a warning naming `what`, `value` and `fixed` when they differ: what a setter
/// that sanitizes its input returns. `what` is built only when there is something to say.
/// - Parameters:
///   - value: What the caller gave.
///   - fixed: Its sanitized form.
///   - what: The value's name in the warning ("ScrollView: content inset").
///   - logger: Where the warning goes.
/// - Returns: `fixed`.
package func warnIfSanitized<Value: Equatable>(
    _ value: Value, to fixed: Value, what: @autoclosure () -> String, logger: @autoclosure () -> Logger
) -> Value {
    if fixed != value { logger().warning("\(what()) \(value) clamped to \(fixed)") }
    return fixed
}

extension Optional where Wrapped == Double {
    /// This value when it is nil, or finite and `valid`; else `fallback`: the rule of a setting
    /// whose value must be a finite number of some kind (a duration ≥ 0, a distance > 0).
    /// - Parameters:
    ///   - valid: What a finite value must satisfy.
    ///   - fallback: The value taken instead (nil: none).
    /// - Returns: The usable value.
    package func sanitized(if valid: (Double) -> Bool, otherwise fallback: Double?) -> Double? {
        guard let v = self, !(v.isFinite && valid(v)) else { return self }
        return fallback
    }
}

/// `fixed`, after a warning naming `what`, `value` and `fixed` when they differ (nil said as
/// "none"): `warnIfSanitized(_:to:what:logger:)` for a setting that may be unset.
/// - Parameters:
///   - value: What the caller gave.
///   - fixed: Its sanitized form.
///   - what: The value's name in the warning.
///   - logger: Where the warning goes.
/// - Returns: `fixed`.
package func warnIfSanitized(
    _ value: Double?, to fixed: Double?, what: @autoclosure () -> String, logger: @autoclosure () -> Logger
) -> Double? {
    if fixed != value {
        logger().warning("\(what()) \(value.map { "\($0)" } ?? "none") taken as \(fixed.map { "\($0)" } ?? "none")")
    }
    return fixed
}

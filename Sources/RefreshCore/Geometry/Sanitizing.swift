import Logging

// The one way the toolkit makes a value it was given usable: a value that is NaN or infinite
// becomes a fallback, a finite one is limited to what is allowed, and a setter that had to change
// what it was given says so once, in a warning whose metadata names the value and what it became.

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

/// `fixed`, after a warning when it differs from `value` ("A value out of range was clamped", with
/// the `control`, the `property`, the `value` given and the `result` kept as metadata): what a
/// setter that sanitizes its input returns. `control` is built only when there is something to say.
/// - Parameters:
///   - value: What the caller gave.
///   - fixed: Its sanitized form.
///   - control: The type whose setting it is ("ScrollView").
///   - property: The setting's name ("contentInset").
///   - logger: Where the warning goes.
/// - Returns: `fixed`.
package func warnIfSanitized<Value: Equatable>(
    _ value: Value, to fixed: Value, control: @autoclosure () -> String, property: String,
    logger: @autoclosure () -> Logger
) -> Value {
    if fixed != value {
        logger().warning(
            "A value out of range was clamped",
            metadata: ["control": "\(control())", "property": "\(property)", "value": "\(value)", "result": "\(fixed)"])
    }
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

/// `fixed`, after a warning when it differs from `value` ("An invalid value was replaced", with the
/// `control`, the `property`, the `value` and the `result` as metadata, nil said as "none"):
/// `warnIfSanitized(_:to:control:property:logger:)` for a setting that may be unset.
/// - Parameters:
///   - value: What the caller gave.
///   - fixed: Its sanitized form.
///   - control: The type whose setting it is.
///   - property: The setting's name.
///   - logger: Where the warning goes.
/// - Returns: `fixed`.
package func warnIfSanitized(
    _ value: Double?, to fixed: Double?, control: @autoclosure () -> String, property: String,
    logger: @autoclosure () -> Logger
) -> Double? {
    if fixed != value {
        logger().warning(
            "An invalid value was replaced",
            metadata: [
                "control": "\(control())", "property": "\(property)", "value": "\(value.map { "\($0)" } ?? "none")",
                "result": "\(fixed.map { "\($0)" } ?? "none")",
            ])
    }
    return fixed
}

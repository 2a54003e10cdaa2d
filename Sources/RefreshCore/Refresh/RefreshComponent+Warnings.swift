import Logging

// What a control says when it refuses a call or a value: one warning each, by the project's
// logging convention (docs/architecture.md, "Logging"), and the one sanitizing path of its settings.

extension RefreshComponent {
    /// Logs that `call` was refused, by docs/architecture.md's convention: `sentence` as the message,
    /// the control, the call and its state (its trace name) as metadata, with `more`.
    /// - Parameters:
    ///   - call: The method that was refused.
    ///   - sentence: What happened, in one plain sentence.
    ///   - more: Further metadata (who holds the scroll view).
    func warnIgnored(
        _ call: String, _ sentence: String = "A call in the wrong state was ignored", _ more: Logger.Metadata = [:]
    ) {
        let base: Logger.Metadata = ["control": "\(typeName)", "call": "\(call)", "state": "\(traceStateName)"]
        logger.warning("\(sentence)", metadata: base.merging(more) { _, new in new })
    }

    /// The one sanitizing path of a control's settings (Sanitizing.swift's rule): `value` when it is
    /// finite and `valid`, else `fallback`, with a warning naming the control, the setting, the
    /// value and what it became.
    /// - Parameters:
    ///   - value: What the app set.
    ///   - name: The setting's name, for the warning.
    ///   - valid: What a finite value must satisfy.
    ///   - fallback: The value taken instead.
    /// - Returns: The value the setting keeps.
    func accepted(_ value: Double, named name: String, if valid: (Double) -> Bool, otherwise fallback: Double)
        -> Double
    {
        accepted(Optional(value), named: name, if: valid, otherwise: fallback) ?? fallback
    }

    /// `accepted(_:named:if:otherwise:)` for a setting that may be unset (nil stays nil).
    /// - Parameters:
    ///   - value: What the app set.
    ///   - name: The setting's name, for the warning.
    ///   - valid: What a finite value must satisfy.
    ///   - fallback: The value taken instead (nil: unset).
    /// - Returns: The value the setting keeps.
    func accepted(_ value: Double?, named name: String, if valid: (Double) -> Bool, otherwise fallback: Double?)
        -> Double?
    {
        warnIfSanitized(
            value, to: value.sanitized(if: valid, otherwise: fallback), control: typeName, property: name,
            logger: logger)
    }
}

import Logging

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
}

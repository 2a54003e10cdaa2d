import Foundation
import Logging
import RefreshCore

/// How the playground prints the toolkit's diagnostics: one line on standard error,
/// `warning: <message> [key=value …]` (the metadata's keys sorted), written by `StandardError` as every other message of the program is (control
/// characters escaped, so input a message quotes cannot drive the terminal). The executable
/// bootstraps swift-log with it.
package nonisolated struct TerminalLogHandler: LogHandler {
    package var metadata: Logger.Metadata = [:]
    package var logLevel: Logger.Level = .warning

    /// A handler for `label` (every label prints the same way).
    package init(label: String) {}

    package subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    package func log(event: LogEvent) {
        StandardError.write(line(level: event.level, message: event.message, metadata: event.metadata))
    }

    /// The line for a message: its level, the sentence, then the handler's and the call's metadata,
    /// keys sorted, in brackets (none when there is no metadata).
    func line(level: Logger.Level, message: Logger.Message, metadata call: Logger.Metadata?) -> String {
        let all = metadata.merging(call ?? [:]) { _, new in new }
        let pairs = all.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        return "\(level): \(message)" + (pairs.isEmpty ? "" : " [" + pairs.joined(separator: " ") + "]")
    }
}

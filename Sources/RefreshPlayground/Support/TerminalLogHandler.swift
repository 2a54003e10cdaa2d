import Foundation
import Logging
import RefreshCore

/// How the playground prints the toolkit's diagnostics: one line on standard error,
/// `warning: <message>`, written by `StandardError` as every other message of the program is (control
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
        StandardError.write("\(event.level): \(event.message)")
    }
}

import Foundation
import Logging
import RefreshCore

/// How the playground prints the toolkit's diagnostics: one line on standard error,
/// `warning: <message>`, with control characters escaped (`EchoedText.terminalSafe`) so input a
/// message quotes cannot drive the terminal. The executable bootstraps swift-log with it.
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
        FileHandle.standardError.write(Data(Self.line(level: event.level, message: "\(event.message)").utf8))
    }

    /// The line printed for a message at `level`, newline included.
    package static func line(level: Logger.Level, message: String) -> String {
        "\(level): \(EchoedText.terminalSafe(message))\n"
    }
}

import Foundation

/// The one way the project's programs write to standard error: the playground's errors, progress
/// and start-up report, the diagnostics its swift-log handler prints, the asset generator's and the
/// fuzz driver's errors. A message is written as it is, plain text for a person at a terminal, with
/// every control character escaped except its own line breaks (`EchoedText.terminalSafe`), so a
/// value it quotes cannot drive the terminal, and it always ends with one line break.
package enum StandardError {
    /// Writes `message` to standard error (see `text(_:)`).
    package static func write(_ message: String) {
        FileHandle.standardError.write(Data(text(message).utf8))
    }

    /// What `write(_:)` writes for `message`: control characters escaped but its line breaks, and a
    /// line break at the end unless it has one.
    package static func text(_ message: String) -> String {
        let safe = EchoedText.terminalSafe(message)
        return safe.hasSuffix("\n") ? safe : safe + "\n"
    }
}

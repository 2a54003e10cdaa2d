import InMemoryLogging
import Logging
import RefreshCore

/// Warnings a test expects, caught with swift-log's `InMemoryLogHandler`: `watch` gives its
/// logger to a view (and so to every view inside it).
public nonisolated struct LogCapture {
    private let handler = InMemoryLogHandler()

    /// A logger writing into this capture.
    public var logger: Logger { Logger(label: RefreshLogging.label) { _ in handler } }

    /// The messages logged so far, oldest first.
    public var messages: [String] { handler.entries.map { "\($0.message)" } }

    /// The messages logged so far by the refresh control named `control` (their `control`
    /// metadata), oldest first.
    public func messages(from control: String) -> [String] {
        handler.entries.filter { $0.metadata["control"] == .string(control) }.map { "\($0.message)" }
    }

    /// The messages logged at `level` so far, oldest first.
    public func messages(at level: Logger.Level) -> [String] {
        handler.entries.filter { $0.level == level }.map { "\($0.message)" }
    }

    /// Routes `view`'s warnings (and those of the views inside it) here; `level` lowers the
    /// threshold (`.debug` catches debug messages too).
    @MainActor public func watch(_ view: View, from level: Logger.Level = .info) {
        var l = logger
        l.logLevel = level
        view.logger = l
    }

    /// An empty capture.
    public init() {}
}

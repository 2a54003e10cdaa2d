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

    /// What was logged so far, oldest first: each message's level, sentence and metadata (its
    /// values as text), which is where the toolkit puts the control, its state, the value or file.
    public var entries: [Entry] {
        handler.entries.map { e in
            Entry(
                level: e.level, message: "\(e.message)",
                metadata: e.metadata.mapValues { "\($0)" })
        }
    }

    /// One logged message.
    public struct Entry: Equatable, CustomStringConvertible {
        /// Its level.
        public let level: Logger.Level
        /// Its sentence.
        public let message: String
        /// Its metadata, each value as text.
        public let metadata: [String: String]

        /// The sentence and the metadata, keys sorted, as a failure message shows it.
        public var description: String {
            message + " " + metadata.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
        }

        /// True when the metadata holds each of `facts` (key: value).
        public func says(_ facts: [String: String]) -> Bool { facts.allSatisfy { metadata[$0.key] == $0.value } }
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

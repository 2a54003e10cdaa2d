import Logging
import RefreshPlayground
import Synchronization

/// A swift-log handler that only counts the messages at `warning` or worse it is given (the soak's
/// random sessions make wrong-state calls on purpose; their warnings are counted, not printed).
nonisolated struct CountingLogHandler: LogHandler {
    /// Shared by the copies swift-log makes of the handler.
    private final class Counter: Sendable {
        let value = Mutex(0)
    }
    private let counter = Counter()
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .warning

    /// Messages counted so far.
    var count: Int { counter.value.withLock { $0 } }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        counter.value.withLock { $0 += 1 }
    }
}

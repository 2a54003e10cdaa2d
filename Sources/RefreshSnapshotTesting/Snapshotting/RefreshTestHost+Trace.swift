import RefreshTesting
import SnapshotTesting

extension Snapshotting where Value == RefreshTestHost, Format == String {
    /// The host's trace as a text golden (`.jsonl`): one JSON line per frame produced while it
    /// recorded (`RefreshTestHost.trace`; docs/replay.md, "Trace"), compared line by line as
    /// swift-snapshot-testing's `.lines` compares, a failure showing the differing lines.
    ///
    /// ```swift
    /// host.pull(.top, by: 80)
    /// host.release()
    /// host.settle()
    /// assertSnapshot(of: host, as: .trace)
    /// ```
    ///
    /// Assert on the main actor (the host is main-actor isolated).
    public static var trace: Snapshotting {
        var strategy = SimplySnapshotting<String>.lines.pullback { (host: RefreshTestHost) in
            MainActor.assumeIsolated { host.trace.map { $0 + "\n" }.joined() }
        }
        strategy.pathExtension = "jsonl"
        return strategy
    }
}

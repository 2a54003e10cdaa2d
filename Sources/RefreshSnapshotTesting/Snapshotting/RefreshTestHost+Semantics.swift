import RefreshTesting
import SnapshotTesting

extension Snapshotting where Value == RefreshTestHost, Format == String {
    /// The host's semantic description as a text golden (`.txt`): each scroll view's role and
    /// focus, each control's role, state, pull in 10 % steps and the labels that show, and the last
    /// announcement (`RefreshTestHost.semantics(percentStep:)`), compared line by line, a failure
    /// showing the differing lines. No font, colour or pixel of drag changes it.
    ///
    /// ```swift
    /// host.pull(.top, by: 80)
    /// host.release()
    /// host.advance(seconds: 0.5)
    /// assertSnapshot(of: host, as: .semantics)
    /// ```
    ///
    /// It works with `assertInlineSnapshot(of:as:)` from swift-snapshot-testing's
    /// InlineSnapshotTesting too. Assert on the main actor (the host is main-actor isolated).
    public static var semantics: Snapshotting { .semantics(percentStep: 10) }

    /// The host's semantic description with pulls in steps of `percentStep` percent (1…100; 25
    /// tells only quarters, 1 every percent): see `semantics`.
    ///
    /// - Parameter percentStep: The step pulls are rounded down to.
    /// - Returns: The strategy.
    public static func semantics(percentStep: Int) -> Snapshotting {
        var strategy = SimplySnapshotting<String>.lines.pullback { (host: RefreshTestHost) in
            MainActor.assumeIsolated { host.semantics(percentStep: percentStep).text }
        }
        strategy.pathExtension = "txt"
        return strategy
    }
}

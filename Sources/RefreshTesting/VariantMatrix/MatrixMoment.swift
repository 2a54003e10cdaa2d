import RefreshCore

/// The moment of a refresh control a variant matrix shows in every cell, each posed in a fresh
/// scene come to rest. The control's load handler is replaced while it is posed, so a moment never
/// depends on the app's timing.
public enum MatrixMoment: String, CaseIterable, Sendable {
    /// Pulled to 95 % of its height (an auto footer: 95 % of it dragged into view), held.
    case idle
    /// Pulled to 150 % of its height (further, to `pulling`, when its threshold lies
    /// beyond), held; an auto footer has no `pulling`: as `idle`, which it shows while dragged
    /// short of loading.
    case pulling
    /// Pulled past the threshold and released; half a second after its handler ran.
    case refreshing
    /// A load finished with success: the outcome on show, 0.2 s after the refresh ended.
    case finished
    /// A load that failed: its failure on show (an auto footer waits in `failed`).
    case failed
    /// A footer after `endRefreshingWithNoMoreData()`, pulled all into view.
    case noMoreData

    /// The message for a name that is no moment, listing the allowed ones.
    package static func unknownMessage(_ name: String) -> String {
        "--moment \(EchoedText.quoted(name)) is not a moment; allowed: "
            + allCases.map(\.rawValue).joined(separator: ", ")
    }
}

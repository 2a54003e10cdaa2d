/// The state of a refresh component, as MJRefresh's `MJRefreshState`.
public enum RefreshState: String, CaseIterable, Sendable {
    /// At rest; a header shows its pull-down hint.
    case idle
    /// Pulled past the threshold: releasing starts a refresh.
    case pulling
    /// The handler is running; the component hovers in view.
    case refreshing
    /// `beginRefreshing` was called before the component was in a window; it becomes
    /// `refreshing` on the first frame it is drawn.
    case willRefresh
    /// A footer has loaded everything.
    case noMoreData
    /// A load finished with an outcome (``RefreshComponent/lastOutcome``): the control still holds
    /// its place and shows the outcome (a title and an icon) for
    /// ``RefreshComponent/outcomeDisplayDuration`` before it collapses (or, for an auto footer
    /// whose load failed, before it waits in ``failed``). Only loads finished through their
    /// ``RefreshLoad`` (or the task form) get here: `endRefreshing()` collapses at once, as in
    /// MJRefresh.
    case finished
    /// An auto footer whose load failed: it stays in view with the failure and "Tap to retry" until
    /// a tap or click on it, Enter, a pull-up released at the end, or `beginRefreshing()` retries.
    /// It never loads by itself meanwhile.
    case failed
}

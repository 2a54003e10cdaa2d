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
}

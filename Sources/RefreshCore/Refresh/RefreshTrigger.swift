/// When pulling a control past its trigger distance starts a refresh (``RefreshComponent/refreshTrigger``).
public enum RefreshTrigger: String, Sendable, CaseIterable {
    /// Past the threshold the control becomes `pulling`, and refreshes when released there
    /// (MJRefresh's rule, the default).
    case release
    /// The control refreshes as soon as a drag crosses the threshold (SmartRefreshLayout's and
    /// easy_refresh's option), once per drag, without becoming `pulling`; when the finger lifts
    /// the content settles where the control hovers.
    case threshold
}

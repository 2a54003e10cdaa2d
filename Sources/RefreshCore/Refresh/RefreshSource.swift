/// What started a refresh (``RefreshComponent/refreshSource``, the trace's `"source"`): the user's
/// pull, a key, the app's code or the control itself. A handler reads it to tell a refresh the user
/// asked for from one the app began (Flutter #79626).
public enum RefreshSource: String, Sendable, CaseIterable {
    /// The user's gesture on the control: a pull released past the threshold (or crossing it with
    /// ``RefreshTrigger/threshold``), a pull-up released at the end of an auto footer's list, a tap
    /// on an auto footer (a retry included).
    case pull
    /// A key: F5 or Ctrl+R for the header, End or Page Down at the end for a back footer or a
    /// trailer, Enter for a failed auto footer's retry.
    case key
    /// The app called ``RefreshComponent/beginRefreshing(source:completion:)`` (or
    /// ``RefreshComponent/showRefreshing(source:)``) without naming another source; a script's `call`.
    case code
    /// The control began by itself: an auto footer scrolled into view (or pushed against the end),
    /// a header the app begins as the screen opens (`beginRefreshing(source: .automatic)`).
    case automatic
}

/// Why a refresh was cancelled (``RefreshComponent/lastCancelReason``).
public enum RefreshCancelReason: String, Sendable, CaseIterable {
    /// The user pressed Esc while the control refreshed (``ScrollViewInputRouter``).
    case key
    /// The app called ``RefreshComponent/cancelRefreshing()``.
    case code
    /// The refresh ran longer than ``RefreshComponent/refreshTimeout``.
    case timeout
}

/// The user-visible strings of the refresh components. Raw values are MJRefresh's localization keys,
/// so an app's override tables can reuse the names it already has.
///
/// The trailer has no refreshing key: while refreshing it shows `TrailerPullingText`, as MJRefresh does.
/// Case names follow MJRefresh's key names (hence the capital letters); raw values are the full keys.
public enum RefreshStringKey: String, CaseIterable, Sendable {
    case HeaderIdleText = "MJRefreshHeaderIdleText"
    case HeaderPullingText = "MJRefreshHeaderPullingText"
    case HeaderRefreshingText = "MJRefreshHeaderRefreshingText"
    /// Prefix of the time label, including the separator the language writes ("Last update: ").
    case HeaderLastTimeText = "MJRefreshHeaderLastTimeText"
    case HeaderDateTodayText = "MJRefreshHeaderDateTodayText"
    case HeaderNoneLastDateText = "MJRefreshHeaderNoneLastDateText"
    case AutoFooterIdleText = "MJRefreshAutoFooterIdleText"
    case AutoFooterRefreshingText = "MJRefreshAutoFooterRefreshingText"
    case AutoFooterNoMoreDataText = "MJRefreshAutoFooterNoMoreDataText"
    case BackFooterIdleText = "MJRefreshBackFooterIdleText"
    case BackFooterPullingText = "MJRefreshBackFooterPullingText"
    case BackFooterRefreshingText = "MJRefreshBackFooterRefreshingText"
    case BackFooterNoMoreDataText = "MJRefreshBackFooterNoMoreDataText"
    case TrailerIdleText = "MJRefreshTrailerIdleText"
    /// Shown while pulling and while refreshing.
    case TrailerPullingText = "MJRefreshTrailerPullingText"
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The user-visible strings of the refresh components. Raw values are MJRefresh's localization keys,
/// so an app's override tables can reuse the names it already has; the outcome strings, which
/// MJRefresh lacks, have keys starting with `RefreshKit`.
///
/// The trailer has no refreshing key: while refreshing it shows `TrailerPullingText`, as MJRefresh does.
/// Case names follow MJRefresh's key names (hence the capital letters); raw values are the full keys.
public enum RefreshStringKey: String, CaseIterable, Sendable {
    /// The header's idle title ("Pull down to refresh").
    case HeaderIdleText = "MJRefreshHeaderIdleText"
    /// The header's pulling title ("Release to refresh").
    case HeaderPullingText = "MJRefreshHeaderPullingText"
    /// The header's refreshing title ("Loading...").
    case HeaderRefreshingText = "MJRefreshHeaderRefreshingText"
    /// Prefix of the time label, including the separator the language writes ("Last update: ").
    case HeaderLastTimeText = "MJRefreshHeaderLastTimeText"
    /// The word for today in the last-updated line ("Today").
    case HeaderDateTodayText = "MJRefreshHeaderDateTodayText"
    /// The last-updated text before any refresh ended ("No record").
    case HeaderNoneLastDateText = "MJRefreshHeaderNoneLastDateText"
    /// The auto footer's idle title ("Tap or pull up to load more").
    case AutoFooterIdleText = "MJRefreshAutoFooterIdleText"
    /// The auto footer's refreshing title ("Loading...").
    case AutoFooterRefreshingText = "MJRefreshAutoFooterRefreshingText"
    /// The auto footer's no-more-data title ("No more data").
    case AutoFooterNoMoreDataText = "MJRefreshAutoFooterNoMoreDataText"
    /// The back footer's idle title ("Pull up to load more").
    case BackFooterIdleText = "MJRefreshBackFooterIdleText"
    /// The back footer's pulling title ("Release to load more").
    case BackFooterPullingText = "MJRefreshBackFooterPullingText"
    /// The back footer's refreshing title ("Loading...").
    case BackFooterRefreshingText = "MJRefreshBackFooterRefreshingText"
    /// The back footer's no-more-data title ("No more data").
    case BackFooterNoMoreDataText = "MJRefreshBackFooterNoMoreDataText"
    /// The trailer's idle title ("Swipe to see details").
    case TrailerIdleText = "MJRefreshTrailerIdleText"
    /// Shown while pulling and while refreshing.
    case TrailerPullingText = "MJRefreshTrailerPullingText"
    /// A header's or trailer's title while it shows a successful load ("Refreshed"). RefreshKit's
    /// own key: MJRefresh shows no outcome.
    case HeaderSucceededText = "RefreshKitHeaderSucceededText"
    /// A header's or trailer's title while it shows a failed load without a message of its own
    /// ("Refresh failed").
    case HeaderFailedText = "RefreshKitHeaderFailedText"
    /// A footer's title while it shows a successful load ("Loaded").
    case FooterSucceededText = "RefreshKitFooterSucceededText"
    /// A footer's title for a failed load without a message of its own ("Load failed").
    case FooterFailedText = "RefreshKitFooterFailedText"
    /// What a failed auto footer adds to the failure while it waits for a retry ("Tap to retry").
    case FooterRetryText = "RefreshKitFooterRetryText"
    /// What a header announces when it starts refreshing ("Refreshing"; see `Announcer`).
    case AnnounceRefreshingText = "RefreshKitAnnounceRefreshingText"
    /// What a footer or trailer announces when it starts loading ("Loading more").
    case AnnounceLoadingText = "RefreshKitAnnounceLoadingText"
    /// A header's title while its refresh waits for another control's to end, or while it is pulled
    /// past its threshold during one ("Waiting for loading to finish"). RefreshKit's own key.
    case HeaderWaitingText = "RefreshKitHeaderWaitingText"
}

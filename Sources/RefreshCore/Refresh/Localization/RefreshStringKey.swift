/// The user-visible strings of the refresh components. Raw values are MJRefresh's localization keys,
/// so an app's override tables can reuse the names it already has; the outcome strings, which
/// MJRefresh lacks, have keys starting with `RefreshKit`.
///
/// The trailer has no refreshing key: while refreshing it shows `TrailerPullingText`, as MJRefresh does.
/// Case names are MJRefresh's key names in Swift's lower camel case (`headerIdleText` for
/// `MJRefreshHeaderIdleText`); raw values are the full keys. The capitalized spellings of earlier
/// versions still compile, deprecated.
public enum RefreshStringKey: String, CaseIterable, Sendable {
    /// The header's idle title ("Pull down to refresh").
    case headerIdleText = "MJRefreshHeaderIdleText"
    /// The header's pulling title ("Release to refresh").
    case headerPullingText = "MJRefreshHeaderPullingText"
    /// The header's refreshing title ("Loading...").
    case headerRefreshingText = "MJRefreshHeaderRefreshingText"
    /// Prefix of the time label, including the separator the language writes ("Last update: ").
    case headerLastTimeText = "MJRefreshHeaderLastTimeText"
    /// The word for today in the last-updated line ("Today").
    case headerDateTodayText = "MJRefreshHeaderDateTodayText"
    /// The last-updated text before any refresh ended ("No record").
    case headerNoneLastDateText = "MJRefreshHeaderNoneLastDateText"
    /// The auto footer's idle title ("Tap or pull up to load more").
    case autoFooterIdleText = "MJRefreshAutoFooterIdleText"
    /// The auto footer's refreshing title ("Loading...").
    case autoFooterRefreshingText = "MJRefreshAutoFooterRefreshingText"
    /// The auto footer's no-more-data title ("No more data").
    case autoFooterNoMoreDataText = "MJRefreshAutoFooterNoMoreDataText"
    /// The back footer's idle title ("Pull up to load more").
    case backFooterIdleText = "MJRefreshBackFooterIdleText"
    /// The back footer's pulling title ("Release to load more").
    case backFooterPullingText = "MJRefreshBackFooterPullingText"
    /// The back footer's refreshing title ("Loading...").
    case backFooterRefreshingText = "MJRefreshBackFooterRefreshingText"
    /// The back footer's no-more-data title ("No more data").
    case backFooterNoMoreDataText = "MJRefreshBackFooterNoMoreDataText"
    /// The trailer's idle title ("Swipe to see details").
    case trailerIdleText = "MJRefreshTrailerIdleText"
    /// Shown while pulling and while refreshing.
    case trailerPullingText = "MJRefreshTrailerPullingText"
    /// A header's or trailer's title while it shows a successful load ("Refreshed"). RefreshKit's
    /// own key: MJRefresh shows no outcome.
    case headerSucceededText = "RefreshKitHeaderSucceededText"
    /// A header's or trailer's title while it shows a failed load without a message of its own
    /// ("Refresh failed").
    case headerFailedText = "RefreshKitHeaderFailedText"
    /// A footer's title while it shows a successful load ("Loaded").
    case footerSucceededText = "RefreshKitFooterSucceededText"
    /// A footer's title for a failed load without a message of its own ("Load failed").
    case footerFailedText = "RefreshKitFooterFailedText"
    /// What a failed auto footer adds to the failure while it waits for a retry ("Tap to retry").
    case footerRetryText = "RefreshKitFooterRetryText"
    /// What a header announces when it starts refreshing ("Refreshing"; see `Announcer`).
    case announceRefreshingText = "RefreshKitAnnounceRefreshingText"
    /// What a footer or trailer announces when it starts loading ("Loading more").
    case announceLoadingText = "RefreshKitAnnounceLoadingText"
    /// A header's title while its refresh waits for another control's to end, or while it is pulled
    /// past its threshold during one ("Waiting for loading to finish"). RefreshKit's own key.
    case headerWaitingText = "RefreshKitHeaderWaitingText"
    /// A header's title while it is pulled past its second floor's open distance, so a release opens
    /// the floor instead of refreshing ("Release to open the second floor"). RefreshKit's own key.
    case headerSecondFloorText = "RefreshKitHeaderSecondFloorText"
    /// The title of a second floor's page ("Second floor"), for an app whose floor names itself.
    /// RefreshKit's own key.
    case secondFloorTitleText = "RefreshKitSecondFloorTitleText"
    /// How to close an open second floor ("Pull up, tap ✕ or press Esc to close"): a pull up, its
    /// close button (``SecondFloor/closeControls``) and a key the app binds to
    /// ``SecondFloor/close(animated:)``. RefreshKit's own key.
    case secondFloorCloseHintText = "RefreshKitSecondFloorCloseHintText"
    /// The placeholder of a ``PinnedBar``'s search field ("Search"). RefreshKit's own key.
    case searchPlaceholderText = "RefreshKitSearchPlaceholderText"
}

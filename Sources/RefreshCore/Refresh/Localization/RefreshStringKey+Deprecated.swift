// swift-format-ignore-file: AlwaysUseLowerCamelCase
// The capitalized case names of earlier versions, kept so apps that used them still compile.

extension RefreshStringKey {
    /// Deprecated: use ``headerIdleText``.
    @available(*, deprecated, renamed: "headerIdleText")
    public static var HeaderIdleText: RefreshStringKey { .headerIdleText }
    /// Deprecated: use ``headerPullingText``.
    @available(*, deprecated, renamed: "headerPullingText")
    public static var HeaderPullingText: RefreshStringKey { .headerPullingText }
    /// Deprecated: use ``headerRefreshingText``.
    @available(*, deprecated, renamed: "headerRefreshingText")
    public static var HeaderRefreshingText: RefreshStringKey { .headerRefreshingText }
    /// Deprecated: use ``headerLastTimeText``.
    @available(*, deprecated, renamed: "headerLastTimeText")
    public static var HeaderLastTimeText: RefreshStringKey { .headerLastTimeText }
    /// Deprecated: use ``headerDateTodayText``.
    @available(*, deprecated, renamed: "headerDateTodayText")
    public static var HeaderDateTodayText: RefreshStringKey { .headerDateTodayText }
    /// Deprecated: use ``headerNoneLastDateText``.
    @available(*, deprecated, renamed: "headerNoneLastDateText")
    public static var HeaderNoneLastDateText: RefreshStringKey { .headerNoneLastDateText }
    /// Deprecated: use ``autoFooterIdleText``.
    @available(*, deprecated, renamed: "autoFooterIdleText")
    public static var AutoFooterIdleText: RefreshStringKey { .autoFooterIdleText }
    /// Deprecated: use ``autoFooterRefreshingText``.
    @available(*, deprecated, renamed: "autoFooterRefreshingText")
    public static var AutoFooterRefreshingText: RefreshStringKey { .autoFooterRefreshingText }
    /// Deprecated: use ``autoFooterNoMoreDataText``.
    @available(*, deprecated, renamed: "autoFooterNoMoreDataText")
    public static var AutoFooterNoMoreDataText: RefreshStringKey { .autoFooterNoMoreDataText }
    /// Deprecated: use ``backFooterIdleText``.
    @available(*, deprecated, renamed: "backFooterIdleText")
    public static var BackFooterIdleText: RefreshStringKey { .backFooterIdleText }
    /// Deprecated: use ``backFooterPullingText``.
    @available(*, deprecated, renamed: "backFooterPullingText")
    public static var BackFooterPullingText: RefreshStringKey { .backFooterPullingText }
    /// Deprecated: use ``backFooterRefreshingText``.
    @available(*, deprecated, renamed: "backFooterRefreshingText")
    public static var BackFooterRefreshingText: RefreshStringKey { .backFooterRefreshingText }
    /// Deprecated: use ``backFooterNoMoreDataText``.
    @available(*, deprecated, renamed: "backFooterNoMoreDataText")
    public static var BackFooterNoMoreDataText: RefreshStringKey { .backFooterNoMoreDataText }
    /// Deprecated: use ``trailerIdleText``.
    @available(*, deprecated, renamed: "trailerIdleText")
    public static var TrailerIdleText: RefreshStringKey { .trailerIdleText }
    /// Deprecated: use ``trailerPullingText``.
    @available(*, deprecated, renamed: "trailerPullingText")
    public static var TrailerPullingText: RefreshStringKey { .trailerPullingText }
}

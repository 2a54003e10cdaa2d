/// One language's complete set of built-in strings. The memberwise initialiser makes every key
/// mandatory, so a table with a missing entry does not compile.
struct StringTable: Sendable {
    let headerIdle, headerPulling, headerRefreshing: String
    let lastTime, today, noneLastDate: String
    let autoFooterIdle, autoFooterRefreshing, autoFooterNoMoreData: String
    let backFooterIdle, backFooterPulling, backFooterRefreshing, backFooterNoMoreData: String
    let trailerIdle, trailerPulling: String
    let refreshed, refreshFailed, loaded, loadFailed, tapToRetry: String
    let announceRefreshing, announceLoading: String
    let waiting: String
    let secondFloor: String
    let secondFloorTitle, secondFloorCloseHint: String
    let searchPlaceholder: String

    subscript(key: RefreshStringKey) -> String {
        switch key {
        case .headerIdleText: return headerIdle
        case .headerPullingText: return headerPulling
        case .headerRefreshingText: return headerRefreshing
        case .headerLastTimeText: return lastTime
        case .headerDateTodayText: return today
        case .headerNoneLastDateText: return noneLastDate
        case .autoFooterIdleText: return autoFooterIdle
        case .autoFooterRefreshingText: return autoFooterRefreshing
        case .autoFooterNoMoreDataText: return autoFooterNoMoreData
        case .backFooterIdleText: return backFooterIdle
        case .backFooterPullingText: return backFooterPulling
        case .backFooterRefreshingText: return backFooterRefreshing
        case .backFooterNoMoreDataText: return backFooterNoMoreData
        case .trailerIdleText: return trailerIdle
        case .trailerPullingText: return trailerPulling
        case .headerSucceededText: return refreshed
        case .headerFailedText: return refreshFailed
        case .footerSucceededText: return loaded
        case .footerFailedText: return loadFailed
        case .footerRetryText: return tapToRetry
        case .announceRefreshingText: return announceRefreshing
        case .announceLoadingText: return announceLoading
        case .headerWaitingText: return waiting
        case .headerSecondFloorText: return secondFloor
        case .secondFloorTitleText: return secondFloorTitle
        case .secondFloorCloseHintText: return secondFloorCloseHint
        case .searchPlaceholderText: return searchPlaceholder
        }
    }

    /// The built-in table for `language`.
    static func builtIn(_ language: RefreshLanguage) -> StringTable {
        switch language {
        case .en: return english
        case .zhHans: return simplifiedChinese
        case .zhHant: return traditionalChinese
        case .ja: return japanese
        case .ko: return korean
        case .ru: return russian
        case .uk: return ukrainian
        case .de: return german
        case .fr: return french
        case .es: return spanish
        case .pt: return portuguese
        case .it: return italian
        case .ar: return arabic
        }
    }
}

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

    subscript(key: RefreshStringKey) -> String {
        switch key {
        case .HeaderIdleText: return headerIdle
        case .HeaderPullingText: return headerPulling
        case .HeaderRefreshingText: return headerRefreshing
        case .HeaderLastTimeText: return lastTime
        case .HeaderDateTodayText: return today
        case .HeaderNoneLastDateText: return noneLastDate
        case .AutoFooterIdleText: return autoFooterIdle
        case .AutoFooterRefreshingText: return autoFooterRefreshing
        case .AutoFooterNoMoreDataText: return autoFooterNoMoreData
        case .BackFooterIdleText: return backFooterIdle
        case .BackFooterPullingText: return backFooterPulling
        case .BackFooterRefreshingText: return backFooterRefreshing
        case .BackFooterNoMoreDataText: return backFooterNoMoreData
        case .TrailerIdleText: return trailerIdle
        case .TrailerPullingText: return trailerPulling
        case .HeaderSucceededText: return refreshed
        case .HeaderFailedText: return refreshFailed
        case .FooterSucceededText: return loaded
        case .FooterFailedText: return loadFailed
        case .FooterRetryText: return tapToRetry
        case .AnnounceRefreshingText: return announceRefreshing
        case .AnnounceLoadingText: return announceLoading
        case .HeaderWaitingText: return waiting
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

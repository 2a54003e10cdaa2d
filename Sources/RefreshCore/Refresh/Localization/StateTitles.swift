/// The titles an app sets per state, for every language or for one, as the state classes keep
/// them (`setTitle(_:for:language:)`).
///
/// Lookup, in order: the title set for the current language, then the one set for every language
/// (`language: nil`, shown as the app set it whatever the language), else nil, which means the
/// localized default. So an app that gives titles per language switches them with the language, and
/// one that gives a single title keeps it in every language.
public struct StateTitles: Sendable {
    private var byLanguage: [RefreshLanguage: [RefreshState: String]] = [:]
    private var everyLanguage: [RefreshState: String] = [:]

    /// No titles: every state shows its localized default.
    public init() {}

    /// Sets (or, with nil, removes) the title of `state` in `language`, or in every language.
    /// - Parameters:
    ///   - title: The text to show, or nil to remove the title.
    ///   - state: The refresh state it is shown in.
    ///   - language: The language it applies to, or nil for every language.
    public mutating func set(_ title: String?, for state: RefreshState, language: RefreshLanguage?) {
        if let language { byLanguage[language, default: [:]][state] = title } else { everyLanguage[state] = title }
    }

    /// The app's title for `state` in `language`, or nil for the localized default.
    /// `willRefresh` shows what `refreshing` shows.
    /// - Parameters:
    ///   - state: The refresh state to look up.
    ///   - language: The current language.
    /// - Returns: The title set for `language`, else the one set for every language, else nil.
    public func title(for state: RefreshState, language: RefreshLanguage) -> String? {
        let s = state == .willRefresh ? RefreshState.refreshing : state
        return byLanguage[language]?[s] ?? everyLanguage[s]
    }
}

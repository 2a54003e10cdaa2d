/// A refresh control with a state label whose text is a title per state: the app's own
/// (`setTitle(_:for:language:)`, per language or for every language) over the localized default.
public protocol StateTitled: RefreshComponent {
    /// The app's titles per state and language.
    var titles: StateTitles { get set }
    /// The localization key of the default title in `state`.
    func defaultTitleKey(for state: RefreshState) -> RefreshStringKey
}

extension StateTitled {
    /// Sets the title shown in `state` in `language`, or in every language when `language` is nil
    /// (see `StateTitles` for which wins); a nil title goes back to the localized default.
    public func setTitle(_ title: String?, for state: RefreshState, language: RefreshLanguage? = nil) {
        titles.set(title, for: state, language: language)
    }

    /// The title shown in `state` in the current language.
    public func title(for state: RefreshState) -> String {
        let l = effectiveLocalizer
        return titles.title(for: state, language: l.language) ?? l.string(for: defaultTitleKey(for: state))
    }
}

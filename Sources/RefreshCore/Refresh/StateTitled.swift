/// A refresh control with a state label whose text is a title per state: the app's own
/// (`setTitle(_:for:language:)`, per language or for every language) over the localized default.
public protocol StateTitled: RefreshComponent {
    /// The app's titles per state and language.
    var titles: StateTitles { get set }
    /// The localization key of the default title in `state`.
    /// - Parameter state: The refresh state to look up.
    /// - Returns: The key of the built-in title for `state`.
    func defaultTitleKey(for state: RefreshState) -> RefreshStringKey
}

extension StateTitled {
    /// Sets the title shown in `state` in `language`, or in every language when `language` is nil
    /// (see `StateTitles` for which wins); a nil title goes back to the localized default.
    /// - Parameters:
    ///   - title: The text to show, or nil to go back to the localized default.
    ///   - state: The refresh state it is shown in.
    ///   - language: The language it applies to, or nil for every language.
    public func setTitle(_ title: String?, for state: RefreshState, language: RefreshLanguage? = nil) {
        titles.set(title, for: state, language: language)
    }

    /// The title the control shows now: its state's, or, while it shows a load's outcome
    /// (``RefreshComponent/isShowingOutcome``), the outcome's (``outcomeTitle(for:)``); an auto
    /// footer waiting in `failed` adds the localized "Tap to retry" to the failure.
    public var currentTitle: String {
        if isShowingOutcome || state == .finished { return outcomeTitle(for: lastOutcome) }
        if state == .failed { return outcomeTitle(for: lastOutcome) + retrySuffix }
        return title(for: state)
    }

    /// " · Tap to retry" (localized), which ends the title of a footer waiting in `failed`.
    private var retrySuffix: String { " · " + effectiveLocalizer.string(for: .footerRetryText) }

    /// How many characters at the end of ``currentTitle`` a cut keeps whole (`Label.keptSuffixLength`):
    /// " · Tap to retry" while it ends the title, so a long failure message is cut before it; else 0.
    var currentTitleKeptSuffixLength: Int {
        !isShowingOutcome && state == .failed ? retrySuffix.count : 0
    }

    /// The title for a load's outcome: a failure's message, else the title of `failed` for a
    /// failure (the app's, or "Refresh failed" / "Load failed"), of `noMoreData` for no more data
    /// on a footer, and of `finished` otherwise (the app's, or "Refreshed" / "Loaded"). Set a
    /// control's titles for `finished` and `failed` to change them (a header uses the one of
    /// `failed` although it never waits in that state).
    /// - Parameter outcome: The outcome to describe (nil: as for a success).
    /// - Returns: The localized title.
    public func outcomeTitle(for outcome: RefreshOutcome?) -> String {
        switch outcome {
        case let .failure(message)?: return message ?? title(for: .failed)
        case .noMoreData? where marksNoMoreData: return title(for: .noMoreData)
        default: return title(for: .finished)
        }
    }

    /// The title shown in `state` in the current language.
    /// - Parameter state: The refresh state to look up.
    /// - Returns: The app's title for `state` in the effective localizer's language, else the
    ///   localized default.
    public func title(for state: RefreshState) -> String {
        let l = effectiveLocalizer
        return titles.title(for: state, language: l.language) ?? l.string(for: defaultTitleKey(for: state))
    }
}

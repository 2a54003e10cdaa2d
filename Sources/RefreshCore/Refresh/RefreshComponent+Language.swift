/// Which localizer a control follows (RefreshComponent+Language).
@MainActor
struct LanguageState {
    /// ``RefreshComponent/localizer``.
    var localizer: RefreshLocalizer?
    /// The subscription to the localizer in force.
    var subscription = LocalizerSubscription()
}

extension RefreshComponent {
    /// The localizer to use; nil uses the window's (`ViewContext.localizer`).
    public var localizer: RefreshLocalizer? {
        get { language.localizer }
        set {
            language.localizer = newValue
            observeLocalizer()
        }
    }

    /// The localizer in force: the explicit one, else the window's, else the shared default.
    public var effectiveLocalizer: RefreshLocalizer {
        language.localizer ?? window?.context.localizer ?? RefreshLocalizer.shared
    }

    /// Follows the localizer in force, and re-sets the texts (`languageDidChange()`) when it is
    /// another one than before.
    func observeLocalizer() {
        guard language.subscription.follow(effectiveLocalizer, handler: { [weak self] in self?.languageDidChange() })
        else { return }
        languageDidChange()
    }
}

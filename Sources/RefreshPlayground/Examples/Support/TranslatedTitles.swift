import RefreshCore

extension StateTitled {
    /// Sets the app's titles for `states`, one row of texts per language (in the order of
    /// `states`), so the custom titles switch with the language like the rest of the control.
    func setTitles(_ table: KeyValuePairs<RefreshLanguage, [String]>, for states: [RefreshState]) {
        for (language, texts) in table {
            for (state, text) in zip(states, texts) { setTitle(text, for: state, language: language) }
        }
    }
}

import RefreshCore

extension Example {
    /// `header.hide-time`: no last-updated label, fading in with the pull.
    static let headerHideTime = Example(
        id: "header.hide-time", title: "Hide the time",
        summary: "No last-updated label; fades in with the pull (automaticallyChangesAlpha)",
        recipe: ExampleRecipe(header: { _ in
            let h = NormalHeader()
            h.lastUpdatedTimeLabel.isHidden = true
            h.automaticallyChangesAlpha = true
            return h
        }))
}

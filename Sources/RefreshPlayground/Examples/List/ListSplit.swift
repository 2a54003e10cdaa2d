import RefreshCore

extension Example {
    /// `list.split`: two lists side by side in one window, each with its own header, auto footer
    /// and rows. A click (or a drag) focuses the list under it, Tab and Shift+Tab move the focus,
    /// the focused list has a ring in the theme's accent, and the keys act on it alone: End loads
    /// only the focused list's footer, F5 refreshes only its header.
    static let listSplit = Example(
        id: "list.split", title: "Two lists, one window",
        summary: "Two lists side by side: a click or Tab focuses one (ringed), keys act on the focused one",
        content: .split,
        recipe: ExampleRecipe(header: { _ in NormalHeader() }, footer: { _ in AutoNormalFooter() }))
}

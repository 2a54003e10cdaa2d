import RefreshCore

extension Example {
    /// `footer.auto-hide-refreshing-title`: only the spinner while loading.
    static let footerAutoHideRefreshingTitle = Example(
        id: "footer.auto-hide-refreshing-title", title: "Hide the refreshing title",
        summary: "An auto footer that shows only its spinner, centred, while loading",
        recipe: ExampleRecipe(
            header: { _ in NormalHeader() },
            footer: { _ in
                let f = AutoNormalFooter()
                f.isRefreshingTitleHidden = true
                return f
            }))
}

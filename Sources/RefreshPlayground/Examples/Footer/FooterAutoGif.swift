import RefreshCore

extension Example {
    /// `footer.auto-gif`: an `AutoGIFFooter` playing the refreshing loop of `pull-ring`.
    static let footerAutoGif = Example(
        id: "footer.auto-gif", title: "Auto footer, animated images",
        summary: "The refreshing images of pull-ring beside \"Loading...\"",
        animations: ["pull-ring"],
        recipe: ExampleRecipe(
            header: { _ in NormalHeader() },
            footer: { _ in
                let f = AutoGIFFooter()
                AssetLibrary.shared.load("pull-ring", into: f, states: [.refreshing])
                return f
            }))
}

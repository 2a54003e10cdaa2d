import RefreshCore

extension Example {
    /// `footer.auto-normal`: the default `AutoNormalFooter` loading 5 rows when scrolled to.
    static let footerAutoNormal = Example(
        id: "footer.auto-normal", title: "Auto footer",
        summary: "Loads 5 more rows when scrolled to the end (once per drag), or when tapped",
        recipe: ExampleRecipe(header: { _ in NormalHeader() }, footer: { _ in AutoNormalFooter() }))
}

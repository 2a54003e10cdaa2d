import RefreshCore

extension Example {
    /// `footer.auto-hide-after-load`: the footer hides after its first load (and gives its inset back).
    static let footerAutoHideAfterLoad = Example(
        id: "footer.auto-hide-after-load", title: "Hide after loading",
        summary: "The footer hides after its first load, giving back its bottom inset",
        recipe: ExampleRecipe(header: { _ in NormalHeader() }, footer: { _ in AutoNormalFooter() }, hideFooterAtLoad: 1)
    )
}

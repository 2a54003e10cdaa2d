import RefreshCore

extension Example {
    /// `footer.back-normal`: a `BackNormalFooter` under an app bottom inset of 30 it ignores.
    static let footerBackNormal = Example(
        id: "footer.back-normal", title: "Back footer",
        summary: "Pull up past the end and release; the app's bottom inset 30 is ignored by the footer",
        recipe: ExampleRecipe(
            header: { _ in NormalHeader() },
            footer: { scrollView in
                scrollView.contentInset.bottom = 30
                let f = BackNormalFooter()
                f.ignoredScrollViewContentInsetBottom = 30
                return f
            }))
}

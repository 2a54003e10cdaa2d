import RefreshCore

extension Example {
    /// `footer.back-diy`: `DIYBackFooter`, a pull meter written against the public API.
    static let footerBackDIY = Example(
        id: "footer.back-diy", title: "DIY back footer",
        summary: "A back footer written against the public API: a meter fills with the pull",
        recipe: ExampleRecipe(
            header: { _ in NormalHeader() }, footer: { _ in DIYBackFooter() },
            applyTheme: { example, palette in (example.footer as? DIYBackFooter)?.apply(palette) }))
}

import RefreshCore

extension Example {
    /// `header.diy`: a header written only against the public API (`DIYHeader`).
    static let headerDIY = Example(
        id: "header.diy", title: "DIY header",
        summary: "A header written only against the public API: its colour follows the pull",
        recipe: ExampleRecipe(
            header: { _ in DIYHeader() },
            applyTheme: { example, palette in (example.header as? DIYHeader)?.apply(palette) }))
}

import RefreshCore

extension Example {
    /// `grid.header-footer`: a grid of cards with a header and a back footer that hides while the
    /// grid is empty.
    static let gridHeaderFooter = Example(
        id: "grid.header-footer", title: "Grid with header and footer",
        summary: "Cards in columns; the back footer hides while there are no items (C clears them)",
        content: .grid,
        recipe: ExampleRecipe(
            header: { _ in NormalHeader() },
            footer: { _ in
                let f = BackNormalFooter()
                f.hidesWhenEmpty = true
                return f
            },
            handleKey: { example, key in
                guard key == "C" else { return false }
                example.replaceRows(count: 0)
                return true
            }))
}

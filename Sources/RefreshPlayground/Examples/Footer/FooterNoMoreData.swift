import RefreshCore

extension Example {
    /// `footer.no-more-data`: the third load ends with no more data; N resets it.
    static let footerNoMoreData = Example(
        id: "footer.no-more-data", title: "No more data",
        summary: "After the third load the footer says \"No more data\" and stops until reset (N)",
        recipe: ExampleRecipe(header: { _ in NormalHeader() }, footer: { _ in AutoNormalFooter() }, noMoreDataAtLoad: 3)
    )
}

import RefreshCore

extension Example {
    /// `list.showcase`: what the window opens without `--example`: the default header and auto
    /// footer on one list, each load's outcome shown, three pages and then no more data.
    static let listShowcase = Example(
        id: "list.showcase", title: "Showcase",
        summary: "Pull down to refresh, scroll to the end to load more: 3 pages, then no more data (N resets)",
        recipe: ExampleRecipe(
            header: { _ in NormalHeader() },
            footer: { _ in AutoNormalFooter() },
            noMoreDataAtLoad: 3,
            showsOutcomes: true))
}

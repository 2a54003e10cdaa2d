import RefreshCore

extension Example {
    /// `header.results`: a header that shows how each load ended before it collapses.
    static let headerResults = Example(
        id: "header.results", title: "Results",
        summary: "Each refresh shows its outcome for 0.5 s: the 1st succeeds, the 2nd fails, and so on (F5)",
        recipe: ExampleRecipe(
            header: { _ in
                let header = NormalHeader()
                header.minimumRefreshingDuration = 0.5   // a fast reply never flashes the spinner
                return header
            },
            showsOutcomes: true,
            headerOutcome: { load in load % 2 == 1 ? .success : .failure() }))
}

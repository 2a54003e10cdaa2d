import RefreshCore

extension Example {
    /// `header.auto-begin`: `beginRefreshing()` before the list is in the window (through `willRefresh`).
    static let headerAutoBegin = Example(
        id: "header.auto-begin", title: "Begin at launch",
        summary: "beginRefreshing before the list is on screen (through willRefresh)",
        recipe: ExampleRecipe(header: { _ in NormalHeader() }, didInstall: { $0.header?.beginRefreshing() }))
}

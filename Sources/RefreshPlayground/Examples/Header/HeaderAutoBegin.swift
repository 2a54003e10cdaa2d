import RefreshCore

extension Example {
    /// `header.auto-begin`: `beginRefreshing(source: .automatic)` before the list is in the window
    /// (through `willRefresh`): the app begins it by itself as the screen opens.
    static let headerAutoBegin = Example(
        id: "header.auto-begin", title: "Begin at launch",
        summary: "beginRefreshing before the list is on screen (through willRefresh)",
        recipe: ExampleRecipe(
            header: { _ in NormalHeader() }, didInstall: { $0.header?.beginRefreshing(source: .automatic) }))
}

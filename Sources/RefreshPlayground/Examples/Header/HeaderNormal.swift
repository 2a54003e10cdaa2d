import RefreshCore

extension Example {
    /// `header.normal`: the default `NormalHeader`.
    static let headerNormal = Example(
        id: "header.normal", title: "Default header", summary: "Arrow, spinner, state and last-updated labels",
        recipe: ExampleRecipe(header: { _ in NormalHeader() }))
}

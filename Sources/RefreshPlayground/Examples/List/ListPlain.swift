extension Example {
    /// `list.plain`: the bare list, to judge dragging, rubber-banding, momentum and bouncing alone.
    static let listPlain = Example(
        id: "list.plain", title: "Plain list", summary: "A list with iOS scroll physics and no refresh control",
        rows: 100, recipe: ExampleRecipe())
}

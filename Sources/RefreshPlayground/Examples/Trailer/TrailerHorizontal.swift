import RefreshCore

extension Example {
    /// `trailer.horizontal`: a horizontal strip of cards with a `NormalTrailer` at its end.
    static let trailerHorizontal = Example(
        id: "trailer.horizontal", title: "Horizontal trailer",
        summary: "A strip of cards pulled left past its end: the trailer loads 5 more",
        content: .strip,
        recipe: ExampleRecipe(trailer: { _ in NormalTrailer() }))
}

import RefreshCore

extension Example {
    /// `header.gif`: a `GifHeader` playing `Assets/animations/pull-ring`.
    static let headerGif = Example(
        id: "header.gif", title: "Animated images",
        summary: "Frames scrubbed by the pull, looping while pulling and refreshing",
        animations: ["pull-ring"],
        recipe: ExampleRecipe(header: { _ in
            let h = GifHeader()
            AssetLibrary.shared.load("pull-ring", into: h)
            return h
        }))
}

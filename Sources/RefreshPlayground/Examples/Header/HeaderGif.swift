import RefreshCore

extension Example {
    /// `header.gif`: a `GIFHeader` playing `Assets/animations/pull-ring`.
    static let headerGif = Example(
        id: "header.gif", title: "Animated images",
        summary: "Frames scrubbed by the pull, looping while pulling and refreshing",
        animations: ["pull-ring"],
        recipe: ExampleRecipe(header: { _ in
            let h = GIFHeader()
            AssetLibrary.shared.load("pull-ring", into: h)
            return h
        }))
}

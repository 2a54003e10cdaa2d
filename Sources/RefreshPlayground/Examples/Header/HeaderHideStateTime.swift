import RefreshCore

extension Example {
    /// `header.hide-state-time`: only the `bounce-dots` animation, centred.
    static let headerHideStateTime = Example(
        id: "header.hide-state-time", title: "Hide state and time",
        summary: "Only the animation, centred; refreshing plays a real animated GIF",
        animations: ["bounce-dots"],
        recipe: ExampleRecipe(header: { _ in
            let h = GIFHeader()
            AssetLibrary.shared.load("bounce-dots", into: h)
            h.stateLabel.isHidden = true
            h.lastUpdatedTimeLabel.isHidden = true
            return h
        }))
}

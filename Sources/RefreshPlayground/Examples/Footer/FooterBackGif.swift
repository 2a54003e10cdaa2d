import RefreshCore

extension Example {
    /// `footer.back-gif`: a `BackGIFFooter` (pull-ring) that fades with the pull; no more data
    /// after the third load.
    static let footerBackGif = Example(
        id: "footer.back-gif", title: "Back footer, animated images",
        summary: "Frames follow the pull, fade in with it; no more data after the third load",
        animations: ["pull-ring"],
        recipe: ExampleRecipe(
            header: { _ in NormalHeader() },
            footer: { _ in
                let f = BackGIFFooter()
                AssetLibrary.shared.load("pull-ring", into: f)
                f.automaticallyChangesAlpha = true
                return f
            }, noMoreDataAtLoad: 3))
}

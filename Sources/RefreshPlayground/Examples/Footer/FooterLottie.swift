import RefreshCore

extension Example {
    /// `footer.lottie`: a `SegmentedAnimationAutoFooter` playing `Assets/animations/lottie-dots`, a
    /// Lottie file made by the project: the dots bounce while it loads; the first load fails with the
    /// `failure` segment and waits for a retry (tap, Enter or a pull up), the retry loads, and the
    /// third load ends with `noMoreData`. A broken file leaves the normal footer, with a warning.
    static let footerLottie = Example(
        id: "footer.lottie", title: "Lottie footer",
        summary: "Dots by segment: the 1st load fails (tap to retry), the 2nd loads, the 3rd ends with no more data",
        recipe: ExampleRecipe(
            header: { _ in NormalHeader() },
            footer: { _ in
                guard let animation = AssetLibrary.shared.lottie("lottie-dots") else { return AutoNormalFooter() }
                let footer = SegmentedAnimationAutoFooter()
                footer.animation = animation
                return footer
            },
            noMoreDataAtLoad: 3,
            showsOutcomes: true,
            footerOutcome: { load in load == 1 ? .failure() : load == 3 ? .noMoreData : .success }))
}

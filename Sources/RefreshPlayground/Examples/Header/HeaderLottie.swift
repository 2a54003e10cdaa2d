import RefreshCore

extension Example {
    /// `header.lottie`: a `SegmentedAnimationHeader` playing `Assets/animations/lottie-ring`, a
    /// Lottie file made by the project: the pull scrubs its `pull` segment, `refresh` loops while
    /// refreshing, and every third load fails, so `success` and `failure` both play before it hides.
    /// A broken file leaves the normal header, with a warning.
    static let headerLottie = Example(
        id: "header.lottie", title: "Lottie animation",
        summary: "A Lottie file by segment: the pull draws the ring, it spins, then a check (every 3rd load: a cross)",
        recipe: ExampleRecipe(
            header: { _ in
                guard let animation = AssetLibrary.shared.lottie("lottie-ring") else { return NormalHeader() }
                let header = SegmentedAnimationHeader()
                header.animation = animation
                return header
            },
            showsOutcomes: true,
            headerOutcome: { load in load % 3 == 0 ? .failure() : .success }))
}

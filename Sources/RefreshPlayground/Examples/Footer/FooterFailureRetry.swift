import RefreshCore

extension Example {
    /// `footer.failure-retry`: an auto footer whose first load fails, then every other one; a
    /// failed footer waits with "Tap to retry" until tapped, clicked, pulled or Enter is pressed.
    static let footerFailureRetry = Example(
        id: "footer.failure-retry", title: "Failure and retry",
        summary:
            "The 1st load fails and waits: tap the footer, press Enter or pull up to retry; then every other one fails",
        recipe: ExampleRecipe(
            header: { _ in NormalHeader() },
            footer: { _ in AutoNormalFooter() },
            showsOutcomes: true,
            footerOutcome: { load in load % 2 == 1 ? .failure() : .success }))
}

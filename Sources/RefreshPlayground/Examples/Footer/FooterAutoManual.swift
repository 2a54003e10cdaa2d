import RefreshCore

extension Example {
    /// `footer.auto-manual`: `automaticallyRefreshes` off, so only a tap or a pull-and-release loads.
    static let footerAutoManual = Example(
        id: "footer.auto-manual", title: "Load on request",
        summary: "automaticallyRefreshes off: tap the footer or pull up and release at the end",
        recipe: ExampleRecipe(
            header: { _ in NormalHeader() },
            footer: { _ in
                let f = AutoNormalFooter()
                f.automaticallyRefreshes = false
                return f
            }))
}

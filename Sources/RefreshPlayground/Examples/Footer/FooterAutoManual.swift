import RefreshCore

extension Example {
    /// `footer.auto-manual`: `automaticallyRefresh` off, so only a tap or a pull-and-release loads.
    static let footerAutoManual = Example(
        id: "footer.auto-manual", title: "Load on request",
        summary: "automaticallyRefresh off: tap the footer or pull up and release at the end",
        recipe: ExampleRecipe(
            header: { _ in NormalHeader() },
            footer: { _ in
                let f = AutoNormalFooter()
                f.automaticallyRefresh = false
                return f
            }))
}

import RefreshCore

extension Example {
    /// `footer.auto-diy`: `DIYAutoFooter`, which may fire twice in one drag.
    static let footerAutoDIY = Example(
        id: "footer.auto-diy", title: "DIY auto footer",
        summary: "An auto footer written against the public API; autoTriggerTimes 2",
        recipe: ExampleRecipe(
            header: { _ in NormalHeader() },
            footer: { _ in
                let f = DIYAutoFooter()
                f.autoTriggerTimes = 2
                return f
            }, applyTheme: { example, palette in (example.footer as? DIYAutoFooter)?.apply(palette) }))
}

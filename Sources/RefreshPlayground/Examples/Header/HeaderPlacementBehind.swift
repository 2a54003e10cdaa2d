import RefreshCore

extension Example {
    /// `header.placement-behind`: a normal header and back footer fixed behind the rows
    /// (`RefreshPlacement.behind`), revealed as the rows are pulled away.
    static let headerPlacementBehind = Example(
        id: "header.placement-behind", title: "Placement: behind",
        summary: "Header and back footer fixed behind the rows, revealed as the rows are pulled away",
        recipe: placementRecipe(.behind))

    /// The placement examples' recipe: a normal header and a back normal footer in `placement`,
    /// filled with `background` of each theme (nil: nothing), with the example's own keys.
    static func placementRecipe(
        _ placement: RefreshPlacement, background: ((ThemePalette) -> Color)? = nil,
        handleKey: ((RecipeContext, String) -> Bool)? = nil
    ) -> ExampleRecipe {
        func placed<Control: RefreshComponent>(_ control: Control) -> Control {
            control.placement = placement
            return control
        }
        return ExampleRecipe(
            header: { _ in placed(NormalHeader()) }, footer: { _ in placed(BackNormalFooter()) },
            handleKey: handleKey,
            applyTheme: background.map { fill in
                { example, palette in
                    example.header?.backgroundColor = fill(palette)
                    example.footer?.backgroundColor = fill(palette)
                }
            })
    }
}

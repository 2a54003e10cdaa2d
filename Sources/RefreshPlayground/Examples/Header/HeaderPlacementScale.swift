import RefreshCore

extension Example {
    /// `header.placement-scale`: a normal header and back footer stretched over the room the pull
    /// opens (`RefreshPlacement.scale`), their arrow and text centred in it, on a tint of the
    /// theme's accent that shows how far they reach.
    static let headerPlacementScale = Example(
        id: "header.placement-scale", title: "Placement: scale",
        summary: "Header and back footer stretched over the room the pull opens, their content centred",
        recipe: ExampleRecipe(
            header: { _ in placed(NormalHeader(), .scale) }, footer: { _ in placed(BackNormalFooter(), .scale) },
            applyTheme: { example, palette in
                example.header?.backgroundColor = palette.accent.multipliedAlpha(0.12)
                example.footer?.backgroundColor = palette.accent.multipliedAlpha(0.12)
            }))
}

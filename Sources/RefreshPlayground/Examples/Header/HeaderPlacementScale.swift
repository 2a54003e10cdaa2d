import RefreshCore

extension Example {
    /// `header.placement-scale`: a normal header and back footer stretched over the room the pull
    /// opens (`RefreshPlacement.scale`), their arrow and text centred in it, on a tint of the
    /// theme's accent that shows how far they reach.
    static let headerPlacementScale = Example(
        id: "header.placement-scale", title: "Placement: scale",
        summary: "Header and back footer stretched over the room the pull opens, their content centred",
        recipe: placementRecipe(.scale, background: { $0.accent.multipliedAlpha(0.12) }))
}

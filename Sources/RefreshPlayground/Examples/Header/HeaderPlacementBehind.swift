import RefreshCore

extension Example {
    /// `header.placement-behind`: a normal header and back footer fixed behind the rows
    /// (`RefreshPlacement.behind`), revealed as the rows are pulled away.
    static let headerPlacementBehind = Example(
        id: "header.placement-behind", title: "Placement: behind",
        summary: "Header and back footer fixed behind the rows, revealed as the rows are pulled away",
        recipe: ExampleRecipe(
            header: { _ in placed(NormalHeader(), .behind) }, footer: { _ in placed(BackNormalFooter(), .behind) }))

    /// `control` in `placement`.
    static func placed<Control: RefreshComponent>(_ control: Control, _ placement: RefreshPlacement) -> Control {
        control.placement = placement
        return control
    }
}

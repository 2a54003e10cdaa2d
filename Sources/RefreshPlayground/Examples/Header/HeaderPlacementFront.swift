import RefreshCore

extension Example {
    /// `header.placement-front`: a normal header and back footer drawn over the rows
    /// (`RefreshPlacement.front`) on the theme's background (opaque, so the rows under them do not
    /// show through); while they refresh the rows rest under them, unless F asks them to make room
    /// (`frontPushesContent`); F says for a moment which it is now.
    static let headerPlacementFront = Example(
        id: "header.placement-front", title: "Placement: front",
        summary: "Header and back footer over the rows, which stay at rest while they refresh (F: make room)",
        recipe: placementRecipe(
            .front, background: \.background,
            handleKey: { example, key in
                guard key == "F" else { return false }
                let controls = [example.header, example.footer].compactMap { $0 } as [RefreshComponent]
                let pushes = !(controls.first?.frontPushesContent ?? false)
                for control in controls { control.frontPushesContent = pushes }
                example.notify(pushes ? "F: rows make room" : "F: rows stay under the controls")
                return true
            }))
}

import RefreshCore

extension Example {
    /// `header.trigger-hold`: a normal header whose threshold lies past the height it holds at
    /// (`triggerDistance` 100 against its 54 pt), pulled through a stiff band (`dragRate` 0.6) that
    /// stops at 160 pt (`maximumPullDistance`): it takes a long pull to refresh, then hovers at 54.
    static let headerTriggerHold = Example(
        id: "header.trigger-hold", title: "Trigger past the hold",
        summary: "Refreshes only past 100 pt but hovers at 54: drag rate 0.6, pulled at most 160 pt",
        recipe: ExampleRecipe(header: { _ in makeTriggerHoldHeader() }))

    /// The header of `header.trigger-hold`.
    static func makeTriggerHoldHeader() -> NormalHeader {
        let header = NormalHeader()
        header.triggerDistance = 100
        header.dragRate = 0.6
        header.maximumPullDistance = 160
        return header
    }
}

/// The state of a refresh control's feature kept in its `features` (``FeatureStore``) that hears
/// the control's state changes: the last step of every change (<doc:StateMachines>, "Inside a state
/// change"), after the fixed ones, for each such feature written so far, in the order they were
/// first written. A feature added later adds its file and this conformance, not a step to the
/// `state` setter.
package protocol RefreshComponentFeature: FeatureState {
    /// The control's state changed from `old` to `component.state`; the feature reads and writes
    /// its state through `component.features[Self.self]`.
    ///
    /// - Parameters:
    ///   - component: The control whose state changed.
    ///   - old: The state it left.
    @MainActor func component(_ component: RefreshComponent, didChangeStateFrom old: RefreshState)
}

extension RefreshComponent {
    /// Part of every state change, the last: the features kept in `features` hear it.
    /// - Parameter old: The state the control left.
    func featuresStateDidChange(from old: RefreshState) {
        for feature in features.states(conformingTo: (any RefreshComponentFeature).self) {
            feature.component(self, didChangeStateFrom: old)
        }
    }
}

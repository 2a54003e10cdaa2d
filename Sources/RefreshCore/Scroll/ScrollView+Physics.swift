/// The scroll view's tuned physics (ScrollView+Physics), held in its features rather than in a
/// stored property of `ScrollView`.
struct ScrollPhysicsState: FeatureState {
    /// ``ScrollView/physics``.
    var physics = ScrollPhysics()
}

extension ScrollView {
    /// The rubber band and the bounce spring of this scroll view (iOS's by default): every drag,
    /// trackpad scroll and bounce that starts after a change uses the new values; a bounce under
    /// way finishes with the spring it started with. A value that is not a positive finite number
    /// is replaced by iOS's, with a warning naming it.
    public var physics: ScrollPhysics {
        get { features[ScrollPhysicsState.self].physics }
        set {
            var accepted = newValue
            if !(newValue.rubberBandCoefficient.isFinite && newValue.rubberBandCoefficient > 0) {
                warnRejectedPhysics("rubberBandCoefficient", newValue.rubberBandCoefficient, RubberBand.coefficient)
                accepted.rubberBandCoefficient = RubberBand.coefficient
            }
            if !(newValue.springOmega.isFinite && newValue.springOmega > 0) {
                warnRejectedPhysics("springOmega", newValue.springOmega, Spring.defaultOmega)
                accepted.springOmega = Spring.defaultOmega
            }
            features[ScrollPhysicsState.self].physics = accepted
        }
    }

    /// The bounce spring for a displacement `x0` from the edge and a velocity `v0`, at this scroll
    /// view's ``physics``.
    func bounceSpring(x0: Double, v0: Double) -> Spring { Spring(x0: x0, v0: v0, omega: physics.springOmega) }

    private func warnRejectedPhysics(_ name: String, _ value: Double, _ fallback: Double) {
        logger.warning(
            "A physics value that is not a positive finite number was replaced by iOS's",
            metadata: [
                "control": "\(typeName)", "property": "physics.\(name)", "value": "\(value)",
                "allowed": "a positive finite number", "used": "\(fallback)",
            ])
    }
}

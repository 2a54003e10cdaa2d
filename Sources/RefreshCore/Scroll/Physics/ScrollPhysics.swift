/// The scroll view's feel past its edges, beside its ``ScrollView/decelerationRate``: how hard the
/// rubber band resists a drag past an edge and how fast the spring brings the content back
/// (``ScrollView/physics``). The defaults are iOS's.
public struct ScrollPhysics: Equatable, Sendable {
    /// The rubber band's `c` in `c·x·d / (d + c·x)` (``RubberBand/coefficient``, UIKit's 0.55):
    /// lower is stiffer, higher looser. Positive.
    public var rubberBandCoefficient: Double
    /// The bounce spring's natural frequency ω in radians per second (``Spring/defaultOmega``, 10:
    /// mass 1, stiffness ω²): higher springs back faster. Positive.
    public var springOmega: Double

    /// Physics with the given values (iOS's by default).
    /// - Parameters:
    ///   - rubberBandCoefficient: The rubber band's coefficient, positive.
    ///   - springOmega: The bounce spring's natural frequency, in radians per second, positive.
    public init(rubberBandCoefficient: Double = RubberBand.coefficient, springOmega: Double = Spring.defaultOmega) {
        self.rubberBandCoefficient = rubberBandCoefficient
        self.springOmega = springOmega
    }

    /// iOS's physics: coefficient 0.55, ω 10.
    public static let ios = ScrollPhysics()
}

import Foundation

/// A critically damped spring toward 0: `x(t) = (x0 + (v0 + ω·x0)·t)·e^(−ωt)`, ω = 10 by default
/// (mass 1, stiffness 100). Used for bounce-back and for momentum that runs past an edge.
public struct Spring: Sendable {
    public static let defaultOmega = 10.0

    /// Initial displacement from the rest position.
    public let x0: Double
    /// Initial velocity of the displacement.
    public let v0: Double
    public let omega: Double

    public init(x0: Double, v0: Double, omega: Double = Spring.defaultOmega) {
        self.x0 = x0
        self.v0 = v0
        self.omega = omega.isFinite && omega > 0 ? omega : Spring.defaultOmega
    }

    public func displacement(at t: Double) -> Double {
        (x0 + (v0 + omega * x0) * t) * exp(-omega * t)
    }

    public func velocity(at t: Double) -> Double {
        let b = v0 + omega * x0
        return (b - omega * (x0 + b * t)) * exp(-omega * t)
    }

    /// True once the spring is close enough to rest to stop: within `epsilon` of 0 and slower than `velocityEpsilon`.
    public func isSettled(at t: Double, epsilon: Double, velocityEpsilon: Double) -> Bool {
        abs(displacement(at: t)) < epsilon && abs(velocity(at: t)) < velocityEpsilon
    }
}

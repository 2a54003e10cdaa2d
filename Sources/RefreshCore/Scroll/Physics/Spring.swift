import Foundation

/// A critically damped spring toward 0: `x(t) = (x0 + (v0 + ω·x0)·t)·e^(−ωt)`, ω = 10 by default
/// (mass 1, stiffness 100). Used for bounce-back and for momentum that runs past an edge.
public struct Spring: Sendable {
    /// The natural frequency ω, in radians per second, used when none (or an invalid one) is given.
    public static let defaultOmega = 10.0

    /// Initial displacement from the rest position.
    public let x0: Double
    /// Initial velocity of the displacement.
    public let v0: Double
    /// The natural frequency ω in radians per second; larger springs settle faster.
    public let omega: Double

    /// Creates a spring released with displacement `x0` and velocity `v0`.
    /// - Parameters:
    ///   - x0: The initial displacement from rest, in points (the overscroll past the edge).
    ///   - v0: The initial velocity, in points per second.
    ///   - omega: The natural frequency; a value that is not finite and positive is replaced by
    ///     `defaultOmega`.
    public init(x0: Double, v0: Double, omega: Double = Spring.defaultOmega) {
        self.x0 = x0
        self.v0 = v0
        self.omega = omega.isFinite && omega > 0 ? omega : Spring.defaultOmega
    }

    /// The displacement from rest `t` seconds after the spring started.
    /// - Parameter t: Seconds since the spring started.
    /// - Returns: The displacement, in points.
    public func displacement(at t: Double) -> Double {
        (x0 + (v0 + omega * x0) * t) * exp(-omega * t)
    }

    /// The velocity of the displacement `t` seconds after the spring started.
    /// - Parameter t: Seconds since the spring started.
    /// - Returns: The velocity, in points per second.
    public func velocity(at t: Double) -> Double {
        let b = v0 + omega * x0
        return (b - omega * (x0 + b * t)) * exp(-omega * t)
    }

    /// True once the spring is close enough to rest to stop: within `epsilon` of 0 and slower than `velocityEpsilon`.
    /// - Parameters:
    ///   - t: Seconds since the spring started.
    ///   - epsilon: The largest displacement, in points, that counts as at rest.
    ///   - velocityEpsilon: The largest speed, in points per second, that counts as at rest.
    /// - Returns: True when both the displacement and the velocity are below their limits.
    public func isSettled(at t: Double, epsilon: Double, velocityEpsilon: Double) -> Bool {
        abs(displacement(at: t)) < epsilon && abs(velocity(at: t)) < velocityEpsilon
    }
}

import Foundation

/// UIScrollView's deceleration rates: velocity multipliers per millisecond.
public enum DecelerationRate {
    /// UIKit's normal rate: velocity keeps 99.8 % of itself each millisecond (long, gliding momentum).
    public static let normal = 0.998
    /// UIKit's fast rate: velocity keeps 99 % of itself each millisecond (momentum that stops quickly).
    public static let fast = 0.99
}

/// Momentum after a fling: `v(t) = v0·d^(1000t)`, `x(t) = x0 + v0·(d^(1000t) − 1)/k`, `k = 1000·ln d`.
public struct Deceleration: Sendable {
    /// Position at the fling's start, in points.
    public let x0: Double
    /// Velocity at the fling's start, in points per second.
    public let v0: Double
    /// Velocity multiplier per millisecond, strictly between 0 and 1.
    public let rate: Double
    /// `1000·ln(rate)`, negative.
    public let k: Double

    /// Creates the momentum of a fling released at `x0` with velocity `v0`.
    /// - Parameters:
    ///   - x0: The start position, in points.
    ///   - v0: The release velocity, in points per second.
    ///   - rate: The velocity multiplier per millisecond; a value that is not finite or not strictly
    ///     between 0 and 1 is replaced by `DecelerationRate.normal`.
    public init(x0: Double, v0: Double, rate: Double = DecelerationRate.normal) {
        self.x0 = x0
        self.v0 = v0
        let r = rate.isFinite && rate > 0 && rate < 1 ? rate : DecelerationRate.normal
        self.rate = r
        self.k = 1000 * log(r)
    }

    /// The position the momentum has reached `t` seconds after its start.
    /// - Parameter t: Seconds since the fling started.
    /// - Returns: The position, in points.
    public func position(at t: Double) -> Double { x0 + v0 * (pow(rate, 1000 * t) - 1) / k }
    /// The velocity the momentum has left `t` seconds after its start.
    /// - Parameter t: Seconds since the fling started.
    /// - Returns: The velocity, in points per second.
    public func velocity(at t: Double) -> Double { v0 * pow(rate, 1000 * t) }
    /// Where it would come to rest: `x0 − v0/k`.
    public var destination: Double { x0 - v0 / k }

    /// Seconds until the remaining distance is below `epsilon`: `ln(−k·ε/|v0|)/k` (0 when already there).
    /// - Parameter epsilon: The remaining distance, in points, at which the momentum counts as stopped.
    /// - Returns: The duration in seconds; 0 without velocity or with a non-positive `epsilon`.
    public func duration(epsilon: Double) -> Double {
        guard v0 != 0, epsilon > 0 else { return 0 }
        let arg = -k * epsilon / abs(v0)
        return arg >= 1 ? 0 : log(arg) / k
    }

    /// Seconds to travel `distance` (signed, in the direction of motion), or nil if it never gets there:
    /// `ln(1 + k·s/v0)/k`.
    /// - Parameter distance: The distance to travel, in points, signed like the velocity.
    /// - Returns: The time in seconds, or nil when the momentum stops short of `distance` or moves the
    ///   other way.
    public func time(toTravel distance: Double) -> Double? {
        guard v0 != 0 else { return distance == 0 ? 0 : nil }
        if distance == 0 { return 0 }
        guard (distance > 0) == (v0 > 0) else { return nil }
        let arg = 1 + k * distance / v0
        guard arg > 0 else { return nil }
        return log(arg) / k
    }
}

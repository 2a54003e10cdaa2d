import Foundation

/// UIScrollView's deceleration rates: velocity multipliers per millisecond.
public enum DecelerationRate {
    public static let normal = 0.998
    public static let fast = 0.99
}

/// Momentum after a fling: `v(t) = v0·d^(1000t)`, `x(t) = x0 + v0·(d^(1000t) − 1)/k`, `k = 1000·ln d`.
public struct Deceleration: Sendable {
    public let x0: Double
    public let v0: Double
    public let rate: Double
    /// `1000·ln(rate)`, negative.
    public let k: Double

    public init(x0: Double, v0: Double, rate: Double = DecelerationRate.normal) {
        self.x0 = x0
        self.v0 = v0
        let r = rate.isFinite && rate > 0 && rate < 1 ? rate : DecelerationRate.normal
        self.rate = r
        self.k = 1000 * log(r)
    }

    public func position(at t: Double) -> Double { x0 + v0 * (pow(rate, 1000 * t) - 1) / k }
    public func velocity(at t: Double) -> Double { v0 * pow(rate, 1000 * t) }
    /// Where it would come to rest: `x0 − v0/k`.
    public var destination: Double { x0 - v0 / k }

    /// Seconds until the remaining distance is below `epsilon`: `ln(−k·ε/|v0|)/k` (0 when already there).
    public func duration(epsilon: Double) -> Double {
        guard v0 != 0, epsilon > 0 else { return 0 }
        let arg = -k * epsilon / abs(v0)
        return arg >= 1 ? 0 : log(arg) / k
    }

    /// Seconds to travel `distance` (signed, in the direction of motion), or nil if it never gets there:
    /// `ln(1 + k·s/v0)/k`.
    public func time(toTravel distance: Double) -> Double? {
        guard v0 != 0 else { return distance == 0 ? 0 : nil }
        if distance == 0 { return 0 }
        guard (distance > 0) == (v0 > 0) else { return nil }
        let arg = 1 + k * distance / v0
        guard arg > 0 else { return nil }
        return log(arg) / k
    }
}

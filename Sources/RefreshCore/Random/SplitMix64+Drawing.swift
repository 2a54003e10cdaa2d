import Foundation

/// What seeded code draws from the one generator: numbers in a range, chances, picks and
/// weighted choices, and seeds derived from a seed. The soak's sessions and the seeded property
/// tests use these, so the same seed draws the same values everywhere.
extension SplitMix64 {
    /// A seed derived from `base` and `parts` (an example's index, a session's number), so every
    /// session has its own seed that the report can print and `--session-seed` can replay alone.
    package static func derive(_ base: UInt64, _ parts: Int...) -> UInt64 {
        var r = SplitMix64(seed: base)
        var s = r.next()
        for p in parts {
            r = SplitMix64(seed: s ^ UInt64(truncatingIfNeeded: p &* 0x2545_F491))
            s = r.next()
        }
        return s
    }

    /// A number in `range`, rounded to `decimals` places (short numbers keep scripts readable).
    package mutating func number(_ range: ClosedRange<Double>, decimals: Int = 1) -> Double {
        let v = Double.random(in: range, using: &self)
        let m = pow10(decimals)
        return min(max((v * m).rounded() / m, range.lowerBound), range.upperBound)
    }

    /// True with probability `p`.
    package mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &self) < p }

    /// One of `items` (which must not be empty).
    package mutating func pick<T>(_ items: [T]) -> T { items[Int.random(in: 0..<items.count, using: &self)] }

    /// An index drawn with the given weights (at least one positive).
    package mutating func weighted(_ weights: [Double]) -> Int {
        let total = weights.reduce(0, +)
        var x = Double.random(in: 0..<total, using: &self)
        for (i, w) in weights.enumerated() {
            if x < w { return i }
            x -= w
        }
        return weights.count - 1
    }

    private func pow10(_ n: Int) -> Double {
        var m = 1.0
        for _ in 0..<max(0, n) { m *= 10 }
        return m
    }

    /// A number in `range`, not rounded.
    package mutating func double(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &self) }

    /// A whole number in `range`.
    package mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }
}

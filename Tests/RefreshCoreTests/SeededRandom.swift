@testable import RefreshCore

/// The core's SplitMix64 for the seeded property tests: the same seed gives the same cases on
/// every run, and a failure message carries the seed and case number that reproduce it.
struct SeededRandom: RandomNumberGenerator {
    private var bits: SplitMix64

    init(seed: UInt64) { bits = SplitMix64(seed: seed) }

    mutating func next() -> UInt64 { bits.next() }

    mutating func double(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &self) }

    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }

    mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &self) < p }
}

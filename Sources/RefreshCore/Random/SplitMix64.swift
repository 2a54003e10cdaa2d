/// The project's one seeded pseudo-random generator, SplitMix64: one seed gives the same sequence
/// on every run and machine, so a soak session or a property test that fails can be replayed from
/// the seed it prints. The soak and the seeded tests draw from it (`SplitMix64+Drawing.swift`).
package struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    /// A generator starting from `seed`.
    package init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

import RefreshPlayground

/// What a soak run does: which examples, how many sessions (or for how long), how long each
/// session is, from which seed, and what happens to a failure.
package struct SoakPlan {
    /// The base seed; each session's seed is derived from it, the example and the session number.
    package var seed: UInt64
    /// The examples, visited in turn (every example by default).
    package var examples: [Example] = ExampleCatalog.all
    /// Scene seconds of random input per session (before its wind-down).
    package var sessionSeconds = 20.0
    /// Stop starting sessions after this many wall-clock seconds (nil: no limit).
    package var wallSeconds: Double?
    /// Stop after this many sessions per example (nil: no limit; one of the two limits is needed).
    package var sessionsPerExample: Int?
    /// Draw every frame of each example's first session too (through `ReplayRunner`, as replay does).
    package var renderFirstSessions = true
    /// Minimize each new kind of failure (per example and check) to a short script.
    package var shrinks = true
    /// The most sessions one shrink may run.
    package var shrinkRuns = 1500
    /// Where minimized scripts are written (nil: not written).
    package var outputFolder: String?
    /// Also run this one session alone (`--session-seed`): the seed a report printed.
    package var onlySessionSeed: UInt64?

    /// A plan from `seed` with the defaults above.
    package init(seed: UInt64) { self.seed = seed }
}

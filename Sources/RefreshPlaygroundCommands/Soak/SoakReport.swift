import Foundation
import RefreshPlayground

/// One failing session and what the shrinker made of it.
package struct SoakFailure {
    /// The example the session drove.
    package let example: String
    /// The session's own seed (`--session-seed` replays it alone).
    package let sessionSeed: UInt64
    /// The first violation of the full session.
    package let violation: SoakViolation
    /// The minimized script, if the failure was shrunk.
    package let minimized: SceneScript?
    /// Its first violation (the same check, at its own frame).
    package let minimizedViolation: SoakViolation?
    /// Where the minimized script was written, if it was.
    package let path: String?
}

/// What a soak run did: sessions and frames per example, the failures, the time it took.
package struct SoakReport {
    /// The base seed.
    package let seed: UInt64
    /// Per example, in catalogue order: sessions run, frames checked.
    package var perExample: [(id: String, sessions: Int, frames: Int)] = []
    /// Sessions also drawn frame by frame.
    package var renderedSessions = 0
    /// Failures, first per example and check shrunk; repeats only counted.
    package var failures: [SoakFailure] = []
    /// Failing sessions in all (also those of a kind already shrunk).
    package var failingSessions = 0
    /// Warnings the toolkit logged in all sessions (wrong-state calls, clamped values).
    package var warnings = 0
    /// Wall-clock seconds the run took.
    package var wallSeconds = 0.0

    /// Sessions in all.
    package var sessions: Int { perExample.reduce(0) { $0 + $1.sessions } }
    /// Frames checked in all.
    package var frames: Int { perExample.reduce(0) { $0 + $1.frames } }
    /// Examples that ran at least one session.
    package var examplesCovered: Int { perExample.filter { $0.sessions > 0 }.count }

    /// The report as the `soak` command prints it.
    package var text: String {
        var o = "soak: seed \(seed) (rerun: refresh-playground soak --seed \(seed))\n"
        for e in perExample {
            o +=
                "  " + e.id.padding(toLength: 36, withPad: " ", startingAt: 0)
                + String(format: "%5d sessions %9d frames", e.sessions, e.frames) + "\n"
        }
        o += String(
            format:
                "soak: %d frames checked in %d sessions (%d drawn) over %d of %d examples, %.1f s; %d toolkit warnings\n",
            frames, sessions, renderedSessions, examplesCovered, perExample.count, wallSeconds, warnings)
        if failures.isEmpty { return o + "soak: every invariant held\n" }
        o += "soak: \(failingSessions) failing session(s), \(failures.count) kind(s):\n"
        for f in failures {
            o += "  \(f.example) session seed \(f.sessionSeed): \(f.violation)\n"
            if let m = f.minimized, let v = f.minimizedViolation {
                o += "    minimized to \(m.steps.count) steps (with the wind-down): \(v)\n"
            }
            if let p = f.path { o += "    script: \(p)  (refresh-playground replay \(p) --out /tmp/soak-replay)\n" }
        }
        return o
    }
}

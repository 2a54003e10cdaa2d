import RefreshCore
import RefreshPlayground
import RefreshTesting

/// Minimizes a failing session to a short script that still breaks the same invariant (delta
/// debugging): it cuts the steps after the failing frame, drops chunks of steps (halves, quarters,
/// … as `ddmin` does), then single steps, then simplifies what is left (round coordinates and
/// durations, zero inset sides, smaller row counts, runs of `frame` as one `wait`, the default
/// viewport, frame rate, rows, language and theme), and repeats until nothing more goes or
/// `maxRuns` sessions have run.
package struct SessionShrinker {
    /// Runs a candidate and returns the frame of its first violation when that violation is of the
    /// check being shrunk (the same failure), else nil.
    package typealias Oracle = (SceneScript) -> Int?

    private let oracle: Oracle
    /// The most candidate sessions it runs.
    package let maxRuns: Int
    /// Candidate sessions run so far.
    package private(set) var runs = 0

    /// A shrinker asking `oracle` whether a candidate still fails, within `maxRuns` runs.
    package init(maxRuns: Int = 3000, oracle: @escaping Oracle) {
        self.oracle = oracle
        self.maxRuns = maxRuns
    }

    /// An oracle that runs candidates through `SoakSessionRunner` with a fresh checker from
    /// `makeChecker` and accepts those whose first violation is called `check`.
    package static func sameCheck(
        _ check: String, makeChecker: @escaping () -> InvariantChecker = { InvariantChecker() }
    ) -> Oracle {
        { script in
            guard let outcome = try? SoakSessionRunner.run(script, checker: makeChecker()),
                let first = outcome.firstViolation, first.check == check
            else { return nil }
            return first.frame
        }
    }

    /// The smallest script found that still fails (`script` itself when it does not fail).
    package mutating func shrink(_ script: SceneScript) -> SceneScript {
        guard var frame = test(script) else { return script }
        var best = truncated(script, after: frame)
        var changed = true
        while changed && runs < maxRuns {
            changed = false
            if let (s, f) = dropChunks(best, frame: frame) { best = s; frame = f; changed = true }
            if let (s, f) = dropSingles(best, frame: frame) { best = s; frame = f; changed = true }
            if let (s, f) = simplify(best, frame: frame) { best = s; frame = f; changed = true }
        }
        return best
    }

    // MARK: Passes

    /// `ddmin`'s complement step: remove one of n chunks at a time, n doubling up to the step count.
    private mutating func dropChunks(_ script: SceneScript, frame: Int) -> (SceneScript, Int)? {
        var best = script, bestFrame = frame, improved = false
        var n = 2
        while best.steps.count >= 2 && runs < maxRuns {
            let chunks = Self.chunks(best.steps.count, n)
            var removedOne = false
            for range in chunks {
                var candidate = best
                candidate.steps.removeSubrange(range)
                if let f = test(candidate) {
                    best = truncated(candidate, after: f)
                    bestFrame = f
                    improved = true
                    removedOne = true
                    n = max(n - 1, 2)
                    break
                }
            }
            if !removedOne {
                if n >= best.steps.count { break }
                n = min(n * 2, best.steps.count)
            }
        }
        return improved ? (best, bestFrame) : nil
    }

    private mutating func dropSingles(_ script: SceneScript, frame: Int) -> (SceneScript, Int)? {
        var best = script, bestFrame = frame, improved = false
        var i = best.steps.count - 1
        while i >= 0 && runs < maxRuns {
            if i < best.steps.count {
                var candidate = best
                candidate.steps.remove(at: i)
                if let f = test(candidate) {
                    best = truncated(candidate, after: f)
                    bestFrame = f
                    improved = true
                }
            }
            i -= 1
        }
        return improved ? (best, bestFrame) : nil
    }

    /// Tries simpler values for each step and the configuration, keeping the first that still fails.
    private mutating func simplify(_ script: SceneScript, frame: Int) -> (SceneScript, Int)? {
        var best = script, bestFrame = frame, improved = false
        func attempt(_ candidate: SceneScript) -> Bool {
            guard let f = test(candidate) else { return false }
            best = truncated(candidate, after: f)
            bestFrame = f
            improved = true
            return true
        }
        for candidate in StepSimplifier.configurations(of: best) where runs < maxRuns {
            if attempt(candidate) { break }
        }
        if let merged = StepSimplifier.mergingFrames(best), runs < maxRuns { _ = attempt(merged) }
        var i = 0
        while i < best.steps.count && runs < maxRuns {
            for replacement in StepSimplifier.simpler(best.steps[i], fps: best.configuration.fps) where runs < maxRuns {
                var candidate = best
                candidate.steps[i] = replacement
                if attempt(candidate) { break }
            }
            i += 1
        }
        return improved ? (best, bestFrame) : nil
    }

    // MARK: Helpers

    private mutating func test(_ script: SceneScript) -> Int? {
        runs += 1
        return oracle(script)
    }

    /// The script up to the step that produced frame `frame` (what follows cannot matter to a
    /// violation seen there); unchanged when the failure is only seen at the end.
    private func truncated(_ script: SceneScript, after frame: Int) -> SceneScript {
        let ends = StepFrames.cumulative(script.steps, fps: script.configuration.fps)
        guard let i = ends.firstIndex(where: { $0 > frame }), i + 1 < script.steps.count else { return script }
        var s = script
        s.steps.removeSubrange((i + 1)...)
        return s
    }

    /// `count` indices cut into `n` nearly equal ranges.
    static func chunks(_ count: Int, _ n: Int) -> [Range<Int>] {
        let n = max(1, min(n, count))
        return (0..<n).map { k in (k * count / n)..<((k + 1) * count / n) }.filter { !$0.isEmpty }
    }
}

/// How many frames replay steps produce, by `ReplayRunner`'s rules (docs/replay.md, "Time"):
/// a move one per sample, a wait `round(seconds × fps)`, a frame one, a screenshot one when steps
/// are queued or nothing was drawn yet, instant steps none (they queue for the next frame), and
/// one last frame when steps are left queued at the end.
enum StepFrames {
    /// For each step, the number of frames produced once it has run.
    static func cumulative(_ steps: [ReplayStep], fps: Double) -> [Int] {
        var total = 0, queued = false
        return steps.map { step in
            let n: Int
            switch step {
            case let .move(_, duration): n = max(1, Int((duration * fps).rounded()))
            case let .wait(seconds): n = Int((seconds * fps).rounded())
            case .frame: n = 1
            case .screenshot: n = total == 0 || queued ? 1 : 0
            case .speed: n = 0
            case let .timed(inner, _):
                if case .frame = inner { n = 1 } else { n = 0 }
            default:
                queued = true
                n = 0
            }
            if n > 0 { queued = false }
            total += n
            return total
        }
    }
}

import Foundation
import RefreshCore
import RefreshPlayground

/// Runs a `SoakPlan`: sessions from `SoakSessionGenerator` on each example in turn, each checked
/// after every frame by an `InvariantChecker`; a failure of a new kind (example and check) is
/// minimized by `SessionShrinker` and written as a replay script.
package enum SoakRun {
    /// Runs `plan`; `now` reads wall-clock seconds (for the budget and the report), `progress`
    /// hears about each failure as it is found.
    package static func run(_ plan: SoakPlan, now: () -> Double, progress: (String) -> Void = { _ in }) -> SoakReport {
        let start = now()
        var report = SoakReport(seed: plan.seed)
        report.perExample = plan.examples.map { ($0.id, 0, 0) }
        var shrunkKinds = Set<String>()
        var k = 0
        while true {
            let e = k % max(1, plan.examples.count), n = k / max(1, plan.examples.count)
            if let limit = plan.sessionsPerExample, n >= limit { break }
            if let wall = plan.wallSeconds, now() - start >= wall { break }
            if plan.sessionsPerExample == nil && plan.wallSeconds == nil && plan.onlySessionSeed == nil { break }
            if plan.onlySessionSeed != nil && k >= plan.examples.count { break }
            k += 1
            let example = plan.examples[e]
            let seed = plan.onlySessionSeed ?? SplitMix64.derive(plan.seed, e, n)
            let script = SoakSessionGenerator(example: example, seconds: plan.sessionSeconds).script(seed: seed)
            let renders = plan.renderFirstSessions && n == 0
            guard let outcome = try? SoakSessionRunner.run(script, renders: renders) else {
                progress("soak: \(example.id) session seed \(seed): the headless target could not be made")
                continue
            }
            report.perExample[e].sessions += 1
            report.perExample[e].frames += outcome.frames
            report.warnings += outcome.warnings
            if renders { report.renderedSessions += 1 }
            guard let violation = outcome.firstViolation else { continue }
            report.failingSessions += 1
            let kind = example.id + "/" + violation.check
            progress("soak: \(example.id) session seed \(seed): \(violation)")
            guard !shrunkKinds.contains(kind) else { continue }
            shrunkKinds.insert(kind)
            report.failures.append(failure(script, seed: seed, violation: violation, plan: plan, progress: progress))
        }
        report.wallSeconds = now() - start
        return report
    }

    /// Shrinks a failing session (when the plan says so) and writes the minimized script.
    static func failure(
        _ script: SceneScript, seed: UInt64, violation: SoakViolation, plan: SoakPlan,
        progress: (String) -> Void
    ) -> SoakFailure {
        guard plan.shrinks else {
            return SoakFailure(
                example: violation.example, sessionSeed: seed, violation: violation,
                minimized: nil, minimizedViolation: nil, path: nil)
        }
        var shrinker = SessionShrinker(maxRuns: plan.shrinkRuns, oracle: SessionShrinker.sameCheck(violation.check))
        var minimized = shrinker.shrink(script)
        if violation.check != SoakCheck.settledAtEnd.rawValue,
            let example = ExampleCatalog.example(id: violation.example)
        {
            minimized.steps += SoakSessionGenerator.windDown(for: example)   // a whole session, as saved
        }
        let again = try? SoakSessionRunner.run(minimized)
        var path: String?
        if let folder = plan.outputFolder {
            let name = "\(violation.example)-\(violation.check)-\(seed).json"
            let p = (folder as NSString).appendingPathComponent(name)
            do {
                try OutputPath.createFolder(folder, what: "the soak's output folder")
                try OutputFile.write(Array(minimized.serialized().utf8), to: p, replacement: .atomic)
                path = p
            } catch {
                progress("soak: cannot write '\(p)': \(error)")
            }
        }
        progress(
            "soak: minimized to \(minimized.steps.count) steps (with the wind-down) in \(shrinker.runs) runs"
                + (path.map { ": \($0)" } ?? ""))
        return SoakFailure(
            example: violation.example, sessionSeed: seed, violation: violation, minimized: minimized,
            minimizedViolation: again?.firstViolation, path: path)
    }
}

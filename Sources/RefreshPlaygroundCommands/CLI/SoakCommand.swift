import ArgumentParser
import Foundation
import RefreshPlayground

/// `refresh-playground soak`: the invariant soak in virtual time (docs/soak.md), or with
/// `--memory-cycles` the resident-memory measurement over full refresh cycles.
struct SoakCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "soak",
        abstract: "Drive every example with random valid input and check invariants after every frame.",
        discussion: """
            Sessions are generated from a seed (printed; --seed reruns them), run headless on a virtual \
            clock and checked after every frame; a failure is minimized to a short replay script written \
            to --out. Exit codes: 0 every invariant held, 1 a violation was found (or output could not be \
            written), 2 bad input. With --memory-cycles it measures resident memory instead.
            """)

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Wall-clock seconds to keep starting sessions (default 120 without --sessions).", valueName: "seconds"))
    var seconds: Double?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Sessions per example (instead of a time budget).", valueName: "count"))
    var sessions: Int?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("The base seed (default: from the clock, printed).", valueName: "number"))
    var seed: UInt64?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Scene seconds of random input per session, 1…600.", valueName: "seconds"))
    var sessionSeconds = 20.0

    @Option(
        name: .customLong("example"),
        help: ArgumentHelp("Only this example (repeatable; default every one).", valueName: "id"))
    var examples: [String] = []

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Run only the session with this seed (as a failure report prints it), once per example.",
            valueName: "number"))
    var sessionSeed: UInt64?

    @Option(help: ArgumentHelp("The folder for minimized failing scripts.", valueName: "folder"))
    var out = "artifacts/soak"

    @Flag(help: "Report failures without minimizing them.")
    var noShrink = false

    @Option(
        help: ArgumentHelp(
            "Check this replay script (a saved failure) against the invariants instead.", valueName: "file"))
    var script: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Measure resident memory over this many full refresh cycles (drawn) instead, 1…100000.", valueName: "count")
    )
    var memoryCycles: Int?

    func validate() throws { try MainActor.assumeIsolated { try validateOnMainActor() } }

    /// `validate()` on the main actor (the example catalogue and themes live there).
    @MainActor private func validateOnMainActor() throws {
        if let seconds, !(seconds > 0 && seconds <= 86_400) {
            throw ValidationError("--seconds \(seconds) is out of range; allowed: more than 0, at most 86400")
        }
        if let sessions, !(1...100_000).contains(sessions) {
            throw ValidationError("--sessions \(sessions) is out of range; allowed: 1…100000")
        }
        guard (1...600).contains(sessionSeconds) else {
            throw ValidationError("--session-seconds \(sessionSeconds) is out of range; allowed: 1…600")
        }
        if let memoryCycles, !(1...100_000).contains(memoryCycles) {
            throw ValidationError("--memory-cycles \(memoryCycles) is out of range; allowed: 1…100000")
        }
        for id in examples where ExampleCatalog.example(id: id) == nil {
            throw ValidationError(ExampleCatalog.unknownMessage(id))
        }
    }

    func run() throws { try MainActor.assumeIsolated { try runOnMainActor() } }

    /// `run()` on the main actor, where the playground's scenes and windows live (commands run on the main thread).
    @MainActor private func runOnMainActor() throws {
        if let memoryCycles {
            let code = MemoryCycles.runCommand(cycles: memoryCycles)
            if code != 0 { throw ExitCode(code) }
            return
        }
        if let script { return try check(script) }
        do {
            try OutputPath.checkFolder(out, what: "the soak's output folder")
        } catch {
            throw CommandLineTool.fail(1, "\(error)")
        }
        var plan = SoakPlan(seed: seed ?? UInt64(Date().timeIntervalSince1970 * 1000))
        if !examples.isEmpty { plan.examples = examples.compactMap(ExampleCatalog.example(id:)) }
        plan.sessionSeconds = sessionSeconds
        plan.sessionsPerExample = sessions
        plan.wallSeconds = sessions == nil && sessionSeed == nil ? (seconds ?? 120) : seconds
        plan.onlySessionSeed = sessionSeed
        plan.shrinks = !noShrink
        plan.outputFolder = out
        let report = SoakRun.run(plan, now: { Date().timeIntervalSince1970 }, progress: { print($0) })
        print(report.text, terminator: "")
        if !report.failures.isEmpty { throw ExitCode(1) }
    }

    /// Runs one script under the checker and prints what it found.
    @MainActor private func check(_ path: String) throws {
        let parsed: SceneScript
        do {
            parsed = try ReplayScriptParser.parse(file: path)
        } catch {
            throw CommandLineTool.fail(2, "\(error)")
        }
        let outcome: SoakOutcome
        do {
            outcome = try SoakSessionRunner.run(parsed)
        } catch {
            throw CommandLineTool.fail(1, "\(error)")
        }
        for v in outcome.violations.prefix(20) { print("soak: \(v)") }
        print("soak: \(outcome.frames) frames checked, \(outcome.violations.count) violation(s)")
        if !outcome.violations.isEmpty { throw ExitCode(1) }
    }
}

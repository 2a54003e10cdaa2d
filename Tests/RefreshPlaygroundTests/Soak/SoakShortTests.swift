import XCTest

@testable import RefreshPlayground
@testable import RefreshPlaygroundCommands

/// The short soak of `make test`: every example driven by random but valid input from fixed seeds
/// for a few seconds of virtual time each, every invariant checked after every frame (`make soak`
/// runs the long one). A failure prints the violation and the session as a replay script.
nonisolated final class SoakShortTests: XCTestCase {
    /// Fixed base seeds: each example gets its own session seed from each.
    @MainActor static let seeds: [UInt64] = [9_001, 9_002, 9_003]
    @MainActor static let sessionSeconds = 8.0

    @MainActor func testEveryExampleKeepsEveryInvariant() async throws {
        var plan = SoakPlan(seed: 0)
        plan.sessionSeconds = Self.sessionSeconds
        plan.renderFirstSessions = false
        plan.shrinks = false
        plan.sessionsPerExample = 1
        var frames = 0, sessions = 0, covered = Set<String>()
        for seed in Self.seeds {
            plan.seed = seed
            let report = SoakRun.run(plan, now: { 0 })
            frames += report.frames
            sessions += report.sessions
            for e in report.perExample where e.sessions > 0 { covered.insert(e.id) }
            for f in report.failures {
                let script = SoakSessionGenerator(
                    example: ExampleCatalog.example(id: f.example)!, seconds: plan.sessionSeconds
                )
                .script(seed: f.sessionSeed)
                XCTFail(
                    "\(f.violation)\nreplay it: refresh-playground soak --example \(f.example) --session-seed \(f.sessionSeed) --session-seconds \(Self.sessionSeconds)\n\(script.serialized())"
                )
            }
        }
        print("short soak: \(frames) frames checked in \(sessions) sessions over \(covered.count) examples")
        XCTAssertEqual(covered, Set(ExampleCatalog.ids), "every example soaked")
        XCTAssertGreaterThan(
            frames, ExampleCatalog.all.count * Self.seeds.count * Int(Self.sessionSeconds * 30),
            "every session ran its input and wind-down frame by frame")
    }

    /// One session is drawn frame by frame as `replay` draws it, so the drawing paths soak too.
    @MainActor func testADrawnSessionKeepsEveryInvariant() async throws {
        let example = ExampleCatalog.example(id: "header.gif")!
        let script = SoakSessionGenerator(example: example, seconds: 2).script(seed: 77)
        let outcome = try SoakSessionRunner.run(script, renders: true)
        XCTAssertEqual(outcome.violations, [])
        XCTAssertGreaterThan(outcome.frames, 0)
    }
}

import RefreshCore
import RefreshTesting
import XCTest

@testable import RefreshPlayground
@testable import RefreshPlaygroundCommands

/// The shrinker on an artificial invariant ("the offset never goes below −80", which any long
/// enough pull breaks): a random session that breaks it shrinks to a script of a few steps that
/// still does, and that reads back from JSON as the same script.
nonisolated final class SessionShrinkerTests: XCTestCase {
    @MainActor static let check = CustomSoakCheck(name: "offsetNeverBelowMinus80") { scene in
        let y = scene.scrollView.contentOffset.y
        return y < -80 ? "offset.y \(y) < -80" : nil
    }

    @MainActor static func checker() -> InvariantChecker { InvariantChecker(enabled: [], custom: [check]) }

    /// The first of seeds 1, 2, … 50 whose 4-second `header.normal` session breaks the invariant.
    @MainActor func failingSession() throws -> SceneScript? {
        let example = try XCTUnwrap(ExampleCatalog.example(id: "header.normal"))
        for seed in UInt64(1)...50 {
            let script = SoakSessionGenerator(example: example, seconds: 4).script(seed: seed)
            if try SoakSessionRunner.run(script, checker: Self.checker()).firstViolation != nil { return script }
        }
        return nil
    }

    @MainActor func testArtificialInvariantShrinksToAShortScript() async throws {
        guard let original = try failingSession() else {
            return XCTFail(
                "no seed in 1…50 gives a 4-second header.normal session that pulls past −80: the session "
                    + "generator no longer pulls that far, so there is nothing to shrink")
        }
        var shrinker = SessionShrinker(oracle: SessionShrinker.sameCheck(Self.check.name, makeChecker: Self.checker))
        let minimized = shrinker.shrink(original)
        XCTAssertGreaterThan(original.steps.count, 15, "a random session is long")
        XCTAssertLessThanOrEqual(minimized.steps.count, 3, "a press and a move are enough: \(minimized.steps)")
        XCTAssertTrue(
            minimized.steps.contains { if case .down = $0 { return true } else { return false } }, "\(minimized.steps)")
        let outcome = try SoakSessionRunner.run(minimized, checker: Self.checker())
        XCTAssertEqual(outcome.firstViolation?.check, Self.check.name, "still breaks the same invariant")

        // Written as a replay script, it reads back as the same session.
        let parsed = try ReplayScriptParser.parse(data: Data(minimized.serialized().utf8), fileName: "min.json")
        XCTAssertEqual(parsed.steps, minimized.steps)
        XCTAssertEqual(parsed.configuration.viewport, minimized.configuration.viewport)
        XCTAssertEqual(parsed.configuration.fps, minimized.configuration.fps)
        XCTAssertEqual(
            try SoakSessionRunner.run(parsed, checker: Self.checker()).firstViolation, outcome.firstViolation)
    }

    @MainActor func testAScriptThatDoesNotFailComesBackUnchanged() async {
        let script = SceneScript(
            configuration: SceneConfiguration(exampleID: "list.plain"), steps: [.wait(seconds: 0.1)])
        var shrinker = SessionShrinker(
            oracle: SessionShrinker.sameCheck("offsetNeverBelowMinus80", makeChecker: Self.checker))
        XCTAssertEqual(shrinker.shrink(script).steps, script.steps)
        XCTAssertEqual(shrinker.runs, 1)
    }

    /// A synthetic oracle: the "failure" needs steps 3 and 7 of 0…9; delta debugging finds exactly them.
    @MainActor func testDeltaDebuggingKeepsOnlyTheStepsTheFailureNeeds() async {
        let steps = (0..<10).map { ReplayStep.key("K\($0)") }
        let script = SceneScript(configuration: SceneConfiguration(exampleID: "list.plain"), steps: steps)
        var shrinker = SessionShrinker { s in
            s.steps.contains(.key("K3")) && s.steps.contains(.key("K7")) ? Int.max : nil
        }
        XCTAssertEqual(shrinker.shrink(script).steps, [.key("K3"), .key("K7")])
        XCTAssertLessThan(shrinker.runs, 60)
    }

    @MainActor func testSimplifierOffersOnlySimplerValues() async {
        XCTAssertEqual(
            StepSimplifier.simpler(.wait(seconds: 0.37), fps: 60),
            [.wait(seconds: 0), .wait(seconds: 0.3), .wait(seconds: 0.18)])
        XCTAssertEqual(StepSimplifier.simpler(.wait(seconds: 0), fps: 60), [])
        XCTAssertEqual(StepSimplifier.simpler(.down(Point(x: 10, y: 20)), fps: 60), [], "already round")
        XCTAssertEqual(StepSimplifier.simpler(.rows(count: 0), fps: 60), [])
        XCTAssertTrue(StepSimplifier.simpler(.inset(EdgeInsets(top: 13)), fps: 60).contains(.inset(.zero)))
    }

    @MainActor func testChunksCoverEveryIndexOnce() async {
        for (count, n) in [(10, 2), (10, 3), (7, 7), (3, 8), (1, 2)] {
            let chunks = SessionShrinker.chunks(count, n)
            XCTAssertEqual(chunks.flatMap { Array($0) }, Array(0..<count), "\(count) in \(n)")
        }
    }
}

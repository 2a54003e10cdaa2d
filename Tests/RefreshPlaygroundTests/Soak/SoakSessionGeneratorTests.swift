import RefreshCore
import RefreshTesting
import XCTest

@testable import RefreshPlayground
@testable import RefreshPlaygroundCommands

/// Sessions are deterministic per seed, valid replay scripts (the parser reads them back to the
/// same steps), and their frames are counted as `ReplayRunner` produces them.
nonisolated final class SoakSessionGeneratorTests: XCTestCase {
    @MainActor func testTheSameSeedGivesTheSameSessionAndAnotherSeedAnother() async {
        let g = SoakSessionGenerator(example: ExampleCatalog.example(id: "footer.back-normal")!, seconds: 5)
        XCTAssertEqual(g.script(seed: 42).steps, g.script(seed: 42).steps)
        XCTAssertEqual(g.script(seed: 42).serialized(), g.script(seed: 42).serialized())
        XCTAssertNotEqual(g.script(seed: 42).steps, g.script(seed: 43).steps)
        XCTAssertNotEqual(SplitMix64.derive(1, 0, 0), SplitMix64.derive(1, 0, 1))
        XCTAssertNotEqual(SplitMix64.derive(1, 0, 1), SplitMix64.derive(1, 1, 0))
    }

    /// SplitMix64's published first outputs for seed 0, so a seed means the same session everywhere.
    @MainActor func testSplitMixSequence() async {
        var r = SplitMix64(seed: 0)
        XCTAssertEqual(r.next(), 0xE220_A839_7B1D_CDAF)
        XCTAssertEqual(r.next(), 0x6E78_9E6A_A1B9_65F4)
    }

    @MainActor func testEverySessionIsAValidScriptThatReadsBackTheSame() async throws {
        for example in ExampleCatalog.all {
            for seed in UInt64(1)...3 {
                let script = SoakSessionGenerator(example: example, seconds: 6).script(seed: seed)
                let parsed = try ReplayScriptParser.parse(
                    data: Data(script.serialized().utf8), fileName: "\(example.id).json")
                XCTAssertEqual(parsed.steps, script.steps, "\(example.id) seed \(seed)")
                XCTAssertEqual(parsed.configuration.viewport, script.configuration.viewport)
                XCTAssertEqual(parsed.configuration.fps, script.configuration.fps)
                XCTAssertEqual(parsed.configuration.rows, script.configuration.rows)
                XCTAssertEqual(parsed.configuration.language, script.configuration.language)
                XCTAssertEqual(parsed.configuration.theme, script.configuration.theme)
                XCTAssertEqual(
                    parsed.configuration.refreshDelay.map { $0 ?? -1 },
                    script.configuration.refreshDelay.map { $0 ?? -1 })
            }
        }
    }

    /// A session holds the kinds of input the soak promises, over its examples and seeds.
    @MainActor func testSessionsMixEveryKindOfInput() async {
        var kinds = Set<String>()
        for (i, example) in ExampleCatalog.all.enumerated() {
            for step in SoakSessionGenerator(example: example, seconds: 20).script(seed: SplitMix64.derive(5, i, 0))
                .steps
            {
                kinds.insert(String(describing: step).prefix { $0 != "(" }.description)
            }
        }
        for kind in [
            "down", "move", "up", "upAt", "cancel", "wheel", "trackpad", "wait", "key", "call", "rows", "insert",
            "resize", "inset", "language", "theme", "frame",
        ] {
            XCTAssertTrue(kinds.contains(kind), "no \(kind) step in any session: \(kinds.sorted())")
        }
    }

    @MainActor func testFramesAreCountedAsTheRunnerProducesThem() async throws {
        for id in ["header.normal", "trailer.horizontal"] {
            let script = SoakSessionGenerator(example: ExampleCatalog.example(id: id)!, seconds: 3).script(seed: 11)
            let outcome = try SoakSessionRunner.run(script)
            XCTAssertEqual(StepFrames.cumulative(script.steps, fps: script.configuration.fps).last, outcome.frames, id)
        }
        let steps: [ReplayStep] = [
            .down(Point(x: 1, y: 1)), .move(Point(x: 1, y: 9), duration: 0.1), .key("L"), .screenshot(name: "a"),
            .screenshot(name: "b"), .wait(seconds: 0.05), .up,
        ]
        XCTAssertEqual(StepFrames.cumulative(steps, fps: 60), [0, 6, 6, 7, 7, 10, 10])
    }

    /// Sessions press Esc (and `header.cancel`'s X, O, V) and call `cancelRefreshing`, so cancels
    /// are soaked: across a few sessions of `header.cancel` refreshes are really cancelled.
    @MainActor func testSessionsCancelRefreshes() async throws {
        let example = ExampleCatalog.example(id: "header.cancel")!
        var cancels = 0, keys = Set<String>()
        for seed in UInt64(1)...40 {
            let script = SoakSessionGenerator(example: example, seconds: 20).script(seed: seed)
            for step in script.steps {
                if case let .key(name) = step.untimed { keys.insert(name) }
            }
            guard seed <= 6 else { continue }
            let runner = try ReplayRunner(script: script, outputDirectory: nil)
            try runner.run()
            cancels += runner.scene.component(.header)?.cancelCount ?? 0
        }
        XCTAssertTrue(keys.isSuperset(of: ["Escape", "X", "O", "V"]), "\(keys)")
        XCTAssertGreaterThan(cancels, 0, "no session cancelled a refresh")
    }
}

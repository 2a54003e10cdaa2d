import RefreshCore
import XCTest

@testable import RefreshPlayground
@testable import RefreshPlaygroundCommands

/// The soak's sessions with the feel tuned to the ends of every range first (through the panel's
/// keys, as a person would): every invariant still holds with the loosest and the stiffest band,
/// the slowest and the fastest spring, the shortest and the tallest hold, a trigger out of reach.
nonisolated final class FeelTuningSoakTests: XCTestCase {
    /// K, every listed value pushed to one end of its range (`direction` -1: the bottom, +1: the
    /// top, and past it for the maximum pull: no limit), K.
    @MainActor static func tuning(_ direction: Int) -> [ReplayStep] {
        let key = direction < 0 ? "Left" : "Right"
        let row = Array(repeating: ReplayStep.key(key), count: 90) + [.key("Down")]
        return [.key("K")] + Array(repeating: row, count: TunableValue.all.count).flatMap { $0 } + [.key("K")]
    }

    /// Every example, its feel at the bottom or the top of every range (alternately), a 2 s session.
    @MainActor func testEveryExampleKeepsEveryInvariantWithTheFeelAtEitherEnd() async throws {
        for (i, example) in ExampleCatalog.all.enumerated() {
            let direction = i % 2 == 0 ? -1 : 1
            var script = SoakSessionGenerator(example: example, seconds: 2).script(seed: 4_201 + UInt64(i))
            script.steps.insert(contentsOf: Self.tuning(direction), at: 0)
            let outcome = try SoakSessionRunner.run(script)
            XCTAssertEqual(
                outcome.violations.map { "\($0)" }, [],
                "\(example.id), the feel at its \(direction < 0 ? "bottom" : "top"):\n\(script.serialized())")
        }
    }

    @MainActor func testTheTuningStepsReachTheEndsOfEveryRange() async throws {
        let low = try replay("header.normal", steps: Self.tuning(-1)).scene
        let high = try replay("header.normal", steps: Self.tuning(1)).scene
        for value in TunableValue.all {
            XCTAssertEqual(low.tuning.current(value, in: low), value.range.lowerBound, value.name)
            let top = high.tuning.current(value, in: high)
            XCTAssertEqual(top, value.nilMeaning == .unlimited ? nil : value.range.upperBound, value.name)
        }
    }
}

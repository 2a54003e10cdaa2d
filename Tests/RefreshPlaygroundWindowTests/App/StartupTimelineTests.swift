import XCTest

@testable import RefreshPlayground
@testable import RefreshPlaygroundCommands
@testable import RefreshPlaygroundWindow

/// The window's start-up phases as one report line, read back by the benchmark's cold start.
nonisolated final class StartupTimelineTests: XCTestCase {
    @MainActor private let ms: UInt64 = 1_000_000

    @MainActor func testTheLineGivesEachPhaseFromTheEndOfThePreviousOne() async throws {
        let ends: [StartupTimeline.Phase: UInt64] = [
            .arguments: 23 * ms, .sdlInit: 40 * ms, .window: 42 * ms,
            .fontsAndAssets: 43 * ms, .firstPresent: 49 * ms,
        ]
        let line = StartupTimeline.line(start: 0, main: 20 * ms, ends: ends, durations: [.backgroundPreparation: 15.5])
        XCTAssertEqual(
            line,
            "refresh-playground startup (ms): process-start=20.0 arguments=3.0 sdl-init=17.0 "
                + "window=2.0 fonts-assets=1.0 first-present=6.0 background-preparation=15.5")
        let parsed = try XCTUnwrap(StartupTimeline.parse(line[...]))
        XCTAssertEqual(parsed[.processStart], 20)
        XCTAssertEqual(parsed[.firstPresent], 6)
        XCTAssertEqual(parsed[.backgroundPreparation], 15.5)
        XCTAssertNil(StartupTimeline.parse("refresh-playground: cannot open a window"))
    }

    @MainActor func testAMissingMarkLeavesItsPhaseOutAndTheNextRunsFromTheLastKnownEnd() async {
        let line = StartupTimeline.line(start: nil, main: 20 * ms, ends: [.sdlInit: 30 * ms], durations: [:])
        XCTAssertEqual(
            line, "refresh-playground startup (ms): sdl-init=10.0", "no start: no process-start; no arguments mark")
    }

    @MainActor func testTheColdStartAddsTheExitAndLeavesTheBackgroundWorkOutOfTheSum() async {
        let stderr =
            "a warning\nrefresh-playground startup (ms): process-start=20.0 arguments=3.0 sdl-init=17.0 window=2.0 "
            + "fonts-assets=1.0 first-present=6.0 background-preparation=15.5\n"
        let phases = ColdStart.phases(fromStderr: stderr, totalMs: 60)
        XCTAssertEqual(phases["exit"] ?? -1, 11, accuracy: 1e-9, "60 − (20 + 3 + 17 + 2 + 1 + 6)")
        XCTAssertEqual(phases["background-preparation"], 15.5)
        XCTAssertEqual(ColdStart.phases(fromStderr: "no line", totalMs: 60), [:])
        let medians = ColdStart.medianPhases([phases, ["process-start": 30, "exit": 1]])
        XCTAssertEqual(medians.first?.name, "process-start")
        XCTAssertEqual(medians.first?.ms, 25)
        XCTAssertEqual(medians.map(\.name).last, "background-preparation")
    }

    @MainActor func testTheKernelsStartTimeOfThisProcessIsInThePast() async throws {
        let start = try XCTUnwrap(StartupTimeline.processStartNanoseconds())
        XCTAssertLessThanOrEqual(start, StartupTimeline.now())
    }
}

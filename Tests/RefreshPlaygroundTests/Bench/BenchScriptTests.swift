import RefreshSDL
import XCTest

@testable import RefreshPlayground
@testable import RefreshPlaygroundCommands

/// The benchmark's session is a committed replay script: it parses, plays the moves the report
/// describes, and the benchmark times every frame of it.
nonisolated final class BenchScriptTests: XCTestCase {
    @MainActor func testTheCommittedSessionIsAReplayScriptOfTenSeconds() async throws {
        let bench = try BenchScript()
        XCTAssertEqual(bench.frameCount, 600)
        XCTAssertEqual(bench.duration, 10, accuracy: 1e-9)
        let steps = bench.script.steps
        XCTAssertEqual(
            steps.filter {
                if case .down = $0 { return true }; return false
            }.count, 5, "five drags")
        XCTAssertTrue(steps.contains(.key("Home")))
        XCTAssertTrue(steps.contains(.key("End")))
        XCTAssertTrue(steps.contains(.wheel(dx: 0, dy: 1)))
        XCTAssertEqual(bench.script.configuration.exampleID, "list.plain")
    }

    @MainActor func testASessionTimesEveryFrameAndFindsTheRestAtTheEnd() async throws {
        let bench = try BenchScript()
        let result = try BenchSession.run(script: bench, scale: 1, rows: 100, text: try TextRenderer.shared())
        XCTAssertEqual(result.frames, 600)
        XCTAssertEqual(result.warmupFrames, 60)
        XCTAssertGreaterThan(result.medianMs, 0)
        XCTAssertGreaterThanOrEqual(result.steadyFrames, 100, "the 2 s pause at the end is steady")
        XCTAssertEqual(result.rowsShown, 100, "the session scrolls through all 100 rows")
    }
}

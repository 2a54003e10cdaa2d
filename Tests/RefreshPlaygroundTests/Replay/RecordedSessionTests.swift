import RefreshCore
import RefreshSDL
import RefreshTestSupport
import XCTest

@testable import RefreshPlayground
@testable import RefreshPlaygroundCommands

/// Sessions recorded by hand in a real window (`--record`, see docs/replay.md) and committed under
/// `Replay/Recordings`: replayed headless they must keep doing what the person saw.
nonisolated final class RecordedSessionTests: XCTestCase {
    lazy var dir = temporaryFolder("recorded-session")

    @MainActor static let recordings = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Recordings")

    @MainActor func replay(_ name: String) throws -> [TraceFrame] {
        let script = try ReplayScriptParser.parse(file: Self.recordings.appendingPathComponent(name).path)
        try ReplayRunner(script: script, outputDirectory: dir.path).run()
        return try TraceFrame.read(dir.file("trace.jsonl"))
    }

    /// footer.back-normal, recorded under Xvfb with xdotool: End, a 300 px pull up, a capture
    /// while held past the threshold, release, a capture while loading, quit after the load.
    @MainActor func testBackFooterPullByHand() async throws {
        let trace = try replay("back-footer-pull.json")
        var states: [String] = []
        for frame in trace {
            let state = try XCTUnwrap(frame.footer).state
            if states.last != state { states.append(state) }
        }
        XCTAssertEqual(states, ["idle", "pulling", "refreshing", "idle"])
        let last = try XCTUnwrap(trace.last)
        XCTAssertEqual(try XCTUnwrap(last.footer).callbacks, 1, "one load for one pull")
        XCTAssertEqual(last.insetBottom, 30, "the app's inset exactly")
        XCTAssertEqual(last.contentHeight, 25 * 60, "5 rows appended")
        for name in ["footer.back-normal-frame47", "footer.back-normal-frame74"] {
            assertScreenshot(try SDLImage.loadBitmap(path: dir.file(name + ".png")), named: name)
        }
    }
}

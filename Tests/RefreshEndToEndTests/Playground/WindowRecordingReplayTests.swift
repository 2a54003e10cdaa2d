import Foundation
import RefreshTestSupport
import XCTest

/// A window session recorded with `--record` and replayed headless gives the very same trace and
/// captures: the recording holds every input and presented frame at its scene time, and a capture
/// (P) renders in software exactly as a replay's screenshot does.
nonisolated final class WindowRecordingReplayTests: WindowTestCase {
    @MainActor func testRecordedHeaderRefreshReplaysToTheSameTraceAndCaptures() async throws {
        let dir = harness.temporaryFolder("window-record")
        let recording = dir.file("rec.json"), captures = dir.file("captures"), replayed = dir.file("replay")
        let session = try harness.openWindow(
            arguments: [
                "--example", "header.normal", "--refresh-delay", "0.3",
                "--record", recording, "--captures", captures,
            ], traceIn: dir)
        let w = session.window
        // Pull the header past its threshold and capture it while held (P with the button down),
        // release, let the refresh run its course, capture the list at rest, quit with q.
        var pull = WindowSession.drag(x: w.midX, from: w.y + 100, to: w.y + 350, hold: 0)
        let release = Array(pull.suffix(2))
        pull.removeLast(2)
        try session.xdotool(pull + ["sleep", "0.1", "key", "p", "sleep", "0.1"] + release)
        session.waitForTrace(timeout: 6) { frames in
            frames.contains { $0.header?.state == "refreshing" } && frames.last?.header?.state == "idle"
                && frames.last?.decelerating == false
        }
        try session.xdotool(["key", "p"])
        session.waitForTrace(timeout: 2, quiet: 0.2)
        try session.quit("q") { try session.xdotool(["key", "q"]) }

        let windowLines = try WindowTraceFrame.lines(session.tracePath)
        let frames = try WindowTraceFrame.read(session.tracePath)
        XCTAssertEqual(
            WindowTraceFrame.states(frames, \.header), ["idle", "pulling", "refreshing", "idle"],
            "the session should be a whole refresh. \(WindowTraceFrame.summary(frames))")
        let captured = try FileManager.default.contentsOfDirectory(atPath: captures).filter { $0.hasSuffix(".png") }
            .sorted()
        XCTAssertEqual(captured.count, 2, "two P presses, two captures: \(captured)")

        let binary = try BuiltProduct.playground()
        let run = try ProcessRunner.run(
            binary, ["replay", recording, "--out", replayed],
            environment: ProcessRunner.environment(["DISPLAY": nil]), timeout: 60)
        XCTAssertEqual(run.status, 0, "replaying the recording: \(run.summary)")
        XCTAssertFalse(run.timedOut, run.summary)
        let replayLines = try String(
            contentsOfFile: (replayed as NSString).appendingPathComponent("trace.jsonl"), encoding: .utf8
        )
        .split(separator: "\n").map(String.init)

        // The window's lines less "wall" are the replay's lines, character for character.
        let expected = try windowLines.map(WindowTraceFrame.removingWall)
        XCTAssertEqual(replayLines.count, expected.count, "one replayed frame per presented frame")
        for (i, (window, replay)) in zip(expected, replayLines).enumerated() where window != replay {
            XCTFail("trace line \(i + 1) differs\n window: \(window)\n replay: \(replay)")
            break
        }
        // Each capture is byte for byte the replay's screenshot of the same name.
        for name in captured {
            let capture = FileManager.default.contents(atPath: (captures as NSString).appendingPathComponent(name))
            let screenshot = FileManager.default.contents(atPath: (replayed as NSString).appendingPathComponent(name))
            XCTAssertNotNil(screenshot, "the replay wrote no \(name)")
            XCTAssertTrue(
                capture == screenshot,
                "capture \(name) (\(capture?.count ?? 0) bytes) differs from the replay's "
                    + "screenshot (\(screenshot?.count ?? 0) bytes); both kept in \(dir.path) if the test failed")
        }
    }
}

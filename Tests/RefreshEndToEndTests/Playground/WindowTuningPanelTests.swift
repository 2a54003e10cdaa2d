import Foundation
import RefreshCore
import RefreshPlayground
import RefreshPlaygroundCommands
import RefreshTestSupport
import XCTest

/// The tuning panel (K) in a real window, with a key held as a person holds it: → held goes on
/// changing the selected value, one step per auto-repeat, each repeat recorded as a key step of its
/// own, and never steps a paused frame (before, the press changed the value once and each repeat
/// stepped the paused scene a frame instead).
nonisolated final class WindowTuningPanelTests: WindowTestCase {
    @MainActor func testHeldRightGoesOnChangingTheValueAndIsRecordedPressByPress() async throws {
        let dir = harness.temporaryFolder("window-tuning")
        let recording = dir.file("rec.json"), captures = dir.file("captures")
        let session = try harness.openWindow(
            arguments: ["--example", "header.normal", "--record", recording, "--captures", captures], traceIn: dir)
        session.waitForTrace(timeout: 3)
        // Pause, open the panel, select the trigger distance (the fourth row), hold → for 1.2 s.
        try session.xdotool(["key", "space", "sleep", "0.2", "key", "k", "sleep", "0.2"])
        try session.xdotool(["key", "Down", "Down", "Down", "sleep", "0.2"])
        let paused = session.waitForTrace(timeout: 3, quiet: 0.3)
        guard let pausedAt = paused.last else { return XCTFail("no frames") }
        try session.xdotool(["keydown", "Right", "sleep", "1.2", "keyup", "Right", "sleep", "0.2", "key", "Return"])
        let held = session.waitForTrace(timeout: 3, quiet: 0.4)
        try session.quit("q") { try session.xdotool(["key", "q"]) }

        // The scene stayed paused: the panel redrew, but no repeat stepped a frame.
        XCTAssertGreaterThan(held.count, paused.count, "the held key redrew the panel")
        XCTAssertTrue(
            held[paused.count...].allSatisfy { $0.t == pausedAt.t },
            "a held → steps no paused frame while the panel is open. \(WindowTraceFrame.summary(held))")

        // Enter wrote the tuned value: the control's height (54) → 60 on the press, then 5 a repeat.
        let feelFiles = try FileManager.default.contentsOfDirectory(atPath: captures).filter {
            $0.hasSuffix("-feel.swift")
        }
        XCTAssertEqual(feelFiles.count, 1, "Enter writes one feel file: \(feelFiles)")
        let feel = try String(
            contentsOfFile: (captures as NSString).appendingPathComponent(feelFiles.first ?? "-"), encoding: .utf8)
        let line = feel.split(separator: "\n").first { $0.hasPrefix("header.triggerDistance = ") }
        let trigger = line.flatMap { Int($0.dropFirst("header.triggerDistance = ".count).prefix { $0.isNumber }) }
        guard let trigger else { return XCTFail("no trigger distance in the feel file:\n\(feel)") }
        XCTAssertGreaterThanOrEqual(trigger, 75, "→ held for 1.2 s repeats (at least 3 repeats):\n\(feel)")

        // Each press and repeat is a key step of the recording, so a replay tunes the same value.
        let script = try ReplayScriptParser.parse(file: recording)
        let rights = script.steps.map(\.untimed).filter { $0 == .key("Right") }.count
        XCTAssertEqual(rights, (trigger - 60) / 5 + 1, "one recorded → per step the value moved (to \(trigger))")
        let runner = try ReplayRunner(script: script, outputDirectory: nil)
        try runner.run()
        XCTAssertEqual(
            runner.scene.component(.header)?.triggerDistance, Double(trigger), "the replay tunes the same trigger")
    }
}

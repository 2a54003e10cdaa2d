import Foundation
import XCTest

/// The window's session clock driven from the keyboard: S halves the speed (scene time `t` runs at
/// half the `wall` rate), Space pauses (no frames, even with a spinner that would spin), Right steps
/// exactly one frame while paused, also with the example browser open over the scene.
nonisolated final class WindowSpeedAndPauseTests: WindowTestCase {
    @MainActor func testHalfSpeedPauseAndStep() async throws {
        let fps = 60.0
        // The refresh never ends by itself: the spinner spins (and the window draws) until paused.
        let session = try harness.openWindow(arguments: [
            "--example", "header.normal", "--refresh-delay", "never",
            "--fps", "\(Int(fps))",
        ])
        let w = session.window
        try session.pointInside()
        let atStart = session.waitForTrace(timeout: 3).count
        try session.xdotool(["key", "s"])
        session.waitForTrace(timeout: 3) { $0.count > atStart }   // S presents one frame (the speed changed)
        let slowFrom = try session.frames().count

        try session.xdotool(WindowSession.drag(x: w.midX, from: w.y + 100, to: w.y + 350))
        // Half speed: the 0.25 s reveal takes 0.5 s of wall time; the spinner spins on.
        let slow = session.waitForTrace(timeout: 3, quiet: 0) { frames in
            guard let last = frames.last, let wall = last.wall, let start = frames.last(where: \.dragging)?.wall else {
                return false
            }
            return last.header?.state == "refreshing" && wall - start > 0.8
        }
        let all = WindowTraceFrame.summary(slow)
        guard slow.count > slowFrom + 30, let a = slow[slowFrom...].first, let b = slow.last,
            let wallA = a.wall, let wallB = b.wall, wallB - wallA > 1
        else {
            return XCTFail("expected over a second of frames at half speed. \(all)")
        }
        XCTAssertEqual(
            (b.t - a.t) / (wallB - wallA), 0.5, accuracy: 0.03,
            "scene time per real second after S (t \(a.t)…\(b.t), wall \(wallA)…\(wallB)). \(all)")
        XCTAssertEqual(b.header?.state, "refreshing", all)

        try session.xdotool(["key", "space"])
        let paused = session.waitForTrace(timeout: 3, quiet: 0.4)
        usleep(600_000)
        let stillPaused = try session.frames()
        XCTAssertEqual(
            stillPaused.count, paused.count,
            "paused while refreshing: no frames. \(WindowTraceFrame.summary(stillPaused))")
        guard let pausedAt = paused.last else { return XCTFail("no frames") }
        XCTAssertEqual(
            pausedAt.header?.state, "refreshing", "the spinner would spin. \(WindowTraceFrame.summary(paused))")

        for step in 1...2 {
            try session.xdotool(["key", "Right"])
            let stepped = session.waitForTrace(timeout: 3, quiet: 0.3) { $0.count > paused.count }
            let s = WindowTraceFrame.summary(stepped)
            XCTAssertEqual(stepped.count, paused.count + step, "Right while paused: exactly one frame per press. \(s)")
            if stepped.count >= 2 {
                let dt = stepped[stepped.count - 1].t - stepped[stepped.count - 2].t
                XCTAssertEqual(dt, 0.5 / fps, accuracy: 0.0015, "one step: one frame's time at half speed. \(s)")
            }
        }

        // The browser open over the paused scene: Right still steps it, one frame per press.
        try session.xdotool(["key", "Tab"])
        let browsing = session.waitForTrace(timeout: 3, quiet: 0.4)
        try session.xdotool(["key", "Right"])
        let steppedUnder = session.waitForTrace(timeout: 3, quiet: 0.3) { $0.count > browsing.count }
        let u = WindowTraceFrame.summary(steppedUnder)
        XCTAssertEqual(steppedUnder.count, browsing.count + 1, "Right over the browser: one frame. \(u)")
        if let before = browsing.last, let after = steppedUnder.last {
            XCTAssertEqual(after.t - before.t, 0.5 / fps, accuracy: 0.0015, "one frame's time under the browser. \(u)")
        }
        try session.xdotool(["key", "Tab"])
        _ = session.waitForTrace(timeout: 3, quiet: 0.3)

        let steppedCount = try session.frames().count
        try session.xdotool(["key", "space"])
        let resumed = session.waitForTrace(timeout: 3, quiet: 0) { $0.count > steppedCount + 10 }
        XCTAssertGreaterThan(resumed.count, steppedCount + 10, "Space again resumes: the spinner draws again")
        // (Esc would cancel the refresh that still runs, not quit: Q quits.)
        try session.quit("q") { try session.xdotool(["key", "q"]) }
    }
}

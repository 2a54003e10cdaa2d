import Foundation
import XCTest

/// The window draws only when something changed: moving the mouse without a button, or holding
/// the button still, presents no frame (each presented frame writes one trace line).
nonisolated final class WindowDrawOnChangeTests: WindowTestCase {
    @MainActor func testHoveringAndHoldingStillPresentNoFrames() async throws {
        let session = try harness.openWindow()
        let w = session.window
        let atRest = session.waitForTrace(timeout: 3).count

        // The pointer wanders over the whole window, no button down.
        var hover: [String] = []
        for step in 0..<20 {
            hover += [
                "mousemove", "\(w.x + 20 + step * (w.width - 40) / 19)", "\(w.y + 40 + step * (w.height - 80) / 19)",
                "sleep", "0.01",
            ]
        }
        try session.xdotool(hover + ["sleep", "0.4"])
        let hovered = try session.frames()
        XCTAssertEqual(hovered.count, atRest, "hovering added frames. \(WindowTraceFrame.summary(hovered))")

        // Press, drag 60 px down (the list follows: frames), then hold the button still.
        let x = w.midX, y = w.y + 400
        var press = ["mousemove", "\(x)", "\(y)", "sleep", "0.05", "mousedown", "1"]
        for step in 1...6 { press += ["sleep", "0.015", "mousemove", "\(x)", "\(y + step * 10)"] }
        try session.xdotool(press)
        let dragged = session.waitForTrace(timeout: 3, quiet: 0.3)
        XCTAssertTrue(
            dragged.last?.dragging == true && dragged.count > atRest + 1,
            "the drag should present frames (the trace is live). \(WindowTraceFrame.summary(dragged))")
        usleep(800_000)
        let held = try session.frames()
        XCTAssertEqual(
            held.count, dragged.count, "holding the button still added frames. \(WindowTraceFrame.summary(held))")

        try session.xdotool(["mouseup", "1"])
        session.waitForTrace(timeout: 3) { $0.last.map { !$0.dragging && !$0.decelerating } ?? false }
        try session.quitWithEscape()
    }
}

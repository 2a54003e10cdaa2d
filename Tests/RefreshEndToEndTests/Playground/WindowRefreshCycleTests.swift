import Foundation
import XCTest

/// A whole refresh per family in a real window, dragged with xdotool as a person drags: the trace
/// goes through the control's states in order, the handler runs once, the rows arrive and the
/// insets end exactly where they started.
nonisolated final class WindowRefreshCycleTests: WindowTestCase {
    /// header.normal: pulled 250 px down (past the 54 pt threshold), held, released: idle → pulling
    /// → refreshing (hovering by its height) → idle, one handler call, 5 rows on top, inset.top 0.
    @MainActor func testHeaderPulledAndReleasedRefreshesOnce() async throws {
        let session = try harness.openWindow(arguments: ["--example", "header.normal", "--refresh-delay", "0.5"])
        let w = session.window
        try session.xdotool(WindowSession.drag(x: w.midX, from: w.y + 100, to: w.y + 350, hold: 0.15))
        let frames = session.waitForTrace(timeout: 6) { frames in
            frames.contains { $0.header?.state == "refreshing" } && frames.last?.header?.state == "idle"
                && frames.last?.decelerating == false
        }
        try session.quitWithEscape()

        let all = WindowTraceFrame.summary(frames)
        XCTAssertEqual(WindowTraceFrame.states(frames, \.header), ["idle", "pulling", "refreshing", "idle"], all)
        XCTAssertTrue(
            frames.filter { $0.header?.state == "pulling" }.allSatisfy { $0.dragging && $0.header!.percent > 1 },
            "pulling only while dragged past the threshold. \(all)")
        XCTAssertTrue(
            frames.contains { $0.header?.state == "refreshing" && $0.inset?.top == 54 },
            "while refreshing the header hovers: inset.top 54. \(all)")
        guard let last = frames.last else { return XCTFail("no frames") }
        XCTAssertEqual(last.header?.callbacks, 1, "one handler call for one pull. \(all)")
        XCTAssertEqual(last.contentHeight, 25 * 60, "5 rows inserted. \(all)")
        XCTAssertEqual(last.inset?.top, 0, "the header gives back exactly the inset it added. \(all)")
        XCTAssertEqual(last.header?.percent, 0, all)
    }

    /// footer.auto-normal: dragged up to the end (and a little past it) the auto footer loads once,
    /// with no pulling state: idle → refreshing → idle; 5 rows appended; its 44 pt stay in the bottom
    /// inset while it shows, before the load and after it.
    @MainActor func testAutoFooterDraggedToTheEndLoadsOnce() async throws {
        let session = try harness.openWindow(arguments: ["--example", "footer.auto-normal", "--refresh-delay", "0.5"])
        let w = session.window
        let bottom = w.y + w.height - 100
        try session.xdotool(WindowSession.drag(x: w.midX, from: bottom, to: bottom - 500, steps: 25))
        let frames = session.waitForTrace(timeout: 6) { frames in
            frames.contains { $0.footer?.state == "refreshing" } && frames.last?.footer?.state == "idle"
                && frames.last?.decelerating == false
        }
        try session.quitWithEscape()

        let all = WindowTraceFrame.summary(frames)
        XCTAssertEqual(WindowTraceFrame.states(frames, \.footer), ["idle", "refreshing", "idle"], all)
        XCTAssertEqual(WindowTraceFrame.states(frames, \.header), ["idle"], "the header stays out of it. \(all)")
        guard let firstLoad = frames.firstIndex(where: { $0.footer?.state == "refreshing" }), firstLoad > 0,
            let last = frames.last
        else { return XCTFail("the footer never loaded. \(all)") }
        let before = frames[firstLoad - 1].inset?.bottom
        XCTAssertEqual(before, 44, "the auto footer's height is in the bottom inset while it shows. \(all)")
        XCTAssertEqual(last.inset?.bottom, before, "the bottom inset after the load is what it was before. \(all)")
        XCTAssertEqual(last.footer?.callbacks, 1, "one load for one drag. \(all)")
        XCTAssertEqual(last.contentHeight, 25 * 60, "5 rows appended. \(all)")
    }

    /// footer.back-normal: End, then a drag up past the end and a release: idle → pulling →
    /// refreshing → idle, one load; the footer hovers meanwhile and gives back exactly what it added
    /// (the app's bottom inset 30 stays).
    @MainActor func testBackFooterPulledUpLoadsOnce() async throws {
        let session = try harness.openWindow(arguments: ["--example", "footer.back-normal"])
        let w = session.window
        let x = w.midX, bottom = w.y + w.height - 150
        try session.xdotool(["mousemove", "\(x)", "\(bottom)", "key", "End", "sleep", "0.6"])
        try session.xdotool(WindowSession.drag(x: x, from: bottom, to: bottom - 300, hold: 0.15), timeout: 10)
        let frames = session.waitForTrace(timeout: 6) { frames in
            frames.contains { $0.footer?.state == "refreshing" } && frames.last?.footer?.state == "idle"
                && frames.last?.decelerating == false
        }
        try session.quitWithEscape()

        let all = WindowTraceFrame.summary(frames)
        XCTAssertEqual(
            WindowTraceFrame.states(frames, \.footer), ["idle", "pulling", "refreshing", "idle"],
            "dragged 300 px up past the end and released. \(all)")
        let refreshing = frames.filter { $0.footer?.state == "refreshing" }
        XCTAssertEqual(refreshing.last?.inset?.bottom, 30 + 44, "hovers by its height above the app's 30. \(all)")
        guard let last = frames.last else { return XCTFail("no frames") }
        XCTAssertEqual(last.footer?.callbacks, 1, "one load for one pull. \(all)")
        XCTAssertEqual(last.contentHeight, 25 * 60, "5 rows appended. \(all)")
        XCTAssertEqual(last.inset?.bottom, 30, "the app's bottom inset exactly, nothing left of the footer's. \(all)")
    }
}

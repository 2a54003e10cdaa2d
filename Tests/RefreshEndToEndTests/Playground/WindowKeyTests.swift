import Foundation
import RefreshTestSupport
import XCTest

/// The window's keys typed on a real keyboard (xdotool): chords with a held modifier, quitting,
/// and switching examples in the browser.
nonisolated final class WindowKeyTests: WindowTestCase {
    /// header.normal: R alone does nothing; Ctrl+R (Ctrl held, R, Ctrl released) begins the header's
    /// refresh; q quits with 0.
    @MainActor func testControlRBeginsTheRefreshAndQQuits() async throws {
        let session = try harness.openWindow(arguments: ["--example", "header.normal", "--refresh-delay", "never"])
        try session.pointInside()
        try session.xdotool(["key", "r"])
        let plain = session.waitForTrace(timeout: 2, quiet: 0.3)
        XCTAssertEqual(
            WindowTraceFrame.states(plain, \.header), ["idle"],
            "R without Ctrl is no shortcut. "
                + WindowTraceFrame.summary(plain))

        try session.chord("ctrl", "r")
        let chord = session.waitForTrace(timeout: 3, quiet: 0) { $0.last?.header?.state == "refreshing" }
        XCTAssertEqual(
            WindowTraceFrame.states(chord, \.header), ["idle", "refreshing"],
            "Ctrl+R begins refreshing. "
                + WindowTraceFrame.summary(chord))
        XCTAssertTrue(session.app.isRunning, "Ctrl+R must not quit")
        try session.quit("q") { try session.xdotool(["key", "q"]) }
    }

    /// `--frames N` quits after N presented frames even when the scene is at rest (it would
    /// otherwise wait for events and never reach N).
    @MainActor func testAFrameLimitIsReachedAtRest() async throws {
        let session = try harness.openWindow(arguments: ["--frames", "60"])
        XCTAssertTrue(session.app.waitForExit(timeout: 5), "--frames 60 at rest should quit in about a second")
        session.app.stop()
        XCTAssertEqual(session.app.exitStatus, 0, session.app.stderr)
        XCTAssertEqual(try session.frames().count, 60)
    }

    /// Ctrl+Q (Ctrl held, Q, Ctrl released) quits with 0.
    @MainActor func testControlQQuits() async throws {
        let session = try harness.openWindow()
        try session.pointInside()
        try session.quit("Ctrl+Q") { try session.chord("ctrl", "q") }
    }

    /// list.plain: Tab opens the browser, Down selects the next example (list.chat), Return opens it:
    /// the window's title names it and the trace shows its controls (a header where list.plain has none).
    @MainActor func testBrowserSwitchesTheExample() async throws {
        let list = try ProcessRunner.run(try BuiltProduct.playground(), ["list"], timeout: 20)
        let ids = list.stdout.split(whereSeparator: \.isNewline).compactMap {
            $0.split(separator: " ").first.map(String.init)
        }
        guard let plain = ids.firstIndex(of: "list.plain"), plain + 1 < ids.count, ids[plain + 1] == "list.chat" else {
            return XCTFail("expected list.plain then list.chat in `list`: \(list.summary)")
        }
        let next = ids[plain + 1]

        let session = try harness.openWindow(arguments: ["--example", "list.plain"])
        XCTAssertEqual(try session.windowName(), "refresh-playground — list.plain")
        try session.pointInside()
        let before = session.waitForTrace(timeout: 3)
        XCTAssertTrue(
            before.allSatisfy { $0.header == nil && $0.footer == nil },
            "list.plain has no refresh control. "
                + WindowTraceFrame.summary(before))

        try session.xdotool(["key", "Tab", "sleep", "0.1", "key", "Down", "sleep", "0.1", "key", "Return"])
        let after = session.waitForTrace(timeout: 3) { $0.last?.header != nil }
        XCTAssertEqual(try session.windowName(), "refresh-playground — \(next)")
        guard let last = after.last else { return XCTFail("no frames") }
        XCTAssertEqual(last.header?.state, "idle", "\(next) shows its header. \(WindowTraceFrame.summary(after))")
        XCTAssertNil(last.footer, "\(next) has no footer")
        XCTAssertEqual(
            last.contentHeight, 30 * 60 + 44, "\(next) starts with its own 30 rows below its older-rows indicator")
        XCTAssertEqual(last.y, last.maxY, "at its end, the newest row at the bottom")
        try session.quitWithEscape()
    }
}

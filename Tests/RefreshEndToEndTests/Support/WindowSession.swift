import Foundation
import RefreshTestSupport
import XCTest

#if canImport(Glibc)
import Glibc
#endif

/// The window's position and size on the X screen, in pixels.
nonisolated struct WindowGeometry {
    var id = "", x = 0, y = 0, width = 0, height = 0

    /// The window's horizontal middle, in screen pixels.
    var midX: Int { x + width / 2 }
}

/// One running playground window under Xvfb (made by `WindowHarness.openWindow`): xdotool input the
/// way a person gives it, and the app's trace read while it runs.
nonisolated final class WindowSession {
    let display: String
    let xdotoolPath: String
    let app: LaunchedProcess
    let tracePath: String
    private(set) var window = WindowGeometry()

    init(display: String, xdotoolPath: String, app: LaunchedProcess, tracePath: String) {
        self.display = display
        self.xdotoolPath = xdotoolPath
        self.app = app
        self.tracePath = tracePath
    }

    /// The environment X clients of this session run in.
    var environment: [String: String] { ProcessRunner.environment(["DISPLAY": display]) }

    // MARK: X

    /// Runs one (chained) xdotool command; throws with its output when it fails.
    @discardableResult
    func xdotool(_ args: [String], timeout: TimeInterval = 5) throws -> ProcessRunner.Result {
        let r = try ProcessRunner.run(xdotoolPath, args, environment: environment, timeout: timeout)
        guard !r.timedOut, r.status == 0 else {
            throw ProcessRunner.Failure("xdotool \(args.prefix(8).joined(separator: " ")) failed: \(r.summary)")
        }
        return r
    }

    /// Finds the app's visible window and reads its geometry (call once its first frame is drawn).
    func findWindow(minimumHeight: Int = 700) throws {
        let search = try ProcessRunner.run(
            xdotoolPath, ["search", "--sync", "--onlyvisible", "--name", "refresh-playground"],
            environment: environment, timeout: 10)
        guard !search.timedOut, search.status == 0,
            let id = search.stdout.split(whereSeparator: \.isNewline).first.map(String.init)
        else {
            throw ProcessRunner.Failure(
                "no visible window named refresh-playground on \(display): \(search.summary); "
                    + "app running: \(app.isRunning), app stderr: \(app.stderr)")
        }
        let geometry = try xdotool(["getwindowgeometry", "--shell", id])
        var g = WindowGeometry(id: id)
        for line in geometry.stdout.split(whereSeparator: \.isNewline) {
            let kv = line.split(separator: "=", maxSplits: 1).map(String.init)
            guard kv.count == 2, let v = Int(kv[1]) else { continue }
            switch kv[0] {
            case "X": g.x = v
            case "Y": g.y = v
            case "WIDTH": g.width = v
            case "HEIGHT": g.height = v
            default: break
            }
        }
        guard g.width >= 300, g.height >= minimumHeight else {
            throw ProcessRunner.Failure(
                "unexpected window geometry \(geometry.stdout) (expected the default 390x844, at least \(minimumHeight) high)"
            )
        }
        window = g
    }

    /// The window's title as X reports it.
    func windowName() throws -> String {
        try xdotool(["getwindowname", window.id]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Puts the pointer inside the window, `y` pixels below its top: with no window manager the
    /// keyboard focus follows the pointer, so keys reach the app only then.
    func pointInside(y: Int = 300) throws {
        try xdotool(["mousemove", "\(window.midX)", "\(window.y + y)"])
    }

    /// Presses `key` while `modifier` is held, as a person does: modifier down, key, modifier up.
    func chord(_ modifier: String, _ key: String) throws {
        try xdotool(["keydown", modifier, "sleep", "0.05", "key", key, "sleep", "0.05", "keyup", modifier])
    }

    /// xdotool steps of a mouse drag at `x` from `y0` to `y1` (screen pixels) in `steps` moves of
    /// `stepPause` seconds, held still for `hold` seconds before the release.
    static func drag(
        x: Int, from y0: Int, to y1: Int, steps: Int = 20, stepPause: Double = 0.015,
        hold: Double = 0.1
    ) -> [String] {
        var args = ["mousemove", "\(x)", "\(y0)", "sleep", "0.05", "mousedown", "1"]
        for step in 1...steps {
            args += ["mousemove", "\(x)", "\(y0 + (y1 - y0) * step / steps)", "sleep", "\(stepPause)"]
        }
        return args + ["sleep", "\(hold)", "mouseup", "1"]
    }

    // MARK: Trace

    /// The trace so far.
    func frames() throws -> [WindowTraceFrame] { try WindowTraceFrame.read(tracePath) }

    /// Polls the trace until `done` holds for it and no new line came for `quiet` seconds (or
    /// `timeout` passes, or the app exits), and returns it; the caller's assertions say what is missing.
    @discardableResult
    func waitForTrace(
        timeout: TimeInterval, quiet: TimeInterval = 0.3,
        until done: ([WindowTraceFrame]) -> Bool = { _ in true }
    ) -> [WindowTraceFrame] {
        let deadline = Date().addingTimeInterval(timeout)
        var seen: [WindowTraceFrame] = [], lastCount = -1, stableSince = Date()
        while Date() < deadline, app.isRunning {
            seen = (try? frames()) ?? seen
            if seen.count != lastCount {
                lastCount = seen.count
                stableSince = Date()
            }
            if Date().timeIntervalSince(stableSince) >= quiet, done(seen) { return seen }
            usleep(20_000)
        }
        return (try? frames()) ?? seen
    }

    /// Polls the trace until the list is at rest after a gesture: the last frame is neither dragging
    /// nor decelerating, comes after a dragging frame, and no new frame arrived for 300 ms.
    func waitUntilSettled(timeout: TimeInterval) {
        waitForTrace(timeout: timeout) { frames in
            guard let last = frames.last else { return false }
            return !last.dragging && !last.decelerating && frames.contains(where: \.dragging)
        }
    }

    // MARK: Quitting

    /// Runs `input` (a key such as `Escape` or `q`, or a chord) and asserts the app exits with 0
    /// within 3 s; stops it anyway.
    func quit(_ how: String, file: StaticString = #filePath, line: UInt = #line, input: () throws -> Void) rethrows {
        XCTAssertTrue(
            app.isRunning,
            "the playground exited before \(how): status \(app.exitStatus.map(String.init) ?? "?"), "
                + "stderr: \(app.stderr)", file: file, line: line)
        guard app.isRunning else { return }
        try input()
        let quit = app.waitForExit(timeout: 3)
        XCTAssertTrue(quit, "the playground did not quit within 3 s of \(how); terminating it", file: file, line: line)
        app.stop()
        if quit {
            XCTAssertEqual(app.exitStatus, 0, "exit status after \(how); stderr: \(app.stderr)", file: file, line: line)
        }
    }

    /// Sends Escape (as a person quits) and asserts the app exits with 0; stops it anyway.
    func quitWithEscape(file: StaticString = #filePath, line: UInt = #line) throws {
        try quit("Escape", file: file, line: line) { try xdotool(["key", "Escape"]) }
    }
}

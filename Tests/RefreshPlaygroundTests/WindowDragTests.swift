import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// The real `refresh-playground` binary in a real X window (Xvfb), driven with xdotool the way a
/// person drags with a mouse; the assertions read the app's `--trace` (one JSON line per frame).
final class WindowDragTests: XCTestCase {
    /// Children of this test, stopped in reverse order (app before X server) in `tearDown`.
    private var launched: [LaunchedProcess] = []
    private var temporaryFiles: [String] = []

    override func tearDown() {
        for p in launched.reversed() { p.stop() }
        launched.removeAll()
        let failed = (testRun?.failureCount ?? 0) + (testRun?.unexpectedExceptionCount ?? 0) > 0
        for file in temporaryFiles {
            if failed, FileManager.default.fileExists(atPath: file) {
                print("WindowDragTests: kept \(file) for inspection")
            } else {
                try? FileManager.default.removeItem(atPath: file)
            }
        }
        temporaryFiles.removeAll()
        super.tearDown()
    }

    // MARK: - Tests

    func testDragPullsListAndSpringsBack() throws {
        let session = try openWindow()
        let w = session.window
        let x = w.x + w.width / 2, top = w.y + 100
        // Press near the top, pull 250 px down in 20 small steps, hold still, release.
        var gesture = ["mousemove", "\(x)", "\(top)", "sleep", "0.05", "mousedown", "1"]
        for step in 1...20 {
            gesture += ["mousemove", "\(x)", "\(top + step * 250 / 20)", "sleep", "0.015"]
        }
        gesture += ["sleep", "0.1", "mouseup", "1"]
        try session.xdotool(gesture)
        session.waitUntilSettled(timeout: 4)
        try session.quitWithEscape(self)

        let frames = try session.frames()
        let all = WindowTraceFrame.summary(frames)
        let dragging = frames.filter(\.dragging)
        guard let lastDrag = frames.lastIndex(where: \.dragging) else {
            return XCTFail("no frame had dragging: true; the drag never reached the list. Trace: \(all)")
        }
        let minY = dragging.map(\.y).min()!
        XCTAssertLessThan(minY, -40, "pulling 250 px down from the top should rubber-band the list past the top; "
            + "min offset.y while dragging \(minY). Trace: \(all)")
        XCTAssertGreaterThan(minY, -250, "the rubber band should resist: min offset.y \(minY) for a 250 px pull. Trace: \(all)")

        // While the pointer went down the offset followed it: never moving back up, in many steps.
        var rises: [String] = []
        for (a, b) in zip(dragging, dragging.dropFirst()) where b.y > a.y + 1 {
            rises.append("frame \(a.frame) \(a.y) -> frame \(b.frame) \(b.y)")
        }
        XCTAssertEqual(rises, [], "offset.y went back up while the pointer only moved down. Trace: \(all)")
        let steps = Set(dragging.map { ($0.y * 10).rounded() }).count
        XCTAssertGreaterThanOrEqual(steps, 6, "the list should follow the pointer in many small steps, "
            + "saw \(steps) distinct offsets over \(dragging.count) dragging frames. Trace: \(all)")

        // After release: a spring back to the top, monotone (released at rest, critically damped).
        let after = Array(frames[(lastDrag + 1)...])
        XCTAssertTrue(after.contains(where: \.decelerating),
                      "no frame after the release had decelerating: true (no spring-back animation). Trace: \(all)")
        let releaseY = frames[lastDrag].y
        for (a, b) in zip([frames[lastDrag]] + after, after) where b.y < a.y - 0.5 || b.y > 0.5 {
            XCTFail("spring-back should rise monotonically from \(releaseY) to 0 without overshoot; "
                + "frame \(a.frame) \(a.y) -> frame \(b.frame) \(b.y). Trace: \(all)")
            break
        }
        guard let last = frames.last else { return }
        XCTAssertEqual(last.y, 0, accuracy: 0.5, "the list should spring back to the top; last frame \(last.frame) "
            + "offset.y \(last.y) (released at \(releaseY)). Trace: \(all)")
        XCTAssertFalse(last.decelerating, "the last frame \(last.frame) is still decelerating. Trace: \(all)")
        XCTAssertFalse(last.dragging, "the last frame \(last.frame) is still dragging. Trace: \(all)")
    }

    func testFlingCoastsAndStops() throws {
        let session = try openWindow()
        let w = session.window
        let x = w.x + w.width / 2, start = w.y + w.height * 7 / 10
        // A quick flick upward: 300 px in 6 steps of 8 ms, released while still moving.
        var gesture = ["mousemove", "\(x)", "\(start)", "sleep", "0.05", "mousedown", "1"]
        for step in 1...6 {
            gesture += ["sleep", "0.008", "mousemove", "\(x)", "\(start - step * 50)"]
        }
        gesture += ["mouseup", "1"]
        try session.xdotool(gesture)
        session.waitUntilSettled(timeout: 8)
        try session.quitWithEscape(self)

        let frames = try session.frames()
        let all = WindowTraceFrame.summary(frames)
        guard let lastDrag = frames.lastIndex(where: \.dragging) else {
            return XCTFail("no frame had dragging: true; the flick never reached the list. Trace: \(all)")
        }
        let releaseY = frames[lastDrag].y
        XCTAssertGreaterThan(releaseY, 100, "the list should follow the 300 px flick up; offset.y at release \(releaseY). Trace: \(all)")
        let after = Array(frames[(lastDrag + 1)...])
        guard let first = after.first, let last = after.last else {
            return XCTFail("no frames after the release: no momentum. Trace: \(all)")
        }
        XCTAssertTrue(first.decelerating, "the first frame after the release (\(first.frame)) should be decelerating. Trace: \(all)")

        // Coasting: offset.y keeps increasing frame after frame for a while after the release.
        var coast = [frames[lastDrag]]
        for f in after {
            guard f.decelerating, f.y > coast.last!.y else { break }
            coast.append(f)
        }
        let coastTime = coast.last!.t - frames[lastDrag].t
        XCTAssertGreaterThanOrEqual(coast.count - 1, 10, "offset.y should keep increasing for many frames after the "
            + "release; it rose for \(coast.count - 1) frames (\(coastTime) s). Trace: \(all)")
        XCTAssertGreaterThanOrEqual(coastTime, 0.2, "coasting lasted only \(coastTime) s. Trace: \(all)")
        XCTAssertGreaterThan(last.y, releaseY + 100, "momentum should carry the list well past the release point: "
            + "offset.y \(releaseY) at release, \(last.y) at the end. Trace: \(all)")

        // ...and then stops, inside the content.
        XCTAssertFalse(last.decelerating, "still decelerating at the last frame \(last.frame) (offset.y \(last.y)), "
            + "\(last.t - frames[lastDrag].t) s after the release. Trace: \(all)")
        if let content = last.contentHeight, let viewport = last.viewportHeight {
            XCTAssertLessThanOrEqual(last.y, content - viewport + 0.5,
                                     "came to rest past the bottom (content \(content), viewport \(viewport)). Trace: \(all)")
        }
        // Decelerating means slowing down: the last speeds of the coast are below the first ones.
        let speeds = zip(coast, coast.dropFirst()).map { ($1.y - $0.y) / max($1.t - $0.t, 0.001) }
        if speeds.count >= 6 {
            XCTAssertLessThan(speeds.suffix(3).reduce(0, +), speeds.prefix(3).reduce(0, +) + 1,
                              "the coast should slow down (pt/s per frame: \(speeds.map { Int($0) })). Trace: \(all)")
        }
    }

    /// footer.back-normal in a real window: End, then a mouse drag up past the end and a release
    /// load 5 rows once; the footer hovers meanwhile and gives back exactly what it added (the app's
    /// bottom inset 30 stays).
    func testBackFooterPulledUpInARealWindowLoadsOnce() throws {
        let session = try openWindow(arguments: ["--example", "footer.back-normal"])
        let w = session.window
        let x = w.x + w.width / 2, bottom = w.y + w.height - 150
        try session.xdotool(["mousemove", "\(x)", "\(bottom)", "key", "End", "sleep", "0.8"])
        var gesture = ["mousedown", "1"]
        for step in 1...20 { gesture += ["mousemove", "\(x)", "\(bottom - step * 15)", "sleep", "0.015"] }
        gesture += ["sleep", "0.15", "mouseup", "1", "sleep", "2"]
        try session.xdotool(gesture, timeout: 10)
        try session.quitWithEscape(self)

        let frames = try session.frames()
        let states = frames.compactMap { $0.footer?.state }
        let all = "footer states: \(Array(Set(states)).sorted()), " + WindowTraceFrame.summary(frames)
        XCTAssertTrue(states.contains("pulling"), "dragged 300 px up past the end: the footer should reach pulling. \(all)")
        let refreshing = frames.filter { $0.footer?.state == "refreshing" }
        XCTAssertFalse(refreshing.isEmpty, "released while pulling: the footer should refresh. \(all)")
        XCTAssertEqual(refreshing.last?.inset?.bottom, 30 + 44, "hovers by its height above the app's 30. \(all)")
        guard let last = frames.last else { return XCTFail("no frames") }
        XCTAssertEqual(last.footer?.state, "idle", all)
        XCTAssertEqual(last.footer?.callbacks, 1, "one load for one pull. \(all)")
        XCTAssertEqual(last.contentHeight, 25 * 60, "5 rows appended. \(all)")
        XCTAssertEqual(last.inset?.bottom, 30, "the app's bottom inset exactly, nothing left of the footer's. \(all)")
    }

    /// footer.auto-manual in a real window: End scrolls to the footer without loading (automatic
    /// loading is off); a click on the footer loads once.
    func testTapOnAManualAutoFooterLoadsOnce() throws {
        let session = try openWindow(arguments: ["--example", "footer.auto-manual"])
        let w = session.window
        let x = w.x + w.width / 2, footerY = w.y + w.height - 22
        try session.xdotool(["mousemove", "\(x)", "\(w.y + 300)", "key", "End", "sleep", "0.8"])
        let before = try session.frames().last
        XCTAssertEqual(before?.footer?.callbacks, 0, "scrolled to the end with automatic loading off: no load")
        try session.xdotool(["mousemove", "\(x)", "\(footerY)", "sleep", "0.05", "click", "1", "sleep", "1.6"], timeout: 10)
        try session.quitWithEscape(self)
        let frames = try session.frames()
        let all = WindowTraceFrame.summary(frames)
        XCTAssertTrue(frames.contains { $0.footer?.state == "refreshing" }, "the click should start loading. \(all)")
        XCTAssertEqual(frames.last?.footer?.callbacks, 1, "one load for one click. \(all)")
        XCTAssertEqual(frames.last?.contentHeight, 25 * 60, all)
        XCTAssertEqual(frames.last?.inset?.bottom, 44, "the auto footer's height stays in the inset while shown. \(all)")
    }

    func testNoDisplayExplainsWhatToDo() throws {
        let binary = try Self.playgroundBinary()
        let env = ProcessRunner.environment(["DISPLAY": nil, "WAYLAND_DISPLAY": nil, "SDL_VIDEODRIVER": nil])
        let r = try ProcessRunner.run(binary, [], environment: env, timeout: 15)
        XCTAssertFalse(r.timedOut, "without a display the playground should exit at once: \(r.summary)")
        XCTAssertEqual(r.status, 1, "exit status without a display: \(r.summary)")
        XCTAssertTrue(r.stderr.contains("xvfb-run"), "stderr should suggest xvfb-run: \(r.summary)")
        XCTAssertTrue(r.stderr.contains("replay"), "stderr should suggest the headless replay: \(r.summary)")
    }

    func testUnknownExampleListsValidIDs() throws {
        let binary = try Self.playgroundBinary()
        // No display: bad input must be rejected before any window is opened.
        let env = ProcessRunner.environment(["DISPLAY": nil, "WAYLAND_DISPLAY": nil, "SDL_VIDEODRIVER": nil])
        let r = try ProcessRunner.run(binary, ["--example", "nope"], environment: env, timeout: 15)
        XCTAssertFalse(r.timedOut, r.summary)
        XCTAssertEqual(r.status, 2, "exit status for an unknown example: \(r.summary)")
        XCTAssertTrue(r.stderr.contains("list.plain"), "stderr should list the valid example IDs: \(r.summary)")
    }

    // MARK: - Session: Xvfb + the app + xdotool

    private struct WindowGeometry {
        var id = "", x = 0, y = 0, width = 0, height = 0
    }

    private final class Session {
        let display: String
        let xdotoolPath: String
        let app: LaunchedProcess
        let tracePath: String
        var window = WindowGeometry()

        init(display: String, xdotoolPath: String, app: LaunchedProcess, tracePath: String) {
            self.display = display
            self.xdotoolPath = xdotoolPath
            self.app = app
            self.tracePath = tracePath
        }

        var environment: [String: String] { ProcessRunner.environment(["DISPLAY": display]) }

        /// Runs one (chained) xdotool command; throws with its output when it fails.
        @discardableResult
        func xdotool(_ args: [String], timeout: TimeInterval = 5) throws -> ProcessRunner.Result {
            let r = try ProcessRunner.run(xdotoolPath, args, environment: environment, timeout: timeout)
            guard !r.timedOut, r.status == 0 else {
                throw ProcessRunner.Failure("xdotool \(args.prefix(8).joined(separator: " ")) failed: \(r.summary)")
            }
            return r
        }

        func frames() throws -> [WindowTraceFrame] { try WindowTraceFrame.read(tracePath) }

        /// Polls the trace until the list is at rest after a gesture: the last frame is neither dragging
        /// nor decelerating, comes after a dragging frame, and no new frame arrived for 300 ms.
        func waitUntilSettled(timeout: TimeInterval) {
            let deadline = Date().addingTimeInterval(timeout)
            var lastCount = -1, stableSince = Date()
            while Date() < deadline, app.isRunning {
                let frames = (try? WindowTraceFrame.read(tracePath)) ?? []
                if frames.count != lastCount {
                    lastCount = frames.count
                    stableSince = Date()
                } else if let last = frames.last, !last.dragging, !last.decelerating,
                          frames.contains(where: \.dragging), Date().timeIntervalSince(stableSince) > 0.3 {
                    return
                }
                usleep(50_000)
            }
        }

        /// Sends Escape (as a person quits) and asserts the app exits with 0; stops it anyway.
        func quitWithEscape(_ test: XCTestCase) throws {
            XCTAssertTrue(app.isRunning, "the playground exited before Escape: status \(app.exitStatus.map(String.init) ?? "?"), "
                + "stderr: \(app.stderr)")
            guard app.isRunning else { return }
            // The pointer is inside the window (no window manager: focus follows the pointer).
            try xdotool(["key", "Escape"])
            let quit = app.waitForExit(timeout: 3)
            XCTAssertTrue(quit, "the playground did not quit within 3 s of Escape; terminating it")
            app.stop()
            if quit {
                XCTAssertEqual(app.exitStatus, 0, "exit status after Escape; stderr: \(app.stderr)")
            }
        }
    }

    /// Starts Xvfb on a free display, launches the playground on it with a trace, and waits for its window.
    private func openWindow(arguments: [String] = []) throws -> Session {
        let xvfb = try Self.requireTool("Xvfb", package: "xvfb")
        let xdotool = try Self.requireTool("xdotool", package: "xdotool")
        let binary = try Self.playgroundBinary()
        let display = try startXvfb(xvfb: xvfb, xdotool: xdotool)

        let trace = NSTemporaryDirectory() + "window-drag-\(UUID().uuidString.prefix(8)).jsonl"
        temporaryFiles.append(trace)
        let env = ProcessRunner.environment(["DISPLAY": display, "WAYLAND_DISPLAY": nil, "SDL_VIDEODRIVER": nil])
        let app = try LaunchedProcess(binary, ["--trace", trace] + arguments, environment: env)
        launched.append(app)
        let session = Session(display: display, xdotoolPath: xdotool, app: app, tracePath: trace)

        let search = try ProcessRunner.run(xdotool, ["search", "--sync", "--onlyvisible", "--name", "refresh-playground"],
                                           environment: session.environment, timeout: 10)
        guard !search.timedOut, search.status == 0,
              let id = search.stdout.split(whereSeparator: \.isNewline).first.map(String.init) else {
            throw ProcessRunner.Failure("no visible window named refresh-playground on \(display): \(search.summary); "
                + "app running: \(app.isRunning), app stderr: \(app.stderr)")
        }
        let geometry = try session.xdotool(["getwindowgeometry", "--shell", id])
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
        guard g.width >= 300, g.height >= 700 else {
            throw ProcessRunner.Failure("unexpected window geometry \(geometry.stdout) (expected the default 390x844)")
        }
        session.window = g

        // The first frame is on screen once the trace has a line: the app is in its event loop.
        let deadline = Date().addingTimeInterval(10)
        while ((try? WindowTraceFrame.read(trace)) ?? []).isEmpty {
            guard Date() < deadline, app.isRunning else {
                throw ProcessRunner.Failure("no first frame in the trace within 10 s; app running: \(app.isRunning), "
                    + "stderr: \(app.stderr)")
            }
            usleep(20_000)
        }
        return session
    }

    /// Xvfb on the first free display of a few random candidates, once it accepts connections.
    private func startXvfb(xvfb: String, xdotool: String) throws -> String {
        let first = Int.random(in: 100...400)
        var tried: [String] = []
        for n in first..<(first + 10) {
            if FileManager.default.fileExists(atPath: "/tmp/.X\(n)-lock")
                || FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(n)") { continue }
            let display = ":\(n)"
            let server = try LaunchedProcess(xvfb, [display, "-screen", "0", "1024x1024x24", "-nolisten", "tcp"])
            launched.append(server)
            let env = ProcessRunner.environment(["DISPLAY": display])
            let deadline = Date().addingTimeInterval(5)
            while server.isRunning, Date() < deadline {
                let probe = try ProcessRunner.run(xdotool, ["getdisplaygeometry"], environment: env, timeout: 2)
                if probe.status == 0, !probe.timedOut { return display }
                usleep(50_000)
            }
            tried.append("\(display): \(server.isRunning ? "no connection within 5 s" : "exited \(server.exitStatus ?? -1)") "
                + server.stderr.suffix(300))
            server.stop()
        }
        throw ProcessRunner.Failure("could not start Xvfb on a free display; tried \(tried)")
    }

    /// The playground sits next to the test runner: `.build/debug/refresh-playground` beside
    /// `.build/debug/RefreshKitPackageTests.xctest` (on macOS, beside the .xctest bundle).
    static func playgroundBinary() throws -> String {
        var folders: [URL] = []
        if let path = Bundle.main.executablePath { folders.append(URL(fileURLWithPath: path).deletingLastPathComponent()) }
        if let arg0 = CommandLine.arguments.first { folders.append(URL(fileURLWithPath: arg0).deletingLastPathComponent()) }
        folders.append(Bundle(for: WindowDragTests.self).bundleURL.deletingLastPathComponent())
        for folder in folders {
            let candidate = folder.appendingPathComponent("refresh-playground").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        throw ProcessRunner.Failure("refresh-playground is missing next to the test runner (looked in "
            + "\(folders.map(\.path))); build it first with `swift build --build-tests`, as `make test` does")
    }

    static func requireTool(_ name: String, package: String) throws -> String {
        guard let path = ProcessRunner.which(name) else {
            throw ProcessRunner.Failure("\(name) is not installed: the window tests need the Debian package `\(package)` "
                + "(`make deps` installs it, or `apt-get install -y \(package)`)")
        }
        return path
    }
}

/// One line of the playground's `--trace` file.
private struct WindowTraceFrame: Decodable {
    struct XY: Decodable { let x: Double; let y: Double }
    struct WH: Decodable { let width: Double; let height: Double }

    let frame: Int
    let t: Double
    let offset: XY
    let dragging: Bool
    let decelerating: Bool
    let contentSize: WH?
    let viewport: WH?
    let inset: Insets?
    let footer: Control?

    struct Insets: Decodable { let top: Double; let bottom: Double }
    /// A footer's trace object.
    struct Control: Decodable { let state: String; let callbacks: Int; let hidden: Bool? }

    var y: Double { offset.y }
    var contentHeight: Double? { contentSize?.height }
    var viewportHeight: Double? { viewport?.height }

    /// Every complete line of the trace (a line still being written is ignored).
    static func read(_ path: String) throws -> [WindowTraceFrame] {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let decoder = JSONDecoder()
        var frames: [WindowTraceFrame] = []
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for (i, line) in lines.enumerated() where !line.isEmpty {
            do {
                frames.append(try decoder.decode(WindowTraceFrame.self, from: Data(line.utf8)))
            } catch {
                if i == lines.count - 1 { break }   // unterminated last line: being written
                throw ProcessRunner.Failure("bad trace line \(i + 1) in \(path): \(line.prefix(200)): \(error)")
            }
        }
        return frames
    }

    /// `frame:y` with `d` for dragging and `D` for decelerating, for failure messages.
    static func summary(_ frames: [WindowTraceFrame]) -> String {
        let shown = frames.count <= 120 ? frames : Array(frames.prefix(60)) + Array(frames.suffix(60))
        var s = "\(frames.count) frames ["
        for (i, f) in shown.enumerated() {
            if frames.count > 120, i == 60 { s += " …" }
            let y = (f.y * 10).rounded() / 10
            s += " \(f.frame):\(y)\(f.dragging ? "d" : "")\(f.decelerating ? "D" : "")"
        }
        return s + " ]"
    }
}

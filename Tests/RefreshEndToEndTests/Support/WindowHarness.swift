import Foundation
import RefreshTestSupport
import XCTest

#if canImport(Glibc)
import Glibc
#endif

/// What the real-window tests share: an Xvfb of their own, the real `refresh-playground` binary
/// launched on it with a `--trace`, and temporary files. Each belongs to one test (`WindowTestCase`
/// makes it): when the test ends, every child it launched is stopped (the app before the X server),
/// then the test's temporary folders go.
///
/// The launch order avoids the one race seen in CI: an X client that queries the server while the
/// app is still connecting can make SDL fail to open the display. So Xvfb is probed (with xdotool)
/// before the app starts, and then no X client runs until the app has written its first trace line,
/// which it does after presenting its first frame in its mapped window.
nonisolated final class WindowHarness {
    private unowned let test: XCTestCase

    /// The harness of `test`.
    init(for test: XCTestCase) { self.test = test }

    /// A fresh temporary folder of the test (removed when it ends, kept when it failed).
    func temporaryFolder(_ prefix: String = "window") -> TemporaryFolder { test.temporaryFolder(prefix) }

    /// Starts `executable`, stopped when the test ends: children launched later stop first, and
    /// before the folders made before them are removed.
    func launch(_ executable: String, _ arguments: [String], environment: [String: String]? = nil) throws
        -> LaunchedProcess
    {
        let process = try LaunchedProcess(executable, arguments, environment: environment)
        test.addTeardownBlock { process.stop() }
        return process
    }

    /// Starts Xvfb on a free display, launches the playground on it with `--trace` and `arguments`
    /// (on `list.plain` unless they name an example: the bare list the window tests drag),
    /// waits for its first frame, then finds its window. The app's last-updated times go to a
    /// temporary `XDG_CONFIG_HOME`, never to the user's. `screen` is the Xvfb's size (WxH pixels); on a
    /// screen under 892 pixels high the default window is shorter than 844 (`minimumHeight` then).
    func openWindow(
        arguments: [String] = [], traceIn folder: TemporaryFolder? = nil, screen: String = "1024x1024",
        minimumHeight: Int = 700
    ) throws -> WindowSession {
        let xdotool = try Self.requireTool("xdotool", package: "xdotool")
        let binary = try BuiltProduct.playground()
        let display = try startXvfb(screen: screen)

        let files = folder ?? temporaryFolder()
        let trace = files.file("trace-\(UUID().uuidString.prefix(8)).jsonl")
        let env = Self.environment(display: display, ["XDG_CONFIG_HOME": files.path])
        let example = arguments.contains("--example") ? [] : ["--example", "list.plain"]
        let app = try launch(binary, ["--trace", trace] + example + arguments, environment: env)
        let session = WindowSession(display: display, xdotoolPath: xdotool, app: app, tracePath: trace)

        // No X client until the first frame is on screen (see the type's comment).
        let deadline = Date().addingTimeInterval(15)
        while ((try? WindowTraceFrame.lines(trace)) ?? []).isEmpty {
            guard Date() < deadline, app.isRunning else {
                throw ProcessRunner.Failure(
                    "no first frame in the trace within 15 s on \(display); app running: "
                        + "\(app.isRunning), exit status: \(app.exitStatus.map(String.init) ?? "-"), stderr: \(app.stderr)"
                )
            }
            usleep(10_000)
        }
        try session.findWindow(minimumHeight: minimumHeight)
        return session
    }

    /// Runs `executable` to completion (at most 30 s) on an Xvfb of its own, as the only display it
    /// sees; `environment` adds variables (a nil value removes one).
    func runOnItsOwnDisplay(_ executable: String, _ arguments: [String], environment: [String: String?] = [:])
        throws -> ProcessRunner.Result
    {
        let display = try startXvfb()
        return try ProcessRunner.run(
            executable, arguments, environment: Self.environment(display: display, environment), timeout: 30)
    }

    /// This process's environment with `display` as the only display (no Wayland, no SDL video
    /// driver chosen) and `changes` applied.
    static func environment(display: String, _ changes: [String: String?] = [:]) -> [String: String] {
        ProcessRunner.environmentWithoutDisplay(changes.merging(["DISPLAY": display]) { $1 })
    }

    /// Xvfb (a `screen` of WxH pixels) on the first free display of a few random candidates, once it accepts connections.
    func startXvfb(screen: String = "1024x1024") throws -> String {
        let xvfb = try Self.requireTool("Xvfb", package: "xvfb")
        let xdotool = try Self.requireTool("xdotool", package: "xdotool")
        let first = Int.random(in: 100...400)
        var tried: [String] = []
        for n in first..<(first + 10) {
            if FileManager.default.fileExists(atPath: "/tmp/.X\(n)-lock")
                || FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(n)")
            {
                continue
            }
            let display = ":\(n)"
            let server = try launch(xvfb, [display, "-screen", "0", "\(screen)x24", "-nolisten", "tcp"])
            let env = ProcessRunner.environment(["DISPLAY": display])
            let deadline = Date().addingTimeInterval(5)
            while server.isRunning, Date() < deadline {
                let probe = try ProcessRunner.run(xdotool, ["getdisplaygeometry"], environment: env, timeout: 2)
                if probe.status == 0, !probe.timedOut { return display }
                usleep(50_000)
            }
            tried.append(
                "\(display): \(server.isRunning ? "no connection within 5 s" : "exited \(server.exitStatus ?? -1)") "
                    + server.stderr.suffix(300))
            server.stop()
        }
        throw ProcessRunner.Failure("could not start Xvfb on a free display; tried \(tried)")
    }

    /// The full path of the program `name`, or a failure naming the Debian package to install.
    static func requireTool(_ name: String, package: String) throws -> String {
        guard let path = ProcessRunner.which(name) else {
            throw ProcessRunner.Failure(
                "\(name) is not installed: the window tests need the Debian package `\(package)` "
                    + "(`make deps` installs it, or `apt-get install -y \(package)`)")
        }
        return path
    }
}

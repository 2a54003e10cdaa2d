import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A child process started by a test: output goes to temporary files (no pipes to fill up),
/// waiting has a deadline, and `stop` always ends it (SIGTERM, then SIGKILL).
public nonisolated final class LaunchedProcess {
    /// The program's file name, for messages.
    public let name: String
    /// The process, started.
    public let process = Process()
    private let stdoutPath: String
    private let stderrPath: String

    /// Starts `executable` with `arguments` (in `environment`, or this process's), its input empty.
    public init(_ executable: String, _ arguments: [String], environment: [String: String]? = nil) throws {
        name = (executable as NSString).lastPathComponent
        let base = NSTemporaryDirectory() + "proc-\(name)-\(UUID().uuidString.prefix(8))"
        stdoutPath = base + ".out"
        stderrPath = base + ".err"
        let fm = FileManager.default
        guard fm.createFile(atPath: stdoutPath, contents: nil), fm.createFile(atPath: stderrPath, contents: nil),
            let out = FileHandle(forWritingAtPath: stdoutPath), let err = FileHandle(forWritingAtPath: stderrPath)
        else {
            throw ProcessRunner.Failure("cannot create output files for \(name) in \(NSTemporaryDirectory())")
        }
        defer {
            try? out.close()
            try? err.close()
        }
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let environment { process.environment = environment }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = out
        process.standardError = err
        do {
            try process.run()
        } catch {
            removeOutputFiles()
            throw ProcessRunner.Failure("cannot start \(executable): \(error)")
        }
    }

    deinit {
        stop()
        removeOutputFiles()
    }

    /// The process's id.
    public var pid: Int32 { process.processIdentifier }
    /// True until the process exits.
    public var isRunning: Bool { process.isRunning }
    /// The exit status, or nil while running (or when ended by a signal: see `terminationReason`).
    public var exitStatus: Int32? { process.isRunning ? nil : process.terminationStatus }
    /// What it wrote to standard output so far.
    public var stdout: String { (try? String(contentsOfFile: stdoutPath, encoding: .utf8)) ?? "" }
    /// What it wrote to standard error so far.
    public var stderr: String { (try? String(contentsOfFile: stderrPath, encoding: .utf8)) ?? "" }

    /// Waits until the process exits; false if it is still running after `timeout` seconds.
    @discardableResult
    public func waitForExit(timeout: TimeInterval) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning {
            if Date() >= deadline { return false }
            usleep(10_000)
        }
        return true
    }

    /// Ends the process if it still runs: SIGTERM, `grace` seconds, then SIGKILL. Safe to call twice.
    public func stop(grace: TimeInterval = 2) {
        guard process.isRunning else { return }
        process.terminate()
        if waitForExit(timeout: grace) { return }
        kill(process.processIdentifier, SIGKILL)
        waitForExit(timeout: 5)
    }

    private func removeOutputFiles() {
        try? FileManager.default.removeItem(atPath: stdoutPath)
        try? FileManager.default.removeItem(atPath: stderrPath)
    }
}

/// Runs short-lived programs with a deadline.
public nonisolated enum ProcessRunner {
    /// A test's setup that went wrong (a program missing, a process that would not start), as a
    /// thrown error whose description says what to do.
    public struct Failure: Error, CustomStringConvertible {
        /// What went wrong and how to fix it.
        public let description: String
        /// A failure saying `description`.
        public init(_ description: String) { self.description = description }
    }

    /// How a program run to completion ended, and what it wrote.
    public struct Result {
        /// The exit status.
        public let status: Int32
        /// Its standard output.
        public let stdout: String
        /// Its standard error.
        public let stderr: String
        /// True when the deadline passed and the process was killed (status is then meaningless).
        public let timedOut: Bool
        /// How long it ran.
        public let seconds: TimeInterval

        /// The status (or the timeout) and the start of each output, for a failure message.
        public var summary: String {
            let s = timedOut ? "timed out after \(String(format: "%.1f", seconds)) s" : "exit \(status)"
            return "\(s); stdout: \(stdout.trimmingCharacters(in: .whitespacesAndNewlines).prefix(500)); "
                + "stderr: \(stderr.trimmingCharacters(in: .whitespacesAndNewlines).prefix(500))"
        }
    }

    /// Full path of `name` on PATH (plus the usual system folders), or nil.
    public static func which(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let dirs = path.split(separator: ":").map(String.init) + ["/usr/local/bin", "/usr/bin", "/bin"]
        for dir in dirs where !dir.isEmpty {
            let candidate = (dir as NSString).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Runs `executable` to completion or until `timeout` seconds pass (then it is killed).
    public static func run(
        _ executable: String, _ arguments: [String], environment: [String: String]? = nil,
        timeout: TimeInterval
    ) throws -> Result {
        let start = Date()
        let p = try LaunchedProcess(executable, arguments, environment: environment)
        let finished = p.waitForExit(timeout: timeout)
        if !finished { p.stop(grace: 1) }
        return Result(
            status: p.process.terminationStatus, stdout: p.stdout, stderr: p.stderr,
            timedOut: !finished, seconds: Date().timeIntervalSince(start))
    }

    /// The current environment with no display for SDL (no `DISPLAY`, `WAYLAND_DISPLAY` or
    /// `SDL_VIDEODRIVER`) and `changes` applied.
    public static func environmentWithoutDisplay(_ changes: [String: String?] = [:]) -> [String: String] {
        let none: [String: String?] = ["DISPLAY": nil, "WAYLAND_DISPLAY": nil, "SDL_VIDEODRIVER": nil]
        return environment(none.merging(changes) { $1 })
    }

    /// The current environment with `changes` applied (a nil value removes the variable).
    public static func environment(_ changes: [String: String?]) -> [String: String] {
        var env = ProcessInfo.processInfo.environment
        for (key, value) in changes { env[key] = value }
        return env
    }
}

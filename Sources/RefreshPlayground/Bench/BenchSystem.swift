import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The benchmark's own clock: CLOCK_MONOTONIC, read only here (the core never reads the wall clock).
enum BenchClock {
    @inline(__always)
    static func nanoseconds() -> UInt64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return UInt64(ts.tv_sec) &* 1_000_000_000 &+ UInt64(ts.tv_nsec)
    }
}

/// Facts about this process and machine.
enum BenchSystem {
    /// Peak resident set size (`VmHWM` in /proc/self/status), bytes; nil if unreadable.
    static func peakRSSBytes() -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            let digits = line.dropFirst("VmHWM:".count).filter { $0.isNumber }
            return Int(digits).map { $0 * 1024 }   // the kernel reports kB (KiB)
        }
        return nil
    }

    /// The CPU model from /proc/cpuinfo, for the report header.
    static func cpuModel() -> String? {
        guard let info = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else { return nil }
        for line in info.split(separator: "\n") where line.hasPrefix("model name") {
            if let colon = line.firstIndex(of: ":") {
                return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            }
        }
        return nil
    }

    /// This executable as an absolute path.
    static func executablePath() -> String? {
        if let resolved = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return resolved
        }
        let arg0 = CommandLine.arguments.first ?? ""
        guard !arg0.isEmpty else { return nil }
        if arg0.hasPrefix("/") { return arg0 }
        if arg0.contains("/") {
            return (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(arg0)
        }
        return nil
    }
}

/// Cold start: spawn this binary with `--frames 1` (open the window, present one frame, quit) and
/// time it from spawn to exit. Nothing is subtracted: it includes process start, SDL video init,
/// window and renderer creation, font loading, the first frame, and teardown.
enum ColdStart {
    enum Outcome {
        /// Wall times of the runs, ms, and the children's peak RSS (bytes, from wait4).
        case measured(runsMs: [Double], childPeakRSS: [Int])
        /// Exit 1: no display (or, with a message, another start-up failure).
        case noDisplay(String?)
        case failed(String)
    }

    static let timeoutSeconds = 20.0

    static func measure(runs: Int, viewport: String) -> Outcome {
        guard let exe = BenchSystem.executablePath() else { return .failed("cannot find this executable's path") }
        var times: [Double] = [], rss: [Int] = []
        for _ in 0..<runs {
            switch spawnOnce(exe, ["--size", viewport, "--frames", "1"]) {
            case let .success(ms, peak):
                times.append(ms)
                rss.append(peak)
            case let .exited(code, stderr):
                let lines = stderr.split(separator: "\n").map(String.init)
                let detail = lines.first { $0.hasPrefix("refresh-playground:") } ?? lines.last ?? ""
                // The CLI's exit 1 for a window means it could not open one (no display); any other
                // message is passed on so a different cause is not hidden.
                if code == 1 && times.isEmpty {
                    return .noDisplay(stderr.contains("cannot open a window") ? nil : detail)
                }
                return .failed("the window child exited with \(code)\(detail.isEmpty ? "" : ": \(detail)")")
            case let .error(message):
                return .failed(message)
            }
        }
        return .measured(runsMs: times, childPeakRSS: rss)
    }

    private enum SpawnResult {
        case success(ms: Double, peakRSS: Int)
        case exited(Int32, stderr: String)
        case error(String)
    }

    private static func spawnOnce(_ exe: String, _ args: [String]) -> SpawnResult {
        let errPath = (NSTemporaryDirectory() as NSString)
            .appendingPathComponent("refresh-bench-coldstart-\(getpid()).stderr")
        defer { unlink(errPath) }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)

        let argv: [UnsafeMutablePointer<CChar>?] = ([exe] + args).map { strdup($0) } + [nil]
        defer { for p in argv { free(p) } }

        var pid: pid_t = 0
        let start = BenchClock.nanoseconds()
        let rc = posix_spawn(&pid, exe, &actions, nil, argv, environ)
        guard rc == 0 else { return .error("cannot spawn \(exe): \(String(cString: strerror(rc)))") }

        var status: Int32 = 0
        var usage = rusage()
        let deadline = start + UInt64(timeoutSeconds * 1e9)
        while true {
            let r = wait4(pid, &status, WNOHANG, &usage)
            if r == pid { break }
            if r < 0 && errno != EINTR { return .error("wait4 failed: \(String(cString: strerror(errno)))") }
            if BenchClock.nanoseconds() > deadline {
                kill(pid, SIGKILL)          // our own child, by its id
                _ = wait4(pid, &status, 0, &usage)
                return .error("the window child did not exit within \(Int(timeoutSeconds)) s")
            }
            var pause = timespec(tv_sec: 0, tv_nsec: 200_000)   // poll every 0.2 ms: negligible error
            nanosleep(&pause, nil)
        }
        let ms = Double(BenchClock.nanoseconds() - start) / 1e6
        let stderr = (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? ""
        // WIFEXITED / WEXITSTATUS by hand (macros are not imported).
        let signaled = status & 0x7f
        if signaled != 0 { return .exited(128 + signaled, stderr: stderr) }
        let code = (status >> 8) & 0xff
        guard code == 0 else { return .exited(code, stderr: stderr) }
        return .success(ms: ms, peakRSS: Int(usage.ru_maxrss) * 1024)
    }
}

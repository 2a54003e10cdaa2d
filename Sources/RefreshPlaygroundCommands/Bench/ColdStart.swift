import Foundation
import RefreshCore
import RefreshPlayground
import RefreshPlaygroundWindow

#if canImport(Glibc)
import Glibc
#endif

/// Cold start: spawn this binary with `--frames 1` (open the window, present one frame, quit) and
/// time it from spawn to exit. Nothing is subtracted: it includes process start, SDL video init,
/// window and renderer creation, font loading, the first frame, and teardown. Each child also
/// reports its phases (`StartupTimeline`), timed from the same spawn instant.
enum ColdStart {
    enum Outcome {
        /// Wall times of the runs, ms, the children's peak RSS (bytes, from wait4), and each run's
        /// phases in ms (with `exit`: the first frame to the child's exit as the parent saw it).
        case measured(runsMs: [Double], childPeakRSS: [Int], phases: [[String: Double]])
        /// Exit 1: no display (or, with a message, another start-up failure).
        case noDisplay(String?)
        case failed(String)
    }

    static let timeoutSeconds = 20.0
    /// The phases in report order: the child's, then `exit` (measured by the parent).
    static let phaseNames =
        StartupTimeline.Phase.sequence.map(\.rawValue) + ["exit"]
        + StartupTimeline.Phase.allCases.filter { !StartupTimeline.Phase.sequence.contains($0) }.map(\.rawValue)

    static func measure(runs: Int, viewport: String) -> Outcome {
        guard let exe = BenchSystem.executablePath() else { return .failed("cannot find this executable's path") }
        var times: [Double] = [], rss: [Int] = [], phases: [[String: Double]] = []
        for _ in 0..<runs {
            switch spawnOnce(exe, ["--size", viewport, "--frames", "1"]) {
            case let .success(ms, peak, stderr):
                times.append(ms)
                rss.append(peak)
                phases.append(Self.phases(fromStderr: stderr, totalMs: ms))
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
        return .measured(runsMs: times, childPeakRSS: rss, phases: phases)
    }

    /// The child's phases from its report line, plus `exit`: what the total leaves after them.
    static func phases(fromStderr stderr: String, totalMs: Double) -> [String: Double] {
        guard let line = stderr.split(separator: "\n").first(where: { $0.hasPrefix(StartupTimeline.linePrefix) }),
            let parsed = StartupTimeline.parse(line)
        else { return [:] }
        var out: [String: Double] = [:]
        for (phase, ms) in parsed { out[phase.rawValue] = ms }
        let sequential = StartupTimeline.Phase.sequence.compactMap { parsed[$0] }
        out["exit"] = max(0, totalMs - sequential.reduce(0, +))
        return out
    }

    /// The median of each phase over the runs that reported it.
    static func medianPhases(_ runs: [[String: Double]]) -> [(name: String, ms: Double)] {
        phaseNames.compactMap { name in
            let values = runs.compactMap { $0[name] }
            return values.isEmpty ? nil : (name, BenchStats.median(values))
        }
    }

    private enum SpawnResult {
        case success(ms: Double, peakRSS: Int, stderr: String)
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
        // The child reports its phases from the spawn instant: the environment carries it, so
        // it is read just before the spawn and written into a slot prepared beforehand.
        var inherited: [String] = []
        var k = 0
        while let entry = environ[k] {
            let s = String(cString: entry)
            if !s.hasPrefix(StartupTimeline.reportVariable + "=") && !s.hasPrefix(StartupTimeline.spawnVariable + "=") {
                inherited.append(s)
            }
            k += 1
        }
        let spawnSlot = strdup(StartupTimeline.spawnVariable + "=" + String(repeating: "0", count: 20))!
        var envp: [UnsafeMutablePointer<CChar>?] =
            inherited.map { strdup($0) }
            + [strdup(StartupTimeline.reportVariable + "=1"), spawnSlot, nil]
        defer { for p in envp { free(p) } }

        var pid: pid_t = 0
        let start = MonotonicClock.nanoseconds()
        writeDigits(start, into: spawnSlot + StartupTimeline.spawnVariable.utf8.count + 1, width: 20)
        let rc = posix_spawn(&pid, exe, &actions, nil, argv, &envp)
        guard rc == 0 else { return .error("cannot spawn \(exe): \(POSIXReason.words(rc))") }

        var status: Int32 = 0
        var usage = rusage()
        let deadline = start + UInt64(timeoutSeconds * 1e9)
        while true {
            let r = wait4(pid, &status, WNOHANG, &usage)
            if r == pid { break }
            if r < 0 && errno != EINTR { return .error("wait4 failed: \(POSIXReason.last)") }
            if MonotonicClock.nanoseconds() > deadline {
                kill(pid, SIGKILL)   // our own child, by its id
                _ = wait4(pid, &status, 0, &usage)
                return .error("the window child did not exit within \(Int(timeoutSeconds)) s")
            }
            var pause = timespec(tv_sec: 0, tv_nsec: 200_000)   // poll every 0.2 ms: negligible error
            nanosleep(&pause, nil)
        }
        let ms = Double(MonotonicClock.nanoseconds() - start) / 1e6
        let stderr = (try? InputFile.read(errPath, limit: 1 << 20)).map { String(decoding: $0, as: UTF8.self) } ?? ""
        // WIFEXITED / WEXITSTATUS by hand (macros are not imported).
        let signaled = status & 0x7f
        if signaled != 0 { return .exited(128 + signaled, stderr: stderr) }
        let code = (status >> 8) & 0xff
        guard code == 0 else { return .exited(code, stderr: stderr) }
        return .success(ms: ms, peakRSS: Int(usage.ru_maxrss) * 1024, stderr: stderr)
    }

    /// `value` as `width` zero-padded decimal digits at `p` (no allocation between clock and spawn).
    private static func writeDigits(_ value: UInt64, into p: UnsafeMutablePointer<CChar>, width: Int) {
        var v = value
        for i in stride(from: width - 1, through: 0, by: -1) {
            p[i] = CChar(48 + Int(v % 10))
            v /= 10
        }
    }
}

import Foundation
import RefreshPlayground
import RefreshPlaygroundWindow
import RefreshSDL

#if canImport(Glibc)
import Glibc
#endif

/// The benchmark's window scenarios (`LatencyScenario`): opens `refresh-playground` itself in a real
/// window on `$DISPLAY` (Xvfb under `make bench`) with `--trace`, sends it input through XTest
/// (`XTestSender`), noting when each was sent on CLOCK_MONOTONIC, and reads from the trace when the
/// first frame showing it was presented (`presented`, the same clock) and what the window measured
/// itself (`latency`). Needs xdotool to find the window on the screen.
enum LatencyBench {
    /// The figures of one scenario at one frame rate.
    struct Result {
        var scenario: LatencyScenario
        var fps: Int
        /// Send → present of the first frame showing it (ms), one per input matched.
        var external: [Double] = []
        /// The window's own `latency` (ms), one per frame showing input.
        var inApp: [Double] = []
        /// Present intervals (ms) during the motion (pacing scenarios).
        var intervals: [Double] = []
        /// How many inputs were sent.
        var sent = 0
        /// The window process's CPU time (user + system, seconds) from its first frame to the end.
        var windowCPUSeconds = 0.0
        /// Frames the window presented over that time.
        var frames = 0
    }

    /// The window's size.
    static let size = (width: 390, height: 844)

    /// Runs `scenario` at `fps` (`quick`: fewer inputs). Throws a sentence on what failed.
    static func run(_ scenario: LatencyScenario, fps: Int, quick: Bool) throws -> Result {
        guard let exe = BenchSystem.executablePath() else {
            throw PlaygroundError.runtime("cannot find this executable")
        }
        let trace = (NSTemporaryDirectory() as NSString)
            .appendingPathComponent("refresh-bench-latency-\(getpid())-\(scenario.id)-\(fps).jsonl")
        defer { unlink(trace) }
        let child = Process()
        child.executableURL = URL(fileURLWithPath: exe)
        child.arguments = [
            "--example", scenario.example, "--fps", "\(fps)", "--size", "\(size.width)x\(size.height)",
            "--trace", trace,
        ]
        child.standardOutput = FileHandle.nullDevice
        child.standardError = FileHandle.nullDevice
        try child.run()
        defer {
            if child.isRunning { child.terminate() }   // our own child, by its id
            child.waitUntilExit()
        }
        try waitForFirstFrame(trace)
        let cpuBefore = cpuSeconds(of: child.processIdentifier)
        let origin = try windowOrigin(title: WindowApp.title(for: scenario.example))
        let x = try XTestSender()
        var rng = SystemRandomNumberGenerator()
        var result = Result(scenario: scenario, fps: fps)
        let sends = drive(scenario, with: x, origin: origin, quick: quick, rng: &rng, trace: trace)
        result.sent = sends.count
        pause(0.6)
        result.windowCPUSeconds = max(0, cpuSeconds(of: child.processIdentifier) - cpuBefore)
        let frames = WindowTraceFrame.frames(inTrace: (try? String(contentsOfFile: trace, encoding: .utf8)) ?? "")
        result.frames = frames.filter { $0.presented >= (sends.first?.sent ?? 0) }.count
        if let first = sends.first?.sent {
            result.inApp = frames.filter { $0.presented >= first }.compactMap(\.latency)
        }
        switch scenario {
        case .pacingFling:
            result.intervals = LatencyMatcher.intervals(in: frames) { $0.decelerating }
        case .pacingRefresh:
            result.intervals = LatencyMatcher.intervals(in: frames) { $0.headerState == "refreshing" }
        default:
            result.external = LatencyMatcher.latencies(of: sends, in: frames)
        }
        return result
    }

    /// Sends the scenario's input; returns each send that a frame must show.
    private static func drive(
        _ scenario: LatencyScenario, with x: XTestSender, origin: (x: Int, y: Int), quick: Bool,
        rng: inout SystemRandomNumberGenerator, trace: String
    ) -> [SentInput] {
        let cx = origin.x + size.width / 2
        var sends: [SentInput] = []
        func restingOffset() -> Double {
            let text = (try? String(contentsOfFile: trace, encoding: .utf8)) ?? ""
            return WindowTraceFrame.frames(inTrace: text).last?.offsetY ?? 0
        }
        switch scenario {
        case .latencyDrag, .latencyDragFast:
            // Up 150 moves, then down 140, so the list stays clear of its ends (no rubber band).
            let gaps = scenario == .latencyDrag ? 0.004...0.020 : 0.001...0.002
            let strokes = quick ? [(700, -1)] : [(700, -1), (400, 1), (720, -1), (420, 1)]
            for (startY, direction) in strokes {
                var y = origin.y + startY
                x.move(x: cx, y: y)
                pause(0.05)
                x.button(1, down: true)
                pause(0.05)
                y += direction * 16   // out of the touch slop: the drag starts
                x.move(x: cx, y: y)
                pause(0.3)
                let base = restingOffset()
                let count = direction < 0 ? 150 : 140
                for i in 1...count {
                    pause(Double.random(in: gaps, using: &rng))
                    y += direction * 2
                    let sent = x.move(x: cx, y: y)
                    let expected = base - Double(direction * 2 * i)
                    sends.append(
                        SentInput(
                            sent: sent, expect: direction < 0 ? .offsetAtLeast(expected) : .offsetAtMost(expected)))
                }
                pause(0.2)   // still: no fling
                x.button(1, down: false)
                pause(0.8)
            }
        case .latencyWheel:
            x.move(x: cx, y: origin.y + size.height / 2)
            pause(0.2)
            for i in 0..<(quick ? 20 : 80) {
                pause(Double.random(in: 0.120...0.220, using: &rng))
                sends.append(SentInput(sent: x.wheel(down: (i / 10) % 2 == 0), expect: .offsetChanged))
            }
        case .latencyKeys:
            x.move(x: cx, y: origin.y + size.height / 2)
            pause(0.2)
            for i in 0..<(quick ? 10 : 40) {
                pause(Double.random(in: 0.450...0.600, using: &rng))
                sends.append(SentInput(sent: x.key((i / 4) % 2 == 0 ? .pageDown : .pageUp), expect: .offsetChanged))
            }
        case .pacingFling:
            for k in 0..<(quick ? 1 : 4) {
                let up = k % 2 == 0
                var y = origin.y + (up ? 700 : 200)
                x.move(x: cx, y: y)
                pause(0.05)
                x.button(1, down: true)
                for _ in 0..<10 {
                    pause(0.008)
                    y += up ? -30 : 30
                    x.move(x: cx, y: y)
                }
                x.button(1, down: false)
                pause(3)
            }
        case .pacingRefresh:
            for _ in 0..<(quick ? 1 : 3) {
                x.key(.f5)
                pause(3)
            }
        }
        return sends
    }

    /// User + system CPU seconds of process `pid` so far (/proc/PID/stat), 0 when it cannot be read.
    private static func cpuSeconds(of pid: Int32) -> Double {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return 0 }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return 0 }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    private static func pause(_ seconds: Double) { MonotonicTime.sleep(until: MonotonicTime.now + seconds) }

    /// Waits (up to 20 s) until the window wrote its first trace line.
    private static func waitForFirstFrame(_ trace: String) throws {
        let deadline = MonotonicTime.now + 20
        while MonotonicTime.now < deadline {
            if let size = try? FileManager.default.attributesOfItem(atPath: trace)[.size] as? Int, size > 0 {
                pause(0.5)   // let it map and settle
                return
            }
            pause(0.05)
        }
        throw PlaygroundError.runtime("the window wrote no trace line within 20 s")
    }

    /// The window's top-left corner on the screen, from `xdotool search --name … getwindowgeometry`.
    private static func windowOrigin(title: String) throws -> (x: Int, y: Int) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        let name = title.split(separator: " ").last.map(String.init) ?? title
        p.arguments = [
            "xdotool", "search", "--sync", "--name", NSRegularExpression.escapedPattern(for: name), "getwindowgeometry",
            "--shell",
        ]
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        var x: Int?, y: Int?
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            if line.hasPrefix("X=") { x = Int(line.dropFirst(2)) }
            if line.hasPrefix("Y=") { y = Int(line.dropFirst(2)) }
        }
        guard let x, let y else { throw PlaygroundError.runtime("xdotool found no window named '\(title)'") }
        return (x, y)
    }
}

import Foundation
import RefreshCore
import RefreshPlayground

/// The window scenarios' tables (`LatencyBench`) in Markdown: input latency from outside (send →
/// present) and as the window measured it, against one frame interval + 3.5 ms at p95, and present
/// intervals against 16.7 ms ± 2 ms at p99 with none over 25 ms.
enum LatencyReport {
    /// Milliseconds allowed beyond one frame interval at p95.
    static let latencyAllowance = 3.5
    /// Pacing: p99 of |interval − frame interval| at most this (ms); no interval over `pacingMaximum`.
    static let pacingTolerance = 2.0
    static let pacingMaximum = 25.0

    /// The tables for `results`, with the machine's load average when measured (`load`).
    static func markdown(_ results: [LatencyBench.Result], load: String) -> String {
        var out = "\n## Window latency and pacing (real window, XTest input)\n\n"
        out += "Load average when measured: \(load).\n\n"
        let latency = results.filter { $0.scenario.measuresLatency }
        if !latency.isEmpty {
            out += "| Scenario | fps | Inputs matched / sent | Send → present p50 / p95 / p99 / max (ms) "
            out +=
                "| In-window latency p50 / p95 / p99 / max (ms) | Window CPU per frame (ms) | p95 goal (ms) | Result |\n"
            out += "|---|--:|--:|--:|--:|--:|--:|---|\n"
            for r in latency {
                let goal = 1000 / Double(r.fps) + latencyAllowance
                let p95 = BenchStats.percentile(r.external, 0.95)
                out += "| \(r.scenario.id) | \(r.fps) | \(r.external.count) / \(r.sent) | \(quartet(r.external)) "
                out +=
                    "| \(quartet(r.inApp)) | \(cpuPerFrame(r)) | \(f(goal)) | \(r.external.isEmpty ? "n/a" : p95 <= goal ? "PASS" : "MISS") |\n"
            }
        }
        let pacing = results.filter { !$0.scenario.measuresLatency }
        if !pacing.isEmpty {
            out +=
                "\n| Scenario | fps | Intervals | Interval p50 / p99 / max (ms) | p99 of |interval − \(f(1000 / 60.0))| (ms) "
            out += "| Over \(Int(pacingMaximum)) ms | Result |\n|---|--:|--:|--:|--:|--:|---|\n"
            for r in pacing {
                let target = 1000 / Double(r.fps)
                let deviation = BenchStats.percentile(r.intervals.map { abs($0 - target) }, 0.99)
                let over = r.intervals.filter { $0 > pacingMaximum }.count
                let pass = !r.intervals.isEmpty && deviation <= pacingTolerance && over == 0
                out += "| \(r.scenario.id) | \(r.fps) | \(r.intervals.count) "
                out += "| \(f(BenchStats.median(r.intervals))) / \(f(BenchStats.percentile(r.intervals, 0.99))) / "
                out +=
                    "\(f(r.intervals.max() ?? 0)) | \(f(deviation)) | \(over) | \(r.intervals.isEmpty ? "n/a" : pass ? "PASS" : "MISS") |\n"
            }
        }
        return out
    }

    /// The window's CPU milliseconds per frame presented during the run (2 decimals), "—" without frames.
    static func cpuPerFrame(_ r: LatencyBench.Result) -> String {
        r.frames > 0 ? String(format: "%.2f", r.windowCPUSeconds * 1000 / Double(r.frames)) : "—"
    }

    /// p50 / p95 / p99 / max of `xs`, "—" when empty.
    static func quartet(_ xs: [Double]) -> String {
        guard !xs.isEmpty else { return "—" }
        return [0.5, 0.95, 0.99].map { f(BenchStats.percentile(xs, $0)) }.joined(separator: " / ") + " / "
            + f(xs.max()!)
    }

    static func f(_ x: Double) -> String { String(format: "%.1f", x) }

    /// The load averages now (`/proc/loadavg`'s first three numbers), or "unknown".
    static func loadAverage() -> String {
        guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else { return "unknown" }
        return text.split(separator: " ").prefix(3).joined(separator: ", ")
    }

    /// Runs `scenarios` at their frame rates; a failing one is reported on standard error and skipped.
    static func run(_ scenarios: [LatencyScenario], quick: Bool) -> [LatencyBench.Result] {
        var results: [LatencyBench.Result] = []
        for scenario in scenarios {
            for fps in scenario.frameRates {
                Benchmark.progress("\(scenario.id) at \(fps) fps (a window under $DISPLAY)…")
                do {
                    results.append(try LatencyBench.run(scenario, fps: fps, quick: quick))
                } catch {
                    StandardError.write("refresh-playground bench: \(scenario.id) at \(fps) fps: \(error)")
                }
            }
        }
        return results
    }
}

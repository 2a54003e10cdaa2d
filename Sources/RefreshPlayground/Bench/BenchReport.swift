import Foundation

/// The benchmark's output: a Markdown report (figures, then targets with PASS/MISS) and JSON.
struct BenchReport {
    let script: BenchScript
    let quick: Bool
    let results: [BenchResult]
    /// The runs without the HUD: what the targets judge (the HUD run is reported beside them).
    var plainResults: [BenchResult] { results.filter { !$0.hud } }
    let peakRSS: Int?
    let coldStart: ColdStart.Outcome

    struct Target: Codable {
        var name: String
        var goal: String
        var measured: String
        /// "PASS", "MISS" or "n/a".
        var result: String
    }

    // MARK: Derived figures

    private func at(scale: Double) -> [BenchResult] { plainResults.filter { $0.scale == scale } }

    private var coldStartMedianMs: Double? {
        if case let .measured(runs, _) = coldStart, !runs.isEmpty { return Stats.median(runs) }
        return nil
    }

    var targets: [Target] {
        var t: [Target] = []
        let s1 = at(scale: 1)
        if let worst = s1.max(by: { $0.medianMs < $1.medianMs }) {
            t.append(Target(name: "Frame median, scale 1", goal: "≤ 1 ms",
                            measured: "\(ms(worst.medianMs)) ms (worst: \(Benchmark.group(worst.rows)) rows)",
                            result: verdict(worst.medianMs <= 1)))
        }
        if let worst = s1.max(by: { $0.p99Ms < $1.p99Ms }) {
            t.append(Target(name: "Frame p99, scale 1", goal: "≤ 3 ms",
                            measured: "\(ms(worst.p99Ms)) ms (worst: \(Benchmark.group(worst.rows)) rows)",
                            result: verdict(worst.p99Ms <= 3)))
        }
        let big = plainResults.filter { $0.rows == Benchmark.rowCounts.last! && $0.medianVs100RowsPercent != nil }
        if !big.isEmpty {
            let ok = big.allSatisfy { $0.medianVs100RowsPercent! <= 15 }
            let text = big.map { "\(percent($0.medianVs100RowsPercent!)) at \(Benchmark.formatScale($0.scale))" }
                .joined(separator: ", ")
            t.append(Target(name: "1,000,000 rows vs 100 rows (median)", goal: "within 15 %", measured: text,
                            result: verdict(ok)))
        }
        let steadyFrames = plainResults.reduce(0) { $0 + $1.steadyFrames }
        let steadyRaster = plainResults.reduce(0) { $0 + $1.rasterizationsInSteadyFrames }
        let steadyRepeats = plainResults.reduce(0) { $0 + $1.repeatRasterizationsInSteadyFrames }
        t.append(Target(name: "Text rasterizations in steady frames", goal: "0",
                        measured: "\(Benchmark.group(steadyRaster)) in \(Benchmark.group(steadyFrames)) steady frames (all runs), "
                            + "\(Benchmark.group(steadyRepeats)) of them repeats",
                        result: verdict(steadyRaster == 0 && steadyFrames > 0)))
        if let slowest = plainResults.min(by: { $0.framesPerSecond < $1.framesPerSecond }) {
            let perScale = Benchmark.scales.compactMap { s -> String? in
                guard let low = at(scale: s).map(\.framesPerSecond).min() else { return nil }
                return "\(Benchmark.group(Int(low.rounded()))) at \(Benchmark.formatScale(s))"
            }
            t.append(Target(name: "Headless frames/s (slowest row count)", goal: "≥ 500",
                            measured: perScale.joined(separator: ", "),
                            result: verdict(slowest.framesPerSecond >= 500)))
        }
        switch coldStart {
        case let .measured(runs, _):
            let m = Stats.median(runs)
            t.append(Target(name: "First window frame (spawn → exit after 1 frame)", goal: "≤ 300 ms",
                            measured: "\(Int(m.rounded())) ms (median of \(runs.count))", result: verdict(m <= 300)))
        case .noDisplay:
            t.append(Target(name: "First window frame (spawn → exit after 1 frame)", goal: "≤ 300 ms",
                            measured: "n/a (no display)", result: "n/a"))
        case let .failed(message):
            t.append(Target(name: "First window frame (spawn → exit after 1 frame)", goal: "≤ 300 ms",
                            measured: "failed: \(message)", result: "n/a"))
        }
        if let rss = peakRSS {
            let mb = Double(rss) / 1_000_000
            t.append(Target(name: "Peak RSS (bench process, VmHWM)", goal: "≤ 60 MB",
                            measured: String(format: "%.1f MB", mb), result: verdict(mb <= 60)))
        } else {
            t.append(Target(name: "Peak RSS (bench process, VmHWM)", goal: "≤ 60 MB", measured: "unreadable", result: "n/a"))
        }
        return t
    }

    // MARK: Markdown

    func markdown() -> String {
        var o = ""
        let w = results.first?.warmupFrames ?? BenchSession.warmupFrames
        o += "### refresh-playground bench\(quick ? " (--quick smoke run, not for the README)" : "")\n\n"
        o += "Scripted \(fmt(script.duration, 0)) s session at \(fmt(script.fps, 0)) fps (\(script.frameCount) frames) "
        o += "on a \(Int(Benchmark.viewport.width))×\(Int(Benchmark.viewport.height)) pt viewport, list.plain, "
        o += "SDL software renderer into a HeadlessTarget: \(BenchScript.summary) "
        o += "(the replay script \(BenchScript.fileName) in Assets; `refresh-playground replay` plays it)"
        if quick { o += "; --quick: 100 rows only, 2 cold starts" }
        o += ". "
        o += "Frame = input + tick + render (CLOCK_MONOTONIC around each frame). Median, p99 and rasterizations "
        o += "exclude the first \(w) warm-up frames; frames/s counts every frame over the whole loop's wall time. "
        o += "Steady frame = no input and the drawn offset unchanged since the previous frame (it shows what the previous one showed). "
        o += "Repeats = text rasterized again although it had been rasterized before (cache misses on known text)."
        if let cpu = BenchSystem.cpuModel() { o += " CPU: \(cpu), \(ProcessInfo.processInfo.activeProcessorCount) cores." }
        o += "\n\n"

        o += "| Scale | Rows | Median (ms) | p99 (ms) | Tick / render median (ms) | Headless frames/s "
        o += "| Rasterizations after warm-up | In steady frames | Median vs 100 rows |\n"
        o += "|---|--:|--:|--:|--:|--:|--:|--:|--:|\n"
        for r in results {
            o += "| \(Benchmark.formatScale(r.scale)) | \(Benchmark.group(r.rows))\(r.hud ? " + HUD" : "") | \(ms(r.medianMs)) | \(ms(r.p99Ms)) "
            o += "| \(ms(r.tickMedianMs)) / \(ms(r.renderMedianMs)) | \(Benchmark.group(Int(r.framesPerSecond.rounded()))) "
            o += "| \(Benchmark.group(r.rasterizationsAfterWarmup)) (\(Benchmark.group(r.rowsShown)) rows shown) "
            o += "| \(r.rasterizationsInSteadyFrames) in \(r.steadyFrames) frames (\(r.repeatRasterizationsInSteadyFrames) repeats) "
            o += "| \(r.medianVs100RowsPercent.map(percent) ?? "—") |\n"
        }
        o += "\n"

        if let rss = peakRSS { o += String(format: "Peak RSS: %.1f MB (VmHWM of the bench process).\n", Double(rss) / 1_000_000) }
        switch coldStart {
        case let .measured(runs, childRSS):
            o += "Cold start to first window frame: \(Int(Stats.median(runs).rounded())) ms median of \(runs.count) "
            o += "(runs: \(runs.map { String(Int($0.rounded())) }.joined(separator: ", ")) ms; spawn of `--frames 1` "
            o += "until it exits, nothing subtracted"
            if let peak = childRSS.max() { o += String(format: "; window process peak RSS %.1f MB", Double(peak) / 1_000_000) }
            o += ").\n"
        case let .noDisplay(detail):
            o += "cold start: n/a (no display; run `make bench`, which uses xvfb-run)\n"
            if let d = detail, !d.isEmpty { o += "(the window child said: \(d))\n" }
        case let .failed(message):
            o += "cold start: failed (\(message))\n"
        }
        o += "\n"

        o += "| Target | Goal | Measured | Result |\n|---|---|---|---|\n"
        for t in targets { o += "| \(t.name) | \(t.goal) | \(t.measured) | \(t.result) |\n" }
        let steadyRaster = plainResults.reduce(0) { $0 + $1.rasterizationsInSteadyFrames }
        let steadyRepeats = plainResults.reduce(0) { $0 + $1.repeatRasterizationsInSteadyFrames }
        if steadyRaster > 0 && steadyRepeats == 0 {
            o += "\nEvery steady-frame rasterization is a first one; no text was rasterized twice.\n"
        }
        return o
    }

    // MARK: JSON

    private struct JSONReport: Codable {
        struct Session: Codable {
            var durationSeconds: Double
            var fps: Double
            var frames: Int
            var warmupFrames: Int
            var viewportWidth: Double
            var viewportHeight: Double
            var example: String
            var quick: Bool
        }
        struct Cold: Codable {
            var status: String
            var runsMs: [Double]?
            var medianMs: Double?
            var childPeakRSSBytes: Int?
            var message: String?
        }
        var session: Session
        var results: [BenchResult]
        var peakRSSBytes: Int?
        var coldStart: Cold
        var targets: [Target]
    }

    func json() throws -> Data {
        let cold: JSONReport.Cold
        switch coldStart {
        case let .measured(runs, rss):
            cold = .init(status: "measured", runsMs: runs, medianMs: coldStartMedianMs, childPeakRSSBytes: rss.max(), message: nil)
        case let .noDisplay(detail):
            cold = .init(status: "no display", runsMs: nil, medianMs: nil, childPeakRSSBytes: nil, message: detail)
        case let .failed(message):
            cold = .init(status: "failed", runsMs: nil, medianMs: nil, childPeakRSSBytes: nil, message: message)
        }
        let report = JSONReport(
            session: .init(durationSeconds: script.duration, fps: script.fps, frames: script.frameCount,
                           warmupFrames: results.first?.warmupFrames ?? BenchSession.warmupFrames,
                           viewportWidth: Benchmark.viewport.width, viewportHeight: Benchmark.viewport.height,
                           example: ExampleCatalog.defaultID, quick: quick),
            results: results, peakRSSBytes: peakRSS, coldStart: cold, targets: targets)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        var data = try encoder.encode(report)
        data.append(0x0A)
        return data
    }

    // MARK: Formatting

    private func verdict(_ ok: Bool) -> String { ok ? "PASS" : "MISS" }
    private func ms(_ v: Double) -> String { String(format: v < 10 ? "%.3f" : "%.1f", v) }
    private func fmt(_ v: Double, _ digits: Int) -> String { String(format: "%.\(digits)f", v) }
    private func percent(_ v: Double) -> String { String(format: "%+.1f %%", v) }
}

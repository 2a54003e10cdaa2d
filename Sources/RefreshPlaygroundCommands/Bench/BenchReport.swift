import Foundation
import RefreshCore
import RefreshPlayground

/// The benchmark's output: a Markdown report (figures per scenario, cold start in phases, then
/// targets with PASS/MISS) and JSON.
struct BenchReport {
    let scripts: [BenchScript]
    let quick: Bool
    let results: [BenchResult]
    /// Peak RSS of the whole bench process, and after the list's runs (which come first): the
    /// memory target judges the latter, the figure it always judged before more scenarios came.
    let peakRSS: Int?
    var listPeakRSS: Int?
    /// False when this build cannot count allocations (a sanitized build): the figures say n/a.
    let allocationsCounted: Bool
    let coldStart: ColdStart.Outcome

    /// The runs the targets judge: neither the HUD run nor the full-repaint comparison runs.
    var plainResults: [BenchResult] { results.filter { !$0.hud && !$0.fullRepaint } }

    struct Target {
        var name: String
        var goal: String
        var measured: String
        /// "PASS", "MISS" or "n/a".
        var result: String
    }

    /// The cold start goals: the issue's and the earlier, looser one.
    static let coldStartGoalMs = 110.0
    static let coldStartLimitMs = 300.0
    /// A refreshing header over a list at rest costs at most this share of a full repaint.
    static let headerRepaintGoalPercent = 20.0

    // MARK: Derived figures

    private var coldStartMedianMs: Double? {
        if case let .measured(runs, _, _) = coldStart, !runs.isEmpty { return BenchStats.median(runs) }
        return nil
    }

    /// For each refreshing-header run, its frame median and repainted pixels against the same
    /// run repainting every whole frame, percent.
    var headerVersusFullRepaint: [(scale: Double, rows: Int, timePercent: Double, pixelPercent: Double)] {
        results.filter { $0.scenario == BenchScenario.headerGif.id && !$0.fullRepaint && !$0.hud }.compactMap { r in
            guard
                let full = results.first(where: {
                    $0.scenario == r.scenario && $0.fullRepaint && $0.scale == r.scale
                        && $0.rows == r.rows
                }),
                full.medianMs > 0, full.repaintedPixelsMean > 0
            else { return nil }
            return (
                r.scale, r.rows, r.medianMs / full.medianMs * 100,
                r.repaintedPixelsMean / full.repaintedPixelsMean * 100
            )
        }
    }

    var targets: [Target] {
        var t: [Target] = []
        let s1 = plainResults.filter { $0.scale == 1 }
        if let worst = s1.max(by: { $0.medianMs < $1.medianMs }) {
            t.append(
                Target(
                    name: "Frame median, scale 1 (every scenario)", goal: "≤ 1 ms",
                    measured: "\(ms(worst.medianMs)) ms (worst: \(label(worst)))",
                    result: verdict(worst.medianMs <= 1)))
        }
        if let worst = s1.max(by: { $0.p99Ms < $1.p99Ms }) {
            t.append(
                Target(
                    name: "Frame p99, scale 1 (every scenario)", goal: "≤ 3 ms",
                    measured: "\(ms(worst.p99Ms)) ms (worst: \(label(worst)))",
                    result: verdict(worst.p99Ms <= 3)))
        }
        // The list's session visits the same rows at every row count; the other scenarios end at the
        // last row, whose longer labels ("Row 1000000") cost more pixels: their figures are in the table.
        let big = plainResults.filter {
            $0.scenario == BenchScenario.list.id && $0.rows == 1_000_000
                && $0.medianVs100RowsPercent != nil
        }
        if !big.isEmpty {
            let ok = big.allSatisfy { $0.medianVs100RowsPercent! <= 15 }
            let text = big.map { "\(percent($0.medianVs100RowsPercent!)) at \(Benchmark.formatScale($0.scale))" }
                .joined(separator: ", ")
            t.append(
                Target(
                    name: "1,000,000 rows vs 100 rows (median, list)", goal: "within 15 %", measured: text,
                    result: verdict(ok)))
        }
        let steadyFrames = plainResults.reduce(0) { $0 + $1.steadyFrames }
        let steadyRaster = plainResults.reduce(0) { $0 + $1.rasterizationsInSteadyFrames }
        let steadyRepeats = plainResults.reduce(0) { $0 + $1.repeatRasterizationsInSteadyFrames }
        t.append(
            Target(
                name: "Text rasterizations in steady frames", goal: "0",
                measured:
                    "\(Benchmark.group(steadyRaster)) in \(Benchmark.group(steadyFrames)) steady frames (all runs), "
                    + "\(Benchmark.group(steadyRepeats)) of them repeats",
                result: verdict(steadyRaster == 0 && steadyFrames > 0)))
        if allocationsCounted {
            let frames = plainResults.reduce(0) { $0 + ($1.allocationSteadyFrames ?? 0) }
            let allocations = plainResults.reduce(0) { $0 + ($1.allocationsInSteadyFrames ?? 0) }
            let worst = plainResults.max { ($0.allocationsInSteadyFrames ?? 0) < ($1.allocationsInSteadyFrames ?? 0) }
            var measured = "\(Benchmark.group(allocations)) in \(Benchmark.group(frames)) steady frames (all runs)"
            if allocations > 0, let worst { measured += "; most: \(label(worst))" }
            t.append(
                Target(
                    name: "Heap allocations in steady frames", goal: "0", measured: measured,
                    result: verdict(allocations == 0 && frames > 0)))
        } else {
            t.append(
                Target(
                    name: "Heap allocations in steady frames", goal: "0",
                    measured: "n/a (this build cannot count allocations)", result: "n/a"))
        }
        let ratios = headerVersusFullRepaint
        if let worst = ratios.max(by: { $0.timePercent < $1.timePercent }) {
            let text = ratios.map {
                "\(String(format: "%.0f", $0.timePercent)) % at \(Benchmark.formatScale($0.scale)) "
                    + "\(Benchmark.group($0.rows)) rows (pixels \(String(format: "%.1f", $0.pixelPercent)) %)"
            }
            t.append(
                Target(
                    name: "Refreshing header over a list at rest vs full repaint (frame median)",
                    goal: "≤ \(Int(Self.headerRepaintGoalPercent)) %", measured: text.joined(separator: ", "),
                    result: verdict(worst.timePercent <= Self.headerRepaintGoalPercent)))
        }
        t += scrollingTargets
        if let slowest = plainResults.min(by: { $0.framesPerSecond < $1.framesPerSecond }) {
            let perScale = Benchmark.scales.compactMap { s -> String? in
                guard
                    let low = plainResults.filter({ $0.scale == s }).min(by: { $0.framesPerSecond < $1.framesPerSecond }
                    )
                else { return nil }
                return
                    "\(Benchmark.group(Int(low.framesPerSecond.rounded()))) at \(Benchmark.formatScale(s)) (\(low.scenario))"
            }
            t.append(
                Target(
                    name: "Headless frames/s (slowest run)", goal: "≥ 500",
                    measured: perScale.joined(separator: ", "),
                    result: verdict(slowest.framesPerSecond >= 500)))
        }
        for (goal, name) in [
            (Self.coldStartGoalMs, "Cold start (spawn → exit after 1 frame)"),
            (Self.coldStartLimitMs, "First window frame (spawn → exit after 1 frame)"),
        ] {
            let goalText = "≤ \(Int(goal)) ms"
            switch coldStart {
            case let .measured(runs, _, _):
                let m = BenchStats.median(runs)
                t.append(
                    Target(
                        name: name, goal: goalText, measured: "\(Int(m.rounded())) ms (median of \(runs.count))",
                        result: verdict(m <= goal)))
            case .noDisplay:
                t.append(Target(name: name, goal: goalText, measured: "n/a (no display)", result: "n/a"))
            case let .failed(message):
                t.append(Target(name: name, goal: goalText, measured: "failed: \(message)", result: "n/a"))
            }
        }
        if let rss = listPeakRSS ?? peakRSS {
            let mb = Double(rss) / 1_000_000
            t.append(
                Target(
                    name: "Peak RSS (bench process after the list's runs, VmHWM)", goal: "≤ 60 MB",
                    measured: String(format: "%.1f MB", mb), result: verdict(mb <= 60)))
        } else {
            t.append(
                Target(
                    name: "Peak RSS (bench process after the list's runs, VmHWM)", goal: "≤ 60 MB",
                    measured: "unreadable", result: "n/a"))
        }
        return t
    }

    // MARK: Markdown

    func markdown() -> String {
        var o = ""
        let w = results.first?.warmupFrames ?? BenchSession.warmupFrames
        o += "### refresh-playground bench\(quick ? " (--quick smoke run, not for docs/benchmark.md)" : "")\n\n"
        o +=
            "Each scenario is a committed replay script in Assets (`refresh-playground replay` plays it), run headless "
        o +=
            "on a \(Int(Benchmark.viewport.width))×\(Int(Benchmark.viewport.height)) pt viewport, SDL software renderer "
        o += "into a HeadlessTarget, at scale 1 and 2 with the row counts shown"
        if quick { o += " (--quick: the smallest row count only, 2 cold starts)" }
        o += ":\n\n"
        for s in scripts {
            o +=
                "- `\(s.scenario.id)` (\(s.scenario.fileName), \(s.frameCount) frames at \(fmt(s.fps, 0)) fps): \(s.scenario.summary)\n"
        }
        o += "\nFrame = input + tick + render (CLOCK_MONOTONIC around each frame). Median, p99, repainted pixels, "
        o += "rasterizations and allocations exclude the first \(w) warm-up frames; frames/s counts every frame over "
        o += "the whole loop's wall time. An event frame changes a control's state or visibility, runs a handler "
        o += "or changes the rows. Steady frame for rasterizations = no input, no event, drawn offset unchanged "
        o += "since the previous frame; repeats = text rasterized again although it had been rasterized before. "
        o += "Steady frame for allocations = no input, no event, nothing drawn for the first time (no text "
        o += "rasterized, no image uploaded); allocations = heap allocation calls of the whole process during "
        o += "the frame (ordo-one's malloc-interposer)"
        if !allocationsCounted { o += ", n/a in this build" }
        o += ". Repainted = pixels the frame repainted, median, and its share of the whole frame."
        if let cpu = BenchSystem.cpuModel() {
            o += " CPU: \(cpu), \(ProcessInfo.processInfo.activeProcessorCount) cores."
        }
        o += "\n\n"

        o += "| Scenario | Scale | Rows | Median (ms) | p99 (ms) | Tick / render median (ms) | Headless frames/s "
        o +=
            "| Repainted per frame (median / mean) | Rasterizations after warm-up (in steady frames) | Allocations per steady frame "
        o += "| Median vs 100 rows |\n"
        o += "|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|\n"
        for r in results {
            var rows = Benchmark.group(r.rows)
            if r.hud { rows += " + HUD" }
            if r.fullRepaint { rows += ", full repaint" }
            o += "| \(r.scenario) | \(Benchmark.formatScale(r.scale)) | \(rows) | \(ms(r.medianMs)) | \(ms(r.p99Ms)) "
            o +=
                "| \(ms(r.tickMedianMs)) / \(ms(r.renderMedianMs)) | \(Benchmark.group(Int(r.framesPerSecond.rounded()))) "
            o +=
                "| \(Benchmark.group(Int(r.repaintedPixelsMedian.rounded()))) / \(Benchmark.group(Int(r.repaintedPixelsMean.rounded()))) px "
            o += "(\(String(format: "%.1f", r.repaintedPercent)) %) "
            o +=
                "| \(Benchmark.group(r.rasterizationsAfterWarmup)) (\(r.rasterizationsInSteadyFrames) in \(r.steadyFrames), "
            o += "\(r.repeatRasterizationsInSteadyFrames) repeats) "
            o += "| \(allocationsText(r)) | \(r.medianVs100RowsPercent.map(percent) ?? "—") |\n"
        }
        o += "\n"

        if let rss = peakRSS {
            o += String(format: "Peak RSS: %.1f MB (VmHWM of the bench process", Double(rss) / 1_000_000)
            if let list = listPeakRSS {
                o += String(format: "; %.1f MB after the list's runs, which come first", Double(list) / 1_000_000)
            }
            o += ").\n"
        }
        switch coldStart {
        case let .measured(runs, childRSS, phases):
            o +=
                "Cold start to first window frame: \(Int(BenchStats.median(runs).rounded())) ms median of \(runs.count) "
            o += "(runs: \(runs.map { String(Int($0.rounded())) }.joined(separator: ", ")) ms; spawn of `--frames 1` "
            o += "until it exits, nothing subtracted"
            if let peak = childRSS.max() {
                o += String(format: "; window process peak RSS %.1f MB", Double(peak) / 1_000_000)
            }
            o += ").\n"
            let medians = ColdStart.medianPhases(phases)
            if !medians.isEmpty {
                o += "\n| Cold start phase | Median (ms) |\n|---|--:|\n"
                for (name, value) in medians { o += "| \(Self.phaseTitle(name)) | \(fmt(value, 1)) |\n" }
            }
        case let .noDisplay(detail):
            o += "cold start: n/a (no display; run `make bench`, which uses xvfb-run)\n"
            if let d = detail, !d.isEmpty { o += "(the window child said: \(d))\n" }
        case let .failed(message):
            o += "cold start: failed (\(message))\n"
        }
        o += "\n"

        o += "| Target | Goal | Measured | Result |\n|---|---|---|---|\n"
        for t in targets { o += "| \(t.name) | \(t.goal) | \(t.measured) | \(t.result) |\n" }
        return o
    }

    /// What each cold start phase covers, for the report.
    static func phaseTitle(_ name: String) -> String {
        switch name {
        case "process-start": return "process start (spawn → main: exec, shared libraries)"
        case "arguments": return "command line (main → window app)"
        case "sdl-init": return "SDL init (video subsystem, display connection)"
        case "window": return "window and renderer"
        case "fonts-assets": return "fonts and assets (scene, images, overlays)"
        case "first-present": return "first present (tick, render, present)"
        case "exit": return "exit (first frame → the parent sees the exit)"
        case "background-preparation":
            return
                "(alongside: fonts opened and the example's animations decoded on another thread during the window phase)"
        default: return name
        }
    }

    // MARK: JSON

    /// The report as JSON: every figure under its name, objects' keys sorted (sorted files diff
    /// well), figures that were not measured left out.
    func json() -> [UInt8] {
        let cold: JSONValue
        switch coldStart {
        case let .measured(runs, rss, phases):
            cold = .sortedObject([
                ("status", .string("measured")), ("runsMs", .array(runs.map(JSONValue.number))),
                ("medianMs", coldStartMedianMs.map(JSONValue.number)),
                ("phaseMediansMs", .sortedObject(ColdStart.medianPhases(phases).map { ($0.name, .number($0.ms)) })),
                ("childPeakRSSBytes", rss.max().map { .number(Double($0)) }),
            ])
        case let .noDisplay(detail):
            cold = .sortedObject([("status", .string("no display")), ("message", detail.map(JSONValue.string))])
        case let .failed(message):
            cold = .sortedObject([("status", .string("failed")), ("message", .string(message))])
        }
        let report = JSONValue.sortedObject([
            (
                "scenarios",
                .array(
                    scripts.map {
                        .sortedObject([
                            ("id", .string($0.scenario.id)), ("script", .string($0.scenario.fileName)),
                            ("frames", .number(Double($0.frameCount))), ("fps", .number($0.fps)),
                            ("summary", .string($0.scenario.summary)),
                        ])
                    })
            ),
            ("warmupFrames", .number(Double(results.first?.warmupFrames ?? BenchSession.warmupFrames))),
            ("viewportWidth", .number(Benchmark.viewport.width)),
            ("viewportHeight", .number(Benchmark.viewport.height)),
            ("quick", .bool(quick)), ("allocationsCounted", .bool(allocationsCounted)),
            ("results", .array(results.map(\.json))),
            ("peakRSSBytes", peakRSS.map { .number(Double($0)) }),
            ("listPeakRSSBytes", listPeakRSS.map { .number(Double($0)) }),
            ("coldStart", cold),
            (
                "targets",
                .array(
                    targets.map {
                        .sortedObject([
                            ("name", .string($0.name)), ("goal", .string($0.goal)),
                            ("measured", .string($0.measured)), ("result", .string($0.result)),
                        ])
                    })
            ),
        ])
        return Array((report.serialized(indent: 2) + "\n").utf8)
    }

    // MARK: Formatting

    func label(_ r: BenchResult) -> String {
        "\(r.scenario) \(Benchmark.formatScale(r.scale)) \(Benchmark.group(r.rows)) rows"
    }

    private func allocationsText(_ r: BenchResult) -> String {
        guard let perFrame = r.allocationsPerSteadyFrame, let frames = r.allocationSteadyFrames else { return "n/a" }
        var text = "\(fmt(perFrame, perFrame == 0 ? 0 : 1)) (\(frames) frames"
        if let most = r.maxAllocationsInASteadyFrame, most > 0 { text += ", at most \(most)" }
        return text + ")"
    }

    func verdict(_ ok: Bool) -> String { ok ? "PASS" : "MISS" }
    func ms(_ v: Double) -> String { String(format: v < 10 ? "%.3f" : "%.1f", v) }
    private func fmt(_ v: Double, _ digits: Int) -> String { String(format: "%.\(digits)f", v) }
    private func percent(_ v: Double) -> String { String(format: "%+.1f %%", v) }
}

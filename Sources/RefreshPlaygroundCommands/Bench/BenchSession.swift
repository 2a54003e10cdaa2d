import Foundation
import RefreshCore
import RefreshPlayground
import RefreshSDL

/// The figures of one (scenario, scale, rows) run.
struct BenchResult {
    /// The scenario's id ("list", "header-gif", …).
    var scenario: String
    var scale: Double
    var rows: Int
    /// The HUD was drawn over every frame.
    var hud: Bool
    /// Every frame repainted the whole target (`ReplayRunner.forcesFullRepaint`), for comparison.
    var fullRepaint: Bool
    var frames: Int
    var warmupFrames: Int
    /// Per frame (input + tick + render), frames after warm-up, milliseconds.
    var medianMs: Double
    var p99Ms: Double
    var maxMs: Double
    /// Splits of the same frames: input + tick, and render (clear, draw, flush).
    var tickMedianMs: Double
    var renderMedianMs: Double
    var tickP99Ms: Double
    var renderP99Ms: Double
    /// All frames, warm-up included, over the wall time of the whole loop.
    var framesPerSecond: Double
    /// SDL_ttf rasterizations after warm-up, and in steady frames (no input, drawn offset unchanged).
    var rasterizationsAfterWarmup: Int
    var steadyFrames: Int
    var rasterizationsInSteadyFrames: Int
    /// Of those, rasterizations of text already rasterized earlier in the session (cache misses on reuse).
    var repeatRasterizationsInSteadyFrames: Int
    var repeatRasterizationsAfterWarmup: Int
    /// Pixels of one whole frame, and the median of the pixels each frame after warm-up repainted.
    var framePixels: Int
    var repaintedPixelsMedian: Double
    /// The mean of the pixels each frame after warm-up repainted (an animation that changes every
    /// few frames repaints nothing in between, which the median hides).
    var repaintedPixelsMean: Double
    /// Heap allocations (nil when they cannot be counted): steady frames (after warm-up, no input,
    /// nothing drawn for the first time: no text rasterized, no image uploaded, and no event: no
    /// control changed state or visibility, no handler ran, the rows stayed), the allocations in
    /// them, the most in one; and per frame after warm-up, all frames.
    var allocationSteadyFrames: Int?
    var allocationsInSteadyFrames: Int?
    var maxAllocationsInASteadyFrame: Int?
    var allocationsPerFrameAfterWarmup: Double?
    /// Distinct rows that got a cell during the whole session (how much content went by; 0 for grids).
    var rowsShown: Int
    /// Median relative to the scenario's first row count at the same scale, percent (filled in later).
    var medianVs100RowsPercent: Double?
    /// The list's runs: the median time of the same SDL calls made for the whole frame every frame
    /// (bare SDL2 drawing the whole list, no view tree, no damage tracking), frames after warm-up.
    var bareSDLMedianMs: Double?

    /// Repainted pixels per frame (mean) as a percentage of the whole frame.
    var repaintedPercent: Double { framePixels > 0 ? repaintedPixelsMean / Double(framePixels) * 100 : 0 }
    /// Allocations per steady frame (mean).
    var allocationsPerSteadyFrame: Double? {
        guard let n = allocationSteadyFrames, let a = allocationsInSteadyFrames, n > 0 else { return nil }
        return Double(a) / Double(n)
    }
}

/// Runs a scenario's script once over a fresh scene and a fresh software target, timing every frame.
enum BenchSession {
    static let warmupFrames = 60

    /// One run; `hud` draws the window's HUD over every frame (its cost is part of the frame);
    /// `fullRepaint` repaints the whole target every frame.
    /// `keepSites` keeps the call stacks of steady frames' allocations (`AllocationSites`).
    static func run(
        script: BenchScript, scale: Double, rows: Int, hud: Bool = false, fullRepaint: Bool = false,
        keepSites: Bool = false, text: TextRenderer
    ) throws -> BenchResult {
        var replay = script.script
        replay.configuration.scale = scale
        replay.configuration.rows = rows
        let runner = try ReplayRunner(script: replay, outputDirectory: nil, textRenderer: text)
        runner.forcesFullRepaint = fullRepaint
        let counting = AllocationCounter.isAvailable
        let probe = BenchFrameProbe(
            runner: runner, text: text, countsAllocations: counting,
            expectedFrames: script.frameCount + 1)
        probe.warmupFrames = warmupFrames
        probe.keepsAllocationSites = keepSites && counting
        probe.measuresBareSDL = script.scenario == .list && !hud && !fullRepaint
        runner.probe = probe
        if hud {
            let panel = HUD(textMeasurer: text)
            panel.isVisible = true
            var meter = FrameRateMeter()
            runner.overlay = { scene, canvas in
                meter.recordFrame(at: scene.clock.now)
                let stats = FrameStats(framesPerSecond: meter.framesPerSecond, lastFrameCPUMilliseconds: 0.2)
                panel.render(scene: scene, stats: stats, in: canvas, viewport: scene.window.bounds.size)
            }
        }
        if probe.keepsAllocationSites { AllocationSites.start() }
        if counting { AllocationCounter.start() }
        let loopStart = MonotonicClock.nanoseconds()
        try runner.run()
        // The bare SDL2 redraws run inside the loop but are no part of its frames.
        let loopNs = MonotonicClock.nanoseconds() - loopStart - probe.bareNs.reduce(0, +)
        if counting { AllocationCounter.stop() }
        if probe.keepsAllocationSites { AllocationSites.stop() }

        let n = probe.tickNs.count
        let w = min(warmupFrames, max(0, n - 1))
        let after = w..<n
        let frameMs = after.map { Double(probe.tickNs[$0] + probe.renderNs[$0]) / 1e6 }
        let tickMs = after.map { Double(probe.tickNs[$0]) / 1e6 }
        let renderMs = after.map { Double(probe.renderNs[$0]) / 1e6 }
        let steadyIdx = after.filter { probe.steady[$0] }
        let quietIdx = after.filter { probe.isQuiet($0) }
        let output = runner.canvas.renderer.outputSize
        return BenchResult(
            scenario: script.scenario.id, scale: scale, rows: rows, hud: hud, fullRepaint: fullRepaint,
            frames: n, warmupFrames: w,
            medianMs: BenchStats.median(frameMs), p99Ms: BenchStats.percentile(frameMs, 0.99),
            maxMs: frameMs.max() ?? 0,
            tickMedianMs: BenchStats.median(tickMs), renderMedianMs: BenchStats.median(renderMs),
            tickP99Ms: BenchStats.percentile(tickMs, 0.99), renderP99Ms: BenchStats.percentile(renderMs, 0.99),
            framesPerSecond: Double(n) / (Double(loopNs) / 1e9),
            rasterizationsAfterWarmup: after.reduce(0) { $0 + probe.rasterized[$1] },
            steadyFrames: steadyIdx.count,
            rasterizationsInSteadyFrames: steadyIdx.reduce(0) { $0 + probe.rasterized[$1] },
            repeatRasterizationsInSteadyFrames: steadyIdx.reduce(0) { $0 + probe.repeated[$1] },
            repeatRasterizationsAfterWarmup: after.reduce(0) { $0 + probe.repeated[$1] },
            framePixels: output.width * output.height,
            repaintedPixelsMedian: BenchStats.median(after.map { Double(probe.repaintedPixels[$0]) }),
            repaintedPixelsMean: after.isEmpty
                ? 0
                : Double(after.reduce(0) { $0 + probe.repaintedPixels[$1] }) / Double(after.count),
            allocationSteadyFrames: counting ? quietIdx.count : nil,
            allocationsInSteadyFrames: counting ? quietIdx.reduce(0) { $0 + probe.allocations[$1] } : nil,
            maxAllocationsInASteadyFrame: counting ? quietIdx.map { probe.allocations[$0] }.max() ?? 0 : nil,
            allocationsPerFrameAfterWarmup: counting && !after.isEmpty
                ? Double(after.reduce(0) { $0 + probe.allocations[$1] }) / Double(after.count) : nil,
            rowsShown: probe.seen.count, medianVs100RowsPercent: nil,
            bareSDLMedianMs: probe.bareNs.isEmpty
                ? nil : BenchStats.median(after.map { Double(probe.bareNs[$0]) / 1e6 }))
    }
}

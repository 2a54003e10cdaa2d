import Foundation
import RefreshCore
import RefreshSDL

/// The figures of one (scale, rows) combination.
struct BenchResult: Codable {
    var scale: Double
    var rows: Int
    /// The HUD was drawn over every frame.
    var hud: Bool
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
    /// Distinct rows that got a cell during the whole session (how much content went by).
    var rowsShown: Int
    /// Median relative to 100 rows at the same scale, percent (filled in later).
    var medianVs100RowsPercent: Double?
}

/// The benchmark's scripted session: a committed replay script (`Assets/scripts/bench-list.json`),
/// so a bench run can be replayed and looked at with `refresh-playground replay`.
struct BenchScript {
    /// What the session does, for the report header.
    static let summary = "drag ×2, fling with momentum, Home + pull past the top (rubber band, spring-back), "
        + "End + pull past the bottom, wheel up/down, 2 s pause"
    static let fileName = "scripts/bench-list.json"

    let path: String
    let script: ReplayScript
    let frameCount: Int
    var fps: Double { script.configuration.fps }
    var duration: Double { Double(frameCount) / fps }

    /// Reads the script from the assets folder and counts its frames (one headless pass).
    init(assets: String = AssetLibrary.shared.directory) throws {
        path = (assets as NSString).appendingPathComponent(Self.fileName)
        script = try ReplayScriptParser.parse(file: path)
        let counter = try ReplayRunner(script: script, outputDirectory: nil)
        try counter.run()
        frameCount = counter.framesProduced
    }
}

/// Runs the script once over a fresh scene and a fresh software target, timing every frame.
enum BenchSession {
    static let warmupFrames = 60

    /// One run; `hud` draws the window's HUD over every frame (its cost is part of the frame).
    static func run(script: BenchScript, scale: Double, rows: Int, hud: Bool = false, text: TextRenderer) throws -> BenchResult {
        var replay = script.script
        replay.configuration.scale = scale
        replay.configuration.rows = rows
        let runner = try ReplayRunner(script: replay, outputDirectory: nil, textRenderer: text)
        guard runner.scene.list != nil else { throw PlaygroundError.runtime("the bench example must show a list") }
        let probe = FrameTimings(text: text, canvas: runner.canvas)
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
        let loopStart = BenchClock.nanoseconds()
        try runner.run()
        let loopNs = BenchClock.nanoseconds() - loopStart

        let n = probe.tickNs.count
        let w = min(warmupFrames, max(0, n - 1))
        let frameMs = (w..<n).map { Double(probe.tickNs[$0] + probe.renderNs[$0]) / 1e6 }
        let tickMs = (w..<n).map { Double(probe.tickNs[$0]) / 1e6 }
        let renderMs = (w..<n).map { Double(probe.renderNs[$0]) / 1e6 }
        let steadyIdx = (w..<n).filter { probe.steady[$0] }
        return BenchResult(
            scale: scale, rows: rows, hud: hud, frames: n, warmupFrames: w,
            medianMs: Stats.median(frameMs), p99Ms: Stats.percentile(frameMs, 0.99), maxMs: frameMs.max() ?? 0,
            tickMedianMs: Stats.median(tickMs), renderMedianMs: Stats.median(renderMs),
            tickP99Ms: Stats.percentile(tickMs, 0.99), renderP99Ms: Stats.percentile(renderMs, 0.99),
            framesPerSecond: Double(n) / (Double(loopNs) / 1e9),
            rasterizationsAfterWarmup: (w..<n).reduce(0) { $0 + probe.rasterized[$1] },
            steadyFrames: steadyIdx.count,
            rasterizationsInSteadyFrames: steadyIdx.reduce(0) { $0 + probe.rasterized[$1] },
            repeatRasterizationsInSteadyFrames: steadyIdx.reduce(0) { $0 + probe.repeated[$1] },
            repeatRasterizationsAfterWarmup: (w..<n).reduce(0) { $0 + probe.repeated[$1] },
            rowsShown: probe.seen.count, medianVs100RowsPercent: nil)
    }
}

/// The per-frame figures of one run: input + tick and render times, text rasterizations, and
/// whether the frame was steady (no input, drawn offset unchanged: it shows what the last one showed).
private final class FrameTimings: ReplayFrameProbe {
    let text: TextRenderer
    let canvas: SDLCanvas
    var tickNs: [UInt64] = [], renderNs: [UInt64] = []
    var rasterized: [Int] = [], repeated: [Int] = []
    var steady: [Bool] = []
    var seen = Set<Int>()
    private var t0: UInt64 = 0, t1: UInt64 = 0
    private var r0 = 0, c0 = 0
    private var previousOffset: Point?

    init(text: TextRenderer, canvas: SDLCanvas) {
        self.text = text
        self.canvas = canvas
    }

    func frameWillStart() {
        r0 = text.rasterizations
        c0 = canvas.textCache.count
        t0 = BenchClock.nanoseconds()
    }

    func frameDidTick() { t1 = BenchClock.nanoseconds() }

    func frameDidRender(scene: PlaygroundScene, inputs: Int, time: Double) {
        let t2 = BenchClock.nanoseconds()
        tickNs.append(t1 - t0)
        renderNs.append(t2 - t1)
        let r = text.rasterizations - r0
        rasterized.append(r)
        // Rasterizations that did not add a cache entry: the text had been rasterized before
        // (an upper bound: once the cache is full every rasterization counts as a repeat).
        repeated.append(max(0, r - (canvas.textCache.count - c0)))
        let offset = scene.scrollView.presentationContentOffset
        steady.append(inputs == 0 && offset == previousOffset)
        previousOffset = offset
        if let list = scene.list { for row in list.visibleRows { seen.insert(row) } }
    }
}

enum Stats {
    static func median(_ xs: [Double]) -> Double {
        guard !xs.isEmpty else { return 0 }
        let s = xs.sorted()
        return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
    }

    /// Nearest-rank percentile, `q` in 0...1.
    static func percentile(_ xs: [Double], _ q: Double) -> Double {
        guard !xs.isEmpty else { return 0 }
        let s = xs.sorted()
        let rank = Int((q * Double(s.count)).rounded(.up))
        return s[min(s.count - 1, max(0, rank - 1))]
    }
}

import RefreshCore
import RefreshSDL

/// The figures of one (scale, rows) combination.
struct BenchResult: Codable {
    var scale: Double
    var rows: Int
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

/// Runs the script once over a fresh scene and a fresh software target.
enum BenchSession {
    static let warmupFrames = 60

    static func run(script: BenchScript, viewport: Size, scale: Double, rows: Int, text: TextRenderer) throws -> BenchResult {
        var config = SceneConfiguration(exampleID: ExampleCatalog.defaultID)
        config.viewport = viewport
        config.scale = scale
        config.fps = script.fps
        config.rows = rows
        let target = try HeadlessTarget(size: viewport, scale: scale, textRenderer: text)
        let scene = try PlaygroundScene(configuration: config, textMeasurer: text)
        guard let list = scene.list else { throw PlaygroundError.runtime("the bench example must show a list") }

        let n = script.frameCount
        var tickNs = [UInt64](repeating: 0, count: n)
        var renderNs = [UInt64](repeating: 0, count: n)
        var rasterized = [Int](repeating: 0, count: n)
        var repeated = [Int](repeating: 0, count: n)
        var steady = [Bool](repeating: false, count: n)
        var previousOffset: Point?
        var seen = Set<Int>()

        let loopStart = BenchClock.nanoseconds()
        for f in 0..<n {
            let t = Double(f) / script.fps
            let r0 = text.rasterizations, c0 = target.canvas.textCache.count
            let t0 = BenchClock.nanoseconds()
            scene.clock.set(t)
            for input in script.inputs[f] {
                switch input {
                case let .down(p): scene.pointerDown(at: p, time: t)
                case let .move(p): scene.pointerMoved(to: p, time: t)
                case .up: scene.pointerUp(at: nil, time: t)
                case let .wheel(dy): scene.wheel(dx: 0, dy: dy)
                case let .key(k): scene.key(k)
                }
            }
            scene.tick(at: t)
            let t1 = BenchClock.nanoseconds()
            target.beginFrame(clear: scene.clearColor)
            scene.render(in: target.canvas)
            target.renderer.flush()   // no queued drawing left outside the timing
            let t2 = BenchClock.nanoseconds()
            tickNs[f] = t1 - t0
            renderNs[f] = t2 - t1
            rasterized[f] = text.rasterizations - r0
            // Rasterizations that did not add a cache entry: the text had been rasterized before
            // (an upper bound: once the cache is full every rasterization counts as a repeat).
            repeated[f] = max(0, rasterized[f] - (target.canvas.textCache.count - c0))
            // Steady: no input and nothing moved, so the frame shows what the previous one showed.
            let offset = list.presentationContentOffset
            steady[f] = script.inputs[f].isEmpty && offset == previousOffset
            previousOffset = offset
            for row in list.visibleRows { seen.insert(row) }
        }
        let loopNs = BenchClock.nanoseconds() - loopStart

        let w = min(warmupFrames, max(0, n - 1))
        let frameMs = (w..<n).map { Double(tickNs[$0] + renderNs[$0]) / 1e6 }
        let tickMs = (w..<n).map { Double(tickNs[$0]) / 1e6 }
        let renderMs = (w..<n).map { Double(renderNs[$0]) / 1e6 }
        let steadyIdx = (w..<n).filter { steady[$0] }
        return BenchResult(
            scale: scale, rows: rows, frames: n, warmupFrames: w,
            medianMs: Stats.median(frameMs), p99Ms: Stats.percentile(frameMs, 0.99), maxMs: frameMs.max() ?? 0,
            tickMedianMs: Stats.median(tickMs), renderMedianMs: Stats.median(renderMs),
            tickP99Ms: Stats.percentile(tickMs, 0.99), renderP99Ms: Stats.percentile(renderMs, 0.99),
            framesPerSecond: Double(n) / (Double(loopNs) / 1e9),
            rasterizationsAfterWarmup: (w..<n).reduce(0) { $0 + rasterized[$1] },
            steadyFrames: steadyIdx.count,
            rasterizationsInSteadyFrames: steadyIdx.reduce(0) { $0 + rasterized[$1] },
            repeatRasterizationsInSteadyFrames: steadyIdx.reduce(0) { $0 + repeated[$1] },
            repeatRasterizationsAfterWarmup: (w..<n).reduce(0) { $0 + repeated[$1] },
            rowsShown: seen.count, medianVs100RowsPercent: nil)
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

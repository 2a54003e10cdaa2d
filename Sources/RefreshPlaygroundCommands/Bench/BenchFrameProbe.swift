import RefreshCore
import RefreshPlayground
import RefreshSDL
import RefreshTesting

/// The per-frame figures of one benchmark run: input + tick and render times, text
/// rasterizations, image uploads, heap allocations, pixels repainted, whether the frame was an
/// event (a control changed state, hid or showed, its handler ran, or the rows changed) and
/// whether it was steady (no input, no event, drawn offset unchanged: it shows what the last one
/// showed, only animations move).
///
/// Allocations are counted from the end of `frameWillStart` to the start of `frameDidRender`, so
/// they are the frame's own (input, tick, render), never the probe's bookkeeping.
final class BenchFrameProbe: ReplayFrameProbe {
    let text: TextRenderer
    unowned let runner: ReplayRunner
    let countsAllocations: Bool
    /// Keeps the call stacks of steady frames' allocations (`AllocationSites`).
    var keepsAllocationSites = false
    var warmupFrames = 0
    var tickNs: [UInt64] = [], renderNs: [UInt64] = []
    var rasterized: [Int] = [], repeated: [Int] = []
    /// The frame changed the set of image textures (an image or rendition drawn for the first
    /// time) or drew a texture for the first time (which SDL maps to the target then).
    var uploaded: [Bool] = []
    var inputs: [Int] = []
    var events: [Bool] = []
    var allocations: [Int] = []
    var repaintedPixels: [Int] = []
    var steady: [Bool] = []
    var seen = Set<Int>()
    /// When true, after each frame the same SDL calls are made again for the whole frame and timed
    /// (`bareNs`): what a program drawing the list with bare SDL2, whole every frame, costs.
    var measuresBareSDL = false
    var bareNs: [UInt64] = []
    private var t0: UInt64 = 0, t1: UInt64 = 0
    private var r0 = 0, c0 = 0, a0 = 0, i0 = 0, d0 = 0, q0 = 0
    private var previousOffset: Point?
    private var marks0: SceneMarks?

    init(runner: ReplayRunner, text: TextRenderer, countsAllocations: Bool, expectedFrames: Int) {
        self.runner = runner
        self.text = text
        self.countsAllocations = countsAllocations
        // Room for every frame up front: appending never reallocates mid-run.
        tickNs.reserveCapacity(expectedFrames)
        renderNs.reserveCapacity(expectedFrames)
        rasterized.reserveCapacity(expectedFrames)
        repeated.reserveCapacity(expectedFrames)
        allocations.reserveCapacity(expectedFrames)
        repaintedPixels.reserveCapacity(expectedFrames)
        steady.reserveCapacity(expectedFrames)
        uploaded.reserveCapacity(expectedFrames)
        inputs.reserveCapacity(expectedFrames)
        events.reserveCapacity(expectedFrames)
        bareNs.reserveCapacity(expectedFrames)
    }

    func frameWillStart() {
        marks0 = SceneMarks(runner.scene)
        r0 = text.rasterizations
        c0 = runner.canvas.textCache.count
        i0 = runner.canvas.imageCache.textureCount
        d0 = runner.canvas.firstTextureDraws
        q0 = runner.canvas.resampledTurns
        if keepsAllocationSites { AllocationSites.beginFrame() }
        a0 = countsAllocations ? AllocationCounter.count : 0
        t0 = MonotonicClock.nanoseconds()
    }

    func frameDidTick() { t1 = MonotonicClock.nanoseconds() }

    func frameDidRender(scene: PlaygroundScene, inputs: Int, time: Double) {
        let t2 = MonotonicClock.nanoseconds()
        let a1 = countsAllocations ? AllocationCounter.count : 0
        tickNs.append(t1 - t0)
        renderNs.append(t2 - t1)
        allocations.append(a1 - a0)
        repaintedPixels.append(runner.repaintedPixels)
        let r = text.rasterizations - r0
        // An image turned mid-flip is resampled by SDL through a temporary surface: new pixels,
        // as an upload is.
        let images =
            runner.canvas.imageCache.textureCount != i0 || runner.canvas.firstTextureDraws != d0
            || runner.canvas.resampledTurns != q0
        uploaded.append(images)
        self.inputs.append(inputs)
        let event = SceneMarks(scene) != marks0
        events.append(event)
        if keepsAllocationSites {
            AllocationSites.endFrame(
                keep: Self.isQuiet(inputs: inputs, rasterized: r, uploaded: images, event: event)
                    && tickNs.count > warmupFrames)
        }
        rasterized.append(r)
        // Rasterizations that did not add a cache entry: the text had been rasterized before
        // (an upper bound: once the cache is full every rasterization counts as a repeat).
        repeated.append(max(0, r - (runner.canvas.textCache.count - c0)))
        let offset = scene.scrollView.presentationContentOffset
        steady.append(inputs == 0 && offset == previousOffset && !event)
        previousOffset = offset
        if let list = scene.list { for row in list.visibleRows { seen.insert(row) } }
        if measuresBareSDL {
            let b0 = MonotonicClock.nanoseconds()
            runner.frameTarget.redrawLastFrameWhole()
            bareNs.append(MonotonicClock.nanoseconds() - b0)
        }
    }

    /// A steady frame for allocations: no input, nothing drawn for the first time (no text
    /// rasterized, no image uploaded), no event; only what already runs moves.
    static func isQuiet(inputs: Int, rasterized: Int, uploaded: Bool, event: Bool) -> Bool {
        inputs == 0 && rasterized == 0 && !uploaded && !event
    }

    func isQuiet(_ frame: Int) -> Bool {
        Self.isQuiet(
            inputs: inputs[frame], rasterized: rasterized[frame], uploaded: uploaded[frame], event: events[frame])
    }
}

/// What an event changes: each refresh control's state (as the trace names it, so a header's
/// second-floor phase too), visibility and handler calls, a chat's older-rows loading (a load that
/// starts runs its loader's handler), and the rows.
private struct SceneMarks: Equatable {
    struct Control: Equatable {
        var state: String
        var hidden: Bool
        var calls: Int
    }
    var header: Control?, footer: Control?, trailer: Control?
    var olderRows: OlderRowsPhase?
    var rows: Int

    init(_ scene: PlaygroundScene) {
        func mark(_ target: RefreshTarget) -> Control? {
            scene.component(target).map {
                Control(state: $0.traceStateName, hidden: $0.isHidden, calls: $0.handlerCallCount)
            }
        }
        header = mark(.header)
        footer = mark(.footer)
        trailer = mark(.trailer)
        olderRows = (scene.scrollView as? ListView)?.olderRowsLoader?.phase
        rows = scene.rows.count
    }
}

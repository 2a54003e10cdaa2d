import Foundation
import Logging
import RefreshCore
import RefreshSDL

/// Runs a replay script headless: a virtual clock at `fps` (or the times a recorded script
/// carries), software rendering into a surface, one trace line per frame, screenshots on request.
/// No display needed; the output is byte-identical run to run on one machine. See
/// `docs/replay.md` for the contract. The benchmark runs its sessions through it too, with a
/// `probe` around every frame and no output.
package final class ReplayRunner {
    package let script: ReplayScript
    /// Where the trace and screenshots go; nil writes nothing (the benchmark).
    package let outputDirectory: String?
    /// Told about every frame's phases (the benchmark's timing).
    var probe: ReplayFrameProbe?
    /// Drawn over every frame after the scene (the benchmark's HUD run); never in screenshots'
    /// contract, so replays leave it nil.
    var overlay: ((PlaygroundScene, Canvas) -> Void)?
    /// False: frames are ticked, traced and told to the probe but not drawn (the soak's inner loop,
    /// where drawing would cost most of the time); screenshots then show the last frame drawn.
    var rendersFrames = true
    package private(set) var framesProduced = 0
    package private(set) var scene: PlaygroundScene
    private var target: DamageTrackingTarget
    private let trace: TraceWriter?
    private var pending: [ReplayStep] = []
    private var pointer = Point.zero
    private var fps: Double { script.configuration.fps }
    /// Untimed frames follow the last timed frame or speed change: frame `n` is at
    /// `anchorTime + (n - anchorFrame) × speed / fps` (`n / fps` in a script without either).
    private var anchorTime = 0.0
    private var anchorFrame = 0
    private var speed = 1.0
    private var lastFrameTime = 0.0

    /// A runner writing into `outputDirectory` (created if missing; nil: no output), drawing text
    /// with `textRenderer` (default: the shared one); the scene's views and the drawing report
    /// problems to `logger`.
    package init(
        script: ReplayScript, outputDirectory: String?, textRenderer: TextRenderer? = nil,
        logger: Logger = RefreshLogging.defaultLogger
    ) throws {
        self.script = script
        self.outputDirectory = outputDirectory
        if let outputDirectory { try OutputPath.createFolder(outputDirectory, what: "the output folder") }
        let c = script.configuration
        target = try DamageTrackingTarget(size: c.viewport, scale: c.scale, textRenderer: textRenderer)
        target.canvas.logger = logger
        scene = try PlaygroundScene(configuration: c, textMeasurer: target.canvas.textRenderer, logger: logger)
        trace = try outputDirectory.map {
            try TraceWriter(path: ($0 as NSString).appendingPathComponent("trace.jsonl"), live: false)
        }
    }

    /// The drawing target (the benchmark reads its text cache).
    var canvas: SDLCanvas { target.canvas }

    /// When true every frame repaints every pixel instead of only what changed (the benchmark's
    /// comparison; screenshots are byte-identical either way).
    package var forcesFullRepaint: Bool {
        get { target.forcesFullRepaint }
        set { target.forcesFullRepaint = newValue }
    }

    /// The pixels the last frame repainted.
    package var repaintedPixels: Int { target.damage.area }

    /// What the last frame repainted.
    package var damage: DamageRegion { target.damage }

    /// Runs every step; throws `PlaygroundError.runtime` when output cannot be written.
    package func run() throws {
        for step in script.steps {
            switch step {
            case let .move(to, duration):
                let n = max(1, Int((duration * fps).rounded()))
                let from = pointer
                for i in 1...n {
                    let f = Double(i) / Double(n)
                    let p = Point(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f)
                    try produceFrame { t in
                        self.pointer = p
                        self.scene.pointerMoved(to: p, time: t)
                    }
                }
            case let .wait(seconds):
                let n = Int((seconds * fps).rounded())
                for _ in 0..<n { try produceFrame() }
            case .frame:
                try produceFrame()
            case let .screenshot(name):
                if framesProduced == 0 || !pending.isEmpty { try produceFrame() }
                try writeScreenshot(name)
            case let .speed(factor, paused):
                setSpeed(paused ? 0 : factor)
            case let .timed(inner, t):
                try runTimed(inner, at: t)
            case let .down(p):
                pointer = p   // a later move starts here, in script order
                pending.append(step)
            default:
                pending.append(step)
            }
        }
        if !pending.isEmpty { try produceFrame() }
        trace?.flush()
    }

    /// The last frame drawn.
    package func snapshot() -> Bitmap { target.snapshot() }

    /// The target frames are drawn into (tests compare it with a full repaint).
    var frameTarget: DamageTrackingTarget { target }

    private var nextFrameTime: Double { anchorTime + Double(framesProduced - anchorFrame) * speed / fps }

    /// A recorded step: the scene catches up to `t` (never back), then the step applies at `t`,
    /// as the window applied it; a timed frame is produced at `t`.
    private func runTimed(_ step: ReplayStep, at requested: Double) throws {
        let t = max(requested, scene.clock.now)
        switch step {
        case .frame:
            try produceFrame(at: t)
            anchorTime = t
            anchorFrame = framesProduced - 1
        case let .move(p, _):
            scene.tick(at: t)
            pointer = p
            scene.pointerMoved(to: p, time: t)
        case let .speed(factor, paused):
            setSpeed(paused ? 0 : factor)
        default:
            scene.tick(at: t)
            apply(step, time: t)
        }
    }

    /// The next untimed frame continues from the last one at the new rate.
    private func setSpeed(_ rate: Double) {
        if framesProduced > 0 {
            anchorTime = lastFrameTime
            anchorFrame = framesProduced - 1
        }
        speed = rate
    }

    private func writeScreenshot(_ name: String) throws {
        guard let outputDirectory else { return }
        let path = (outputDirectory as NSString).appendingPathComponent(name.hasSuffix(".png") ? name : name + ".png")
        do {
            try SDLImage.writePNG(target.snapshot(), to: path)
        } catch {
            throw PlaygroundError.runtime("cannot write screenshot \(EchoedText.path(path)): \(error)")
        }
    }

    private func produceFrame(at time: Double? = nil, _ input: ((Double) -> Void)? = nil) throws {
        probe?.frameWillStart()
        let t = max(time ?? nextFrameTime, scene.clock.now)
        scene.clock.set(t)
        let steps = pending
        pending.removeAll()
        for step in steps { apply(step, time: t) }
        input?(t)
        scene.tick(at: t)
        probe?.frameDidTick()
        if rendersFrames { try render() }
        probe?.frameDidRender(scene: scene, inputs: steps.count + (input == nil ? 0 : 1), time: t)
        trace?.write(scene.traceLine(frame: framesProduced, time: t))
        framesProduced += 1
        lastFrameTime = t
    }

    /// Draws the frame, first resizing the target to the scene's size; a size it cannot render
    /// fails the run (the parser refuses such sizes, so this is a guard, never a silent old size).
    private func render() throws {
        let size = scene.window.bounds.size
        do {
            try target.resize(to: size, scale: target.scale)
        } catch {
            throw PlaygroundError.runtime(
                "cannot resize the replay to \(JSONValue.numberText(size.width))x\(JSONValue.numberText(size.height)) pt: \(error)"
            )
        }
        target.renderFrame(clear: scene.clearColor) { canvas in
            scene.render(in: canvas)
            overlay?(scene, canvas)
        }
        if probe != nil { target.flush() }   // no queued drawing left outside the timing
    }

    private func apply(_ step: ReplayStep, time t: Double) {
        switch step {
        case let .down(p):
            pointer = p
            scene.pointerDown(at: p, time: t)
        case .up: scene.pointerUp(at: nil, time: t)
        case let .upAt(p): scene.pointerUp(at: p, time: t)
        case .cancel: scene.pointerCancelled(time: t)
        case let .wheel(dx, dy): scene.wheel(dx: dx, dy: dy)
        case let .trackpad(dx, dy): scene.trackpad(dx: dx, dy: dy, time: t)
        case let .key(k): scene.key(k)
        case let .call(target, method): scene.call(target, method)
        case let .rows(count): scene.replaceRows(count: count)
        case let .insert(atTop, count): scene.insertRows(count: count, atTop: atTop)
        case let .resize(size): scene.resize(to: size)
        case let .inset(i): scene.setInset(i)
        case let .language(code): scene.setLanguage(code)
        case let .example(id): switchExample(to: id, at: t)
        case let .theme(theme): scene.theme = theme
        case .move, .wait, .screenshot, .frame, .speed, .timed: break
        }
    }

    /// The window's example browser: a new scene for `id` in the same viewport, language and theme.
    private func switchExample(to id: String, at t: Double) {
        guard let next = try? scene.successor(exampleID: id, at: t, textMeasurer: target.canvas.textRenderer) else {
            return
        }
        scene = next
    }
}

/// Watches a runner's frames: called before a frame's input, after its tick, after its render
/// (with how many input steps the frame applied).
protocol ReplayFrameProbe: AnyObject {
    func frameWillStart()
    func frameDidTick()
    func frameDidRender(scene: PlaygroundScene, inputs: Int, time: Double)
}

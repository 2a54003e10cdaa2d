import Foundation
import Logging
import RefreshCore
import RefreshPlayground
import RefreshPlaygroundWindow
import RefreshSDL
import RefreshTesting

/// Runs a replay script headless on the public `RefreshTestHost`: a virtual clock at `fps` (or
/// the times a recorded script carries), software rendering, one trace line per frame,
/// screenshots on request. No display needed; the output is byte-identical run to run on one
/// machine. See `docs/replay.md` for the contract. The host performs the input and time steps
/// through the same `ScrollViewInputRouter` a window uses; the runner adds what only the
/// playground knows (its examples, their rows, keys and colours). The benchmark runs its sessions
/// through it too, with a `probe` around every frame and no output.
package final class ReplayRunner {
    package let script: SceneScript
    /// Where the trace and screenshots go; nil writes nothing (the benchmark).
    package let outputDirectory: String?
    /// Told about every frame's phases (the benchmark's timing).
    var probe: ReplayFrameProbe? {
        didSet { watchFrames() }
    }
    /// Gets every frame drawn, at its time (`--animation`); written by the caller after `run()`.
    package var animation: AnimatedCapture? {
        didSet { watchFrames() }
    }
    /// Gets each screenshot step's name and picture as it is taken, beside (or, without an output
    /// folder, instead of) its PNG file: tests compare the pictures without a folder.
    package var screenshotSink: ((String, Bitmap) -> Void)?
    /// Drawn over every frame after the scene (the benchmark's HUD run); never in screenshots'
    /// contract, so replays leave it nil.
    var overlay: ((PlaygroundScene, Canvas) -> Void)? {
        didSet {
            host.overlay = overlay.map { draw in { [unowned self] canvas in draw(self.scene, canvas) } }
        }
    }
    /// False: frames are ticked, traced and told to the probe but not drawn (the soak's inner loop,
    /// where drawing would cost most of the time); screenshots then show the last frame drawn.
    var rendersFrames: Bool {
        get { host.rendersEveryFrame }
        set { host.rendersEveryFrame = newValue }
    }
    package var framesProduced: Int { host.frameCount }
    package private(set) var scene: PlaygroundScene
    /// The host the script runs on.
    package let host: RefreshTestHost
    private let trace: TraceWriter?

    /// A runner writing into `outputDirectory` (created if missing; nil: no output), drawing text
    /// with `textRenderer` (default: the shared one); the scene's views and the drawing report
    /// problems to `logger`.
    package init(
        script: SceneScript, outputDirectory: String?, textRenderer: TextRenderer? = nil,
        logger: Logger = RefreshLogging.defaultLogger
    ) throws {
        SDLAssetDecoding.install()   // the scene's assets decode through the SDL layer, as in the window
        self.script = script
        self.outputDirectory = outputDirectory
        if let outputDirectory { try OutputPath.createFolder(outputDirectory, what: "the output folder") }
        let c = script.configuration
        let text = try textRenderer ?? TextRenderer.shared()
        scene = try PlaygroundScene(configuration: c, textMeasurer: text, logger: logger)
        host = try RefreshTestHost(
            root: scene.window, input: scene.input, scale: c.scale, fps: c.fps, textRenderer: text)
        host.recordsTrace = false
        host.rendersEveryFrame = true
        trace = try outputDirectory.map {
            try TraceWriter(path: ($0 as NSString).appendingPathComponent("trace.jsonl"), live: false)
        }
        if let trace { host.traceSink = { trace.write($0) } }
        host.delegate = self
    }

    /// The drawing target's canvas (the benchmark reads its text cache).
    var canvas: SDLCanvas { host.canvas }

    /// When true every frame repaints every pixel instead of only what changed (the benchmark's
    /// comparison; screenshots are byte-identical either way).
    package var forcesFullRepaint: Bool {
        get { host.target.forcesFullRepaint }
        set { host.target.forcesFullRepaint = newValue }
    }

    /// The pixels the last frame repainted.
    package var repaintedPixels: Int { host.target.damage.area }

    /// What the last frame repainted.
    package var damage: DamageRegion { host.target.damage }

    /// Runs every step; throws `PlaygroundError.runtime` when output cannot be written or a frame
    /// cannot be drawn at the scene's size.
    package func run() throws {
        do {
            try host.run(script.steps) { name, picture in try self.writeScreenshot(name, picture) }
        } catch let RefreshTestHostError.cannotDraw(problem) {
            throw PlaygroundError.runtime(problem)
        }
        trace?.flush()
    }

    /// The time the session's last frame stops showing: one frame interval after it.
    package var endTime: Double { host.now + 1 / script.configuration.fps }

    /// The last frame drawn.
    package func snapshot() -> Bitmap { host.target.snapshot() }

    /// The target frames are drawn into (tests compare it with a full repaint).
    var frameTarget: DamageTrackingTarget { host.target }

    private func writeScreenshot(_ name: String, _ picture: Bitmap) throws {
        animation?.add(picture, at: host.now, key: true)   // the moment asked for is in the animation too
        screenshotSink?(name, picture)
        guard let outputDirectory else { return }
        let path = (outputDirectory as NSString).appendingPathComponent(name.hasSuffix(".png") ? name : name + ".png")
        do {
            try SDLImage.writePNG(picture, to: path)
        } catch {
            throw PlaygroundError.runtime("cannot write screenshot \(EchoedText.path(path)): \(error)")
        }
    }

    /// The host tells this runner about frames while the benchmark or an animation watches them.
    private func watchFrames() { host.probe = probe == nil && animation == nil ? nil : self }

    /// The window's example browser: a new scene for `id` in the same viewport, language and theme.
    private func switchExample(to id: String, at t: Double) {
        guard let next = try? scene.successor(exampleID: id, at: t, textMeasurer: host.canvas.textRenderer) else {
            return
        }
        scene = next
        host.replaceContent(root: next.window, input: next.input)
    }
}

extension ReplayRunner: RefreshTestHostDelegate {
    /// What only the playground knows: its examples' keys, rows, insets, sizes, languages and
    /// colours, and switching examples; the host performs the rest.
    package func host(_ host: RefreshTestHost, perform step: ReplayStep, at t: Double) -> Bool {
        if case let .example(id) = step {
            switchExample(to: id, at: t)
            return true
        }
        return scene.perform(step)
    }
}

extension ReplayRunner: RefreshTestHostProbe {
    package func frameWillStart() { probe?.frameWillStart() }
    package func frameDidTick() { probe?.frameDidTick() }
    package func frameDidRender(inputs: Int, time: Double) {
        probe?.frameDidRender(scene: scene, inputs: inputs, time: time)
        if let animation, rendersFrames { animation.add(host.target.snapshot(), at: time) }
    }
}

/// Watches a runner's frames: called before a frame's input, after its tick, after its render
/// (with how many input steps the frame applied).
protocol ReplayFrameProbe: AnyObject {
    func frameWillStart()
    func frameDidTick()
    func frameDidRender(scene: PlaygroundScene, inputs: Int, time: Double)
}

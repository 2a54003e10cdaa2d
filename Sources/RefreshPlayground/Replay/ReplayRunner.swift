import Foundation
import RefreshCore
import RefreshSDL

/// Runs a replay script headless: a virtual clock at `fps`, software rendering into a surface,
/// one trace line per frame, screenshots on request. No display needed; the output is
/// byte-identical run to run on one machine. See `docs/replay.md` for the contract.
public final class ReplayRunner {
    public let script: ReplayScript
    public let outputDirectory: String
    public private(set) var framesProduced = 0
    public private(set) var scene: PlaygroundScene
    private var target: HeadlessTarget
    private let trace: TraceWriter
    private var pending: [ReplayStep] = []
    private var pointer = Point.zero
    private var fps: Double { script.configuration.fps }

    public init(script: ReplayScript, outputDirectory: String) throws {
        self.script = script
        self.outputDirectory = outputDirectory
        do {
            try FileManager.default.createDirectory(atPath: outputDirectory, withIntermediateDirectories: true)
        } catch {
            throw PlaygroundError.runtime("cannot create the output folder '\(outputDirectory)': \(error.localizedDescription)")
        }
        let c = script.configuration
        target = try HeadlessTarget(size: c.viewport, scale: c.scale)
        scene = try PlaygroundScene(configuration: c, textMeasurer: target.textRenderer)
        trace = try TraceWriter(path: (outputDirectory as NSString).appendingPathComponent("trace.jsonl"), live: false)
    }

    /// Runs every step; throws `PlaygroundError.runtime` when output cannot be written.
    public func run() throws {
        for step in script.steps {
            switch step {
            case let .move(to, duration):
                let n = max(1, Int((duration * fps).rounded()))
                let from = pointer
                for i in 1...n {
                    let f = Double(i) / Double(n)
                    let p = Point(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f)
                    produceFrame { t in
                        self.pointer = p
                        self.scene.pointerMoved(to: p, time: t)
                    }
                }
            case let .wait(seconds):
                let n = Int((seconds * fps).rounded())
                for _ in 0..<n { produceFrame() }
            case let .screenshot(name):
                if framesProduced == 0 || !pending.isEmpty { produceFrame() }
                let path = (outputDirectory as NSString).appendingPathComponent(name.hasSuffix(".png") ? name : name + ".png")
                do {
                    try SDLImage.writePNG(target.snapshot(), to: path)
                } catch {
                    throw PlaygroundError.runtime("cannot write screenshot '\(path)': \(error)")
                }
            case let .down(p):
                pointer = p   // a later move starts here, in script order
                pending.append(step)
            default:
                pending.append(step)
            }
        }
        if !pending.isEmpty { produceFrame() }
        trace.flush()
    }

    /// The last frame drawn.
    public func snapshot() -> Bitmap { target.snapshot() }

    private func produceFrame(_ input: ((Double) -> Void)? = nil) {
        let t = Double(framesProduced) / fps
        scene.clock.set(t)
        let steps = pending
        pending.removeAll()
        for step in steps { apply(step, time: t) }
        input?(t)
        scene.tick(at: t)
        render()
        trace.write(scene.traceLine(frame: framesProduced, time: t))
        framesProduced += 1
    }

    private func render() {
        let size = scene.window.bounds.size
        if size != target.size, let resized = try? HeadlessTarget(size: size, scale: target.scale, textRenderer: target.textRenderer) {
            target = resized
        }
        target.beginFrame(clear: scene.clearColor)
        scene.render(in: target.canvas)
    }

    private func apply(_ step: ReplayStep, time t: Double) {
        switch step {
        case let .down(p):
            pointer = p
            scene.pointerDown(at: p, time: t)
        case .up: scene.pointerUp(at: nil, time: t)
        case let .wheel(dx, dy): scene.wheel(dx: dx, dy: dy)
        case let .key(k): scene.key(k)
        case let .call(target, method): scene.call(target, method)
        case let .rows(count): scene.replaceRows(count: count)
        case let .insert(atTop, count): scene.insertRows(count: count, atTop: atTop)
        case let .resize(size): scene.resize(to: size)
        case let .inset(i): scene.setInset(i)
        case let .language(code): scene.setLanguage(code)
        case .move, .wait, .screenshot: break
        }
    }
}

import Foundation
import RefreshCore
import RefreshSDL

/// The interactive playground: a real window, mouse and touch drags driving the scene, the wheel
/// scrolling, frames paced to the display and presented only while something moves.
public final class WindowApp {
    public let configuration: SceneConfiguration
    private let window: SDLWindow
    private let renderer: SDLRenderer
    private let canvas: SDLCanvas
    private let events: SDLEventSource
    private let scene: PlaygroundScene
    private let trace: TraceWriter?
    private let frameInterval: Double
    private var running = true
    private var presentedFrames = 0
    private var needsFrame = true
    /// Called once after the first frame is on screen (start-up benchmark).
    public var onFirstFrame: (() -> Void)?
    /// Quit after this many presented frames (tests, benchmarks); nil: run until closed.
    public var frameLimit: Int?

    public init(configuration: SceneConfiguration, tracePath: String?) throws {
        self.configuration = configuration
        guard let example = ExampleCatalog.example(id: configuration.exampleID) else {
            throw PlaygroundError.unknownExample(ExampleCatalog.unknownMessage(configuration.exampleID))
        }
        window = try SDLWindow(title: "refresh-playground — \(example.title)", size: configuration.viewport)
        renderer = try SDLRenderer(window: window, vsync: true)
        events = SDLEventSource(window: window)
        let text = try TextRenderer.shared()
        var config = configuration
        config.scale = window.pixelScale
        config.startDate = Date()   // the app reads the real date once; the core only sees the clock
        config.timeZone = TimeZone.current
        canvas = SDLCanvas(renderer: renderer, scale: config.scale, textRenderer: text)
        scene = try PlaygroundScene(configuration: config, textMeasurer: text)
        trace = try tracePath.map { try TraceWriter(path: $0, live: true) }
        frameInterval = 1 / (window.refreshRate ?? 60)
    }

    /// Runs until the window is closed or Escape is pressed.
    public func run() {
        while running {
            let frameStart = SDLClock.now
            while let e = events.poll() { handle(e) }
            if !running { break }
            if needsFrame || scene.isBusy {
                needsFrame = false
                presentFrame(at: SDLClock.now)
                if let limit = frameLimit, presentedFrames >= limit { break }
                // vsync paces real displays; this keeps virtual ones (Xvfb) at the display rate too.
                let left = frameInterval - (SDLClock.now - frameStart)
                if left > 0.001 { SDLClock.sleep(seconds: left) }
            } else if let e = events.wait(milliseconds: 250) {
                handle(e)
            }
        }
        trace?.flush()
    }

    private func presentFrame(at t: Double) {
        scene.tick(at: t)
        canvas.beginFrame()
        if let color = scene.clearColor { renderer.clear(color) }
        scene.render(in: canvas)
        renderer.present()
        trace?.write(scene.traceLine(frame: presentedFrames, time: t))
        presentedFrames += 1
        if presentedFrames == 1 { onFirstFrame?() }
    }

    private func handle(_ event: InputEvent) {
        needsFrame = true
        // The window is a clock source: after a rest the scene's clock is where the last frame left
        // it, so it catches up to now first, and what the input starts (a 0.33 s scroll, a 0.25 s
        // refresh reveal) plays from its beginning instead of landing finished in the next frame.
        scene.tick(at: SDLClock.now)
        switch event {
        case .quit, .key("Escape"): running = false
        case let .key(name): scene.key(name)
        case let .pointerDown(p, t): scene.pointerDown(at: p, time: t)
        case let .pointerMoved(p, t): scene.pointerMoved(to: p, time: t)
        case let .pointerUp(p, t): scene.pointerUp(at: p, time: t)
        case let .pointerCancelled(t): scene.pointerCancelled(time: t)
        case let .wheel(dx, dy): scene.wheel(dx: dx, dy: dy)
        case .resized:
            scene.resize(to: window.size)
            canvas.scale = window.pixelScale
            scene.context.scale = window.pixelScale
        case .other: break
        }
    }
}

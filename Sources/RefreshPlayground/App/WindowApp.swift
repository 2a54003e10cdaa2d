import CSDL2
import Foundation
import RefreshCore
import RefreshSDL

/// The interactive playground: a real window, mouse and touch drags driving the scene, the wheel
/// scrolling, frames paced to the display and presented only while something moves.
public final class WindowApp {
    /// SDL's `SDL_TOUCH_MOUSEID`: mouse events synthesized from touches carry it.
    static let touchMouseID = UInt32.max

    public let configuration: SceneConfiguration
    private let window: SDLWindow
    private let renderer: SDLRenderer
    private let canvas: SDLCanvas
    private let scene: PlaygroundScene
    private let trace: TraceWriter?
    private let startTicks: UInt64
    private let frameInterval: Double
    private var running = true
    private var presentedFrames = 0
    private var needsFrame = true
    private var activeFinger: SDL_FingerID?
    private var mouseDown = false
    /// Called once after the first frame is on screen (start-up benchmark).
    public var onFirstFrame: (() -> Void)?
    /// Quit after this many presented frames (tests, benchmarks); nil: run until closed.
    public var frameLimit: Int?

    public init(configuration: SceneConfiguration, tracePath: String?) throws {
        self.configuration = configuration
        guard let example = ExampleCatalog.example(id: configuration.exampleID) else {
            throw PlaygroundError.unknownExample(ExampleCatalog.unknownMessage(configuration.exampleID))
        }
        try SDLRuntime.initVideo()
        SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "0")   // fingers arrive once, as touch events
        window = try SDLWindow(title: "refresh-playground — \(example.title)", size: configuration.viewport)
        renderer = try SDLRenderer(window: window, vsync: true)
        let text = try TextRenderer.shared()
        var config = configuration
        config.scale = window.pixelScale
        canvas = SDLCanvas(renderer: renderer, scale: config.scale, textRenderer: text)
        scene = try PlaygroundScene(configuration: config, textMeasurer: text)
        trace = try tracePath.map { try TraceWriter(path: $0, live: true) }
        startTicks = SDL_GetTicks64()
        var mode = SDL_DisplayMode()
        let hz = SDL_GetCurrentDisplayMode(0, &mode) == 0 && mode.refresh_rate > 0 ? Double(mode.refresh_rate) : 60
        frameInterval = 1 / hz
    }

    /// Seconds since start on SDL's millisecond tick clock (the same base as event timestamps).
    private func seconds(ticks: UInt64) -> Double { Double(ticks &- startTicks) / 1000 }
    private var now: Double { seconds(ticks: SDL_GetTicks64()) }
    private func eventTime(_ timestamp: UInt32) -> Double {
        max(0, Double(Int64(timestamp) - Int64(startTicks)) / 1000)
    }

    /// Runs until the window is closed or Escape is pressed.
    public func run() {
        var event = SDL_Event()
        while running {
            let frameStart = now
            while SDL_PollEvent(&event) != 0 { handle(event) }
            if !running { break }
            if needsFrame || scene.isBusy {
                needsFrame = false
                presentFrame(at: now)
                if let limit = frameLimit, presentedFrames >= limit { break }
                // vsync paces real displays; this keeps virtual ones (Xvfb) at the display rate too.
                let left = frameInterval - (now - frameStart)
                if left > 0.001 { SDL_Delay(UInt32(left * 1000)) }
            } else if SDL_WaitEventTimeout(&event, 250) != 0 {
                handle(event)
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

    private func handle(_ e: SDL_Event) {
        needsFrame = true
        switch SDL_EventType(e.type) {
        case SDL_QUIT:
            running = false
        case SDL_KEYDOWN:
            let name = String(cString: SDL_GetKeyName(e.key.keysym.sym))
            if name == "Escape" { running = false } else { scene.key(name) }
        case SDL_MOUSEBUTTONDOWN where e.button.button == UInt8(SDL_BUTTON_LEFT) && e.button.which != WindowApp.touchMouseID:
            mouseDown = true
            scene.pointerDown(at: Point(x: Double(e.button.x), y: Double(e.button.y)), time: eventTime(e.button.timestamp))
        case SDL_MOUSEMOTION where mouseDown && e.motion.which != WindowApp.touchMouseID:
            scene.pointerMoved(to: Point(x: Double(e.motion.x), y: Double(e.motion.y)), time: eventTime(e.motion.timestamp))
        case SDL_MOUSEBUTTONUP where e.button.button == UInt8(SDL_BUTTON_LEFT) && mouseDown:
            mouseDown = false
            scene.pointerUp(at: Point(x: Double(e.button.x), y: Double(e.button.y)), time: eventTime(e.button.timestamp))
        case SDL_FINGERDOWN where activeFinger == nil:
            activeFinger = e.tfinger.fingerId
            scene.pointerDown(at: fingerPoint(e.tfinger), time: eventTime(e.tfinger.timestamp))
        case SDL_FINGERMOTION where e.tfinger.fingerId == activeFinger:
            scene.pointerMoved(to: fingerPoint(e.tfinger), time: eventTime(e.tfinger.timestamp))
        case SDL_FINGERUP where e.tfinger.fingerId == activeFinger:
            activeFinger = nil
            scene.pointerUp(at: fingerPoint(e.tfinger), time: eventTime(e.tfinger.timestamp))
        case SDL_MOUSEWHEEL:
            let flip: Float = e.wheel.direction == UInt32(SDL_MOUSEWHEEL_FLIPPED.rawValue) ? -1 : 1
            scene.wheel(dx: Double(e.wheel.preciseX * flip), dy: Double(e.wheel.preciseY * flip))
        case SDL_WINDOWEVENT:
            handleWindowEvent(e.window)
        default:
            break
        }
    }

    private func handleWindowEvent(_ w: SDL_WindowEvent) {
        switch SDL_WindowEventID(UInt32(w.event)) {
        case SDL_WINDOWEVENT_SIZE_CHANGED:
            scene.resize(to: window.size)
            canvas.scale = window.pixelScale
            scene.context.scale = window.pixelScale
        case SDL_WINDOWEVENT_FOCUS_LOST where mouseDown || activeFinger != nil:
            mouseDown = false
            activeFinger = nil
            scene.pointerCancelled(time: now)
        default:
            break
        }
    }

    private func fingerPoint(_ f: SDL_TouchFingerEvent) -> Point {
        let s = window.size
        return Point(x: Double(f.x) * s.width, y: Double(f.y) * s.height)
    }
}

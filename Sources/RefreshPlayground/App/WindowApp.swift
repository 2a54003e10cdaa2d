import Foundation
import RefreshCore
import RefreshSDL
import RefreshTesting

/// The interactive playground: a real window whose scene runs on a `SessionClock` (speed, pause,
/// step), drawn only when something changed, with the example browser, the HUD, captures and an
/// optional recording of the session as a replay script.
///
/// The window is one more clock source: before input reaches the scene, the scene catches up to
/// the input's time, so whatever the input starts animates from its beginning even after a rest.
package final class WindowApp {
    /// What the window does besides showing the scene.
    package struct Options {
        /// `--trace`: one JSON line per presented frame.
        package var tracePath: String?
        /// `--record`: the session as a replay script.
        package var recordPath: String?
        /// Where `P` writes captures.
        package var captureDirectory = "captures"
        /// Quit after this many presented frames (tests, benchmarks); nil: run until closed.
        package var frameLimit: Int?
        /// Frames per second to pace to instead of the display's refresh rate (vsync off); nil:
        /// the display's rate with vsync.
        package var frameRate: Double?

        package init() {}
    }

    private let options: Options
    private let window: SDLWindow
    private let renderer: SDLRenderer
    /// The frame drawn offscreen, repainting only what changed, and its presenter.
    private let frames: DamageTrackingTarget
    private let presenter: WindowPresenter
    /// The window was exposed: present the frame even if nothing in it changed.
    private var needsPresent = true
    private let events: SDLEventSource
    private let text: TextRenderer
    private var scene: PlaygroundScene
    private let trace: TraceWriter?
    private let recorder: SessionRecorder?
    private var clock: SessionClock
    private let realStart: Double
    private let frameInterval: Double
    private var running = true
    private var presentedFrames = 0
    private var needsFrame = true
    private var captureRequested: WindowShortcut?
    private let browser: ExampleBrowser
    private let hud: HUD
    private var meter = FrameRateMeter()
    private var lastFrameCPU: Double?
    /// The share of the window the last frame repainted, in percent.
    private var lastFrameRepaint: Double?
    /// Set once Shift+H moved the HUD: it then stays where the user put it across examples.
    private var hudCornerChosen = false
    /// Called once after the first frame is on screen (start-up benchmark).
    package var onFirstFrame: (() -> Void)?

    /// Opens the window on `configuration`'s example. Fails with a message naming the file when
    /// the trace or the recording cannot be written.
    package init(configuration: SceneConfiguration, options: Options = Options()) throws {
        self.options = options
        guard ExampleCatalog.example(id: configuration.exampleID) != nil else {
            throw PlaygroundError.unknownExample(ExampleCatalog.unknownMessage(configuration.exampleID))
        }
        var config = configuration
        // The app reads the real date once (whole seconds, as a recording writes it); the core only sees the clock.
        config.startDate = Date(timeIntervalSince1970: Date().timeIntervalSince1970.rounded(.down))
        config.timeZone = TimeZone.current
        // Output files first: a bad path fails before a window opens.
        trace = try options.tracePath.map { try TraceWriter(path: $0, live: true) }
        if let path = options.recordPath { try OutputPath.checkFile(path, what: "the recording") }
        try OutputPath.checkFolder(options.captureDirectory, what: "the captures folder")
        StartupTimeline.mark(.arguments)
        // The fonts open, and the example's animations decode, on another thread while SDL connects
        // to the display and opens the window (ScenePreparation); the scene and the overlays are
        // built with them on the main actor.
        let animations = ExampleCatalog.example(id: config.exampleID)?.animations ?? []
        let preparation = try ScenePreparation(
            animations: Dictionary(
                uniqueKeysWithValues: animations.map {
                    ($0, AssetLibrary.shared.folder(ofAnimation: $0))
                }))
        do {
            try SDLRuntime.initVideo()
            StartupTimeline.mark(.sdlInit)
            window = try SDLWindow(title: Self.title(for: config.exampleID), size: config.viewport)
            let sides = SceneConfiguration.viewportSides.lowerBound
            window.minimumSize = Size(width: sides, height: sides)
            renderer = try SDLRenderer(
                window: window, vsync: options.frameRate == nil,
                software: SDLRenderer.prefersSoftware(environment: ProcessInfo.processInfo.environment))
        } catch {
            _ = try? preparation.wait(building: config)   // never leave the thread running into the exit
            throw error
        }
        events = SDLEventSource(window: window)
        StartupTimeline.mark(.window)
        config.scale = window.pixelScale
        config.viewport = window.size
        let prepared = try preparation.wait(building: config)
        StartupTimeline.record(.backgroundPreparation, milliseconds: prepared.milliseconds)
        text = prepared.text
        frames = try DamageTrackingTarget(size: config.viewport, scale: config.scale, textRenderer: text)
        presenter = WindowPresenter(renderer: renderer)
        scene = prepared.scene
        browser = prepared.browser
        hud = prepared.hud
        hud.corner = Self.hudCorner(for: config.exampleID)
        if let path = options.recordPath {
            var recorded = config
            recorded.language = scene.localizer.language.code
            recorded.fps = options.frameRate ?? window.refreshRate ?? 60   // what a hand-added `wait` runs at
            recorder = try SessionRecorder(path: path, configuration: recorded)
        } else {
            recorder = nil
        }
        StartupTimeline.mark(.fontsAndAssets)
        realStart = SDLClock.now
        clock = SessionClock(startingAt: realStart)
        frameInterval = 1 / (options.frameRate ?? window.refreshRate ?? 60)
    }

    static func title(for exampleID: String) -> String { "refresh-playground — \(exampleID)" }

    /// Where the HUD starts: away from the control being looked at (footers live at the bottom).
    static func hudCorner(for exampleID: String) -> HUDCorner {
        exampleID.hasPrefix("footer.") || exampleID.hasPrefix("grid.") ? .topRight : .bottomRight
    }

    /// Runs until the window is closed or a quit key is pressed.
    package func run() {
        while running {
            let frameStart = SDLClock.now
            while let e = events.poll() { handle(e) }
            if !running { break }
            // A frame limit (tests, the benchmark's cold start) is reached even at rest.
            if needsFrame || (scene.isBusy && !clock.isPaused) || options.frameLimit != nil {
                needsFrame = false
                presentFrame(at: sceneTime(atReal: SDLClock.now))
                if let limit = options.frameLimit, presentedFrames >= limit { break }
                // vsync paces real displays; this keeps virtual ones (Xvfb) at the display rate too.
                let left = frameInterval - (SDLClock.now - frameStart)
                if left > 0.001 { SDLClock.sleep(seconds: left) }
            } else if let e = events.wait(milliseconds: 500) {
                handle(e)
            }
        }
        recorder?.finish()
        trace?.flush()
    }

    // MARK: Time

    /// Scene time for a real time, never before the scene's own clock; whole microseconds, so a
    /// recording writes short numbers that read back to the very same values.
    private func sceneTime(atReal real: Double) -> Double {
        max(scene.clock.now, (clock.sceneTime(atReal: real) * 1_000_000).rounded() / 1_000_000)
    }

    private var wall: Double { SDLClock.now - realStart }

    // MARK: Frames

    private func presentFrame(at t: Double) {
        let cpuStart = CPUClock.threadSeconds()
        meter.recordFrame(at: SDLClock.now)   // first, so a HUD drawn after a rest shows no stale rate
        scene.tick(at: t)
        let viewport = scene.window.bounds.size
        do {
            try frames.resize(to: viewport, scale: window.pixelScale)
        } catch {
            scene.window.logger.warning(
                "cannot redraw the window at \(viewport.width)x\(viewport.height) points: \(error)")
        }
        frames.renderFrame(clear: scene.clearColor) { [self] canvas in
            scene.render(in: canvas)
            if hud.isVisible { hud.render(scene: scene, stats: stats, in: canvas, viewport: viewport) }
            if browser.isOpen { browser.render(in: canvas, viewport: viewport) }
        }
        presenter.present(frames, force: needsPresent)
        let all = frames.fullRect
        lastFrameRepaint = 100 * Double(frames.damage.area) / Double(max(1, Int(all.width) * Int(all.height)))
        needsPresent = false
        lastFrameCPU = CPUClock.threadSeconds() - cpuStart
        recorder?.record(.frame, at: t, wall: wall)
        trace?.write(traceLine(frame: presentedFrames, time: t))
        presentedFrames += 1
        if presentedFrames == 1 { onFirstFrame?() }
        if let request = captureRequested {
            captureRequested = nil
            capture(withOverlays: request == .captureWithOverlays)
        }
    }

    /// What the HUD shows about the window's own frames and clock.
    private var stats: FrameStats {
        FrameStats(
            framesPerSecond: meter.framesPerSecond, lastFrameCPUMilliseconds: lastFrameCPU.map { $0 * 1000 },
            lastFrameRepaintedPercent: lastFrameRepaint,
            speed: clock.speed, isPaused: clock.isPaused)
    }

    /// The scene's trace line with `"wall"` (real seconds since start) after `t`.
    private func traceLine(frame: Int, time t: Double) -> String {
        guard case var .object(members) = scene.traceObject(frame: frame, time: t) else { return "" }
        let at = (members.firstIndex { $0.key == "t" } ?? 0) + 1
        members.insert(("wall", TraceFormat.number(wall)), at: at)
        return JSONValue.object(members).serialized()
    }

    /// The scene as replay renders it (recorded as a `screenshot` step), or with the overlays as
    /// shown (not recorded: replay has no overlays).
    private func capture(withOverlays: Bool) {
        var name = SceneCapture.name(exampleID: scene.example.id, frame: presentedFrames - 1)
        if withOverlays { name += "-overlays" }
        let stats = self.stats, viewport = scene.window.bounds.size
        let overlays: ((Canvas) -> Void)? =
            withOverlays
            ? { [hud, browser, scene] canvas in
                if hud.isVisible { hud.render(scene: scene, stats: stats, in: canvas, viewport: viewport) }
                if browser.isOpen { browser.render(in: canvas, viewport: viewport) }
            } : nil
        do {
            let path = try SceneCapture.write(
                scene, scale: frames.scale, text: text, folder: options.captureDirectory,
                name: name, overlays: overlays)
            if !withOverlays { recorder?.record(.screenshot(name: name)) }
            print("capture: \(EchoedText.escaped(path, limit: EchoedText.pathLimit))")
        } catch {
            CommandLineTool.standardError("refresh-playground: \(error)")
        }
    }

    // MARK: Input

    private func handle(_ event: InputEvent) {
        if browser.isOpen, handleInBrowser(event) { return }
        switch event {
        case .quit:
            running = false
        case let .key(name, modifiers, isRepeat):
            handleKey(name, modifiers: modifiers, isRepeat: isRepeat)
        case let .pointerDown(p, time):
            apply(.down(p), real: time) { self.scene.route(.pointerDown(p, time: $0)) }
        case let .pointerMoved(p, time):
            apply(.move(p, duration: 0), real: time) { self.scene.route(.pointerMoved(p, time: $0)) }
        case let .pointerUp(p, time):
            apply(.upAt(p), real: time) { self.scene.route(.pointerUp(p, time: $0)) }
        case let .pointerCancelled(time):
            apply(.cancel, real: time) { self.scene.route(.pointerCancelled(time: $0)) }
        case let .wheel(dx, dy):
            apply(.wheel(dx: dx, dy: dy), real: SDLClock.now) { _ in self.scene.route(.wheel(dx: dx, dy: dy)) }
        case let .trackpad(dx, dy, time):
            apply(.trackpad(dx: dx, dy: dy), real: time) { self.scene.route(.trackpad(dx: dx, dy: dy, time: $0)) }
        case .resized:
            let size = window.size
            apply(.resize(size), real: SDLClock.now) { _ in self.scene.resize(to: size) }
            scene.context.scale = window.pixelScale
        case .exposed:
            needsFrame = true
            needsPresent = true
        case .other:
            break
        }
    }

    /// While the browser is open it takes keys, clicks and the wheel; returns false for what still
    /// goes to the window (quit, resize, exposure).
    private func handleInBrowser(_ event: InputEvent) -> Bool {
        let action: BrowserAction?
        switch event {
        case let .key(name, modifiers, _):
            // Q, Ctrl+Q, H and the captures work over the browser; Esc and Tab close it.
            if let shortcut = WindowShortcut(key: name, modifiers: modifiers), name != "Escape",
                [.quit, .toggleHUD, .capture, .captureWithOverlays].contains(shortcut)
            {
                return false
            }
            action = browser.key(name)
        case let .pointerDown(p, _):
            action = browser.click(at: p, viewport: scene.window.bounds.size)
        case .pointerMoved, .pointerUp, .pointerCancelled:
            return true
        case let .wheel(_, dy):
            browser.wheel(dy: dy)
            action = nil
        case let .trackpad(_, dy, _):
            browser.wheel(dy: dy / PlaygroundScene.pointsPerWheelLine)
            action = nil
        default:
            return false
        }
        if case let .open(id) = action { open(exampleID: id) }
        needsFrame = true
        return true
    }

    /// Input for the scene: the scene catches up to the input's time, then `body` applies it at
    /// that time; the recording gets `step` at the same time.
    private func apply(_ step: ReplayStep, real: Double, _ body: (Double) -> Void) {
        let t = sceneTime(atReal: real)
        scene.tick(at: t)
        body(t)
        recorder?.record(step, at: t, wall: wall)
        needsFrame = true
    }

    private func handleKey(_ name: String, modifiers: KeyModifiers, isRepeat: Bool) {
        if let shortcut = WindowShortcut(key: name, modifiers: modifiers) {
            if isRepeat && !shortcut.repeats { return }
            run(shortcut)
            return
        }
        guard !isRepeat || ["Up", "Down", "PageUp", "PageDown"].contains(name),
            modifiers.isDisjoint(with: [.control, .alt, .gui])
        else { return }
        sceneKey(name)
    }

    /// A key for the example (a language or theme switch is recorded as the language or theme it
    /// switched to). A key that means nothing is still recorded: the scene caught up to its time,
    /// and the replay must catch up at the same moment to stay frame for frame the same.
    private func sceneKey(_ name: String) {
        let t = sceneTime(atReal: SDLClock.now)
        scene.tick(at: t)
        let language = scene.localizer.language, theme = scene.theme
        let handled = scene.key(name)
        if !handled {
            recorder?.record(.key(name), at: t, wall: wall)
        } else if scene.localizer.language != language {
            recorder?.record(.language(scene.localizer.language.code), at: t, wall: wall)
        } else if scene.theme != theme {
            recorder?.record(.theme(scene.theme), at: t, wall: wall)
        } else {
            recorder?.record(.key(name), at: t, wall: wall)
        }
        if handled { needsFrame = true }
    }

    private func run(_ shortcut: WindowShortcut) {
        let now = SDLClock.now
        switch shortcut {
        case .quit:
            running = false
        case .refresh:
            sceneKey("F5")
        case .cycleSpeed:
            clock.cycleSpeed(atReal: now)
            recordSpeed(now)
        case .togglePause:
            clock.togglePause(atReal: now)
            recordSpeed(now)
        case .stepFrame:
            guard clock.isPaused else { return }
            clock.step(frameInterval: frameInterval)
            needsFrame = true
        case .capture, .captureWithOverlays:
            captureRequested = shortcut
            needsFrame = true
        case .toggleBrowser:
            if scene.scrollView.isTracking {
                apply(.cancel, real: now) { self.scene.route(.pointerCancelled(time: $0)) }
            }
            browser.open(current: scene.example.id)
            needsFrame = true
        case .toggleHUD:
            hud.toggle()
            needsFrame = true
        case .moveHUD:
            let all = HUDCorner.allCases
            hud.corner = all[((all.firstIndex(of: hud.corner) ?? 0) + 1) % all.count]
            hudCornerChosen = true
            needsFrame = true
        }
    }

    private func recordSpeed(_ real: Double) {
        recorder?.record(.speed(factor: clock.speed, paused: clock.isPaused), at: sceneTime(atReal: real), wall: wall)
        needsFrame = true
    }

    // MARK: Examples

    /// Replaces the scene with example `id` at the current time (same size, scale and language).
    func open(exampleID id: String) {
        let t = sceneTime(atReal: SDLClock.now)
        guard id != scene.example.id, let next = try? scene.successor(exampleID: id, at: t, textMeasurer: text) else {
            return
        }
        scene = next
        window.title = Self.title(for: id)
        if !hudCornerChosen { hud.corner = Self.hudCorner(for: id) }
        recorder?.record(.example(id), at: t, wall: wall)
        needsFrame = true
    }
}

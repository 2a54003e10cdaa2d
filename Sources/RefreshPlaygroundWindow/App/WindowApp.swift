import Foundation
import RefreshCore
import RefreshPlayground
import RefreshSDL

/// The interactive playground on the library's public window: a `RefreshWindow` showing the
/// example's scene (its loop, pacing, input times, speed, pause and step, recording), input through
/// `PlaygroundScene.route` (the example's keys, then `ScrollViewInputRouter`), and what only the
/// playground has: the example browser and the HUD as the window's overlay, captures, the trace.
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
        /// `--speak`: the announcements are spoken through speech-dispatcher when it is installed.
        package var speaksAnnouncements = false
        /// `--animation`: an animation recorded from the first frame, written when the window
        /// closes or `G` stops it; nil: `G` starts one into the captures folder.
        package var animationPath: String?
        /// `--animation-fps`: the animations' frames per second at most.
        package var animationFramesPerSecond = 30.0
        /// `--animation-scale`: the animations' size as a share of the window's pixels.
        package var animationScale = 1.0
        /// Makes the encoder of an animation to be written to `path` with `animationFramesPerSecond`
        /// and `animationScale` (the command line passes RefreshTesting's `AnimatedCapture`); nil:
        /// `G` and `--animation` say the window cannot record animations.
        package var makeAnimationEncoder:
            ((_ path: String, _ framesPerSecond: Double, _ scale: Double) -> any AnimationEncoder)?
        /// The size was not chosen (no `--size`): the window opens no larger than the screen's usable
        /// area (`WindowFit`), and says so when it opens smaller.
        package var fitsScreen = false

        package init() {}
    }

    private let options: Options
    /// The window, its loop, pacing, input time, recording: the library's `RefreshWindow`.
    private let window: RefreshWindow
    private let text: TextRenderer
    private var scene: PlaygroundScene
    private let trace: TraceWriter?
    private let realStart: Double
    private var captureRequested: WindowShortcut?
    private let browser: ExampleBrowser
    private let hud: HUD
    /// The browser, the HUD and the notice of the last key, stacked in that order.
    private let overlays: OverlayStack
    /// True while the last frame drew a notice: one more frame clears it once it has faded.
    private var noticeDrawn = false
    private var meter = FrameRateMeter()
    /// Speaks the announcements (`--speak`); nil without the flag.
    private let speaker: AnnouncementSpeaker?
    private var lastFrameCPU: Double?
    /// The share of the window the last frame repainted, in percent.
    private var lastFrameRepaint: Double?
    /// The animation being recorded (`G`, `--animation`).
    private var animation: AnimationRecording?
    /// Set once Shift+H moved the HUD: it then stays where the user put it across examples.
    private var hudCornerChosen = false
    /// Called once after the first frame is on screen (start-up benchmark).
    package var onFirstFrame: (() -> Void)?

    /// The speeds `S` cycles through, fastest first.
    static let speeds: [Double] = [1, 0.5, 0.25, 0.1]

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
        if let path = options.animationPath { try OutputPath.checkFile(path, what: "the animation") }
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
        let sdlWindow: SDLWindow, renderer: SDLRenderer
        do {
            try SDLRuntime.initVideo()
            StartupTimeline.mark(.sdlInit)
            let screen = options.fitsScreen ? SDLDisplay.usableSize() : nil
            let size = WindowFit.size(config.viewport, within: screen)
            if let note = WindowFit.note(wanted: config.viewport, opened: size, screen: screen) { print(note) }
            sdlWindow = try SDLWindow(title: Self.title(for: config.exampleID), size: size)
            let sides = SceneConfiguration.viewportSides.lowerBound
            sdlWindow.minimumSize = Size(width: sides, height: sides)
            renderer = try SDLRenderer(
                window: sdlWindow, vsync: options.frameRate == nil,
                software: SDLRenderer.prefersSoftware(environment: ProcessInfo.processInfo.environment))
        } catch {
            _ = try? preparation.wait(building: config)   // never leave the thread running into the exit
            throw error
        }
        StartupTimeline.mark(.window)
        config.scale = sdlWindow.pixelScale
        config.viewport = sdlWindow.size
        let prepared = try preparation.wait(building: config)
        StartupTimeline.record(.backgroundPreparation, milliseconds: prepared.milliseconds)
        text = prepared.text
        scene = prepared.scene
        browser = prepared.browser
        hud = prepared.hud
        hud.corner = Self.hudCorner(for: config.exampleID)
        overlays = OverlayStack(browser: browser, hud: hud, notice: NoticeBanner(textMeasurer: text))
        window = try RefreshWindow(
            window: sdlWindow, renderer: renderer, root: scene.window, textRenderer: text,
            frameRate: options.frameRate)
        window.frameLimit = options.frameLimit
        // For measuring what coalescing buys (docs/benchmark.md): REFRESH_COALESCE_MOTION=0 hands every move over.
        window.coalescesMotion = ProcessInfo.processInfo.environment["REFRESH_COALESCE_MOTION"] != "0"
        if let path = options.recordPath {
            var recorded = config
            recorded.language = scene.localizer.language.code
            recorded.reducesMotion = scene.context.reducesMotion   // the flag's, the environment's or the desktop's
            recorded.fps = 1 / window.frameInterval   // what a hand-added `wait` runs at
            do {
                try window.startRecording(
                    to: path, script: SceneScript(configuration: recorded, steps: []).replayScript)
            } catch {
                throw PlaygroundError.runtime("\(error)")
            }
        }
        StartupTimeline.mark(.fontsAndAssets)
        speaker = options.speaksAnnouncements ? AnnouncementSpeaker(logger: scene.window.logger) : nil
        speaker?.listen(to: scene)
        realStart = MonotonicClock.seconds()
        if let path = options.animationPath { startAnimation(into: path) }
        window.overlay = { [unowned self] canvas in drawOverlays(in: canvas) }
    }

    package static func title(for exampleID: String) -> String { "refresh-playground — \(exampleID)" }

    /// Where the HUD starts: away from the control being looked at (footers live at the bottom).
    static func hudCorner(for exampleID: String) -> HUDCorner {
        exampleID.hasPrefix("footer.") || exampleID.hasPrefix("grid.") ? .topRight : .bottomRight
    }

    /// Runs until the window is closed, a quit key is pressed or the frame limit is reached.
    package func run() {
        while !window.isFinished {
            while !window.isFinished, let e = window.poll() {
                handle(e)
                showNotice()
            }
            let cpuStart = CPUClock.threadSeconds()
            // First, so a HUD drawn after a rest shows no stale rate.
            if window.needsFrame { meter.recordFrame(at: MonotonicClock.seconds()) }
            if animation != nil, badgeText != lastBadgeText { window.setNeedsFrame() }   // the badge counts on
            if noticeDrawn { window.setNeedsFrame() }   // the notice fades, then one frame clears it
            if window.presentFrameIfNeeded() { framePresented(cpuStart: cpuStart) }
            window.waitForNextFrame()
        }
        window.finish()
        stopAnimation()
        trace?.flush()
    }

    private var wall: Double { MonotonicClock.seconds() - realStart }

    // MARK: Frames

    /// The browser, the HUD and a key's notice, over the scene (the window's overlay: never in a
    /// recording's replay).
    private func drawOverlays(in canvas: Canvas) {
        let now = MonotonicClock.seconds()
        overlays.render(scene: scene, stats: stats, in: canvas, viewport: scene.window.bounds.size, at: now)
        noticeDrawn = overlays.notice.isVisible(at: now)
        if let animation {
            RecordingBadge.render(seconds: MonotonicClock.seconds() - animation.startTime, in: canvas)
            lastBadgeText = badgeText
        }
    }

    /// After a frame: its statistics, its trace line, a capture asked for.
    private func framePresented(cpuStart: Double) {
        let damage = window.target.damage, all = window.target.fullRect
        lastFrameRepaint = 100 * Double(damage.area) / Double(max(1, Int(all.width) * Int(all.height)))
        lastFrameCPU = CPUClock.threadSeconds() - cpuStart
        let frame = window.frameCount - 1
        trace?.write(traceLine(frame: frame, time: window.clock.now))
        if frame == 0 { onFirstFrame?() }
        if let animation,
            !animation.add(scene, scale: window.target.scale, text: text, at: MonotonicClock.seconds())
        {
            stopAnimation()   // its frames filled the memory it may take: written with a word on why
        }
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
            speed: window.speed, isPaused: window.isPaused, timing: window.timing,
            targetFrameMilliseconds: window.frameInterval * 1000)
    }

    /// The scene's trace line with `"wall"` (real seconds since start) after `t`.
    private func traceLine(frame: Int, time t: Double) -> String {
        guard case var .object(members) = scene.traceObject(frame: frame, time: t) else { return "" }
        let at = (members.firstIndex { $0.key == "t" } ?? 0) + 1
        members.insert(contentsOf: WindowTraceTiming.members(wall: wall, frame: window.timing.last), at: at)
        return JSONValue.object(members).serialized()
    }

    /// The scene as replay renders it (recorded as a `screenshot` step), or with the overlays as
    /// shown (not recorded: replay has no overlays).
    private func capture(withOverlays: Bool) {
        var name = SceneCapture.name(exampleID: scene.example.id, frame: window.frameCount - 1)
        if withOverlays { name += "-overlays" }
        let stats = self.stats, viewport = scene.window.bounds.size, now = MonotonicClock.seconds()
        let drawn: ((Canvas) -> Void)? =
            withOverlays
            ? { [overlays, scene] canvas in
                overlays.render(scene: scene, stats: stats, in: canvas, viewport: viewport, at: now)
            } : nil
        do {
            let path = try SceneCapture.write(
                scene, scale: window.target.scale, text: text, folder: options.captureDirectory,
                name: name, overlays: drawn)
            if !withOverlays { window.record(.screenshot(name: name)) }
            print("capture: \(EchoedText.escaped(path, limit: EchoedText.pathLimit))")
            // At once, also when the output goes to a file or a pipe (nil: every stream; Swift 6
            // refuses the global `stdout` as not concurrency-safe).
            fflush(nil)
        } catch {
            StandardError.write("refresh-playground: \(error)")
        }
    }

    // MARK: Animations

    /// What the recording badge shows now.
    private var badgeText: String? {
        animation.map { RecordingBadge.text(seconds: MonotonicClock.seconds() - $0.startTime) }
    }
    private var lastBadgeText: String?

    /// `G`: stops the animation being recorded, or starts one into `--animation` (the first
    /// time) or the captures folder.
    private func toggleAnimation() {
        if animation != nil {
            stopAnimation()
        } else {
            let name = SceneCapture.name(exampleID: scene.example.id, frame: window.frameCount) + ".gif"
            do {
                try OutputPath.createFolder(options.captureDirectory, what: "the captures folder")
            } catch {
                StandardError.write("refresh-playground: \(error)")
                return
            }
            startAnimation(into: (options.captureDirectory as NSString).appendingPathComponent(name))
        }
        window.setNeedsFrame()
    }

    private func startAnimation(into path: String) {
        guard let makeEncoder = options.makeAnimationEncoder else {
            StandardError.write("refresh-playground: this window was opened without an animation encoder")
            return
        }
        animation = AnimationRecording(
            path: path,
            encoder: makeEncoder(path, options.animationFramesPerSecond, options.animationScale),
            startTime: MonotonicClock.seconds())
    }

    /// Writes the animation being recorded, if any, and says where.
    private func stopAnimation() {
        guard let recording = animation else { return }
        animation = nil
        window.setNeedsFrame()   // without the badge
        do {
            print(try recording.write(endingAt: MonotonicClock.seconds()))
            fflush(nil)
        } catch {
            StandardError.write("refresh-playground: \(error)")
        }
    }

    // MARK: Input

    /// An event from the window: the browser's while it is open, then the window's shortcuts, and
    /// the rest the scene's (`PlaygroundScene.route`: the example's keys, then the router). The
    /// window has already run the scene up to the event's time and recorded it.
    private func handle(_ event: InputEvent) {
        defer { window.sendsInputToTree = !browser.isOpen }
        if browser.isOpen, handleInBrowser(event) { return }
        switch event {
        case .quit:
            window.finish()
        case .key:
            handleKey(event)
        case .resized:
            // The window gave the root its size and scale; the example lays out its own content.
            scene.resize(to: window.root.bounds.size)
        case .exposed, .other:
            break
        default:
            scene.route(event)   // the pointer, the wheel, the trackpad: the scene's input
        }
    }

    /// While the browser is open it takes keys, clicks and the wheel (the window neither runs the
    /// scene up to them nor records them); returns false for what still goes to the window (quit,
    /// resize, exposure, and the keys that work over it).
    private func handleInBrowser(_ event: InputEvent) -> Bool {
        let action: BrowserAction?
        switch event {
        case let .key(name, modifiers, _):
            // The window's own keys work over the browser (WindowShortcut.worksOverBrowser); Esc
            // and Tab close it, the rest move its selection.
            if let shortcut = WindowShortcut(key: name, modifiers: modifiers), name != "Escape",
                shortcut.worksOverBrowser
            {
                return false
            }
            action = browser.key(name)
        case let .pointerDown(p, _):
            action = browser.click(at: p, viewport: scene.window.bounds.size)
        case .pointerMoved, .pointerUp, .pointerCancelled, .pointerHovered:
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
        window.setNeedsFrame()
        return true
    }

    /// Shows the word a key left on the scene (`KeyNotice`), if any, from now.
    private func showNotice() {
        guard let notice = scene.takeNotice() else { return }
        overlays.notice.show(notice, at: MonotonicClock.seconds())
        window.setNeedsFrame()
    }

    private func handleKey(_ event: InputEvent) {
        guard case let .key(name, modifiers, isRepeat) = event else { return }
        // Esc is the example's first while it wants it (a second floor open closes), then the
        // scene's router's while a refresh runs (it cancels it), else it quits.
        if event.plainKey == "Escape", scene.key(name) { return }
        // Tab is the browser's unless the example takes it (list.split moves its focus with it).
        if scene.takesTab, let key = event.plainKey, key == "Tab" || key == "Shift+Tab" { return sceneKey(key) }
        // The open tuning panel takes its keys first (→ changes a value instead of stepping a frame),
        // and its arrows' repeats too: held, they go on (the window drops other keys' repeats unrecorded).
        if scene.tuning.isOpen {
            if let key = event.plainKey, FeelTuning.panelKeys.contains(key) { return sceneKey(key) }
            if isRepeat, modifiers.isPlain, FeelTuning.heldKeys.contains(name) {
                window.record(.key(name))
                sceneKey(name)
                return window.setNeedsFrame()
            }
        }
        if let shortcut = WindowShortcut(key: name, modifiers: modifiers) {
            if isRepeat && !shortcut.repeats { return }
            run(shortcut)
            return
        }
        // The example gets plain keys, held only the repeating ones (as the window records them).
        guard let key = event.plainKey else { return }
        sceneKey(key)
    }

    /// A key for the example (the window recorded it; a language or theme switch is recorded as
    /// the language or theme it switched to instead).
    private func sceneKey(_ name: String) {
        let language = scene.localizer.language, theme = scene.theme
        guard scene.key(name) else { return }
        TuningExport.writePending(of: scene, folder: options.captureDirectory, frame: window.frameCount - 1)
        if scene.localizer.language != language {
            window.replaceRecordedEvent(with: .language(scene.localizer.language.code))
        } else if scene.theme != theme {
            window.replaceRecordedEvent(with: .theme(scene.theme))
        }
    }

    private func run(_ shortcut: WindowShortcut) {
        switch shortcut {
        case .quit:
            window.finish()
        case .refresh:
            scene.key("F5")   // the window records Ctrl+R as F5
        case .cycleSpeed:
            window.speed = Self.speeds[((Self.speeds.firstIndex(of: window.speed) ?? -1) + 1) % Self.speeds.count]
        case .togglePause:
            window.isPaused.toggle()
        case .stepFrame:
            window.step()
        case .capture, .captureWithOverlays:
            captureRequested = shortcut
            window.setNeedsFrame()
        case .toggleAnimation:
            toggleAnimation()
        case .toggleBrowser:
            if scene.scrollView.isTracking {
                window.record(.cancel)
                scene.route(.pointerCancelled(time: window.clock.now))
            }
            browser.open(current: scene.example.id)
            window.setNeedsFrame()
        case .toggleHUD:
            hud.toggle()
            window.setNeedsFrame()
        case .moveHUD:
            let all = HUDCorner.allCases
            hud.corner = all[((all.firstIndex(of: hud.corner) ?? 0) + 1) % all.count]
            hudCornerChosen = true
            window.setNeedsFrame()
        }
    }

    // MARK: Examples

    /// Replaces the scene with example `id` at the current time (same size, scale and language).
    func open(exampleID id: String) {
        guard id != scene.example.id else { return }
        window.record(.example(id))   // the scene runs up to now first, as a replay's timed step does
        guard let next = try? scene.successor(exampleID: id, at: window.clock.now, textMeasurer: text) else { return }
        scene = next
        speaker?.listen(to: next)
        window.replaceRoot(with: next.window)
        window.window.title = Self.title(for: id)
        if !hudCornerChosen { hud.corner = Self.hudCorner(for: id) }
    }
}

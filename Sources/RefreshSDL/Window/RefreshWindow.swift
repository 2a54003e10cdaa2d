import Foundation
import RefreshCore

/// An SDL window that shows a view tree: the window, its renderer, a canvas, the event source, and
/// the tree's root `Window`, whose clock the window runs. It keeps the root and its `contentView`
/// the window's size and pixel density; the host's loop polls and presents:
///
/// ```swift
/// let window = try RefreshWindow(title: "Hello", size: Size(width: 390, height: 640))
/// window.contentView = list
/// let input = ScrollViewInputRouter(scrollView: list)
/// while !window.isFinished {
///     while let event = window.poll() {
///         if case .quit = event { window.finish() } else { input.route(event) }
///     }
///     window.present()   // tick the tree, draw what changed, show it, wait for the next frame
/// }
/// ```
///
/// Several lists in one window (side by side, each with its own controls): give the window a
/// content view holding them and route through `ScrollViewInputRouter(root: window.root)`. A press
/// goes to the list under it and focuses it, keys go to the focused list only, Tab and Shift+Tab
/// move the focus, and the focused list is ringed in the accent (`root.focusRingColor`, set by
/// `RefreshTheme.apply`):
///
/// ```swift
/// let content = View(frame: .zero)
/// content.addSubview(left)    // frames side by side, laid out by the app
/// content.addSubview(right)
/// window.contentView = content
/// let input = ScrollViewInputRouter(root: window.root)
/// ```
///
/// Time: the tree's clock (`clock`) reads seconds since the window opened, at `speed` (slower to
/// watch an animation, `isPaused` to stop it, `step()` to go on by one frame). `poll()` hands out
/// events with times on that clock, after running the tree's frames up to each event's time, so
/// input meets the content where it was drawn even after a rest.
///
/// Frames: `present()` runs and draws a frame only when one is needed (`needsFrame`: input came,
/// something in the tree moves, or the host asked with `setNeedsFrame()`), offscreen, repainting
/// only the rectangles whose drawing changed (`DamageTrackingTarget`), and uploads only those.
/// Then it waits: a frame interval while something moves, at the display's rate or a chosen
/// `frameRate`; at rest, until the next event, so a window at rest costs no CPU. With a
/// `frameLimit` it stops after that many frames (`isFinished`).
///
/// Recording: `startRecording(to:script:)` writes the session as a `ReplayScript` while it runs:
/// every event `poll()` hands out as a step at the time it applied, every frame as a timed `frame`
/// step. `RefreshTestHost` (RefreshTesting) replays it against the same views frame by frame.
@MainActor
public final class RefreshWindow {
    /// The SDL window.
    public let window: SDLWindow
    /// The window's renderer.
    public let renderer: SDLRenderer
    /// The canvas frames are drawn with, at the window's pixels per point (it draws offscreen;
    /// only what changed reaches the window).
    public var canvas: SDLCanvas { frames.canvas }
    /// The offscreen target frames are drawn into: its `damage` is what the last frame repainted.
    public var target: DamageTrackingTarget { frames }
    /// The root of the view tree, the size of the window's client area in points.
    public private(set) var root: Window
    /// The clock of the tree's context (scheduler, animator, scroll physics): seconds since the
    /// window opened at `speed`. The window sets it; `InputEvent` times from `poll()` are on it.
    public var clock: ManualClock { Self.manualClock(of: root) }
    /// The view that fills the window, as a root view controller's view does in UIKit: setting it
    /// adds it to `root` (removing the one before) and gives it the root's bounds, and every resize
    /// of the window resizes it. Nil until set; other subviews of `root` are the host's to place.
    public var contentView: View? {
        didSet {
            guard contentView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let contentView {
                contentView.frame = root.bounds
                root.addSubview(contentView)
            }
            needsFrameRequested = true
        }
    }
    /// Drawn over the tree in every frame (a HUD, a menu): it is the window's, not the tree's, so
    /// a recording's replay draws the tree without it. Call `setNeedsFrame()` when what it draws changes.
    public var overlay: ((Canvas) -> Void)? {
        didSet { needsFrameRequested = true }
    }
    /// Seconds from one frame to the next while something moves: `1 / frameRate`, or the
    /// display's refresh period (1/60 s when SDL does not know the display's rate).
    public let frameInterval: Double
    /// The rate frames are paced at by sleeping, vsync off; nil: the display's rate.
    public let frameRate: Double?
    /// The longest `present()` waits at rest for an event, seconds: the host's loop gets control
    /// back at least this often (to poll its own sources).
    public var maximumRestWait = 0.5
    /// Stop after this many frames: `isFinished` turns true when `frameCount` reaches it, and
    /// until then `present()` produces a frame each interval even at rest. Nil: no limit.
    public var frameLimit: Int? {
        didSet { if let frameLimit, frameCount >= frameLimit { finish() } }
    }
    /// Frames `present()` produced (ticked, drawn and shown) so far.
    public private(set) var frameCount = 0
    /// True once `frameLimit` frames were produced or `finish()` was called: the loop should end.
    /// `present()` does nothing from then on.
    public private(set) var isFinished = false
    /// False while something above the tree takes the input (a modal overlay, a menu): `poll()`
    /// then hands out events without running the tree up to their time or recording them. A
    /// resize still reaches the tree.
    public var sendsInputToTree = true
    /// Tree seconds per real second, 0.01…4 (1: real time); a change is recorded. Slower speeds
    /// show animations frame by frame as they would run.
    public var speed: Double {
        get { timeline.speed }
        set {
            timeline.setSpeed(min(4, max(0.01, newValue.isFinite ? newValue : 1)), atReal: MonotonicTime.now)
            speedChanged()
        }
    }
    /// True stops the tree's time (nothing moves, no frames are produced but for input and
    /// `step()`); false lets it go on from where it stopped. A change is recorded.
    public var isPaused: Bool {
        get { timeline.isPaused }
        set {
            guard newValue != timeline.isPaused else { return }
            timeline.togglePause(atReal: MonotonicTime.now)
            speedChanged()
        }
    }
    /// The path the session is being recorded to, or nil.
    public var recordingPath: String? { recorder?.path }
    /// Input-to-present latency and present times on CLOCK_MONOTONIC (`FrameTimingLog`): every input
    /// `poll()` hands to the tree counts from its arrival to the present of the next frame.
    public private(set) var timing = FrameTimingLog()
    /// Whether drag moves waiting together in the event queue reach the tree as one, the last
    /// (`SDLEventSource.coalescesMotion`; true by default).
    public var coalescesMotion: Bool {
        get { events.coalescesMotion }
        set { events.coalescesMotion = newValue }
    }

    private let events: SDLEventSource
    private let frames: DamageTrackingTarget
    private let presenter: WindowPresenter
    private var timeline: TreeTimeline
    /// When the next frame may come, on `MonotonicTime` (nanoseconds, so frames are paced without
    /// SDL's whole milliseconds): a frame interval after the last one
    /// (or after the one due before it, while frames follow each other), as vsync paces a display.
    private var nextFrameDue: Double?
    /// A frame was produced since the last wait: the next wait first paces to `nextFrameDue`.
    private var framePresentedSinceWait = false
    /// An event that arrived while `present()` waited at rest; `poll()` returns it first.
    private var pending: InputEvent?
    /// The window was uncovered (or just opened): the next frame is shown even if nothing in it changed.
    private var needsPresent = true
    private var needsFrameRequested = true
    private var recorder: ReplayScriptWriter?
    /// The step recorded for the event `poll()` returned last, written at the next poll, frame or
    /// recorded step (so `replaceRecordedEvent(with:)` can change it).
    private var unwrittenEvent: (time: Double, step: ReplayStep?)?
    private var lastFlush = 0.0
    /// The last hover since a step was recorded (or before a recording began): written just before
    /// the next timed step, at its time.
    private var unrecordedHover: Point?

    /// Opens a window of `size` points titled `title`, with a white root view measuring text with
    /// the shared `TextRenderer`. Its context's calendar starts at the current date in the user's
    /// time zone (`TimeZone.current`), so a header's last-updated time is the real one.
    ///
    /// - Parameters:
    ///   - title: The window's title.
    ///   - size: The client area in points.
    ///   - frameRate: Frames per second to pace at by sleeping, vsync off (1…480: another rate is
    ///     a programming error, checked with a precondition); nil: the display's rate with vsync.
    ///   - software: Draw with SDL's software renderer instead of an accelerated one; by default as
    ///     `SDLRenderer.prefersSoftware` decides (software when the machine has no GPU device).
    /// - Throws: `SDLError.noDisplay` without a display, `SDLError.sdl` when SDL cannot make the
    ///   window or renderer, and `TextRenderer`'s error naming the missing font's package.
    public convenience init(
        title: String, size: Size, frameRate: Double? = nil,
        software: Bool = SDLRenderer.prefersSoftware(environment: ProcessInfo.processInfo.environment)
    ) throws {
        let text = try TextRenderer.shared()
        let window = try SDLWindow(title: title, size: size)
        let renderer = try SDLRenderer(window: window, vsync: frameRate == nil, software: software)
        // Last-updated labels show the real date and time in the user's zone, as the playground's
        // window does (whole seconds, as a recording writes the date).
        let context = ViewContext(
            clock: ManualClock(), textMeasurer: text, scale: window.pixelScale,
            calendarOrigin: Date(timeIntervalSince1970: Date().timeIntervalSince1970.rounded(.down)),
            timeZone: TimeZone.current)
        let root = Window(frame: Rect(origin: .zero, size: window.size), context: context)
        root.backgroundColor = .white
        try self.init(window: window, renderer: renderer, root: root, textRenderer: text, frameRate: frameRate)
    }

    /// Shows `root`, a view tree made elsewhere (with its own context: language, calendar, text
    /// measurer), in a window and renderer already open (made with vsync off when `frameRate` is
    /// given). The root is sized to the window; its context must run on a `ManualClock`, which the
    /// window drives on from its current reading. When the person asked for reduced motion
    /// (``ReducedMotion/preferred(environment:desktop:)``), the tree's context is set to it (and so
    /// is every root that replaces it); a host may still turn it on itself.
    ///
    /// - Parameters:
    ///   - window: The open SDL window.
    ///   - renderer: The window's renderer.
    ///   - root: The tree to show.
    ///   - textRenderer: The fonts text is drawn with; nil: `TextRenderer.shared()`.
    ///   - frameRate: Frames per second to pace at by sleeping (1…480, checked with a
    ///     precondition, as the root's `ManualClock` is); nil: the display's rate.
    /// - Throws: `SDLError.sdl` when the offscreen target cannot be made, `TextRenderer`'s error
    ///   naming a missing font's package.
    public init(
        window: SDLWindow, renderer: SDLRenderer, root: Window, textRenderer: TextRenderer? = nil,
        frameRate: Double? = nil
    ) throws {
        precondition(root.context.clock is ManualClock, "the root's context must run on a ManualClock")
        precondition(
            frameRate.map { $0.isFinite && (1...480).contains($0) } ?? true, "a frame rate is 1…480 per second")
        self.window = window
        self.renderer = renderer
        self.root = root
        self.frameRate = frameRate
        frames = try DamageTrackingTarget(size: window.size, scale: window.pixelScale, textRenderer: textRenderer)
        presenter = WindowPresenter(renderer: renderer)
        events = SDLEventSource(window: window)
        frameInterval = 1 / (frameRate ?? window.refreshRate ?? 60)
        timeline = TreeTimeline(startingAt: MonotonicTime.now, treeTime: Self.manualClock(of: root).now)
        prefersReducedMotion = ReducedMotion.preferred()
        fit(root)
    }

    /// True when the person asked for reduced motion as the window opened (the environment or the
    /// desktop's setting): every root shown gets `reducesMotion` on.
    public let prefersReducedMotion: Bool

    private static func manualClock(of root: Window) -> ManualClock {
        // init and replaceRoot make sure it is one.
        root.context.clock as! ManualClock
    }

    /// Sizes `root` to the window and gives its context the window's pixel density.
    private func fit(_ root: Window) {
        root.frame = Rect(origin: .zero, size: window.size)
        root.context.scale = window.pixelScale
        if prefersReducedMotion { root.context.reducesMotion = true }
        contentView?.frame = root.bounds
    }

    /// Shows another tree (a new screen with its own context); the next frame repaints what
    /// changed. `contentView` is cleared (it was the old root's). The new root's clock is driven on
    /// from its reading: give it the current `clock.now` for a tree that continues the session.
    ///
    /// - Parameter newRoot: The tree; its context must run on a `ManualClock`.
    public func replaceRoot(with newRoot: Window) {
        precondition(newRoot.context.clock is ManualClock, "the root's context must run on a ManualClock")
        contentView = nil
        root = newRoot
        fit(newRoot)
        timeline.rebase(treeTime: clock.now, atReal: MonotonicTime.now)
        needsFrameRequested = true
    }

    // MARK: Time

    /// The tree's time now: seconds since the window opened at `speed` (whole microseconds, so
    /// a recording writes short numbers that read back to the same values), never before `clock`.
    public var now: Double { treeTime(atReal: MonotonicTime.now) }

    private func treeTime(atReal real: Double) -> Double {
        max(clock.now, (timeline.treeTime(atReal: real) * 1_000_000).rounded() / 1_000_000)
    }

    /// While paused, moves the tree's time on by one frame interval (at `speed`) and asks for a
    /// frame there; does nothing while running.
    public func step() {
        guard timeline.isPaused else { return }
        timeline.step(by: frameInterval)
        needsFrameRequested = true
    }

    private func speedChanged() {
        record(.speed(factor: timeline.speed, paused: timeline.isPaused), catchingUp: false)
        needsFrameRequested = true
    }

    /// Runs the tree's frames up to `time` (never back in time).
    private func catchUp(to time: Double) {
        clock.set(time)
        root.tick()
    }

    // MARK: Input

    /// The next pending event of the window, or nil when there is none. Times are on the tree's
    /// clock. Before an event for the tree is returned (pointer, wheel, trackpad, key, resize),
    /// the tree runs up to its time, as a window at its display's rate would have, a frame is
    /// asked for, and a recording gets the event at that time. When it is `.resized`, the root
    /// and `contentView` already have the window's new size and the canvas its new pixel density.
    ///
    /// - Returns: The next event (key, pointer, wheel, resize, quit...), or nil when the queue is
    ///   empty; it never waits.
    public func poll() -> InputEvent? {
        writeUnwrittenEvent()
        let next = pending ?? events.poll()
        pending = nil
        guard let event = next else { return nil }
        switch event {
        case .resized:
            return applied(event, recording: .resize(window.size), true) { fit(root) }
        case .exposed:
            needsPresent = true
            needsFrameRequested = true
            return event
        case .quit, .other:
            return event
        case let .pointerHovered(p, _):
            // Moves nothing: no frame, no catch-up; recorded just before the next step (the last
            // hover only), so a replay's router knows where the pointer is when the wheel comes.
            if sendsInputToTree { unrecordedHover = p }
            return event.retimed { treeTime(atReal: $0) }
        case .key where event.isIgnoredRepeat:
            // A held key's repeats are the tree's only for the keys that repeat.
            return event
        default:
            // Input, on the tree's clock, recorded as its replay step: a key as the plain key it
            // presses, so of the chords only Ctrl+R (as F5); the host may record what another did.
            if let arrival = events.lastArrival { timing.inputApplied(arrivedAt: arrival) }
            let input = event.retimed { treeTime(atReal: $0) }
            return applied(input, recording: ReplayStep(recording: input), sendsInputToTree)
        }
    }

    /// Catches the tree up to the event's time (its own, or now), keeps `step` to record at that
    /// time, and asks for a frame; only when `forTree`.
    private func applied(
        _ event: InputEvent, recording step: ReplayStep?, _ forTree: Bool, then apply: () -> Void = {}
    ) -> InputEvent {
        guard forTree else { return event }
        let t = event.time ?? now
        catchUp(to: t)
        apply()
        if recorder != nil {
            writeUnrecordedHover(at: clock.now)
            unwrittenEvent = (clock.now, step)
        }
        needsFrameRequested = true
        return event
    }

    // MARK: Frames

    /// Asks for a frame at the next `present()` even if nothing in the tree moves (the overlay
    /// changed, the app changed something outside the tree's animations).
    public func setNeedsFrame() { needsFrameRequested = true }

    /// Whether the next `present()` produces a frame: input came or a frame was asked for since the
    /// last one, something in the tree moves and time runs, or a `frameLimit` is set.
    public var needsFrame: Bool {
        !isFinished && (needsFrameRequested || frameLimit != nil || (root.isBusy && !timeline.isPaused))
    }

    /// Produces a frame when one is needed (`presentFrameIfNeeded()`), then waits for the next one
    /// (`waitForNextFrame()`). Does nothing once `isFinished`.
    public func present() {
        presentFrameIfNeeded()
        waitForNextFrame()
    }

    /// When `needsFrame`: sets `clock` to the tree's time now and ticks the tree (timers, physics,
    /// animations, layout), draws it and the `overlay` at their drawn (presentation) values,
    /// repainting only what changed since the last frame, shows it (when anything changed or the
    /// window was uncovered), records it, and counts it toward `frameLimit`.
    ///
    /// - Returns: True when it produced a frame.
    @discardableResult
    public func presentFrameIfNeeded() -> Bool {
        guard needsFrame else { return false }
        writeUnwrittenEvent()
        needsFrameRequested = false
        let realStart = MonotonicTime.now
        var base = nextFrameDue ?? realStart
        if base < realStart - frameInterval { base = realStart }   // after a rest or a slow frame
        nextFrameDue = base + frameInterval
        framePresentedSinceWait = true
        let t = now
        clock.set(t)
        root.tick()
        do {
            try frames.resize(to: root.bounds.size, scale: window.pixelScale)
        } catch {
            root.logger.warning(
                "A frame cannot be drawn",
                metadata: ["control": "RefreshWindow", "value": "\(root.bounds.size) points", "error": "\(error)"])
        }
        let clear: Color? = root.backgroundColor?.a == 255 && !root.isHidden ? nil : .white
        frames.renderFrame(clear: clear) { canvas in
            root.render(in: canvas)
            overlay?(canvas)
        }
        let showed = presenter.present(frames, force: needsPresent)
        timing.framePresented(at: MonotonicTime.now, showedPixels: showed)
        needsPresent = false
        recorder?.append(.timed(.frame, t: t))
        flushRecordingNowAndThen()
        frameCount += 1
        if let frameLimit, frameCount >= frameLimit { finish() }
        return true
    }

    /// Waits for the next frame: after a frame, until one frame interval after it (or after the
    /// one due before it), as vsync paces a real display, so a loop runs at the display's rate or
    /// `frameRate` even where nothing blocks (SDL's software renderer, Xvfb), and two frames never
    /// come closer than that; then, at rest (no frame needed), until the next event arrives (at
    /// most `maximumRestWait`), which `poll()` then returns. Returns at once once `isFinished`.
    public func waitForNextFrame() {
        guard !isFinished else { return }
        if framePresentedSinceWait, let due = nextFrameDue {
            MonotonicTime.sleep(until: due)
        }
        framePresentedSinceWait = false
        if !needsFrame && pending == nil {
            timing.windowRested()
            pending = events.wait(milliseconds: Int32(max(0, min(maximumRestWait, 10)) * 1000))
        }
    }

    /// Ends the session: `isFinished` turns true (the host's loop ends) and a recording is
    /// completed and closed.
    public func finish() {
        isFinished = true
        stopRecording()
    }

    // MARK: Recording

    /// Starts writing the session to `path` as a replay script (docs/replay.md): `script`'s
    /// top-level fields (and any steps it has), then, as they happen, every event `poll()` hands
    /// out for the tree as a step at the time it applied (pointer, wheel, trackpad and keys as
    /// `ReplayStep(recording:)` maps them: a held key's repeats only for the keys that repeat,
    /// chords only Ctrl+R, as `F5`; see `replaceRecordedEvent(with:)`; resizes), speed changes,
    /// what the app adds with `record(_:)`, and every frame as a timed `frame` step. What is written is flushed about once a second, and each flush leaves a
    /// complete script, so a killed app leaves a readable file; `finish()` (or the window's end)
    /// completes it. `RefreshTestHost(scrollView:script:)` replays it frame by frame. Start it
    /// before the first frame to record the session from its start. A recording already running
    /// is completed first.
    ///
    /// - Parameters:
    ///   - path: The file to write (created or emptied).
    ///   - script: The top-level fields; nil: `sessionScript`'s.
    /// - Throws: `ReplayScriptError` naming the path and why it cannot be written.
    public func startRecording(to path: String, script: ReplayScript? = nil) throws {
        stopRecording()
        recorder = try ReplayScriptWriter(path: path, script: script ?? sessionScript)
        lastFlush = MonotonicTime.now
    }

    /// A script of this window with no steps: its size, pixels per point, frame rate, the root's
    /// language, calendar date and time zone (what `startRecording(to:)` writes by default).
    public var sessionScript: ReplayScript {
        let context = root.context
        var script = ReplayScript(
            viewport: root.bounds.size, scale: context.scale,
            fps: min(ReplayScript.frameRates.upperBound, max(ReplayScript.frameRates.lowerBound, 1 / frameInterval)),
            steps: [])
        script.language = context.localizer.language.code
        script.date = context.calendar.origin
        script.timeZone = context.calendar.timeZone
        return script
    }

    /// Adds `step`, something the app did that a replay must do too (a `screenshot` it took, a
    /// data change, an app key's effect), to the recording. A step that may carry a time is
    /// recorded at the tree's time now, after the tree runs up to it (as the replay will); others
    /// (`screenshot`) as they are. Nothing happens without a recording.
    ///
    /// - Parameter step: The step.
    public func record(_ step: ReplayStep) {
        record(step, catchingUp: true)
    }

    private func record(_ step: ReplayStep, catchingUp: Bool) {
        guard let recorder else { return }
        writeUnwrittenEvent()
        guard step.mayBeTimed else { return recorder.append(step) }
        let t = now
        if catchingUp { catchUp(to: t) }
        writeUnrecordedHover(at: t)
        recorder.append(.timed(step, t: t))
    }

    /// Records `step` instead of what the window recorded for the event `poll()` returned last
    /// (at the same time), or nothing for it when nil: a chord of the app's own (the window records
    /// no step for a chord but Ctrl+R, which it records as `F5`, the router's same action), an app
    /// key whose effect is clearer as its own step (`.language`, `.theme`), input the app ignored.
    /// Call it before the next `poll()` or frame.
    ///
    /// - Parameter step: The step to record in its place, untimed (it gets the event's time).
    public func replaceRecordedEvent(with step: ReplayStep?) {
        guard let event = unwrittenEvent else { return }
        unwrittenEvent = (event.time, step?.untimed)
    }

    /// Completes and closes the recording (also done by `finish()` and when the window goes away).
    public func stopRecording() {
        writeUnwrittenEvent()
        recorder?.finish()
        recorder = nil
    }

    private func writeUnwrittenEvent() {
        guard let event = unwrittenEvent else { return }
        unwrittenEvent = nil
        if let step = event.step { recorder?.append(.timed(step, t: event.time)) }
    }

    /// Writes the last hover not recorded yet, at `t` (the time of the step that follows it).
    private func writeUnrecordedHover(at t: Double) {
        guard let p = unrecordedHover else { return }
        unrecordedHover = nil
        recorder?.append(.timed(.hover(p), t: t))
    }

    private func flushRecordingNowAndThen() {
        let real = MonotonicTime.now
        guard let recorder, real - lastFlush >= 1 else { return }
        lastFlush = real
        recorder.flush()
    }

    isolated deinit { stopRecording() }
}

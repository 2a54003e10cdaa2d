import Foundation
import Logging
import RefreshCore
import RefreshSDL

/// A display-free host for a scroll view and its refresh controls: a window-sized view tree on a
/// virtual clock, input through the same `ScrollViewInputRouter` a `RefreshWindow` uses, frames
/// produced one at a time at `fps`, and software rendering at a chosen size and scale.
///
/// Everything is deterministic: the clock moves only when the host produces a frame, so a test,
/// a replay and a screenshot give the same result on every run.
///
/// ```swift
/// let list = ListView(frame: .zero)
/// list.refreshHeader = RingHeader()
/// let host = try RefreshTestHost(scrollView: list, size: Size(width: 320, height: 480))
/// host.pull(.top, by: 30)          // a finger drags the content down until 30 pt of header show
/// let pulled = host.render()       // a Bitmap of the window
/// host.release()
/// host.advance(seconds: 1)
/// ```
///
/// Gestures, keys and replay steps all become `ReplayStep`s: an instant step (a press, a release,
/// a key) applies at the start of the next frame, a `move` spreads over the frames of its duration.
/// `render()` first produces a frame when input is waiting, so a picture always shows what the
/// input did.
@MainActor
public final class RefreshTestHost {
    /// The root of the view tree: the window the scroll view is in.
    public private(set) var root: Window
    /// The scroll view keys go to (and the wheel and the trackpad while the pointer's place is
    /// unknown): the one the host was made for, or in a tree with several the focused one
    /// (`input.scrollView`).
    public var scrollView: ScrollView { input.scrollView }
    /// Routes pointer, wheel, trackpad and key events as in a window: to `scrollView`, or in a
    /// tree (`init(root:size:…)`) presses to the scroll view under them and keys to the focused one.
    public private(set) var input: ScrollViewInputRouter
    /// Frames per second: the time between two frames is `1 / fps` seconds (times `speed`).
    public let fps: Double
    /// Frames produced so far.
    public private(set) var frameCount = 0
    /// Where the pointer is, in window points: the last press or move.
    public private(set) var pointer = Point.zero
    /// Gets replay steps the host does not perform itself (see `RefreshTestHostDelegate`).
    public weak var delegate: RefreshTestHostDelegate?
    /// When true (the default), every frame's trace line is kept in `trace`.
    public var recordsTrace = true
    /// One JSON line per frame produced while `recordsTrace` was true (docs/replay.md, "Trace").
    public private(set) var trace: [String] = []

    /// Told about every frame's phases (the benchmark's timing, the soak's checks).
    /// Held weakly: the probe (a replay runner) usually owns the host.
    package weak var probe: RefreshTestHostProbe?
    /// Drawn over every frame after the tree (the benchmark's HUD run).
    package var overlay: ((Canvas) -> Void)?
    /// True: every frame is drawn as it is produced (replay and the benchmark); false: drawing
    /// waits for `render()`. The pixels are the same either way.
    package var rendersEveryFrame = false
    /// Gets every frame's trace line as it is produced (a replay's trace file).
    package var traceSink: ((String) -> Void)?
    /// Why the last frame drawn could not be drawn at the window's size (nil: it was drawn).
    private var drawProblem: String?

    package let target: DamageTrackingTarget
    private var pending: [ReplayStep] = []
    /// The frame last drawn into `target`; nil when the next `render()` must draw.
    var drawnFrame: Int?
    /// Untimed frames follow the last timed frame or speed change: frame `n` is at
    /// `anchorTime + (n - anchorFrame) × speed / fps`.
    private var anchorTime: Double
    private var anchorFrame = 0
    private(set) var speed = 1.0
    private var lastFrameTime: Double
    /// The time the host last set the clock to; another time means a test moved the clock by hand.
    private var setClockTime: Double

    /// A host for `scrollView`, which it puts in a new window of `size` points filling it.
    ///
    /// - Parameters:
    ///   - scrollView: The list, grid or scroll view under test, with its refresh controls.
    ///   - size: The window's size in points.
    ///   - scale: Pixels per point of the rendering (2 for a Retina-like picture).
    ///   - fps: Frames per second of the virtual clock (1…480).
    ///   - language: The language of every refresh control in the tree.
    ///   - theme: The colours given to the window, the list's rows or grid's cards and the refresh
    ///     controls' tint; nil leaves the colours the views have.
    ///   - date: The calendar date at time 0 (last-updated labels).
    ///   - timeZone: The zone dates are shown in.
    ///   - textRenderer: The fonts text is measured and drawn with; nil: `TextRenderer.shared()`.
    ///   - logger: Where the views and the drawing report problems.
    /// - Throws: `RefreshTestHostError.invalid` naming the value when the size, scale or fps is
    ///   out of range; what `DamageTrackingTarget` and `TextRenderer.shared()` throw.
    public convenience init(
        scrollView: ScrollView, size: Size = Size(width: 390, height: 640), scale: Double = 1, fps: Double = 60,
        language: RefreshLanguage = .en, theme: RefreshTheme? = nil,
        date: Date = ViewContext.defaultCalendarOrigin, timeZone: TimeZone = CalendarClock.utc,
        textRenderer: TextRenderer? = nil, logger: Logger = RefreshLogging.defaultLogger
    ) throws {
        try Self.check(size: size, scale: scale, fps: fps)
        let (window, text) = try Self.makeWindow(
            size: size, scale: scale, language: language, date: date, timeZone: timeZone, textRenderer: textRenderer,
            logger: logger)
        scrollView.frame = window.bounds
        window.addSubview(scrollView)
        try self.init(
            root: window, input: ScrollViewInputRouter(scrollView: scrollView), scale: scale, fps: fps,
            textRenderer: text)
        if let theme { apply(theme) }
        window.layoutIfNeeded()
    }

    /// A white window of `size` on a new manual clock, in `language`, with the fonts of
    /// `textRenderer` (`TextRenderer.shared()` when nil), logging to `logger`: the root both public
    /// initializers put their views in.
    static func makeWindow(
        size: Size, scale: Double, language: RefreshLanguage, date: Date, timeZone: TimeZone,
        textRenderer: TextRenderer?, logger: Logger
    ) throws -> (Window, TextRenderer) {
        let text = try textRenderer ?? TextRenderer.shared()
        let context = ViewContext(
            clock: ManualClock(), textMeasurer: text, scale: scale, calendarOrigin: date, timeZone: timeZone,
            localizer: RefreshLocalizer(language: language))
        let window = Window(frame: Rect(origin: .zero, size: size), context: context)
        window.backgroundColor = .white
        window.logger = logger
        return (window, text)
    }

    /// A host for a view tree made elsewhere with one scroll view input goes to: `root`'s context
    /// must run on a `ManualClock`, which the host then drives.
    package convenience init(
        root: Window, scrollView: ScrollView, scale: Double, fps: Double, textRenderer: TextRenderer?
    ) throws {
        try self.init(
            root: root, input: ScrollViewInputRouter(scrollView: scrollView), scale: scale, fps: fps,
            textRenderer: textRenderer)
    }

    /// A host for a view tree made elsewhere (the playground's scenes) with the router its input
    /// goes through: `root`'s context must run on a `ManualClock`, which the host then drives.
    package init(
        root: Window, input: ScrollViewInputRouter, scale: Double, fps: Double, textRenderer: TextRenderer?
    ) throws {
        try Self.check(size: root.bounds.size, scale: scale, fps: fps)
        guard let clock = root.context.clock as? ManualClock else {
            throw RefreshTestHostError.invalid(
                "the root's context must run on a ManualClock, not \(type(of: root.context.clock))")
        }
        self.root = root
        self.fps = fps
        self.input = input
        target = try DamageTrackingTarget(size: root.bounds.size, scale: scale, textRenderer: textRenderer)
        target.canvas.logger = root.logger
        anchorTime = clock.now
        lastFrameTime = clock.now
        setClockTime = clock.now
    }

    static func check(size: Size, scale: Double, fps: Double) throws {
        func n(_ v: Double) -> String { v.isFinite ? JSONValue.numberText(v) : "\(v)" }
        guard size.width.isFinite, size.height.isFinite, size.width >= 1, size.height >= 1 else {
            throw RefreshTestHostError.invalid(
                "size \(n(size.width))x\(n(size.height)) pt: each side must be a finite number of at least 1 point")
        }
        guard scale.isFinite, (0.25...8).contains(scale) else {
            throw RefreshTestHostError.invalid("scale \(n(scale)): must be between 0.25 and 8 pixels per point")
        }
        guard fps.isFinite, (1...480).contains(fps) else {
            throw RefreshTestHostError.invalid("fps \(n(fps)): must be between 1 and 480 frames per second")
        }
    }

    /// The clock of the tree: it moves when the host produces a frame. A test may move it by hand
    /// between frames (touch events at times of its own); the next frame then comes `1 / fps` after
    /// the time it was moved to.
    public var clock: ManualClock {
        // The initializers and `replaceContent` make sure it is one.
        root.context.clock as! ManualClock
    }

    /// The virtual time in seconds: the time of the last frame produced (or the start).
    public var now: Double { clock.now }

    /// Pixels per point of the rendering.
    public var scale: Double { target.scale }

    /// The canvas frames are drawn with (its text and image caches).
    public var canvas: SDLCanvas { target.canvas }

    /// Replaces the tree the host drives and its router (the playground's example browser); the
    /// next frame repaints everything that changed. Pending input stays pending.
    package func replaceContent(root: Window, input: ScrollViewInputRouter) {
        precondition(root.context.clock is ManualClock, "the root's context must run on a ManualClock")
        self.root = root
        self.input = input
        target.canvas.logger = root.logger
    }

    // MARK: Steps

    /// Performs `step` as a replay does: an instant step (press, release, key, wheel, call…) waits
    /// for the next frame; `move` and `wait` produce frames; `frame` produces one; a timed step
    /// first catches the tree up to its time. `screenshot` steps are the caller's: use
    /// `run(_:screenshot:)`.
    ///
    /// - Parameter step: The step to perform.
    public func perform(_ step: ReplayStep) {
        try? perform(step, screenshot: nil)
    }

    /// Performs `steps` in order, then produces one more frame if input is still waiting, as a
    /// replay ends. Each `screenshot` step renders the frame and hands it to `screenshot`.
    ///
    /// - Parameters:
    ///   - steps: The steps of a replay script (or built in code).
    ///   - screenshot: Gets each screenshot step's name and picture.
    /// - Throws: What `screenshot` throws; `RefreshTestHostError.cannotDraw` at the first frame
    ///   that cannot be drawn at the window's size (a `resize` past what a surface can hold), before
    ///   any screenshot of it.
    public func run(_ steps: [ReplayStep], screenshot: ((String, Bitmap) throws -> Void)? = nil) throws {
        for step in steps {
            try perform(step, screenshot: screenshot)
            try checkDrawn()
        }
        if !pending.isEmpty { produceFrame() }
        try checkDrawn()
    }

    private func checkDrawn() throws {
        if let drawProblem { throw RefreshTestHostError.cannotDraw(drawProblem) }
    }

    private func perform(_ step: ReplayStep, screenshot: ((String, Bitmap) throws -> Void)?) throws {
        switch step {
        case let .move(to, duration):
            let n = max(1, Int((duration * fps).rounded()))
            let from = pointer
            for i in 1...n {
                let f = Double(i) / Double(n)
                let p = Point(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f)
                produceFrame { t in self.route(.move(p, duration: 0), at: t) }
            }
        case let .wait(seconds):
            advance(frames: Int((seconds * fps).rounded()))
        case .frame:
            produceFrame()
        case let .screenshot(name):
            let picture = render()
            try checkDrawn()
            try screenshot?(name, picture)
        case let .speed(factor, paused):
            setSpeed(paused ? 0 : factor)
        case let .timed(inner, t):
            performTimed(inner, at: t)
        case let .down(p):
            pointer = p   // a later move starts here, in script order
            pending.append(step)
        default:
            pending.append(step)
        }
    }

    /// A recorded step: the tree catches up to `t` (never back), then the step applies at `t`, as
    /// the window applied it; a timed frame is produced at `t`.
    private func performTimed(_ step: ReplayStep, at requested: Double) {
        let t = max(requested, clock.now)
        switch step {
        case .frame:
            produceFrame(at: t)
            anchorTime = t
            anchorFrame = frameCount - 1
        case let .move(p, _):
            tick(at: t)
            route(.move(p, duration: 0), at: t)
        case let .speed(factor, paused):
            setSpeed(paused ? 0 : factor)
        default:
            tick(at: t)
            apply(step, time: t)
        }
    }

    /// The next untimed frame continues from the last one at the new rate.
    private func setSpeed(_ rate: Double) {
        if frameCount > 0 {
            anchorTime = lastFrameTime
            anchorFrame = frameCount - 1
        }
        speed = rate
    }

    /// Applies an instant step at `t`: the delegate first, then the host's own meaning.
    private func apply(_ step: ReplayStep, time t: Double) {
        if let delegate, delegate.host(self, perform: step, at: t) { return }
        if route(step, at: t) { return }
        switch step {
        case let .call(target, method): target.component(of: scrollView).map(method.run)
        case let .resize(size): resize(to: size)
        case let .inset(i): scrollView.contentInset = i
        case let .language(code): root.context.localizer.language = RefreshLanguage(resolvingCode: code)
        case let .theme(theme): apply(theme)
        case .rows, .insert, .example:
            root.logger.warning(
                "A step that needs a delegate knowing the app's data was ignored",
                metadata: ["control": "RefreshTestHost", "value": "\(step)"])
        default:
            break   // input, routed above (`perform` samples a move over a duration); steps that take frames
        }
    }

    /// Routes the input event `step` stands for (`InputEvent(_:time:pointer:)`) at `t`, the pointer
    /// following it; false when the step is not one input event.
    @discardableResult
    private func route(_ step: ReplayStep, at t: Double) -> Bool {
        guard let event = InputEvent(step, time: t, pointer: pointer) else { return false }
        if let p = event.location { pointer = p }
        input.route(event)
        return true
    }

    /// Resizes the window and every view that filled the old window with it (the scroll view, or a
    /// tree's content).
    private func resize(to size: Size) {
        let old = root.bounds
        root.frame = Rect(origin: .zero, size: size)
        for view in root.subviews where view.frame == old { view.frame = root.bounds }
    }

    // MARK: Frames

    /// Produces `frames` frames, each `1 / fps` seconds (times the speed) after the one before.
    ///
    /// - Parameter frames: How many frames; 0 or less produces none.
    public func advance(frames: Int = 1) {
        for _ in 0..<max(0, frames) { produceFrame() }
    }

    /// Produces one frame `seconds` after the clock's time (the last frame's, or where a test moved
    /// the clock): a long frame, a finger held still that long, or frames finer than `fps` allows.
    /// The frames after it follow it at `1 / fps` (times the speed).
    ///
    /// - Parameter seconds: The time from the clock's time to this frame; not finite or negative is 0.
    public func frame(after seconds: Double) {
        let dt = seconds.isFinite ? max(0, seconds) : 0
        produceFrame(at: clock.now + dt)
        anchorTime = lastFrameTime
        anchorFrame = frameCount - 1
    }

    /// Produces the frames of `seconds` of virtual time: `seconds × fps`, rounded.
    ///
    /// - Parameter seconds: How long; not finite or not positive produces no frame.
    public func advance(seconds: Double) {
        guard seconds.isFinite, seconds > 0 else { return }
        advance(frames: Int((seconds * fps).rounded()))
    }

    /// Produces frames until nothing in the tree moves or waits (`Window.isBusy` is false) and no
    /// input is pending, or until `timeout` seconds of virtual time have passed.
    ///
    /// - Parameter timeout: The most virtual seconds to run.
    /// - Returns: True when the tree came to rest; false when it was still busy at the timeout (a
    ///   control still refreshing keeps its spinner turning).
    @discardableResult
    public func settle(timeout: Double = 10) -> Bool {
        let limit = frameCount + max(1, Int((timeout * fps).rounded()))
        repeat {
            produceFrame()
        } while (root.isBusy || !pending.isEmpty) && frameCount < limit
        return !root.isBusy && pending.isEmpty
    }

    private var nextFrameTime: Double { anchorTime + Double(frameCount - anchorFrame) * speed / fps }

    private func tick(at t: Double) {
        setClock(t)
        root.tick()
    }

    private func setClock(_ t: Double) {
        clock.set(t)
        setClockTime = t
    }

    /// Produces one frame: the clock moves to the frame's time, waiting input applies, `input`
    /// runs, the tree ticks, and (when `rendersEveryFrame`) it is drawn; then its trace line.
    package func produceFrame(at time: Double? = nil, _ input: ((Double) -> Void)? = nil) {
        probe?.frameWillStart()
        if time == nil, clock.now != setClockTime {
            // The clock was moved by hand (a test's sub-frame timing): frames go on from it.
            anchorTime = clock.now
            anchorFrame = frameCount - 1
        }
        let t = max(time ?? nextFrameTime, clock.now)
        setClock(t)
        let steps = pending
        pending.removeAll()
        for step in steps { apply(step, time: t) }
        input?(t)
        root.tick()
        probe?.frameDidTick()
        if rendersEveryFrame { draw() }
        probe?.frameDidRender(inputs: steps.count + (input == nil ? 0 : 1), time: t)
        if recordsTrace || traceSink != nil {
            let line = traceLine(frame: frameCount, time: t)
            if recordsTrace { trace.append(line) }
            traceSink?(line)
        } else {
            FrameTrace.skip(root: root, scrollView: scrollView)   // the next traced line lists only its own events
        }
        frameCount += 1
        lastFrameTime = t
    }

    // MARK: Drawing

    /// The current frame as pixels (straight-alpha RGBA, `ceil(size × scale)` on each side). When
    /// input is waiting, or no frame was produced yet, a frame is produced first.
    ///
    /// - Returns: The window's pixels.
    public func render() -> Bitmap {
        produceFrameForWaitingInput()
        if drawnFrame != frameCount - 1 {
            draw()
            drawnFrame = frameCount - 1   // the last frame produced (draw() names the one under way)
        }
        return target.snapshot()
    }

    /// Produces a frame when input is waiting or none was produced yet, so what is read or drawn
    /// next shows what the input did.
    func produceFrameForWaitingInput() {
        if frameCount == 0 || !pending.isEmpty { produceFrame() }
    }

    /// Writes `render()` as a PNG file.
    ///
    /// - Parameter path: The file to write (its folder must exist).
    /// - Throws: `SDLError` naming the path when it cannot be written.
    public func writePNG(to path: String) throws {
        try SDLImage.writePNG(render(), to: path)
    }

    /// Draws the tree into the target, first resizing the target to the window's size (a size it
    /// cannot render keeps the old size, with a warning).
    private func draw() {
        let size = root.bounds.size
        do {
            try target.resize(to: size, scale: target.scale)
            drawProblem = nil
        } catch {
            let n = JSONValue.numberText
            drawProblem = "cannot resize the drawing to \(n(size.width))x\(n(size.height)) pt: \(error)"
            root.logger.warning(
                "A frame cannot be drawn", metadata: ["control": "RefreshTestHost", "error": "\(drawProblem ?? "")"])
        }
        target.renderFrame(clear: clearColor) { canvas in
            root.render(in: canvas)
            overlay?(canvas)
        }
        if probe != nil { target.flush() }   // no queued drawing left outside the timing
        drawnFrame = frameCount
    }

    /// The colour the target is cleared with before drawing, or nil when the window's opaque
    /// background paints every pixel anyway.
    private var clearColor: Color? { root.backgroundColor?.a == 255 && !root.isHidden ? nil : .white }

    /// Gives the window (and its focus ring), the rows or cards of every scroll view and every
    /// refresh control the theme's colours.
    ///
    /// - Parameter theme: The colours to apply.
    public func apply(_ theme: RefreshTheme) {
        let all = root.focusableScrollViews
        for sv in all.isEmpty ? [scrollView] : all { theme.apply(to: root, scrollView: sv) }
    }
}

/// Why a `RefreshTestHost` cannot be made.
public enum RefreshTestHostError: RefreshError, Equatable {
    /// A value is out of range; the text names it and what is allowed.
    case invalid(String)
    /// A frame could not be drawn at the window's size; the text names the size and the limit.
    case cannotDraw(String)

    /// `RefreshTestHost` for a value out of range; empty when the text names the size itself.
    public var subject: String {
        switch self {
        case .invalid: return "RefreshTestHost"
        case .cannotDraw: return ""
        }
    }

    /// The problem in words.
    public var problem: String {
        switch self {
        case let .invalid(text), let .cannotDraw(text): return text
        }
    }
}

/// Performs the replay steps a host cannot perform alone: data changes (`rows`, `insert`), the
/// playground's `example`, or an app's own keys.
@MainActor
public protocol RefreshTestHostDelegate: AnyObject {
    /// Performs `step` at virtual time `time`, or declines it.
    ///
    /// - Parameters:
    ///   - host: The host running the step.
    ///   - step: An instant step (press, key, call, rows…).
    ///   - time: The frame's time in seconds.
    /// - Returns: True when it performed the step; false lets the host perform it.
    func host(_ host: RefreshTestHost, perform step: ReplayStep, at time: Double) -> Bool
}

/// Watches a host's frames: called before a frame's input, after its tick, after its drawing
/// (with how many input steps the frame applied).
@MainActor
package protocol RefreshTestHostProbe: AnyObject {
    func frameWillStart()
    func frameDidTick()
    func frameDidRender(inputs: Int, time: Double)
}

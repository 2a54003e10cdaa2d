import Foundation
import RefreshCore

/// An SDL window that shows a view tree: the window, its renderer, the shared fonts, a canvas, the
/// event source, and the tree's root `Window`, whose context runs on `clock`. It keeps the root and
/// its `contentView` the window's size and pixel density; the host's loop polls, ticks and presents:
///
/// ```swift
/// let window = try RefreshWindow(title: "Hello", size: Size(width: 390, height: 640))
/// window.contentView = list
/// while running {
///     while let event = window.poll() { /* quit, keys; the rest to a ScrollViewInputRouter */ }
///     window.clock.set(SDLClock.now)   // the core's time: event times are on this base too
///     window.root.tick()               // timers, physics, animations, layout
///     window.present()                 // draw the tree, show it, wait for the next frame
/// }
/// ```
///
/// It draws as the playground's window does: offscreen, repainting only the rectangles whose
/// drawing changed (`DamageTrackingTarget`), and uploads only those to the window; a frame in
/// which nothing changed presents nothing. `poll()` runs the tree's frames up to each event's time
/// before returning it, so input meets the content where it was drawn, and `present()` waits for
/// the next event instead of the next frame when nothing moves, so a window at rest costs no CPU.
@MainActor
public final class RefreshWindow {
    /// The SDL window.
    public let window: SDLWindow
    /// The window's renderer.
    public let renderer: SDLRenderer
    /// The canvas `present()` draws the tree with, at the window's pixels per point (it draws
    /// offscreen; only what changed reaches the window).
    public var canvas: SDLCanvas { frames.canvas }
    /// The clock of the tree's context (scheduler, animator, scroll physics). The host sets it,
    /// usually to `SDLClock.now` once a frame, the base of `InputEvent` times.
    public let clock: ManualClock
    /// The root of the view tree, the size of the window's client area in points.
    public let root: Window
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
        }
    }
    /// Seconds from one `present()` to the next: the display's refresh period, 1/60 s when SDL
    /// does not know the display's rate.
    public let frameInterval: Double
    private let events: SDLEventSource
    private var lastPresent: Double?
    private let frames: DamageTrackingTarget
    private let presenter: WindowPresenter
    /// An event that arrived while `present()` waited at rest; `poll()` returns it first.
    private var pending: InputEvent?
    /// The window was uncovered (or just opened): the next `present()` shows the frame even if
    /// nothing in it changed.
    private var needsPresent = true
    /// The longest `present()` waits at rest for an event, seconds: the host's loop gets control
    /// back at least this often (to poll its own sources).
    public var maximumRestWait = 0.5

    /// Opens a window of `size` points titled `title`, with a white root view measuring text with
    /// the shared `TextRenderer`. Its context's calendar starts at the current date in the user's
    /// time zone (`TimeZone.current`), so a header's last-updated time is the real one.
    ///
    /// - Parameters:
    ///   - title: The window's title.
    ///   - size: The client area in points.
    ///   - software: Draw with SDL's software renderer instead of an accelerated one; by default as
    ///     `SDLRenderer.prefersSoftware` decides (software when the machine has no GPU device).
    /// - Throws: `SDLError.noDisplay` without a display, `SDLError.sdl` when SDL cannot make the
    ///   window or renderer, and `TextRenderer`'s error naming the missing font's package.
    public init(
        title: String, size: Size,
        software: Bool = SDLRenderer.prefersSoftware(environment: ProcessInfo.processInfo.environment)
    ) throws {
        let text = try TextRenderer.shared()
        window = try SDLWindow(title: title, size: size)
        renderer = try SDLRenderer(window: window, software: software)
        frames = try DamageTrackingTarget(size: window.size, scale: window.pixelScale, textRenderer: text)
        presenter = WindowPresenter(renderer: renderer)
        events = SDLEventSource(window: window)
        clock = ManualClock(now: SDLClock.now)
        // Last-updated labels show the real date and time in the user's zone, as the playground's window does.
        let context = ViewContext(
            clock: clock, textMeasurer: text, scale: window.pixelScale, calendarOrigin: Date(),
            timeZone: TimeZone.current)
        root = Window(frame: Rect(origin: .zero, size: window.size), context: context)
        root.backgroundColor = .white
        frameInterval = 1 / (window.refreshRate ?? 60)
    }

    /// The next pending event of the window, or nil when there is none. Before an event with a
    /// time (pointer, trackpad) is returned, `clock` is set to that time and the tree ticked, so
    /// the scroll physics and animations have caught up to the moment of the input, as a window at
    /// its display's rate would have. When it is `.resized`, the root and `contentView` already have
    /// the window's new size and the canvas its new pixel density.
    ///
    /// - Returns: The next event (key, pointer, wheel, resize, quit...), or nil when the queue is
    ///   empty; it never waits.
    public func poll() -> InputEvent? {
        let next = pending ?? events.poll()
        pending = nil
        guard let event = next else { return nil }
        switch event {
        case let .pointerDown(_, time), let .pointerMoved(_, time), let .pointerUp(_, time),
            let .pointerCancelled(time), let .trackpad(_, _, time):
            catchUp(to: time)
        case .resized:
            root.frame = Rect(origin: .zero, size: window.size)
            contentView?.frame = root.bounds
            root.context.scale = window.pixelScale
        case .exposed:
            needsPresent = true
        default:
            break
        }
        return event
    }

    /// Runs the tree's frames up to `time` (never back in time).
    private func catchUp(to time: Double) {
        guard time > clock.now else { return }
        clock.set(time)
        root.tick()
    }

    /// Draws the view tree at its current drawn (presentation) values, repainting only what
    /// changed since the last frame, and shows it (nothing is presented when nothing changed and
    /// the window was not uncovered). Then it waits: while something in the tree moves
    /// (`root.isBusy`), until `frameInterval` after the previous call returned, as vsync paces a
    /// real display, so a loop around it runs at the display's rate even where nothing blocks
    /// (SDL's software renderer, Xvfb); at rest, until the next event arrives (at most
    /// `maximumRestWait`), which `poll()` then returns. Call it after `root.tick()`.
    public func present() {
        do {
            try frames.resize(to: root.bounds.size, scale: window.pixelScale)
        } catch {
            root.logger.warning("RefreshWindow: cannot draw at \(root.bounds.size) points: \(error)")
        }
        frames.renderFrame(clear: .white) { root.render(in: $0) }
        presenter.present(frames, force: needsPresent)
        needsPresent = false
        if root.isBusy {
            if let lastPresent { SDLClock.sleep(seconds: lastPresent + frameInterval - SDLClock.now) }
        } else if pending == nil {
            pending = events.wait(milliseconds: Int32(max(0, min(maximumRestWait, 10)) * 1000))
        }
        lastPresent = SDLClock.now
    }
}

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
/// It draws the whole tree every frame. The playground's window repaints only what changed
/// (`DamageTrackingTarget` and `WindowPresenter`), which a busy program may prefer.
@MainActor
public final class RefreshWindow {
    /// The SDL window.
    public let window: SDLWindow
    /// The window's renderer.
    public let renderer: SDLRenderer
    /// The canvas `present()` draws the tree with, at the window's pixels per point.
    public let canvas: SDLCanvas
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

    /// Opens a window of `size` points titled `title`, with a white root view measuring text with
    /// the shared `TextRenderer`.
    ///
    /// - Parameters:
    ///   - title: The window's title.
    ///   - size: The client area in points.
    ///   - software: Draw with SDL's software renderer instead of an accelerated one; by default as
    ///     `SDLRenderer.prefersSoftware` decides (software when the machine has no GPU device).
    /// - Throws: `SDLError.noDisplay` without a display, `SDLError.sdl` when SDL cannot make the
    ///   window or renderer, and `TextRenderer`'s error naming the missing font's package.
    public init(title: String, size: Size,
                software: Bool = SDLRenderer.prefersSoftware(environment: ProcessInfo.processInfo.environment)) throws {
        let text = try TextRenderer.shared()
        window = try SDLWindow(title: title, size: size)
        renderer = try SDLRenderer(window: window, software: software)
        canvas = SDLCanvas(renderer: renderer, scale: window.pixelScale, textRenderer: text)
        events = SDLEventSource(window: window)
        clock = ManualClock(now: SDLClock.now)
        let context = ViewContext(clock: clock, textMeasurer: text, scale: window.pixelScale)
        root = Window(frame: Rect(origin: .zero, size: window.size), context: context)
        root.backgroundColor = .white
        frameInterval = 1 / (window.refreshRate ?? 60)
    }

    /// The next pending event of the window, or nil when there is none. When it is `.resized`, the
    /// root and `contentView` already have the window's new size and the canvas its new pixel
    /// density.
    public func poll() -> InputEvent? {
        let event = events.poll()
        if event == .resized {
            root.frame = Rect(origin: .zero, size: window.size)
            contentView?.frame = root.bounds
            canvas.scale = window.pixelScale
            root.context.scale = window.pixelScale
        }
        return event
    }

    /// Draws the view tree with `canvas` at the current drawn (presentation) values, shows it, and
    /// returns `frameInterval` after the previous call returned (at once when drawing took longer),
    /// as vsync paces a real display; so a loop around it runs at the display's rate even where
    /// nothing blocks (SDL's software renderer, Xvfb). Call it after `root.tick()`.
    public func present() {
        canvas.beginFrame()
        root.render(in: canvas)
        renderer.present()
        if let lastPresent { SDLClock.sleep(seconds: lastPresent + frameInterval - SDLClock.now) }
        lastPresent = SDLClock.now
    }
}

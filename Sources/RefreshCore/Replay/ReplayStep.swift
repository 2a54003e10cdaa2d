/// One step of a replay script (docs/replay.md): what a person did in a window, what the app
/// did, or how time passes. `RefreshTestHost.perform(_:)` runs it; the gestures of
/// `RefreshTestHost` are made of them.
public enum ReplayStep: Equatable, Sendable {
    /// The pointer went down at a window point.
    case down(Point)
    /// Moves linearly to the point over `duration` seconds, one sample per frame (0: one sample).
    case move(Point, duration: Double)
    /// Released where the pointer is.
    case up
    /// Released at a point (as a window records it: the release point joins the fling's velocity).
    case upAt(Point)
    /// The pointer was cancelled (the window lost focus mid-drag): no fling, no tap.
    case cancel
    /// The pointer is over a window point with no button down (the mouse moved): nothing moves,
    /// but the wheel and the trackpad then go to the scroll view under it.
    case hover(Point)
    /// Wheel lines, SDL's sign: `dy > 0` scrolls toward the top.
    case wheel(dx: Double, dy: Double)
    /// Trackpad points, the wheel's sign (`ScrollView.trackpadScroll`).
    case trackpad(dx: Double, dy: Double)
    /// Produces the frames of `seconds`.
    case wait(seconds: Double)
    /// A key by SDL name (`"Home"`, `"End"`, `"PageUp"`, `"PageDown"`, `"F5"`, or an app's own).
    case key(String)
    /// Runs a method of a refresh control, as the app would.
    case call(target: RefreshTarget, method: RefreshMethod)
    /// The app's data now has `count` rows (needs a delegate).
    case rows(count: Int)
    /// The app inserted `count` rows at the top or the bottom (needs a delegate).
    case insert(atTop: Bool, count: Int)
    /// The window's new size in points.
    case resize(Size)
    /// The app's own content inset.
    case inset(EdgeInsets)
    /// The language of the refresh controls, by code (`"en"`, `"zh-Hans"`, `"ja"`…).
    case language(String)
    /// Switches the colours.
    case theme(RefreshTheme)
    /// Renders the frame and names the picture.
    case screenshot(name: String)
    /// Produces one frame (at the next frame time, or at its `t` when timed).
    case frame
    /// Scene seconds per script second from now on (0.01×…4×); `paused` stops scene time. Affects
    /// the time of frames produced by `wait`, `move` and untimed `frame` steps.
    case speed(factor: Double, paused: Bool)
    /// Replaces the scene with another example of the playground (needs a delegate).
    case example(String)
    /// `step` applied at scene time `t` (seconds), as a recorded session does: the scene first
    /// catches up to `t`, then the step applies at once (a timed `frame` is produced at `t`).
    indirect case timed(ReplayStep, t: Double)

    /// Steps that take no time: they apply at the start of the next frame produced.
    public var isInstant: Bool {
        switch self {
        case .move, .wait, .screenshot, .frame, .timed: return false
        default: return true
        }
    }

    /// The step without its time.
    public var untimed: ReplayStep {
        if case let .timed(step, _) = self { return step }
        return self
    }

    /// Whether the step may carry a time `t`: every instant step, a `frame`, and a `move` without
    /// duration (one sample).
    public var mayBeTimed: Bool {
        switch self {
        case .frame: return true
        case let .move(_, duration): return duration == 0
        default: return isInstant
        }
    }
}

/// An input event in plain terms, what a window's driver delivers (`SDLEventSource` translates
/// SDL's events into it, resolving mouse vs finger ids, wheel direction, normalised touch
/// coordinates and millisecond timestamps) and what `ScrollViewInputRouter` hands to a scroll view.
public enum InputEvent: Equatable {
    /// The window was closed.
    case quit
    /// One pointer (left mouse button or the first finger) in window points; `time` in seconds
    /// on the clock of the driver that delivers it (CLOCK_MONOTONIC for `SDLEventSource`).
    case pointerDown(Point, time: Double)
    /// The pressed pointer moved (a drag that pulls a header or footer), in window points; `time`
    /// in seconds on the driver's clock.
    case pointerMoved(Point, time: Double)
    /// The pressed pointer was released, in window points; `time` in seconds on the driver's clock.
    case pointerUp(Point, time: Double)
    /// The pointer moved with no button down (the mouse over the window), in window points; `time`
    /// in seconds on the driver's clock. It moves nothing: the router keeps it as where the pointer
    /// is, so the wheel and the trackpad go to the scroll view under it.
    case pointerHovered(Point, time: Double)
    /// The window lost focus mid-drag.
    case pointerCancelled(time: Double)
    /// Wheel lines, SDL's sign with "natural scrolling" undone: `dy > 0` scrolls toward the top.
    /// Whole-number deltas from a notched wheel.
    case wheel(dx: Double, dy: Double)
    /// A precise (trackpad, smooth-scrolling) delta in points, the wheel's sign: `dy > 0` scrolls
    /// toward the top (`SDLEventSource` scales SDL's fractional units by its
    /// `trackpadPointsPerUnit`); `time` in seconds on the driver's clock.
    case trackpad(dx: Double, dy: Double, time: Double)
    /// A key by SDL name (`"Escape"`, `"F5"`, `"Home"`, `"Q"`), the modifiers held with it, and
    /// whether it is the keyboard's auto-repeat of a held key.
    case key(String, modifiers: KeyModifiers = [], isRepeat: Bool = false)
    /// The window's size (or pixel density) changed.
    case resized
    /// The window's content was uncovered and must be drawn again.
    case exposed
    /// Something happened that changes nothing drawn (focus, a hover, a key release).
    case other

    /// The event's time, for the events that carry one (pointer and trackpad).
    package var time: Double? {
        switch self {
        case let .pointerDown(_, t), let .pointerMoved(_, t), let .pointerUp(_, t), let .pointerCancelled(t),
            let .pointerHovered(_, t), let .trackpad(_, _, t):
            return t
        default:
            return nil
        }
    }

    /// Where the pointer is, for the events that say (down, moved, up, hovered).
    package var location: Point? {
        switch self {
        case let .pointerDown(p, _), let .pointerMoved(p, _), let .pointerUp(p, _), let .pointerHovered(p, _): return p
        default: return nil
        }
    }

    /// The same event with its time (if it carries one) taken to another clock by `convert`.
    ///
    /// - Parameter convert: The time on the new clock for a time on the event's.
    /// - Returns: The event with the converted time; an event without a time unchanged.
    package func retimed(_ convert: (Double) -> Double) -> InputEvent {
        switch self {
        case let .pointerDown(p, t): return .pointerDown(p, time: convert(t))
        case let .pointerMoved(p, t): return .pointerMoved(p, time: convert(t))
        case let .pointerUp(p, t): return .pointerUp(p, time: convert(t))
        case let .pointerCancelled(t): return .pointerCancelled(time: convert(t))
        case let .pointerHovered(p, t): return .pointerHovered(p, time: convert(t))
        case let .trackpad(dx, dy, t): return .trackpad(dx: dx, dy: dy, time: convert(t))
        case .quit, .wheel, .key, .resized, .exposed, .other: return self
        }
    }
}

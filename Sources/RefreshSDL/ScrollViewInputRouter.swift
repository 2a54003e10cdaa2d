import RefreshCore

/// Delivers a window's `InputEvent`s to one scroll view, so a program's loop needs no input code of
/// its own: the pointer becomes the scroll view's touches (window points converted to its
/// coordinates), a notched wheel scrolls by lines, a trackpad by points, each with the sign the core
/// expects (`dy > 0` from SDL scrolls toward the top).
///
/// Event times pass through unchanged: they are on `SDLClock`'s base, so the view tree's clock
/// must read the same base (set a `ManualClock` to `SDLClock.now` each frame, as
/// `Examples/HelloRefresh` does).
///
/// ```swift
/// let input = ScrollViewInputRouter(scrollView: list)
/// while let event = events.poll() {
///     if case .quit = event { running = false } else { input.route(event) }
/// }
/// ```
@MainActor
public final class ScrollViewInputRouter {
    /// Points one wheel line scrolls: the playground's wheel line.
    public static let pointsPerWheelLine = 40.0

    /// The scroll view that receives the input.
    public let scrollView: ScrollView

    /// A router for `scrollView`, which must be in the view tree drawn in the window the events
    /// come from (its position in that tree converts window points).
    ///
    /// - Parameter scrollView: The scroll view (a list with a refresh header or footer) to drive.
    public init(scrollView: ScrollView) {
        self.scrollView = scrollView
    }

    /// Delivers `event` to the scroll view: a press inside the scroll view starts a touch (a press
    /// elsewhere is not its), moves and the release follow it, a cancel (focus lost) ends it
    /// without momentum, the wheel and trackpad scroll it.
    ///
    /// - Parameter event: An event from `SDLEventSource`.
    /// - Returns: True when the scroll view took the event; false for a press outside it, a move,
    ///   release or cancel with no touch of its down, and what is the caller's (quit, keys,
    ///   resize, exposure, other).
    @discardableResult
    public func route(_ event: InputEvent) -> Bool {
        switch event {
        case let .pointerDown(p, time):
            let local = toScrollView(p)
            let size = scrollView.frame.size
            guard local.x >= 0, local.y >= 0, local.x < size.width, local.y < size.height else { return false }
            scrollView.touchDown(at: local, time: time)
        case let .pointerMoved(p, time):
            guard scrollView.isTracking else { return false }
            scrollView.touchMoved(to: toScrollView(p), time: time)
        case let .pointerUp(p, time):
            guard scrollView.isTracking else { return false }
            scrollView.touchUp(at: toScrollView(p), time: time)
        case let .pointerCancelled(time):
            guard scrollView.isTracking else { return false }
            scrollView.touchCancelled(time: time)
        case let .wheel(dx, dy):
            scrollView.scroll(by: Point(x: dx * Self.pointsPerWheelLine, y: -dy * Self.pointsPerWheelLine))
        case let .trackpad(dx, dy, time):
            scrollView.trackpadScroll(by: Point(x: dx, y: -dy), time: time)
        case .quit, .key, .resized, .exposed, .other:
            return false
        }
        return true
    }

    /// A window point in the scroll view's touch coordinates: relative to its frame's origin, through
    /// every superview's frame and scroll position up to the root.
    private func toScrollView(_ p: Point) -> Point {
        var origin = scrollView.frame.origin
        var ancestor = scrollView.superview
        while let view = ancestor {
            origin = origin - view.bounds.origin
            if view.superview != nil { origin = origin + view.frame.origin }
            ancestor = view.superview
        }
        return p - origin
    }
}

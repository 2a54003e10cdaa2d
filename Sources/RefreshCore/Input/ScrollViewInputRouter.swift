/// Delivers a window's `InputEvent`s to one scroll view, so a program's loop needs no input code of
/// its own: the pointer becomes the scroll view's touches (window points converted to its
/// coordinates), a notched wheel scrolls by lines, a trackpad by points, each with the sign the core
/// expects (`dy > 0` from SDL scrolls toward the top), and the keys scroll and refresh as the
/// playground's do:
///
/// | key | effect |
/// |---|---|
/// | Home, End | animated scroll (0.33 s) to the start or the end along the scroll view's axis (sideways for a view that scrolls only sideways); End reaches an auto footer, which loads; End (or Page Down) pressed at the end loads a back footer or a trailer, which otherwise only a pull loads |
/// | Page Up, Page Down | animated scroll by one page (the viewport less a pinned bar) |
/// | (all four) | nothing while the scroll view's `isScrollEnabled` is false (a header's open second floor) |
/// | F5, Ctrl+R | the header begins refreshing, as if pulled and released; while another control refreshes (or shows its outcome) it waits and begins once that one has ended (`beginRefreshingWhenUnblocked()`) |
/// | Enter (Return, keypad Enter) | an auto footer whose load failed retries (`AutoFooter.retry()`) |
///
/// `RefreshWindow`, the playground's window, its headless replay and `RefreshTestHost` all deliver
/// input through this one type.
///
/// Event times pass through unchanged: they must be on the view tree's clock, as the events
/// `RefreshWindow.poll()` hands out are (`SDLEventSource` gives times on `SDLClock`'s base).
///
/// It is pure Swift, in the core with `InputEvent`: any driver that produces `InputEvent`s (SDL's,
/// a test's, a replay's) drives a scroll view through it.
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
    /// elsewhere, or on its pinned bar, is not its), moves and the release follow it, a cancel (focus lost) ends it
    /// without momentum, the wheel and trackpad scroll it.
    ///
    /// - Parameter event: An event from the window's driver (`SDLEventSource`) or a replay.
    /// - Returns: True when the scroll view took the event; false for a press outside it, a move,
    ///   release or cancel with no touch of its down, and what is the caller's (quit, keys,
    ///   resize, exposure, other), and for a key that is not one of the router's (see the type's
    ///   table) or that has nothing to act on (F5 without a header).
    @discardableResult
    public func route(_ event: InputEvent) -> Bool {
        switch event {
        case let .pointerDown(p, time):
            let local = toScrollView(p)
            let size = scrollView.frame.size
            guard local.x >= 0, local.y >= 0, local.x < size.width, local.y < size.height else { return false }
            // A press on the pinned bar is the bar's: it does not drag the content under it.
            guard !scrollView.pinnedBarContains(local) else { return false }
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
        case .key:
            guard let name = event.plainKey else { return false }
            return key(name)
        case .quit, .resized, .exposed, .other:
            return false
        }
        return true
    }

    /// The router's keys (see the type's table), by the plain key pressed (`InputEvent.plainKey`:
    /// Ctrl+R is F5, other chords and the repeats of keys that do not repeat are not keys here).
    private func key(_ name: String) -> Bool {
        if name == "F5" { return beginHeaderRefresh() }
        if name == "Return" || name == "Keypad Enter" { return retryFooter() }
        return scroll(key: name)
    }

    /// End or Page Down at the end: the pull control there (a back footer, a trailer) begins, as a
    /// pull past it and a release would, so a keyboard reaches every load.
    private func beginTrailingPull(on axis: Axis) {
        let control: RefreshComponent? =
            axis == .vertical ? scrollView.refreshFooter as? BackFooter : scrollView.refreshTrailer
        guard let control, control.state == .idle, !control.isHidden, control.gestureMayStartRefresh else { return }
        control.beginRefreshing()
    }

    /// Enter: a failed auto footer retries; false when there is none.
    private func retryFooter() -> Bool {
        (scrollView.refreshFooter as? AutoFooter)?.retry() ?? false
    }

    /// F5 and Ctrl+R: the header begins now, or, while another control holds the scroll view,
    /// as soon as that one has ended (never silently ignored).
    private func beginHeaderRefresh() -> Bool {
        guard let header = scrollView.refreshHeader else { return false }
        header.beginRefreshingWhenUnblocked()
        return true
    }

    /// Home/End/PageUp/PageDown as animated scrolls along the scroll view's axis (horizontal for a
    /// view that bounces only sideways); false for other keys. The other axis goes to the nearest
    /// offset inside the range, so a key pressed mid-bounce never leaves the content stranded past
    /// an edge. A key that cannot move the content because it already rests at the edge the key
    /// scrolls toward (End at the end) is told to the scroll view's observers as a page's push
    /// against that edge (`ScrollView.scrollAgainstEdge(by:)`), as the wheel is.
    private func scroll(key name: String) -> Bool {
        let sv = scrollView
        // A scroll view that does not scroll (an open second floor) takes the page keys and stays.
        guard sv.isScrollEnabled else { return ["Home", "End", "PageUp", "PageDown"].contains(name) }
        let axis: Axis = sv.alwaysBounceHorizontal && !sv.alwaysBounceVertical ? .horizontal : .vertical
        let lower = sv.minContentOffset, upper = sv.maxContentOffset
        var target = Point(
            x: min(max(sv.contentOffset.x, lower.x), upper.x),
            y: min(max(sv.contentOffset.y, lower.y), upper.y))
        // A page is what the viewport shows: a pinned bar's height less, so no row goes by unseen.
        let lo = lower[axis], hi = upper[axis]
        let page = sv.bounds.size[axis] - (axis == .vertical ? sv.pinnedBarHeight : 0)
        let current = target
        switch name {
        case "Home": target[axis] = lo
        case "End": target[axis] = hi
        case "PageUp": target[axis] = max(lo, target[axis] - page)
        case "PageDown": target[axis] = min(hi, target[axis] + page)
        default: return false
        }
        sv.setContentOffset(target, animated: true)
        if target[axis] == current[axis] {
            let towardEnd = name == "End" || name == "PageDown"
            var push = Point.zero
            push[axis] = towardEnd ? page : -page
            sv.scrollAgainstEdge(by: push)
            if towardEnd { beginTrailingPull(on: axis) }
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

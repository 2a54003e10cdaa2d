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
/// | Escape | while a refresh control of the scroll view refreshes: cancels its refresh (`cancelRefreshing()`, reason `.key`), and gives up the refreshes waiting to begin; otherwise not the router's (the caller's: a window quits, an overlay closes) |
/// | Tab, Shift+Tab | in a tree with several scroll views (`init(root:)`), the focus moves to the next or previous one (when `cyclesFocusWithTab`) |
///
/// The refreshes the keys begin name `.key` as their ``RefreshComponent/refreshSource``.
///
/// Over a view tree (`init(root:)`, two lists side by side) it chooses the scroll view each event
/// is for: a press goes to the scroll view under it and focuses it, the moves and the release of
/// that press stay with it (a drag that starts in one list and moves over the other is the
/// first's), the wheel and the trackpad go to the scroll view under the pointer (where it last
/// hovered, pressed or moved; the focused one while that is unknown or over none) without moving
/// the focus, as desktop toolkits do, and the keys go to the focused one
/// (`View.focusedScrollView`), whose ring shows which that is. `init(scrollView:)` drives one
/// scroll view, as before, with no focus and no ring. In either, a sideways wheel or trackpad
/// swipe over a nested carousel scrolls the carousel under the pointer (`ScrollView+Nesting`).
///
/// `RefreshWindow`, the playground's window, its headless replay and `RefreshTestHost` all deliver
/// input through this one type.
///
/// Event times pass through unchanged: they must be on the view tree's clock, as the events
/// `RefreshWindow.poll()` hands out are (`SDLEventSource` gives times on CLOCK_MONOTONIC).
///
/// It is pure Swift, in the core with `InputEvent`: any driver that produces `InputEvent`s (SDL's,
/// a test's, a replay's) drives a scroll view through it.
///
/// ```swift
/// let input = ScrollViewInputRouter(scrollView: list)   // or (root: window) for several lists
/// while let event = events.poll() {
///     if case .quit = event { running = false } else { input.route(event) }
/// }
/// ```
@MainActor
public final class ScrollViewInputRouter {
    /// Points one wheel line scrolls: the playground's wheel line.
    public static let pointsPerWheelLine = 40.0

    /// The root of the tree whose scroll views take the input: the scroll view itself for
    /// `init(scrollView:)`.
    public let root: View
    /// True (the default): Tab and Shift+Tab move the focus between the tree's scroll views. An app
    /// that keeps Tab for something else sets it false and moves the focus with
    /// `View.moveFocus(forward:)` itself.
    public var cyclesFocusWithTab = true
    /// The one scroll view of `init(scrollView:)`; nil for a tree.
    private let single: ScrollView?
    /// The scroll view the press in progress went to: its moves and release follow it.
    private weak var pressed: ScrollView?
    /// Where the pointer was last seen (hovered, pressed, moved, released), in window points; nil
    /// until it was.
    public private(set) var pointerLocation: Point?
    /// What `scrollView` gives while the tree holds no scroll view: the last one focused, or an
    /// empty one outside any tree, which takes nothing.
    private var lastFocused: ScrollView

    /// A router for `scrollView`, which must be in the view tree drawn in the window the events
    /// come from (its position in that tree converts window points).
    ///
    /// - Parameter scrollView: The scroll view (a list with a refresh header or footer) to drive.
    public init(scrollView: ScrollView) {
        root = scrollView
        single = scrollView
        lastFocused = scrollView
    }

    /// A router for every scroll view in the tree under `root` (`View.focusableScrollViews`), the
    /// window's root or a container in it: presses go to the scroll view under them, keys to the
    /// focused one. The focus starts on the first scroll view (or where `root.focus(_:)` put it),
    /// and the focused one gets a ring while the tree holds more than one.
    ///
    /// - Parameter root: The tree's root; window points are its coordinates (its position in the
    ///   window, when it is not the window, converts them).
    public init(root: View) {
        self.root = root
        single = nil
        lastFocused = root.focusedScrollView ?? ScrollView(frame: .zero)
        root.manageFocus()
    }

    /// The scroll view the keys go to (and the wheel and the trackpad while the pointer's place is
    /// unknown, `scrollViewUnderPointer`): the one of `init(scrollView:)`, or the tree's focused one (`View.focusedScrollView`; the last one
    /// focused while the tree holds none).
    public var scrollView: ScrollView {
        if let single { return single }
        if let focused = root.focusedScrollView { lastFocused = focused }
        return lastFocused
    }

    /// The scroll view under `point` (window points) that a press there goes to: the frontmost
    /// one whose frame holds it; nil when the press is outside every one.
    ///
    /// - Parameter point: A point in window points.
    /// - Returns: The scroll view, or nil.
    public func scrollView(at point: Point) -> ScrollView? {
        let candidates = single.map { [$0] } ?? root.focusableScrollViews
        return candidates.last { sv in
            let local = toScrollView(point, sv), size = sv.frame.size
            return local.x >= 0 && local.y >= 0 && local.x < size.width && local.y < size.height
        }
    }

    /// Delivers `event` to its scroll view: a press inside a scroll view starts a touch there (and
    /// focuses it, in a tree; a press elsewhere, or on a scroll view's pinned bar, is none of the
    /// router's), moves and the release follow that touch, a cancel (focus lost) ends it without
    /// momentum, a hover only tells where the pointer is, the wheel and trackpad scroll the scroll
    /// view under the pointer (`scrollViewUnderPointer`), and the keys act on the focused one.
    ///
    /// - Parameter event: An event from the window's driver (`SDLEventSource`) or a replay.
    /// - Returns: True when a scroll view took the event; false for a press outside every one, a
    ///   move, release or cancel with no touch of its down, a hover (it only moves the pointer), and what is the caller's (quit, keys,
    ///   resize, exposure, other), and for a key that is not one of the router's (see the type's
    ///   table) or that has nothing to act on (F5 without a header, Esc while nothing refreshes).
    @discardableResult
    public func route(_ event: InputEvent) -> Bool {
        if let p = event.location { pointerLocation = p }
        switch event {
        case let .pointerDown(p, time):
            guard let target = scrollView(at: p) else { return false }
            let local = toScrollView(p, target)
            // A press on the pinned bar is the bar's: it does not drag the content under it.
            guard !target.pinnedBarContains(local) else { return false }
            if single == nil { root.focus(target) }
            pressed = target
            target.touchDown(at: local, time: time)
        case let .pointerMoved(p, time):
            guard let sv = pressed ?? single, sv.isTracking else { return false }
            sv.touchMoved(to: toScrollView(p, sv), time: time)
        case let .pointerUp(p, time):
            guard let sv = pressed ?? single, sv.isTracking else { return false }
            sv.touchUp(at: toScrollView(p, sv), time: time)
        case let .pointerCancelled(time):
            guard let sv = pressed ?? single, sv.isTracking else { return false }
            sv.touchCancelled(time: time)
        case .pointerHovered:
            return false   // only where the pointer is, kept above
        case let .wheel(dx, dy):
            let sv = scrollViewUnderPointer
            sv.withPointer(at: pointerLocation.map { toScrollView($0, sv) }) {
                sv.scroll(by: Point(x: dx * Self.pointsPerWheelLine, y: -dy * Self.pointsPerWheelLine))
            }
        case let .trackpad(dx, dy, time):
            let sv = scrollViewUnderPointer
            sv.withPointer(at: pointerLocation.map { toScrollView($0, sv) }) {
                sv.trackpadScroll(by: Point(x: dx, y: -dy), time: time)
            }
        case .key:
            guard let name = event.plainKey else { return false }
            return key(name)
        case .quit, .resized, .exposed, .other:
            return false
        }
        return true
    }

    /// The scroll view the wheel and the trackpad go to: the one under the pointer, or the focused
    /// one while the pointer's place is unknown or over none (always the one of `init(scrollView:)`).
    public var scrollViewUnderPointer: ScrollView {
        if let single { return single }
        return pointerLocation.flatMap { scrollView(at: $0) } ?? scrollView
    }

    /// The router's keys (see the type's table), by the plain key pressed (`InputEvent.plainKey`:
    /// Ctrl+R is F5, other chords and the repeats of keys that do not repeat are not keys here).
    private func key(_ name: String) -> Bool {
        if name == "Tab" || name == "Shift+Tab" { return moveFocus(forward: name == "Tab") }
        if name == "F5" { return beginHeaderRefresh() }
        if name == "Escape" { return cancelRefreshes() }
        if name == "Return" || name == "Keypad Enter" { return retryFooter() }
        return scroll(key: name)
    }

    /// Tab and Shift+Tab in a tree of more than one scroll view (when `cyclesFocusWithTab`); false
    /// otherwise, so the key stays the app's.
    private func moveFocus(forward: Bool) -> Bool {
        guard single == nil, cyclesFocusWithTab, root.focusableScrollViews.count > 1 else { return false }
        root.moveFocus(forward: forward)
        return true
    }

    /// End or Page Down at the end: the pull control there (a back footer, a trailer) begins, as a
    /// pull past it and a release would, so a keyboard reaches every load.
    private func beginTrailingPull(on axis: Axis) {
        let control: RefreshComponent? =
            axis == .vertical ? scrollView.refreshFooter as? BackFooter : scrollView.refreshTrailer
        guard let control, control.state == .idle, !control.isHidden, control.gestureMayStartRefresh else { return }
        control.beginRefreshing(source: .key)
    }

    /// Enter: a failed auto footer retries; false when there is none.
    private func retryFooter() -> Bool {
        (scrollView.refreshFooter as? AutoFooter)?.retry(source: .key) ?? false
    }

    /// F5 and Ctrl+R: the header begins now, or, while another control holds the scroll view,
    /// as soon as that one has ended (never silently ignored).
    private func beginHeaderRefresh() -> Bool {
        guard let header = scrollView.refreshHeader else { return false }
        header.beginRefreshingWhenUnblocked(source: .key)
        return true
    }

    /// Escape: while a control of the scroll view refreshes, the refreshes waiting to begin are given
    /// up and the running ones cancelled (reason `.key`); false when none refreshes, so Esc stays the
    /// caller's.
    private func cancelRefreshes() -> Bool {
        let controls: [RefreshComponent] = [
            scrollView.refreshHeader, scrollView.refreshFooter, scrollView.refreshTrailer,
        ].compactMap { $0 }
        guard controls.contains(where: \.isRefreshing) else { return false }
        for control in controls where control.isWaitingToBegin && !control.isRefreshing {
            control.cancelRefreshing(because: .key)
        }
        for control in controls where control.isRefreshing { control.cancelRefreshing(because: .key) }
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

    /// A window point in `sv`'s touch coordinates: relative to its frame's origin, through every
    /// superview's frame and scroll position up to the window.
    private func toScrollView(_ p: Point, _ sv: ScrollView) -> Point {
        var origin = sv.frame.origin
        var ancestor = sv.superview
        while let view = ancestor {
            origin = origin - view.bounds.origin
            if view.superview != nil { origin = origin + view.frame.origin }
            ancestor = view.superview
        }
        return p - origin
    }
}

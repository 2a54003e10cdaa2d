/// What a scroll view keeps for the scroll views nested in it (a carousel in a list's row) and for
/// its directional lock, between input events.
struct NestingState: FeatureState {
    /// Who a touch that went down on a nested scroll view belongs to.
    enum TouchOwner {
        /// No nested scroll view under the touch: the scroll view's own, as always.
        case own
        /// Down on a nested scroll view, inside the slop: nothing moves yet.
        case undecided
        /// Mostly horizontal past the slop: the nested scroll view's, to its release.
        case nested
    }

    /// The axis a directional lock decided for the drag under way.
    enum Lock: Equatable {
        /// The drag has not left the slop yet (or there is no drag).
        case undecided
        /// Only this axis moves until the release.
        case locked(Axis)
        /// A diagonal drag: both axes move.
        case free
    }

    var owner = TouchOwner.own
    /// The nested scroll view under the touch, while `owner` is not `own`.
    weak var nested: ScrollView?
    /// A point in this view's frame space plus `shift` is the same point in the nested view's.
    var shift = Point.zero
    /// Where the touch went down, in this view's frame space.
    var downPoint = Point.zero
    /// `isDirectionalLockEnabled`.
    var isDirectionalLockEnabled = false
    var lock = Lock.undecided
    /// The nested scroll view that took the trackpad gesture under way, if one did.
    weak var trackpadNested: ScrollView?
    /// Where the pointer is (this view's frame space) while the router delivers a wheel or trackpad
    /// delta (`withPointer(at:_:)`); nil otherwise, and then `hasPointer` and the last touch say.
    var routedPointer: Point?
    /// True once a touch went down: `inputState.lastTouch` is then where the pointer was last seen.
    var hasPointer = false
    /// True when the axis was just decided for this view: its drag begins at the next move's
    /// point, even though the touch has not moved from there.
    var dragStartsAtRebase = false
}

/// What a move means to a scroll view with nesting (`nestingTouchMoved`).
enum NestingMove {
    /// The view's own drag goes on as always.
    case ours
    /// The axis was just decided for this view: its drag begins here, with no travel yet.
    case dragStartsHere
    /// Not the view's to follow: inside the slop, or a nested view's drag.
    case notOurs
}

/// Nested scroll views, as UIKit nests `UIScrollView`s: a horizontal scroll view inside this one
/// (a carousel in a list's row, a `CarouselView`) gets the touch first, and the drag decides its
/// axis once, when it leaves `DirectionalLock.touchSlop` (about 10 pt, UIKit's hysteresis):
///
/// - mostly horizontal: the nested scroll view drags, with its own physics (rubber band, momentum,
///   its trailer); this one never moves, so its header and footer never hear of it;
/// - mostly vertical (or 45°): this one drags, from where the touch is then (nothing jumps), and
///   the nested one stays still.
///
/// Inside the slop nothing moves. A release inside it is the nested view's (its tap). The
/// trackpad follows the same rule once per gesture (its first delta's longer axis), and so does
/// the wheel (a horizontal wheel or Shift+wheel, `InputEvent.wheel(dx:dy:modifiers:)`), both over
/// the scroll view nested under the pointer (where `ScrollViewInputRouter` last saw it: hovered,
/// pressed or moved; without a router, where the pointer last went down or moved).
///
/// `isDirectionalLockEnabled` (UIKit's name) applies the same decision to one scroll view that
/// scrolls both ways: a drag that leaves the slop mostly along one axis (`DirectionalLock.lockRatio`)
/// moves only on it to its release, a diagonal drag moves freely.
extension ScrollView {
    /// Keeps a drag on one axis, as `UIScrollView.isDirectionalLockEnabled`: off by default. When on,
    /// a drag moves nothing until it leaves the touch slop (`DirectionalLock.touchSlop`), then only
    /// along the axis it mostly went (one travel at least twice the other's) until its release, its
    /// momentum included; a diagonal drag moves on both axes.
    public var isDirectionalLockEnabled: Bool {
        get { features[NestingState.self].isDirectionalLockEnabled }
        set { features[NestingState.self].isDirectionalLockEnabled = newValue }
    }

    /// The scroll view nested in this one that the touch under way went to, if the drag was
    /// decided for it (mostly horizontal past the slop); nil otherwise.
    public var nestedTouchTarget: ScrollView? {
        let s = features[NestingState.self]
        return s.owner == .nested ? s.nested : nil
    }

    /// Whether this scroll view takes part in nesting as the inner one: it scrolls only sideways
    /// (a carousel in a list's row), is shown and takes input.
    var isNestableHorizontally: Bool {
        !isHidden && isScrollEnabled && canScroll(.horizontal) && !canScroll(.vertical)
    }

    /// The front-most horizontal scroll view nested under `point` (this view's frame space), with
    /// what takes a point of this view's frame space to its frame space; nil when there is none.
    func nestedScrollView(at point: Point) -> (view: ScrollView, shift: Point)? {
        // `local` is in `view`'s bounds space; `total` takes this view's frame space there.
        func search(_ view: View, _ local: Point, _ total: Point) -> (ScrollView, Point)? {
            for child in view.subviews.reversed() where !child.isHidden && child.frame.contains(local) {
                let toFrame = Point(x: -child.frame.minX, y: -child.frame.minY)
                if let sv = child as? ScrollView, sv.isNestableHorizontally { return (sv, total + toFrame) }
                let shift = total + toFrame + child.bounds.origin
                if let found = search(child, local + toFrame + child.bounds.origin, shift) { return found }
            }
            return nil
        }
        return search(self, point + bounds.origin, bounds.origin)
    }

    /// After `touchDown`: a touch on a nested horizontal scroll view waits for its axis, and the
    /// nested one catches its own moving content at once (as a touch on a moving carousel stops it).
    func nestingTouchDown(at point: Point, time: Double) {
        var s = features[NestingState.self]
        s.hasPointer = true
        s.dragStartsAtRebase = false
        s.lock = .undecided
        s.owner = .own
        s.nested = nil
        if let (view, shift) = nestedScrollView(at: point) {
            s.owner = .undecided
            s.nested = view
            s.shift = shift
            s.downPoint = point
            inputState.touchMayTap = false   // the nested view's tap, not this one's
            view.touchDown(at: point + shift, time: time)
        }
        features[NestingState.self] = s
    }

    /// A move of a touch that went down on a nested scroll view: `notOurs` when it is not this
    /// view's to follow (inside the slop, or the nested view's drag). When the axis is decided the
    /// view that takes the drag starts it there, from `point` (UIKit's pan begins past its
    /// hysteresis), so nothing jumps; the other lets go.
    func nestingTouchMoved(to point: Point, time: Double) -> NestingMove {
        var s = features[NestingState.self]
        switch s.owner {
        case .own:
            guard s.dragStartsAtRebase else { return .ours }
            features[NestingState.self].dragStartsAtRebase = false
            return .dragStartsHere
        case .nested:
            s.nested?.touchMoved(to: point + s.shift, time: time)
            return .notOurs
        case .undecided:
            let travel = point - s.downPoint
            guard DirectionalLock.hasLeftSlop(travel) else { return .notOurs }
            guard let nested = s.nested, DirectionalLock.dominantAxis(travel) == .horizontal else {
                s.nested?.touchCancelled(time: time)
                s.owner = .own
                s.nested = nil
                features[NestingState.self] = s
                rebaseTouch(at: point)
                features[NestingState.self].dragStartsAtRebase = false
                return .dragStartsHere
            }
            s.owner = .nested
            features[NestingState.self] = s
            nested.rebaseTouch(at: point + s.shift)
            nested.features[NestingState.self].dragStartsAtRebase = true
            nested.touchMoved(to: point + s.shift, time: time)
            return .notOurs
        }
    }

    /// The release (or cancel) of a touch that went down on a nested scroll view: the nested view
    /// ends its touch (its momentum, its bounce, its tap inside the slop).
    func nestingTouchEnded(time: Double, cancelled: Bool) {
        var s = features[NestingState.self]
        guard s.owner != .own else { return }
        if let nested = s.nested {
            if cancelled { nested.touchCancelled(time: time) } else { nested.touchUp(time: time) }
        }
        s.owner = .own
        s.nested = nil
        features[NestingState.self] = s
    }

    /// The touch counts as having gone down at `point` (frame space): the drag starts from there.
    func rebaseTouch(at point: Point) {
        let p = Point(x: point.x + frame.minX, y: point.y + frame.minY)
        inputState.touchOrigin = p
        inputState.lastTouch = p
    }

    /// Whether a drag of this view may move `axis` now, under the directional lock.
    func lockAllows(_ axis: Axis) -> Bool {
        switch features[NestingState.self].lock {
        case .undecided, .free: return true
        case let .locked(locked): return locked == axis
        }
    }

    /// During a drag with the directional lock on a view that scrolls both ways: false while the
    /// touch is inside the slop (nothing moves); once it leaves it, the lock decides, and the drag
    /// starts from there.
    func directionalLockPermitsMove(to point: Point) -> Bool {
        var s = features[NestingState.self]
        guard s.isDirectionalLockEnabled, s.lock == .undecided, canScroll(.horizontal), canScroll(.vertical) else {
            return true
        }
        let here = Point(x: point.x + frame.minX, y: point.y + frame.minY)
        let travel = here - inputState.touchOrigin
        guard DirectionalLock.hasLeftSlop(travel) else { return false }
        s.lock = DirectionalLock.lockedAxis(travel).map { .locked($0) } ?? .free
        features[NestingState.self] = s
        inputState.touchOrigin = here
        keepGrip()
        return true
    }

    /// A trackpad delta over a nested horizontal scroll view: the gesture decides once, by its
    /// first delta's longer axis; true when the nested view took it (only its sideways part).
    func nestingTrackpadScroll(by delta: Point, time: Double) -> Bool {
        var s = features[NestingState.self]
        if let nested = s.trackpadNested, nested.isTrackpadScrolling {
            if delta.x != 0 { nested.trackpadScroll(by: Point(x: delta.x, y: 0), time: time) }
            return true
        }
        s.trackpadNested = nil
        defer { features[NestingState.self] = s }
        guard !isTrackpadScrolling, DirectionalLock.dominantAxis(delta) == .horizontal,
            let nested = nestedUnderPointer()
        else { return false }
        s.trackpadNested = nested
        nested.trackpadScroll(by: Point(x: delta.x, y: 0), time: time)
        return true
    }

    /// A wheel delta (points) that is mostly sideways, over a nested horizontal scroll view: it
    /// scrolls that one; true when it did.
    func nestingScroll(by delta: Point) -> Bool {
        guard DirectionalLock.dominantAxis(delta) == .horizontal, let nested = nestedUnderPointer() else {
            return false
        }
        nested.scroll(by: Point(x: delta.x, y: 0))
        return true
    }

    /// Runs `body` (a wheel or trackpad delta the router delivers) with the pointer at `point`
    /// (this view's frame space; nil: unknown), so a sideways delta goes to the carousel under it
    /// rather than to the one where the pointer last went down.
    ///
    /// - Parameters:
    ///   - point: Where the pointer is, in this view's frame space, or nil.
    ///   - body: The delivery.
    package func withPointer(at point: Point?, _ body: () -> Void) {
        let before = features[NestingState.self].routedPointer
        features[NestingState.self].routedPointer = point
        body()
        features[NestingState.self].routedPointer = before
    }

    /// The nested horizontal scroll view under the pointer (as the router says while it delivers
    /// a wheel or trackpad delta; else where the pointer last went down or moved), if any.
    private func nestedUnderPointer() -> ScrollView? {
        if let p = features[NestingState.self].routedPointer { return nestedScrollView(at: p)?.view }
        guard features[NestingState.self].hasPointer else { return nil }
        let p = Point(x: inputState.lastTouch.x - frame.minX, y: inputState.lastTouch.y - frame.minY)
        return nestedScrollView(at: p)?.view
    }
}

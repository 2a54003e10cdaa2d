import Logging

/// A scrolling viewport over content, with iOS's scroll physics (the repository's docs/library.md,
/// "Scroll physics"):
/// 1:1 dragging with a rubber band past the edges, momentum that decelerates at `decelerationRate`
/// per millisecond, a critically damped spring back to the edge, a clamped wheel, and precise
/// trackpad scrolling that rubber-bands and settles after `trackpadIdleTimeout`.
///
/// Coordinates follow UIKit: `contentOffset` is `bounds.origin`, y is negative when pulled down past
/// the top. The scroll range uses `adjustedContentInset`: the app's `contentInset`, the host's
/// `systemInset`, what refresh controls add (`refreshControlInset`) and a pinned bar's height
/// (`pinnedBarHeight`), each kept apart so that none can corrupt another.
/// Touch locations are in the scroll view's frame space (relative to its frame origin). A drag is
/// measured in the superview's space, as UIKit's pan translation is: a frame that moves or resizes
/// under a still pointer (a window resize) never counts as finger travel, and the drag keeps its
/// grip on the content.
open class ScrollView: View, FrameObserver {
    /// Duration of `setContentOffset(_:animated: true)`.
    public static let animatedScrollDuration = 0.33
    /// The easing of `setContentOffset(_:animated: true)`: UIKit's ease-in-out, so an animated scroll
    /// (Home, End, Page Up, Page Down) starts and stops at rest instead of at a constant speed.
    static let animatedScrollCurve = TimingCurve.easeInOut
    /// Momentum and springs stop within this many pixels of rest.
    public static let stopDistancePixels = 0.5
    /// A spring also has to be slower than this (pt/s) to stop.
    public static let stopVelocity = 20.0
    /// Seconds without a trackpad delta (on the window's clock) after which a trackpad scroll
    /// settles: back to the edge with the bounce spring when past one, else it simply stays.
    public static let trackpadIdleTimeout = TrackpadGesture.idleTimeout

    private var contentSizeStorage = Size.zero
    private var contentInsetStorage = EdgeInsets.zero
    private var systemInsetStorage = EdgeInsets.zero
    /// Per control, in the order they first added an inset (a fixed order keeps sums deterministic).
    private var controlInsets: [(control: ObjectIdentifier, inset: EdgeInsets)] = []
    private var controlInsetSum = EdgeInsets.zero
    /// Per control, how it shapes a drag past its edge (`setOverscrollShape(_:for:)`), in the order
    /// they were first set.
    private(set) var overscrollShapeEntries: [(control: ObjectIdentifier, shape: OverscrollShape)] = []

    /// Whether the content rubber-bands past its edges and springs back (else it stops at the edges).
    public var bounces = true
    /// Whether a vertical drag bounces even when the content is not taller than the viewport; attaching
    /// a refresh control turns it on so a short list can still be pulled.
    public var alwaysBounceVertical = false
    /// Whether a horizontal drag bounces even when the content is not wider than the viewport.
    public var alwaysBounceHorizontal = false
    /// Whether touches, the wheel and the trackpad scroll the content (code can always set the offset).
    public var isScrollEnabled = true
    /// The momentum's velocity multiplier per millisecond after a fling (`DecelerationRate.normal` or
    /// `.fast`).
    public var decelerationRate = DecelerationRate.normal

    /// What touches, the wheel and the trackpad keep between events (`ScrollView+Input.swift`).
    var inputState = ScrollInputState()
    /// What moves the content on each axis after a release or during an animated scroll.
    var motion: (x: AxisMotion, y: AxisMotion) = (.none, .none)
    /// The latest time the view has seen (an input event's or a frame's), on the window's clock.
    var lastTime = 0.0
    private var observers: [WeakScrollObserver] = []

    /// Creates an empty scroll view that clips its content to its bounds.
    /// - Parameter frame: The viewport's frame, in points.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        clipsToBounds = true
    }

    // MARK: Content geometry

    /// The size of the scrollable content, in points. Negative or non-finite sizes are clamped to 0
    /// (with a warning); a change re-clamps the offset into the new range and notifies observers.
    public var contentSize: Size {
        get { contentSizeStorage }
        set {
            let s = warnIfSanitized(
                newValue, to: newValue.sanitized(), control: typeName, property: "contentSize", logger: logger)
            let old = contentSizeStorage
            guard s != old else { return }
            contentSizeStorage = s
            rangeDidChange()
            notify { $0.scrollView(self, contentSizeDidChangeFrom: old) }
        }
    }

    /// The app's inset, as `UIScrollView.contentInset`.
    public var contentInset: EdgeInsets {
        get { contentInsetStorage }
        set {
            setInsets(
                content: warnIfSanitized(
                    newValue, to: newValue.sanitized(), control: typeName, property: "contentInset", logger: logger),
                system: systemInsetStorage)
        }
    }

    /// An inset the host imposes (safe area, bars), as the difference between UIKit's
    /// `adjustedContentInset` and `contentInset`.
    public var systemInset: EdgeInsets {
        get { systemInsetStorage }
        set {
            setInsets(
                content: contentInsetStorage,
                system: warnIfSanitized(
                    newValue, to: newValue.sanitized(), control: typeName, property: "systemInset", logger: logger))
        }
    }

    /// Stores the insets; a change re-derives the range, then observers hear the old adjusted inset.
    private func setInsets(content: EdgeInsets, system: EdgeInsets, controls: EdgeInsets? = nil) {
        let controls = controls ?? controlInsetSum
        guard content != contentInsetStorage || system != systemInsetStorage || controls != controlInsetSum else {
            return
        }
        let old = adjustedContentInset
        contentInsetStorage = content
        systemInsetStorage = system
        controlInsetSum = controls
        rangeDidChange()
        insetsDidChange(from: old)
        notify { $0.scrollView(self, contentInsetDidChangeFrom: old) }
    }

    /// Called after the adjusted inset changed, before observers hear of it; lists re-lay out here.
    /// - Parameter old: The adjusted content inset before the change, in points.
    func insetsDidChange(from old: EdgeInsets) {}

    /// `contentInset + systemInset + refreshControlInset` and a pinned bar's height: the insets the
    /// scroll range uses.
    public var adjustedContentInset: EdgeInsets { contentInsetStorage + systemInsetStorage + controlInsetSum }

    /// What every refresh control adds to the insets now (a header hovering while it refreshes, an
    /// auto footer's height, ...): the sum of their `setRefreshInset(_:for:)` values. A pinned bar's
    /// height, kept among them under the bar's own key, is not in it (``pinnedBarHeight``).
    public var refreshControlInset: EdgeInsets {
        guard let bar = pinnedBar else { return controlInsetSum }
        return controlInsetSum - controlInset(for: ObjectIdentifier(bar))
    }

    /// The inset `control` adds to the scroll range (zero when it adds none).
    /// - Parameter control: The refresh control (or any object) that added the inset.
    /// - Returns: The inset that object adds, in points.
    public func refreshInset(for control: AnyObject) -> EdgeInsets {
        controlInsets.first { $0.control == ObjectIdentifier(control) }?.inset ?? .zero
    }

    /// Sets the inset `control` adds, replacing what it added before. Kept apart from the app's
    /// `contentInset`, so neither can corrupt the other whatever order they change in. Negative or
    /// non-finite sides are taken as 0 (with a warning): a control only ever adds room.
    /// - Parameters:
    ///   - inset: The inset the control adds now, in points; zero removes its entry.
    ///   - control: The refresh control (or any object) the inset belongs to, compared by identity.
    public func setRefreshInset(_ inset: EdgeInsets, for control: AnyObject) {
        let c = warnIfSanitized(
            inset, to: inset.sanitized(atLeast: 0), control: typeName, property: "refreshInset", logger: logger)
        let key = ObjectIdentifier(control)
        guard refreshInset(for: control) != c else { return }
        if let i = controlInsets.firstIndex(where: { $0.control == key }) {
            if c == .zero { controlInsets.remove(at: i) } else { controlInsets[i].inset = c }
        } else {
            controlInsets.append((key, c))
        }
        let sum = controlInsets.reduce(EdgeInsets.zero) { $0 + $1.inset }
        setInsets(content: contentInsetStorage, system: systemInsetStorage, controls: sum)
    }

    /// The inset the control with identity `control` adds (zero when it adds none).
    func controlInset(for control: ObjectIdentifier) -> EdgeInsets {
        controlInsets.first { $0.control == control }?.inset ?? .zero
    }

    /// Sets how `control` shapes a drag past its edge (its drag rate and maximum pull), replacing
    /// what it set before; nil removes it, leaving iOS's rubber band. A drag under way keeps its
    /// grip: the content stays where it is drawn and the new shape applies from the next move.
    func setOverscrollShape(_ shape: OverscrollShape?, for control: AnyObject) {
        let key = ObjectIdentifier(control)
        let index = overscrollShapeEntries.firstIndex { $0.control == key }
        guard index.map({ overscrollShapeEntries[$0].shape }) != shape else { return }
        switch (index, shape) {
        case let (i?, s?): overscrollShapeEntries[i].shape = s
        case let (i?, nil): overscrollShapeEntries.remove(at: i)
        case let (nil, s?): overscrollShapeEntries.append((key, s))
        case (nil, nil): return
        }
        if isDragging { keepGrip() }
    }

    /// The smallest resting offset: `-adjustedContentInset.top/left`.
    public var minContentOffset: Point { Point(x: minOffset(.horizontal), y: minOffset(.vertical)) }
    /// The largest resting offset.
    public var maxContentOffset: Point { Point(x: maxOffset(.horizontal), y: maxOffset(.vertical)) }

    func minOffset(_ axis: Axis) -> Double { -adjustedContentInset.leading(axis) }
    func maxOffset(_ axis: Axis) -> Double {
        max(minOffset(axis), contentSizeStorage[axis] + adjustedContentInset.trailing(axis) - bounds.size[axis])
    }

    /// True when a drag can move content on `axis`.
    /// - Parameter axis: The axis to check.
    /// - Returns: False when scrolling is disabled; true when the content is larger than the viewport on
    ///   `axis`, or when it bounces there anyway (`bounces` with `alwaysBounceVertical` /
    ///   `alwaysBounceHorizontal`).
    public func canScroll(_ axis: Axis) -> Bool {
        guard isScrollEnabled else { return false }
        if maxOffset(axis) > minOffset(axis) { return true }
        return bounces && (axis == .vertical ? alwaysBounceVertical : alwaysBounceHorizontal)
    }

    // MARK: Offset

    /// The point of the content shown at the viewport's top-left corner, in points (`bounds.origin`);
    /// negative y when pulled down past the top. Setting it is `setContentOffset(_:animated: false)`.
    public var contentOffset: Point {
        get { bounds.origin }
        set { setContentOffset(newValue, animated: false) }
    }

    /// The offset drawn this frame (mid-animation when an animation block moves it).
    public var presentationContentOffset: Point { presentationBoundsOrigin }

    /// Routes a bounds-origin change through `setContentOffset(_:animated: false)`, so observers and
    /// springs see it.
    /// - Parameter origin: The new content offset, in points.
    open override func setBoundsOrigin(_ origin: Point) { setContentOffset(origin, animated: false) }

    /// Moves the content. Animated: over 0.33 s with UIKit's ease-in-out curve (it speeds up from
    /// rest and slows down to rest, ending exactly at `offset`), one offset change per frame,
    /// cancelled by a touch; it ends a trackpad scroll. Not animated: stops momentum at once, but an axis the
    /// call leaves where it is springs back when it lies past an edge (a bounce it had goes on), so a
    /// refresh control moving one axis never strands the other outside the range; during a drag the
    /// finger keeps its grip; a trackpad scroll waiting to settle still settles from there.
    /// A non-finite offset is ignored with a warning.
    /// - Parameters:
    ///   - offset: The content offset to move to, in points (not clamped to the range).
    ///   - animated: True to scroll there over `animatedScrollDuration` when in a window; false (or
    ///     off-window) to jump there at once.
    public func setContentOffset(_ offset: Point, animated: Bool) {
        guard offset.x.isFinite, offset.y.isFinite else {
            logger.warning(
                "A non-finite value was ignored",
                metadata: ["control": "\(typeName)", "property": "contentOffset", "value": "\(offset)"])
            return
        }
        // With reduced motion (`ViewContext.reducesMotion`) an animated scroll jumps to its end.
        if animated, let window, !window.context.reducesMotion {
            inputState.trackpad.cancel()   // the animation takes over from a trackpad scroll waiting to settle
            let now = window.context.clock.now
            let cur = contentOffset
            motion = (
                .scrolling(from: cur.x, to: offset.x, start: now, duration: ScrollView.animatedScrollDuration),
                .scrolling(from: cur.y, to: offset.y, start: now, duration: ScrollView.animatedScrollDuration)
            )
            return
        }
        let before = contentOffset, previous = motion
        motion = (.none, .none)
        applyOffset(offset)
        if isDragging {
            keepGrip()
        } else if !isTracking {
            for axis in Axis.allCases where offset[axis] == before[axis] {
                springBack(axis, previous: axis == .horizontal ? previous.x : previous.y)
            }
        }
    }

    /// Sends `axis` back to its edge when it rests past one: on with the bounce it had (`previous`)
    /// when that one heads for the same edge, else a new bounce from rest (straight to the edge
    /// without `bounces`).
    private func springBack(_ axis: Axis, previous: AxisMotion) {
        let x = contentOffset[axis], lo = minOffset(axis), hi = maxOffset(axis)
        let current = axis == .horizontal ? motion.x : motion.y
        guard x < lo || x > hi, current.isNone else { return }
        let edge = x < lo ? lo : hi
        let next: AxisMotion
        if case let .bouncing(_, e, _) = previous, e == edge {
            next = previous
        } else if bounces {
            next = .bouncing(
                bounceSpring(x0: x - edge, v0: 0), edge: edge,
                start: max(lastTime, window?.context.clock.now ?? lastTime))
        } else {
            var p = contentOffset
            p[axis] = edge
            applyOffset(p)
            return
        }
        if axis == .horizontal { motion.x = next } else { motion.y = next }
    }

    func applyOffset(_ offset: Point) {
        let old = bounds.origin
        guard offset != old else { return }
        super.setBoundsOrigin(offset)
        didScroll()
        notify { $0.scrollView(self, contentOffsetDidChangeFrom: old) }
    }

    /// Called after every offset change, before observers; subclasses re-layout here.
    open func didScroll() {}

    // MARK: Frame

    /// True while momentum, a bounce or an animated scroll moves the content, or a trackpad scroll
    /// waits to settle (so the window keeps ticking until it has).
    public var isMoving: Bool { !motion.x.isNone || !motion.y.isNone || inputState.trackpad.isPending }

    /// Steps momentum, springs and animated scrolls to `time` (exact closed forms, not integration).
    /// - Parameter time: The frame's time in seconds, on the window's injected clock; earlier or
    ///   non-finite times do not move the content backwards.
    public func advance(to time: Double) {
        guard time.isFinite else { return }
        lastTime = max(lastTime, time)
        if let settle = inputState.trackpad.settleTime(at: time) {
            // From the moment it went idle, so the bounce is the same at any frame rate.
            release(velocity: .zero, time: settle)
        }
        guard isMoving else { return }
        var next = contentOffset
        let (px, mx) = step(motion.x, axis: .horizontal, time: time, current: next.x)
        let (py, my) = step(motion.y, axis: .vertical, time: time, current: next.y)
        next.x = px
        next.y = py
        motion = (mx, my)
        applyOffset(next)
    }

    // MARK: Range changes

    /// Re-clamps the offset (or re-targets a bounce) for the new viewport size and tells observers the
    /// frame size changed, so attached refresh controls re-place themselves.
    /// - Parameter old: The frame size before the change, in points.
    open override func sizeDidChange(from old: Size) {
        super.sizeDidChange(from: old)
        rangeDidChange()
        placePinnedBar()
        notify { $0.scrollView(self, frameSizeDidChangeFrom: old) }
    }

    /// Takes the pinned bar along (`ScrollView+PinnedBar.swift`): it is drawn by the superview.
    open override func didMoveToSuperview() {
        super.didMoveToSuperview()
        placePinnedBar()
    }

    /// Re-targets a running bounce when its edge moved, and clamps a resting offset into the new
    /// range (UIKit's `_adjustContentOffsetIfNecessary`), inside any open animation block.
    private func rangeDidChange() {
        if isTracking {
            if isDragging { keepGrip() }
            return
        }
        // A trackpad scroll keeps the content where it is drawn; it settles against the new edges.
        if inputState.trackpad.isPending { return }
        for axis in Axis.allCases {
            let m = axis == .horizontal ? motion.x : motion.y
            let lo = minOffset(axis), hi = maxOffset(axis)
            var updated = m
            switch m {
            case let .bouncing(s, edge, start):
                let x = contentOffset[axis]
                let newEdge = x < lo ? lo : (x > hi ? hi : nil)
                if newEdge != edge {
                    let v = s.velocity(at: lastTime - start)
                    if let e = newEdge {
                        updated = .bouncing(bounceSpring(x0: x - e, v0: v), edge: e, start: lastTime)
                    } else if (x > edge && v > 0) || (x < edge && v < 0) {
                        // Rows arrived while it still flew outward past the old edge: the momentum
                        // carries on into them instead of stopping dead.
                        updated = .decelerating(Deceleration(x0: x, v0: v, rate: decelerationRate), start: lastTime)
                    } else {
                        // The range grew past the content while it sprang back: what is left of the
                        // spring's speed fades out where it is drawn (fast deceleration), no dead stop.
                        updated = .decelerating(
                            Deceleration(x0: x, v0: v, rate: DecelerationRate.fast), start: lastTime)
                    }
                }
            case .none:
                let x = contentOffset[axis]
                let clamped = min(max(x, lo), hi)
                if clamped != x {
                    var p = contentOffset
                    p[axis] = clamped
                    applyOffset(p)
                }
            case let .scrolling(_, to, start, duration):
                // An animated scroll whose end left the range (rows went, an inset came back) ends
                // at the new edge instead, at the same time: the rest of its curve, from where it is
                // drawn now, is scaled to the new distance, so it never jumps and still comes to
                // rest there.
                let target = min(max(to, lo), hi)
                if target != to {
                    let p = duration > 0 ? (lastTime - start) / duration : 1
                    let eased = ScrollView.animatedScrollCurve.value(at: max(0, p))
                    let x = contentOffset[axis]
                    if p >= 1 || eased >= 1 - 1e-9 {
                        updated = .scrolling(from: x, to: target, start: lastTime, duration: 0)
                    } else {
                        // from + (target − from) × eased = x, so the curve passes where it is drawn.
                        updated = .scrolling(
                            from: (x - target * eased) / (1 - eased), to: target, start: start, duration: duration)
                    }
                }
            default:
                break
            }
            if axis == .horizontal { motion.x = updated } else { motion.y = updated }
        }
    }

    // MARK: Content inserted before the viewport

    /// Sets the content size after content of `shift` points was inserted (positive) above what
    /// the viewport shows, and moves the offset by `shift` in the same step, so what is drawn
    /// stays exactly still: at rest; mid-drag (the finger keeps its grip on the same content);
    /// mid-fling (the momentum goes on from the moved offset with the same velocity); during a
    /// bounce past the bottom or an animated scroll (their edge or end move with the content).
    /// Insets are untouched. Observers hear the offset change (with `isShiftingOffsetWithContent`
    /// true: no scroll of the user's, so it starts no auto footer), then the size change.
    /// - Parameters:
    ///   - size: The new content size, in points.
    ///   - shift: How far the content under the viewport moved down, in points; 0 is a plain
    ///     `contentSize` change.
    package func setContentSize(_ size: Size, shiftingOffsetBy shift: Double) {
        let s = size.sanitized()
        guard shift.isFinite, shift != 0 else {
            contentSize = size
            return
        }
        let old = contentSizeStorage
        contentSizeStorage = s
        motion.y = motion.y.shifted(by: shift)
        var p = bounds.origin
        p.y += shift
        isShiftingOffsetWithContent = true
        applyOffset(p)
        isShiftingOffsetWithContent = false
        rangeDidChange()
        if s != old { notify { $0.scrollView(self, contentSizeDidChangeFrom: old) } }
    }

    /// True while `setContentSize(_:shiftingOffsetBy:)` tells observers of its offset change: the
    /// content moved under a still view, which is not a scroll toward either end.
    package private(set) var isShiftingOffsetWithContent = false

    /// Where a running `setContentOffset(_:animated: true)` ends vertically; nil when none runs.
    package var animatedScrollTargetY: Double? {
        guard case let .scrolling(_, to, _, _) = motion.y else { return nil }
        return to
    }

    // MARK: Data

    /// How many rows or items a data view shows (as `mj_totalDataCount`); nil for a plain scroll
    /// view, which has no notion of data. Lists and grids override it.
    open var totalDataCount: Int? { nil }

    /// Data views call this at the end of `reloadData()` so observers (footers that hide when
    /// there is no data) hear of it.
    public func notifyDataDidReload() {
        notify { $0.scrollViewDidReloadData(self) }
    }

    // MARK: Window and observers

    /// Adds an observer, held weakly, that hears of every offset, size, inset and pan state change;
    /// adding one twice does nothing. Refresh controls add themselves when attached.
    /// - Parameter observer: The object to notify, after those added before it.
    public func addObserver(_ observer: ScrollViewObserver) {
        guard !observers.contains(where: { $0.value === observer }) else { return }
        observers.append(WeakScrollObserver(value: observer))
    }

    /// Removes an observer (and any whose object is gone); it hears of no further changes.
    /// - Parameter observer: The object to stop notifying.
    public func removeObserver(_ observer: ScrollViewObserver) {
        observers.removeAll { $0.value == nil || $0.value === observer }
    }

    func notify(_ body: (ScrollViewObserver) -> Void) {
        guard !observers.isEmpty else { return }
        for o in observers { if let v = o.value { body(v) } }
    }

    /// How far `offset` lies outside the scroll range on `axis` (0 inside).
    func overscroll(_ offset: Double, _ axis: Axis) -> Double {
        max(minOffset(axis) - offset, offset - maxOffset(axis), 0)
    }
}

private struct WeakScrollObserver {
    weak var value: ScrollViewObserver?
}

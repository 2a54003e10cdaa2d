/// What a scroll view's input keeps between events, owned by its input half
/// (`ScrollView+Input.swift`): the touch (where it went down, where it is, the drag's grip and the
/// finger's velocity), the drag's phase and count, and the trackpad scroll waiting to settle.
struct ScrollInputState {
    /// The finger or mouse button is down on the view.
    var isTracking = false
    /// The content is following a drag.
    var isDragging = false
    /// The phase of the current drag, as `UIPanGestureRecognizer.state`.
    var panState = PanState.possible
    /// How many drags have begun so far.
    var dragCount = 0
    /// False once the touch moved or caught moving content: its release is then not a tap.
    var touchMayTap = false
    /// The finger's recent samples, for the release velocity.
    var tracker = VelocityTracker()
    /// Where the touch went down, in the superview's space.
    var touchOrigin = Point.zero
    /// Where the touch is now, in the superview's space.
    var lastTouch = Point.zero
    /// The unresisted offset at the start of the drag.
    var dragStartRaw = Point.zero
    /// The rubber band's dimension per axis for this drag: the viewport's size when it began, kept
    /// through resizes so the finger feels the same band, and always enough to hold the drawn
    /// overscroll, so a viewport that shrinks under the finger never leaves the content beyond
    /// what the band can reach (which made the next move jump back).
    var dragDimension = Size.zero
    /// A trackpad scroll, from its first delta until it settles.
    var trackpad = TrackpadGesture()
}

/// The input half of `ScrollView`: touches (down, move, up, cancel), the wheel, the trackpad, and
/// the drag's grip on the content when the range changes under it.
extension ScrollView {
    /// The finger or mouse button is down on the view.
    public var isTracking: Bool { inputState.isTracking }
    /// The content is following a drag.
    public var isDragging: Bool { inputState.isDragging }
    /// The phase of the current drag, as `UIPanGestureRecognizer.state`; observers hear each change.
    public var panState: PanState { inputState.panState }
    /// How many drags have begun so far: a drag and the momentum after it share one number, so
    /// refresh controls can tell whether they fired during the same gesture.
    package var dragCount: Int { inputState.dragCount }
    /// Where the touch is now, in the scroll view's frame space (y from the viewport's top edge);
    /// nil while no touch is down.
    package var fingerLocation: Point? {
        isTracking ? Point(x: inputState.lastTouch.x - frame.minX, y: inputState.lastTouch.y - frame.minY) : nil
    }
    /// How far the touch has moved since it went down, in the superview's space (UIKit's pan
    /// translation); nil while no touch is down.
    package var touchTranslation: Point? {
        isTracking
            ? Point(
                x: inputState.lastTouch.x - inputState.touchOrigin.x,
                y: inputState.lastTouch.y - inputState.touchOrigin.y)
            : nil
    }

    /// A finger or button went down at `point`: catches moving content where it is drawn.
    /// A touch already down is cancelled first; non-finite values are ignored with a warning.
    /// - Parameters:
    ///   - point: Where the touch went down, in the scroll view's frame space (points).
    ///   - time: The event's time in seconds, on the window's injected clock.
    public func touchDown(at point: Point, time: Double) {
        guard point.x.isFinite, point.y.isFinite, time.isFinite else {
            logger.warning(
                "A non-finite value was ignored",
                metadata: ["control": "\(typeName)", "call": "touchDown", "value": "\(point) at \(time)"])
            return
        }
        if isTracking { touchCancelled(time: time) }
        lastTime = max(lastTime, time)
        // As UIKit: a touch that stops moving content only stops it; it does not tap.
        inputState.touchMayTap = !isMoving && !isBoundsOriginAnimating
        motion = (.none, .none)
        inputState.trackpad.cancel()
        if isBoundsOriginAnimating {
            // A drawn value mid-animation becomes the model so the grip lands where the eye sees it.
            let drawn = presentationContentOffset
            finishBoundsOriginAnimation()
            applyOffset(drawn)
        }
        inputState.isTracking = true
        let p = inSuperview(point)
        inputState.touchOrigin = p
        inputState.lastTouch = p
        inputState.tracker.reset()
        inputState.tracker.add(p, at: time)
        nestingTouchDown(at: point, time: time)
    }

    /// The pointer moved while down: the content follows 1:1, resisted past the edges.
    /// The first move that changes position starts a drag (`panState` `began`); ignored when no touch
    /// is down or a value is not finite.
    /// - Parameters:
    ///   - point: The pointer's position, in the scroll view's frame space (points).
    ///   - time: The event's time in seconds, on the window's injected clock.
    public func touchMoved(to point: Point, time: Double) {
        guard isTracking, point.x.isFinite, point.y.isFinite, time.isFinite else { return }
        lastTime = max(lastTime, time)
        let p = inSuperview(point)
        inputState.tracker.add(p, at: time)
        inputState.lastTouch = p
        let nesting = nestingTouchMoved(to: point, time: time)   // ScrollView+Nesting
        if nesting == .notOurs { return }
        if !isDragging {
            guard p != inputState.touchOrigin || nesting == .dragStartsHere else { return }
            inputState.isDragging = true
            inputState.touchMayTap = false
            inputState.dragCount += 1
            for axis in Axis.allCases {
                inputState.dragDimension[axis] = gripDimension(axis, atLeast: bounds.size[axis])
            }
            inputState.dragStartRaw = Point(
                x: unresisted(contentOffset.x, .horizontal), y: unresisted(contentOffset.y, .vertical))
            setPanState(.began)
        } else {
            setPanState(.changed)
        }
        guard isDragging else { return }   // an observer may have cancelled the drag
        guard directionalLockPermitsMove(to: point) else { return }
        var next = contentOffset
        for axis in Axis.allCases where canScroll(axis) && lockAllows(axis) {
            let raw = inputState.dragStartRaw[axis] - (p[axis] - inputState.touchOrigin[axis])
            next[axis] =
                bounces
                ? shapedResisted(raw, axis, dimension: inputState.dragDimension[axis])
                : min(max(raw, minOffset(axis)), maxOffset(axis))
        }
        applyOffset(next)
    }

    /// The pointer was released: momentum from the least-squares release velocity, or a bounce.
    /// A touch that never dragged and did not catch moving content is reported to observers as a tap.
    /// - Parameters:
    ///   - point: Where the pointer was released, in frame space (a move there is applied first);
    ///     nil to release where the last `touchMoved(to:time:)` left it.
    ///   - time: The event's time in seconds, on the window's injected clock.
    public func touchUp(at point: Point? = nil, time: Double) {
        guard isTracking, time.isFinite else { return }
        if let p = point, inSuperview(p) != inputState.lastTouch { touchMoved(to: p, time: time) }
        nestingTouchEnded(time: time, cancelled: false)
        lastTime = max(lastTime, time)
        let wasDragging = isDragging
        inputState.isTracking = false
        inputState.isDragging = false
        var velocity = Point.zero
        if wasDragging {
            let finger = inputState.tracker.velocity(releasedAt: time)
            velocity = Point(
                x: canScroll(.horizontal) && lockAllows(.horizontal) ? -finger.x : 0,
                y: canScroll(.vertical) && lockAllows(.vertical) ? -finger.y : 0)
            setPanState(.ended)
        }
        release(velocity: velocity, time: time)
        if !wasDragging && inputState.touchMayTap {
            let p = Point(
                x: inputState.lastTouch.x - frame.minX + bounds.minX,
                y: inputState.lastTouch.y - frame.minY + bounds.minY)
            notify { $0.scrollView(self, didTapAt: p) }
        }
        inputState.touchMayTap = false
    }

    /// The system took the touch away: no momentum, but overscroll still springs back.
    /// - Parameter time: The event's time in seconds, on the window's injected clock.
    public func touchCancelled(time: Double) {
        guard isTracking else { return }
        nestingTouchEnded(time: time.isFinite ? time : lastTime, cancelled: true)
        let wasDragging = isDragging
        inputState.isTracking = false
        inputState.isDragging = false
        inputState.touchMayTap = false
        if wasDragging { setPanState(.cancelled) }
        release(velocity: .zero, time: time.isFinite ? time : lastTime)
    }

    /// Scrolls by `delta` points (the wheel; precise trackpad deltas go to `trackpadScroll`),
    /// clamped to the range: never overscrolls, so it can never pull a refresh control past its
    /// threshold. A vertical wheel on a view that scrolls only sideways (a horizontal strip) scrolls
    /// it sideways, as desktop toolkits do. It ends a trackpad scroll waiting to settle, and stops a
    /// bounce: every axis ends inside the range (one without room to scroll at its edge). A scroll
    /// that cannot move an axis because the content already rests at the edge it pushes toward is
    /// told to the observers (`scrollAgainstEdge(by:)`), so an auto footer at the end still hears it.
    /// - Parameter delta: The change of `contentOffset`, in points (positive y scrolls toward the bottom).
    public func scroll(by delta: Point) {
        guard !isTracking, delta.x.isFinite, delta.y.isFinite, isScrollEnabled else { return }
        if nestingScroll(by: delta) { return }   // sideways over a carousel (ScrollView+Nesting)
        var delta = delta
        if delta.x == 0, maxOffset(.vertical) <= minOffset(.vertical), maxOffset(.horizontal) > minOffset(.horizontal) {
            delta = Point(x: delta.y, y: 0)
        }
        motion = (.none, .none)
        inputState.trackpad.cancel()
        let before = contentOffset
        var next = before
        for axis in Axis.allCases {
            let moved = maxOffset(axis) > minOffset(axis) ? next[axis] + delta[axis] : next[axis]
            next[axis] = min(max(moved, minOffset(axis)), maxOffset(axis))
        }
        applyOffset(next)
        var stuck = Point.zero
        for axis in Axis.allCases where next[axis] == before[axis] { stuck[axis] = delta[axis] }
        scrollAgainstEdge(by: stuck)
    }

    /// Tells the observers (`scrollView(_:didScrollAgainstEdgeBy:)`) that the user asked to scroll
    /// by `delta` while the content already rests at the edges it pushes toward: the wheel or a key
    /// (End, Page Down) at the end of the range. Only the axes that can scroll (`canScroll`), whose
    /// offset is at (or past) the edge `delta` points to, are reported; when none is, or while a
    /// touch is down, nothing is. It does not move the content.
    /// - Parameter delta: The scroll asked for, in points, with `scroll(by:)`'s sign.
    public func scrollAgainstEdge(by delta: Point) {
        guard !isTracking, isScrollEnabled else { return }
        var pushed = Point.zero
        for axis in Axis.allCases where canScroll(axis) && delta[axis].isFinite {
            let offset = contentOffset[axis]
            if (delta[axis] > 0 && offset >= maxOffset(axis)) || (delta[axis] < 0 && offset <= minOffset(axis)) {
                pushed[axis] = delta[axis]
            }
        }
        guard pushed != .zero else { return }
        notify { $0.scrollView(self, didScrollAgainstEdgeBy: pushed) }
    }

    /// A precise (trackpad) scroll by `delta` points at `time` (the window clock's seconds), with
    /// `scroll(by:)`'s sign: the change of `contentOffset`, so `delta.y > 0` scrolls toward the bottom
    /// and `delta.x > 0` toward the right. Inside the range the content follows 1:1; past an edge it
    /// rubber-bands as a drag does (`TrackpadGesture`). After `trackpadIdleTimeout` without a delta
    /// it settles: past an edge it springs back with the bounce, inside it stays. It catches moving
    /// content where it is; a touch, the wheel or `setContentOffset` cancel it. It is not a drag:
    /// `isDragging` stays false, so refresh controls never pull or refresh because of it.
    ///
    /// Only axes that can scroll (`canScroll`) move. On a view that scrolls only sideways (a
    /// horizontal strip) a mostly vertical delta scrolls it sideways, as the wheel does: the larger
    /// of the two components, so a swipe's small sideways jitter does not switch axes.
    /// Ignored while a touch is down; a non-finite delta or time is ignored with a warning.
    /// - Parameters:
    ///   - delta: The change of `contentOffset`, in points.
    ///   - time: The event's time in seconds, on the window's injected clock.
    public func trackpadScroll(by delta: Point, time: Double) {
        guard delta.x.isFinite, delta.y.isFinite, time.isFinite else {
            logger.warning(
                "A non-finite value was ignored",
                metadata: ["control": "\(typeName)", "call": "trackpadScroll", "value": "\(delta) at \(time)"])
            return
        }
        guard !isTracking, isScrollEnabled, delta != .zero else { return }
        if nestingTrackpadScroll(by: delta, time: time) { return }   // over a carousel (ScrollView+Nesting)
        lastTime = max(lastTime, time)
        var delta = delta
        if !canScroll(.vertical), canScroll(.horizontal), abs(delta.y) > abs(delta.x) {
            delta = Point(x: delta.y, y: 0)
        }
        motion = (.none, .none)
        inputState.trackpad.noteDelta(at: time)
        var next = contentOffset
        for axis in Axis.allCases where canScroll(axis) && delta[axis] != 0 {
            let dimension = gripDimension(axis, atLeast: bounds.size[axis])
            next[axis] = TrackpadGesture.offset(
                from: next[axis], by: delta[axis], min: minOffset(axis),
                max: maxOffset(axis), dimension: dimension, bounces: bounces,
                coefficient: physics.rubberBandCoefficient)
        }
        applyOffset(next)
    }

    /// True while a trackpad scroll waits to settle (`trackpadIdleTimeout` after its last delta).
    public var isTrackpadScrolling: Bool { inputState.trackpad.isPending }

    private func setPanState(_ state: PanState) {
        let old = panState
        inputState.panState = state
        notify { $0.scrollView(self, panStateDidChangeFrom: old) }
    }

    /// The range or the viewport changed under a drag (rows arrived, an inset came or went, the
    /// window was resized): the drag goes on from where the content is drawn, against the new
    /// edges and with the same band, so nothing jumps under the finger.
    func keepGrip() {
        for axis in Axis.allCases {
            inputState.dragDimension[axis] = gripDimension(axis, atLeast: inputState.dragDimension[axis])
        }
        let drag = Point(
            x: inputState.lastTouch.x - inputState.touchOrigin.x, y: inputState.lastTouch.y - inputState.touchOrigin.y)
        inputState.dragStartRaw = Point(
            x: unresisted(contentOffset.x, .horizontal) + drag.x,
            y: unresisted(contentOffset.y, .vertical) + drag.y)
    }

    private func unresisted(_ shown: Double, _ axis: Axis) -> Double {
        guard bounces else { return shown }
        return shapedUnresisted(shown, axis, dimension: inputState.dragDimension[axis])
    }

    /// A rubber-band dimension on `axis`, at least `base`, that can hold the drawn overscroll.
    private func gripDimension(_ axis: Axis, atLeast base: Double) -> Double {
        RubberBand.dimension(holding: bandOverscroll(contentOffset[axis], axis), atLeast: base)
    }

    /// A point in the scroll view's frame space, in its superview's space.
    private func inSuperview(_ p: Point) -> Point { Point(x: p.x + frame.minX, y: p.y + frame.minY) }
}

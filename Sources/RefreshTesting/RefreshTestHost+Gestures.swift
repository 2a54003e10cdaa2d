import RefreshCore

/// Gestures as a person makes them, each made of `ReplayStep`s (a press and a release apply at the
/// start of the next frame; a move spreads over the frames of its duration), so a test, a replay
/// and a window drive the scroll view alike. Points are in window points.
extension RefreshTestHost {
    /// Presses the pointer at `point` (a finger or the left button goes down).
    ///
    /// - Parameter point: Where, in window points.
    public func touchDown(at point: Point) { perform(.down(point)) }

    /// Moves the pressed pointer to `point` in a straight line over `duration` seconds, one sample
    /// a frame (0: one frame).
    ///
    /// - Parameters:
    ///   - point: Where to, in window points.
    ///   - duration: How long the move takes, in seconds.
    public func moveTouch(to point: Point, duration: Double = 0) { perform(.move(point, duration: duration)) }

    /// Lifts the pointer where it is (or at `point`, which then joins the release velocity).
    ///
    /// - Parameter point: Where the pointer is lifted; nil: where the last move left it.
    public func release(at point: Point? = nil) { perform(point.map { .upAt($0) } ?? .up) }

    /// The window lost the pointer mid-drag: no momentum, no tap; overscroll springs back.
    public func cancelTouch() { perform(.cancel) }

    /// Presses at `from`, moves to `to` over `duration` seconds, and (when `release`) lifts. A drag
    /// that ends still moving flings the content.
    ///
    /// - Parameters:
    ///   - from: Where the pointer goes down, in window points.
    ///   - to: Where it moves to.
    ///   - duration: How long the move takes, in seconds.
    ///   - release: Lift the pointer at the end.
    public func drag(from: Point, to: Point, duration: Double = 0.3, release: Bool = true) {
        perform(gesture: .drag(from: from, to: to, duration: duration, release: release))
    }

    /// A quick flick: a drag over `duration` seconds (0.1 by default) released while moving, so
    /// the content keeps going at the release velocity.
    ///
    /// - Parameters:
    ///   - from: Where the pointer goes down, in window points.
    ///   - to: Where it is lifted.
    ///   - duration: How long the flick takes, in seconds.
    public func fling(from: Point, to: Point, duration: Double = 0.1) {
        perform(gesture: .fling(from: from, to: to, duration: duration))
    }

    /// Presses and lifts at `point` without moving: a tap (a click).
    ///
    /// - Parameter point: Where, in window points.
    public func tap(at point: Point) { perform(gesture: .tap(at: point)) }

    /// Performs a gesture's steps in order, each as `perform(_:)` does.
    private func perform(gesture steps: [ReplayStep]) {
        for step in steps { perform(step) }
    }

    /// Drags from the middle of the scroll view (the focused one, in a tree with several) past `edge` until `distance` points of what lies
    /// beyond the edge show (a header's, a back footer's or a trailer's height is the distance that
    /// pulls it fully), without lifting. The finger travels farther than `distance`, as the content
    /// resists past an edge (`RubberBand`, scaled by the control's `dragRate`; a
    /// `maximumPullDistance` still caps what shows). The scroll view should rest at that edge first (a
    /// header's pull starts at the top; `press("End")` and `settle()` reach the bottom).
    ///
    /// - Parameters:
    ///   - edge: The edge pulled past.
    ///   - distance: The points past the edge to show.
    ///   - duration: How long the drag takes, in seconds.
    public func pull(_ edge: PullEdge, by distance: Double, duration: Double = 0.3) {
        let f = root.frameInTree(of: scrollView) ?? scrollView.frame
        let start = Point(x: f.midX, y: f.midY)
        let dimension = edge == .right ? f.width : f.height
        // The control at that edge may scale what the rubber band shows (`dragRate`).
        let rate = dragRate(at: edge)
        let travel = RubberBand.distance(
            for: max(0, distance) / rate, dimension: dimension, coefficient: scrollView.physics.rubberBandCoefficient)
        var end = start
        switch edge {
        case .top: end.y += travel
        case .bottom: end.y -= travel
        case .right: end.x -= travel
        }
        drag(from: start, to: end, duration: duration, release: false)
    }

    /// The drag rate of the control that shapes the pull past `edge` (1 without one): a header, a
    /// back footer (an auto footer does not shape the pull), a trailer.
    private func dragRate(at edge: PullEdge) -> Double {
        let control: RefreshComponent?
        switch edge {
        case .top: control = scrollView.refreshHeader
        case .bottom: control = scrollView.refreshFooter as? BackFooter
        case .right: control = scrollView.refreshTrailer
        }
        guard let rate = control?.dragRate, rate.isFinite, rate > 0, control?.isHidden == false else { return 1 }
        return rate
    }

    /// Turns the wheel by notches, SDL's sign: `dy > 0` scrolls toward the top. The wheel never
    /// overscrolls, so it never pulls a control; scrolled to the end it reaches an auto footer.
    ///
    /// - Parameters:
    ///   - dx: Notches to the right (positive) or left.
    ///   - dy: Notches toward the top (positive) or the bottom.
    public func scrollWheel(dx: Double = 0, dy: Double) { perform(.wheel(dx: dx, dy: dy)) }

    /// A precise trackpad scroll by points, the wheel's sign: it rubber-bands past an edge and
    /// springs back shortly after the last delta; it never pulls or refreshes a control.
    ///
    /// - Parameters:
    ///   - dx: Points to the right (positive) or left.
    ///   - dy: Points toward the top (positive) or the bottom.
    public func trackpad(dx: Double = 0, dy: Double) { perform(.trackpad(dx: dx, dy: dy)) }

    /// Presses a key by SDL name, as `ScrollViewInputRouter` handles it in a window: `"Home"`,
    /// `"End"`, `"PageUp"`, `"PageDown"` scroll (animated), `"F5"` begins the header's refresh, in
    /// the focused scroll view; `"Tab"` and `"Shift+Tab"` move the focus in a tree with several.
    ///
    /// - Parameter key: The key's SDL name.
    public func press(_ key: String) { perform(.key(key)) }
}

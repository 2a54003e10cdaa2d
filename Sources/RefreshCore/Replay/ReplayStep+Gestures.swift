/// Gestures as steps: the one vocabulary `RefreshTestHost`'s gestures, the playground's tests and a
/// script built in code share (`try host.run(.drag(from: a, to: b))`). Points are in window points.
extension [ReplayStep] {
    /// Presses at `from`, moves to `to` over `duration` seconds, holds `hold` seconds still, and
    /// (when `release`) lifts: `[down, move, wait, up]`, without the wait when `hold` is 0. A drag
    /// that ends still moving (no hold) flings the content.
    ///
    /// - Parameters:
    ///   - from: Where the pointer goes down.
    ///   - to: Where it moves to.
    ///   - duration: How long the move takes, in seconds (0: one frame).
    ///   - hold: How long the pointer stays still at `to` before it lifts, in seconds.
    ///   - release: Lift the pointer at the end.
    /// - Returns: The gesture's steps.
    public static func drag(
        from: Point, to: Point, duration: Double = 0.3, hold: Double = 0, release: Bool = true
    ) -> Self {
        var steps: [ReplayStep] = [.down(from), .move(to, duration: duration)]
        if hold != 0 { steps.append(.wait(seconds: hold)) }
        if release { steps.append(.up) }
        return steps
    }

    /// A quick flick: a drag over `duration` seconds (0.1 by default) lifted while moving, so the
    /// content keeps going at the release velocity.
    ///
    /// - Parameters:
    ///   - from: Where the pointer goes down.
    ///   - to: Where it is lifted.
    ///   - duration: How long the flick takes, in seconds.
    /// - Returns: `[down, move, up]`.
    public static func fling(from: Point, to: Point, duration: Double = 0.1) -> Self {
        drag(from: from, to: to, duration: duration)
    }

    /// Presses and lifts at `point` without moving: a tap (a click).
    ///
    /// - Parameter point: Where.
    /// - Returns: `[down, up]`.
    public static func tap(at point: Point) -> Self { [.down(point), .up] }
}

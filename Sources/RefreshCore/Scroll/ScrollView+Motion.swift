/// How a scroll view's content moves on its own between frames: momentum after a release, the
/// bounce back to an edge, and animated scrolls, each stepped in closed form by `advance(to:)`.
extension ScrollView {
    /// True while momentum or a bounce moves the content after a release.
    public var isDecelerating: Bool { motion.x.isPhysics || motion.y.isPhysics }
    /// True while `setContentOffset(_:animated: true)` moves the content.
    public var isScrollAnimating: Bool {
        if case .scrolling = motion.x { return true }
        if case .scrolling = motion.y { return true }
        return false
    }

    /// How fast the content offset moves at the latest time the view has seen (the last input or
    /// frame), in points per second, per axis (positive y: toward the end of the content). While
    /// dragging it is the velocity a release at that time would give (the finger's least-squares
    /// estimate with the rest rule and clamp, against the finger); after a release, the momentum's
    /// or the bounce's exact velocity; during an animated scroll the eased curve's speed; else zero.
    /// Read-only physics state, for diagnostics (the playground's HUD).
    public var velocity: Point {
        if isDragging {
            let finger = inputState.tracker.velocity(releasedAt: lastTime)
            return Point(x: canScroll(.horizontal) ? -finger.x : 0, y: canScroll(.vertical) ? -finger.y : 0)
        }
        func axisVelocity(_ m: AxisMotion) -> Double {
            switch m {
            case .none: return 0
            case let .decelerating(d, start): return d.velocity(at: lastTime - start)
            case let .bouncing(s, _, start): return s.velocity(at: lastTime - start)
            case let .scrolling(from, to, start, duration):
                guard duration > 0 else { return 0 }
                let p = (lastTime - start) / duration
                guard p > 0, p < 1 else { return 0 }
                return (to - from) * ScrollView.animatedScrollCurve.slope(at: p) / duration
            }
        }
        return Point(x: axisVelocity(motion.x), y: axisVelocity(motion.y))
    }

    /// The touch or the trackpad let go at `time` with `velocity` (content points per second, per
    /// axis): an axis past an edge bounces back (or snaps to it without `bounces`), one inside
    /// the range with speed decelerates, the rest stays.
    func release(velocity: Point, time: Double) {
        var m = (x: AxisMotion.none, y: AxisMotion.none)
        for axis in Axis.allCases {
            let x = contentOffset[axis], lo = minOffset(axis), hi = maxOffset(axis)
            let axisMotion: AxisMotion
            if x < lo || x > hi {
                let edge = x < lo ? lo : hi
                if bounces {
                    axisMotion = .bouncing(bounceSpring(x0: x - edge, v0: velocity[axis]), edge: edge, start: time)
                } else {
                    var p = contentOffset
                    p[axis] = edge
                    applyOffset(p)
                    axisMotion = .none
                }
            } else if velocity[axis] != 0, bounces || (velocity[axis] < 0 ? x > lo : x < hi) {
                axisMotion = .decelerating(Deceleration(x0: x, v0: velocity[axis], rate: decelerationRate), start: time)
            } else {
                axisMotion = .none
            }
            if axis == .horizontal { m.x = axisMotion } else { m.y = axisMotion }
        }
        motion = m
    }

    /// How close to rest (points) momentum and springs stop: `stopDistancePixels` at the window's scale.
    var stopDistance: Double { ScrollView.stopDistancePixels / (window?.context.scale ?? 1) }

    /// Where `m` puts `axis` at `time` and what moves it after: momentum that leaves the range turns
    /// into a bounce (or stops at the edge without `bounces`), and motion that came to rest ends.
    func step(_ m: AxisMotion, axis: Axis, time: Double, current: Double) -> (Double, AxisMotion) {
        switch m {
        case .none:
            return (current, .none)
        case let .decelerating(d, start):
            let t = time - start
            let lo = minOffset(axis), hi = maxOffset(axis)
            if let (hitTime, edge) = edgeHit(d, lo: lo, hi: hi), hitTime <= t {
                if bounces {
                    let spring = bounceSpring(x0: d.position(at: hitTime) - edge, v0: d.velocity(at: hitTime))
                    return step(
                        .bouncing(spring, edge: edge, start: start + hitTime), axis: axis, time: time, current: current)
                }
                return (edge, .none)
            }
            let end = d.duration(epsilon: stopDistance)
            if t >= end { return (d.position(at: end), .none) }
            return (d.position(at: t), m)
        case let .bouncing(s, edge, start):
            let t = time - start
            if s.isSettled(at: t, epsilon: stopDistance, velocityEpsilon: ScrollView.stopVelocity) {
                return (edge, .none)
            }
            return (edge + s.displacement(at: t), m)
        case let .scrolling(from, to, start, duration):
            let p = duration > 0 ? (time - start) / duration : 1
            if p >= 1 { return (to, .none) }
            return (from + (to - from) * ScrollView.animatedScrollCurve.value(at: max(0, p)), m)
        }
    }

    /// When and at which edge momentum leaves the range, if it does.
    func edgeHit(_ d: Deceleration, lo: Double, hi: Double) -> (Double, Double)? {
        if d.x0 > hi { return (0, hi) }
        if d.x0 < lo { return (0, lo) }
        if d.v0 > 0, d.destination > hi, let t = d.time(toTravel: hi - d.x0) { return (t, hi) }
        if d.v0 < 0, d.destination < lo, let t = d.time(toTravel: lo - d.x0) { return (t, lo) }
        return nil
    }
}

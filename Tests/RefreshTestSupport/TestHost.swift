import RefreshCore

/// A window on a manual clock with one scroll view filling it, stepped frame by frame: the
/// display-free host of the core's tests, and the one way they move a finger on a scroll view.
@MainActor public final class TestHost {
    /// The window's clock; only the host moves it.
    public let clock = ManualClock()
    /// The window's context, on `clock`.
    public let context: ViewContext
    /// The window the views under test join.
    public let window: Window
    /// Frames per second: one frame is `1 / fps` seconds, as is each move of a drag.
    public let fps: Double

    /// A window of `size` (an iPhone's 390 × 844 by default) stepped at `fps`.
    public init(size: Size = Size(width: 390, height: 844), fps: Double = 60) {
        context = ViewContext(clock: clock)
        window = Window(frame: Rect(origin: .zero, size: size), context: context)
        self.fps = fps
    }

    /// A scroll view filling the window with `content` size.
    public func makeScrollView(content: Size) -> ScrollView {
        let sv = ScrollView(frame: window.bounds)
        sv.contentSize = content
        window.addSubview(sv)
        return sv
    }

    /// The clock's time.
    public var now: Double { clock.now }

    /// Advances one frame (or `dt`) and runs the window's tick.
    public func frame(_ dt: Double? = nil) {
        clock.advance(by: dt ?? 1 / fps)
        window.tick()
    }

    /// Runs frames until `seconds` have passed.
    public func run(_ seconds: Double) {
        let n = Int((seconds * fps).rounded())
        for _ in 0..<n { frame() }
    }

    /// Drags from `from` to `to` in `steps` moves of one frame each, then optionally waits
    /// `restBeforeRelease` seconds (a rest kills the momentum) and releases.
    public func drag(
        _ sv: ScrollView, from: Point, to: Point, steps: Int, release: Bool = true, restBeforeRelease: Double = 0
    ) {
        sv.touchDown(at: from, time: now)
        for i in 1...steps {
            let t = Double(i) / Double(steps)
            moveTouch(sv, to: Point(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t))
        }
        if restBeforeRelease > 0 { clock.advance(by: restBeforeRelease) }
        if release { sv.touchUp(time: now) }
    }

    /// Pulls `sv` past `edge`: the finger goes down at `start` and moves `distance` points the way
    /// that pulls past the edge (down for the top, up for the bottom, left for the right) in 10
    /// one-frame moves; then, unless `release` is false, it rests `rest` seconds and lifts.
    public func pull(
        _ sv: ScrollView, past edge: PullEdge, by distance: Double, from start: Point, release: Bool = true,
        rest: Double = 0.05
    ) {
        let end: Point
        switch edge {
        case .top: end = Point(x: start.x, y: start.y + distance)
        case .bottom: end = Point(x: start.x, y: start.y - distance)
        case .right: end = Point(x: start.x - distance, y: start.y)
        }
        drag(sv, from: start, to: end, steps: 10, release: release, restBeforeRelease: release ? rest : 0)
    }

    /// Moves the finger of a touch in progress on `sv` to `point`, one frame later, and runs that frame.
    public func moveTouch(_ sv: ScrollView, to point: Point) {
        clock.advance(by: 1 / fps)
        sv.touchMoved(to: point, time: now)
        window.tick()
    }

    /// Lifts the finger of a touch in progress on `sv` where it is, after holding it still `rest`
    /// seconds (no momentum).
    public func releaseTouch(_ sv: ScrollView, after rest: Double = 0.05) {
        clock.advance(by: rest)
        sv.touchUp(time: now)
    }
}

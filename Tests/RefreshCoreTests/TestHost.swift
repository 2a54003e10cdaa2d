import RefreshCore

/// A window on a manual clock with one scroll view filling it, stepped frame by frame.
final class TestHost {
    let clock = ManualClock()
    let context: ViewContext
    let window: Window
    let fps: Double

    init(size: Size = Size(width: 390, height: 844), fps: Double = 60) {
        context = ViewContext(clock: clock)
        window = Window(frame: Rect(origin: .zero, size: size), context: context)
        self.fps = fps
    }

    /// A scroll view filling the window with `content` size.
    func makeScrollView(content: Size) -> ScrollView {
        let sv = ScrollView(frame: window.bounds)
        sv.contentSize = content
        window.addSubview(sv)
        return sv
    }

    var now: Double { clock.now }

    /// Advances one frame (or `dt`) and runs the window's tick.
    func frame(_ dt: Double? = nil) {
        clock.advance(by: dt ?? 1 / fps)
        window.tick()
    }

    /// Runs frames until `seconds` have passed.
    func run(_ seconds: Double) {
        let n = Int((seconds * fps).rounded())
        for _ in 0..<n { frame() }
    }

    /// Drags from `from` to `to` in `steps` moves of one frame each, then optionally waits before release.
    func drag(_ sv: ScrollView, from: Point, to: Point, steps: Int, release: Bool = true, restBeforeRelease: Double = 0)
    {
        sv.touchDown(at: from, time: now)
        for i in 1...steps {
            clock.advance(by: 1 / fps)
            let t = Double(i) / Double(steps)
            sv.touchMoved(to: Point(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t), time: now)
            window.tick()
        }
        if restBeforeRelease > 0 { clock.advance(by: restBeforeRelease) }
        if release { sv.touchUp(time: now) }
    }
}

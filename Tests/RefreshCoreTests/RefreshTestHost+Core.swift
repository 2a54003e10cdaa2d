import RefreshTesting

@testable import RefreshCore

extension RefreshTestHost {
    /// The core tests' host: a bare scroll view filling a window of `size` stepped at `fps`, text
    /// measured as the core measures it without fonts (`ApproximateTextMeasurer`), and frame 0
    /// already produced at time 0, so every frame after it is `1 / fps` later. Views under test
    /// join `root`; gestures go to `scrollView`.
    static func core(size: Size = Size(width: 390, height: 844), fps: Double = 60) throws -> RefreshTestHost {
        let host = try RefreshTestHost(scrollView: ScrollView(frame: .zero), size: size, fps: fps)
        host.root.context.textMeasurer = ApproximateTextMeasurer()
        host.advance()
        return host
    }
}

extension RefreshTestHost {
    /// The core tests' drag of `scrollView`, made of replay steps: pressed at `from` in the instant
    /// of the last frame (a timed `down`), moved to `to` in `frames` one-frame moves, then, when
    /// `release`, lifted after holding still `rest` seconds (a frame at that time first) or, with
    /// no rest, in the instant of the last move (a timed `up`): the release timing the tests'
    /// numbers were worked out for.
    func drag(from: Point, to: Point, frames: Int, release: Bool = true, rest: Double = 0) {
        perform(.timed(.down(from), t: now))
        moveTouch(to: to, duration: Double(frames) / fps)
        if release { lift(after: rest) }
    }

    /// Lifts the finger of a drag in progress after holding it still `rest` seconds (a frame at
    /// that time first), or at once: a timed `up` in the instant of the last frame.
    func lift(after rest: Double = 0) {
        if rest > 0 { frame(after: rest) }
        perform(.timed(.up, t: now))
    }
}

extension RefreshTestHost {
    /// The core tests' host of a scroll view built for it: `make` builds the view in a window of
    /// `size` on a manual clock (text measured as the core measures it without fonts) and adds it
    /// where it belongs; the host then drives it at `fps`, keeps no trace, and produces its first
    /// frame `1 / fps` in.
    static func core<View: ScrollView>(
        size: Size = Size(width: 390, height: 844), fps: Double = 60, hosting make: (Window) -> View
    ) throws -> (RefreshTestHost, View) {
        let window = Window(frame: Rect(origin: .zero, size: size), context: ViewContext(clock: ManualClock()))
        let view = make(window)
        let host = try RefreshTestHost(root: window, scrollView: view, scale: 1, fps: fps, textRenderer: nil)
        host.recordsTrace = false
        host.frame(after: 1 / fps)
        return (host, view)
    }
}

import RefreshCore

/// A parsed replay script (see `docs/replay.md`).
package struct ReplayScript {
    package var configuration: SceneConfiguration
    package var steps: [ReplayStep]
}

/// One step of a replay script.
package enum ReplayStep: Equatable {
    case down(Point)
    /// Moves linearly to the point over `duration` seconds, one sample per frame (0: one sample).
    case move(Point, duration: Double)
    case up
    /// Released at a point (as a window records it: the release point joins the fling's velocity).
    case upAt(Point)
    /// The pointer was cancelled (the window lost focus mid-drag): no fling, no tap.
    case cancel
    /// Wheel lines, SDL's sign.
    case wheel(dx: Double, dy: Double)
    /// Trackpad points, the wheel's sign (`ScrollView.trackpadScroll`).
    case trackpad(dx: Double, dy: Double)
    case wait(seconds: Double)
    case key(String)
    case call(target: RefreshTarget, method: RefreshMethod)
    case rows(count: Int)
    case insert(atTop: Bool, count: Int)
    case resize(Size)
    case inset(EdgeInsets)
    case language(String)
    /// Switches the scene's theme.
    case theme(Theme)
    case screenshot(name: String)
    /// Produces one frame (at the next frame time, or at its `t` when timed).
    case frame
    /// Scene seconds per script second from now on (0.1×…4×); `paused` stops scene time. Affects
    /// the time of frames produced by `wait`, `move` and untimed `frame` steps.
    case speed(factor: Double, paused: Bool)
    /// Replaces the scene with another example, keeping the viewport, language and theme.
    case example(String)
    /// `step` applied at scene time `t` (seconds), as a recorded session does: the scene first
    /// catches up to `t`, then the step applies at once (a timed `frame` is produced at `t`).
    indirect case timed(ReplayStep, t: Double)

    /// Steps that take no time: they apply at the start of the next frame produced.
    var isInstant: Bool {
        switch self {
        case .move, .wait, .screenshot, .frame, .timed: return false
        default: return true
        }
    }

    /// The step without its time.
    package var untimed: ReplayStep {
        if case let .timed(step, _) = self { return step }
        return self
    }

    /// Whether the step may carry a time `t`: every instant step, a `frame`, and a `move` without
    /// duration (one sample).
    var mayBeTimed: Bool {
        switch self {
        case .frame: return true
        case let .move(_, duration): return duration == 0
        default: return isInstant
        }
    }
}

/// A script that cannot run, with the file, the step and the problem: `script.json: step 3: unknown op "drag"`.
package struct ScriptError: Error, CustomStringConvertible, Equatable {
    package let file: String
    package let step: Int?
    package let problem: String

    package var description: String {
        let file = EchoedText.escaped(self.file, limit: EchoedText.pathLimit)
        if let step { return "\(file): step \(step): \(problem)" }
        return "\(file): \(problem)"
    }
}

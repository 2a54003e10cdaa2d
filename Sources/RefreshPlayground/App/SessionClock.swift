/// The window's time control: turns real seconds into scene seconds at a chosen speed, paused or
/// stepped. The scene only ever sees scene time, so physics, animations and gif frames slow down,
/// stop and step together. Scene time never goes backwards.
struct SessionClock {
    /// The speeds `S` cycles through, fastest first.
    static let speeds: [Double] = [1, 0.5, 0.25, 0.1]

    /// Scene seconds per real second.
    private(set) var speed = 1.0
    private(set) var isPaused = false
    /// Real and scene time at the last speed change, pause, resume or step.
    private var realAnchor: Double
    private var sceneAnchor: Double

    /// A clock whose scene time equals `real` at the start.
    init(startingAt real: Double, sceneTime: Double = 0) {
        realAnchor = real
        sceneAnchor = sceneTime
    }

    /// The scene time at real time `real` (never before the last anchor).
    func sceneTime(atReal real: Double) -> Double {
        guard !isPaused else { return sceneAnchor }
        return sceneAnchor + max(0, real - realAnchor) * speed
    }

    /// Goes on at `newSpeed` from `real` (scene time continues where it is).
    mutating func setSpeed(_ newSpeed: Double, atReal real: Double) {
        reanchor(atReal: real)
        speed = newSpeed
    }

    /// The next speed of `speeds` after the current one (wrapping to 1×).
    mutating func cycleSpeed(atReal real: Double) {
        let i = Self.speeds.firstIndex(of: speed) ?? -1
        setSpeed(Self.speeds[(i + 1) % Self.speeds.count], atReal: real)
    }

    /// Pauses (scene time stops) or resumes (it goes on from where it stopped).
    mutating func togglePause(atReal real: Double) {
        reanchor(atReal: real)
        isPaused.toggle()
    }

    /// While paused, moves scene time on by one frame of `frameInterval` real seconds at the
    /// current speed; returns the new scene time. Does nothing while running.
    @discardableResult
    mutating func step(frameInterval: Double) -> Double {
        guard isPaused else { return sceneAnchor }
        sceneAnchor += frameInterval * speed
        return sceneAnchor
    }

    private mutating func reanchor(atReal real: Double) {
        sceneAnchor = sceneTime(atReal: real)
        realAnchor = real
    }
}

import RefreshCore

/// A parsed replay script (see `docs/replay.md`).
public struct ReplayScript {
    public var configuration: SceneConfiguration
    public var steps: [ReplayStep]
}

/// One step of a replay script.
public enum ReplayStep: Equatable {
    case down(Point)
    /// Moves linearly to the point over `duration` seconds, one sample per frame (0: one sample).
    case move(Point, duration: Double)
    case up
    /// Wheel lines, SDL's sign.
    case wheel(dx: Double, dy: Double)
    case wait(seconds: Double)
    case key(String)
    case call(target: RefreshTarget, method: RefreshMethod)
    case rows(count: Int)
    case insert(atTop: Bool, count: Int)
    case resize(Size)
    case inset(EdgeInsets)
    case language(String)
    case screenshot(name: String)

    /// Steps that take no time: they apply at the start of the next frame produced.
    var isInstant: Bool {
        switch self {
        case .move, .wait, .screenshot: return false
        default: return true
        }
    }
}

/// A script that cannot run, with the file, the step and the problem: `script.json: step 3: unknown op "drag"`.
public struct ScriptError: Error, CustomStringConvertible, Equatable {
    public let file: String
    public let step: Int?
    public let problem: String

    public var description: String {
        if let step { return "\(file): step \(step): \(problem)" }
        return "\(file): \(problem)"
    }
}

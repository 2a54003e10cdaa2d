import RefreshCore
import RefreshTesting

/// A parsed replay script (see `docs/replay.md`).
package struct ReplayScript {
    package var configuration: SceneConfiguration
    package var steps: [ReplayStep]
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

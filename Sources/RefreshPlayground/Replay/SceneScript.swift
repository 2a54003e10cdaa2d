import Foundation
import RefreshCore

/// A replay script read for the playground: the scene it starts from (the example, its rows and
/// refresh delay beside the window's size, scale, rate, language and theme) and its steps.
package struct SceneScript {
    package var configuration: SceneConfiguration
    package var steps: [ReplayStep]

    package init(configuration: SceneConfiguration, steps: [ReplayStep]) {
        self.configuration = configuration
        self.steps = steps
    }

    /// The script in the library's form, with the playground's fields (`example`, `rows`,
    /// `refreshDelay`) among its app fields: what a recording writes.
    package var replayScript: ReplayScript {
        let c = configuration
        var script = ReplayScript(viewport: c.viewport, scale: c.scale, fps: c.fps, steps: steps)
        script.language = c.language
        script.theme = c.theme
        script.reducesMotion = c.reducesMotion
        script.date = c.startDate
        script.timeZone = c.timeZone
        script.appFields = [("example", .string(c.exampleID))]
        if let rows = c.rows { script.appFields.append(("rows", .number(Double(rows)))) }
        if let delay = c.refreshDelay { script.appFields.append(("refreshDelay", delay.map { .number($0) } ?? .null)) }
        return script
    }

    /// The whole script as JSON text, one step per line.
    package func serialized() -> String { replayScript.serialized() }
}

/// The playground's name for a script error.
package typealias ScriptError = ReplayScriptError

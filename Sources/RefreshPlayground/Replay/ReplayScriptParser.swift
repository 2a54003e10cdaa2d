import Foundation
import RefreshCore

/// Reads a replay script for the playground: the library's reader (`ReplayScript`) checks every
/// field and step, then the playground checks what only it knows (the example and the controls
/// it has, its rows and refresh delay, what the surface can hold, the script's budget), each
/// problem a `ScriptError` that names the file, the step (numbered from 1) and the problem.
package enum ReplayScriptParser {
    /// The top-level fields only the playground reads.
    static let appKeys: Set<String> = ["example", "rows", "refreshDelay"]

    package static func parse(file path: String) throws -> SceneScript {
        let script = try ReplayScript.parse(file: path, appKeys: appKeys)
        return try scene(of: script, fileName: (path as NSString).lastPathComponent)
    }

    package static func parse(data: Data, fileName: String) throws -> SceneScript {
        let script = try ReplayScript.parse(bytes: Array(data), fileName: fileName, appKeys: appKeys)
        return try scene(of: script, fileName: fileName)
    }

    /// The scene `script` starts from, and its steps checked against the examples.
    static func scene(of script: ReplayScript, fileName: String) throws -> SceneScript {
        let p = JSONFields.replay(
            file: fileName, step: nil, context: "for the script",
            fields: Dictionary(script.appFields.map { ($0.key, $0.value) }, uniquingKeysWith: { a, _ in a }))
        guard let exampleID = try p.string("example") else { throw p.error("\"example\" is required") }
        guard let example = ExampleCatalog.example(id: exampleID) else {
            throw p.error(ExampleCatalog.unknownMessage(exampleID))
        }
        var config = SceneConfiguration(exampleID: exampleID)
        config.viewport = script.viewport
        config.scale = script.scale
        if let problem = ReplayLimits.surfaceProblem(config.viewport, scale: config.scale) {
            throw p.error("\"viewport\" " + problem)
        }
        config.fps = script.fps
        if let r = try p.integer("rows", in: 0...10_000_000) { config.rows = r }
        if let d = p.fields["refreshDelay"] {
            config.refreshDelay = d == .null ? .some(nil) : .some(try p.number("refreshDelay", in: 0...3600))
        }
        config.language = script.language
        config.theme = script.theme ?? .light
        config.reducesMotion = script.reducesMotion
        config.startDate = script.date
        config.timeZone = script.timeZone
        var current = example
        var budget = ReplayBudget(configuration: config, example: example)
        for (i, step) in script.steps.enumerated() {
            try check(step, index: i + 1, file: fileName, example: current)
            try budget.add(step, index: i + 1, file: fileName)
            if case let .example(id) = step.untimed { current = ExampleCatalog.example(id: id) ?? current }
        }
        return SceneScript(configuration: config, steps: script.steps)
    }

    /// What a step asks of the examples: a `call` needs the control, an `example` a known ID.
    static func check(_ step: ReplayStep, index: Int, file: String, example: Example) throws {
        let f = JSONFields.replay(file: file, step: index, context: "for this step")
        switch step.untimed {
        case let .call(target, _):
            guard example.callTargets.contains(target) else {
                let has =
                    example.callTargets.isEmpty
                    ? "no refresh control"
                    : "only " + example.callTargets.map(\.rawValue).joined(separator: " and ")
                throw f.error("example \"\(example.id)\" has no \(target.rawValue) (it has \(has))")
            }
        case let .example(id):
            guard ExampleCatalog.example(id: id) != nil else { throw f.error(ExampleCatalog.unknownMessage(id)) }
        default:
            break
        }
    }
}

import Foundation
import RefreshCore
import RefreshTesting

/// Turns script JSON into a `ReplayScript`, rejecting anything malformed with a `ScriptError`
/// that names the file, the step (numbered from 1) and the problem.
package enum ReplayScriptParser {
    static let topKeys: Set<String> = [
        "example", "viewport", "scale", "fps", "rows", "refreshDelay", "language", "now",
        "timeZone", "theme", "steps",
    ]

    package static func parse(file path: String) throws -> ReplayScript {
        let name = (path as NSString).lastPathComponent
        let bytes: [UInt8]
        do {
            bytes = try InputFile.read(path, limit: ReplayLimits.scriptBytes)
        } catch let problem as InputFile.Problem {
            if case .tooLarge = problem { throw ScriptError(file: path, step: nil, problem: "\(problem)") }
            throw ScriptError(file: path, step: nil, problem: "cannot read the file (\(problem))")
        }
        return try parse(data: Data(bytes), fileName: name)
    }

    package static func parse(data: Data, fileName: String) throws -> ReplayScript {
        let root: JSONValue
        do {
            root = try JSONValue.parse(Array(data))
        } catch {
            throw ScriptError(file: fileName, step: nil, problem: "not valid JSON (\(error))")
        }
        var p = Fields(file: fileName, step: nil, context: "the script")
        guard let top = root.dictionary else { throw p.error("the script must be a JSON object, not \(root.typeName)") }
        p.fields = top
        try p.rejectUnknown(topKeys)

        guard let exampleID = try p.string("example") else { throw p.error("\"example\" is required") }
        guard let example = ExampleCatalog.example(id: exampleID) else {
            throw p.error(ExampleCatalog.unknownMessage(exampleID))
        }
        var config = SceneConfiguration(exampleID: exampleID)
        if let vp = try p.object("viewport") {
            let v = Fields(file: fileName, step: nil, context: "\"viewport\"", fields: vp)
            try v.rejectUnknown(["width", "height"])
            config.viewport = Size(
                width: try v.require("width", in: SceneConfiguration.viewportSides),
                height: try v.require("height", in: SceneConfiguration.viewportSides))
        }
        if let s = try p.number("scale", in: 1...4) { config.scale = s }
        if let problem = ReplayLimits.surfaceProblem(config.viewport, scale: config.scale) {
            throw p.error("\"viewport\" " + problem)
        }
        if let f = try p.number("fps", in: 1...480) { config.fps = f }
        if let r = try p.integer("rows", in: 0...10_000_000) { config.rows = r }
        if let d = top["refreshDelay"] {
            if d == .null {
                config.refreshDelay = .some(nil)
            } else {
                config.refreshDelay = .some(try p.number("refreshDelay", in: 0...3600))
            }
        }
        if let l = try p.string("language") {
            guard RefreshLanguage.match(l) != nil else { throw p.error(RefreshLanguage.unknownCodeMessage(l)) }
            config.language = l
        }
        if let t = try p.string("theme") { config.theme = try p.theme(t) }
        if let n = try p.string("now") {
            guard let date = ISO8601DateFormatter().date(from: n) else {
                throw p.error(
                    "\"now\" must be an ISO-8601 date such as \"2026-01-01T12:00:00Z\", got \(EchoedText.quoted(n))")
            }
            config.startDate = date
        }
        if let z = try p.string("timeZone") {
            guard let zone = TimeZone(identifier: z) else {
                throw p.error(
                    "\"timeZone\" must be a time zone identifier such as \"UTC\" or \"Europe/Berlin\", got \(EchoedText.quoted(z))"
                )
            }
            config.timeZone = zone
        }
        var steps: [ReplayStep] = []
        if let raw = top["steps"] {
            guard case let .array(items) = raw else { throw p.error("\"steps\" must be an array, not \(raw.typeName)") }
            guard items.count <= ReplayLimits.steps else {
                throw p.error("\"steps\" has \(items.count) steps; a script may have at most \(ReplayLimits.steps)")
            }
            var lastTime = -Double.infinity
            var current = example
            var budget = ReplayBudget(configuration: config, example: example)
            for (i, item) in items.enumerated() {
                let step = try parseStep(item, index: i + 1, file: fileName, example: current)
                try budget.add(step, index: i + 1, file: fileName)
                if case let .timed(_, t) = step {
                    guard t >= lastTime else {
                        throw ScriptError(
                            file: fileName, step: i + 1,
                            problem: "\"t\" \(t) is earlier than the previous step's \(lastTime); times never go back")
                    }
                    lastTime = t
                }
                if case let .example(id) = step.untimed { current = ExampleCatalog.example(id: id) ?? current }
                steps.append(step)
            }
        }
        return ReplayScript(configuration: config, steps: steps)
    }

    /// A step, wrapped in `.timed` when it has a `t`.
    static func parseStep(_ item: JSONValue, index: Int, file: String, example: Example) throws -> ReplayStep {
        var f = Fields(file: file, step: index, context: "this step")
        guard var obj = item.dictionary else { throw f.error("a step must be an object, not \(item.typeName)") }
        f.fields = obj
        let time = try f.number("t", in: 0...1_000_000)
        obj["t"] = nil
        let step = try parseOp(obj, index: index, file: file, example: example)
        guard let time else { return step }
        guard step.mayBeTimed else {
            throw f.error(
                "op \(EchoedText.quoted(try f.string("op") ?? "")) cannot have a time \"t\" (only instant steps, frame and a move without duration can)"
            )
        }
        return .timed(step, t: time)
    }

    static func parseOp(_ obj: [String: JSONValue], index: Int, file: String, example: Example) throws -> ReplayStep {
        var f = Fields(file: file, step: index, context: "this step")
        f.fields = obj
        guard let op = try f.string("op") else { throw f.error("\"op\" is required") }
        f.context = "op \(EchoedText.quoted(op))"
        func keys(_ k: Set<String>) throws { try f.rejectUnknown(k.union(["op"])) }
        let coordinate = -100_000.0...100_000.0
        switch op {
        case "down":
            try keys(["x", "y"])
            return .down(Point(x: try f.require("x", in: coordinate), y: try f.require("y", in: coordinate)))
        case "move":
            try keys(["x", "y", "duration"])
            return .move(
                Point(x: try f.require("x", in: coordinate), y: try f.require("y", in: coordinate)),
                duration: try f.number("duration", in: 0...600) ?? 0)
        case "up":
            try keys(["x", "y"])
            guard let x = try f.number("x", in: coordinate) else {
                if obj["y"] != nil { throw f.error("\"x\" is required for op \"up\" when \"y\" is given") }
                return .up
            }
            return .upAt(Point(x: x, y: try f.require("y", in: coordinate)))
        case "cancel":
            try keys([])
            return .cancel
        case "wheel":
            try keys(["dx", "dy"])
            return .wheel(dx: try f.number("dx", in: -1000...1000) ?? 0, dy: try f.number("dy", in: -1000...1000) ?? 0)
        case "trackpad":
            try keys(["dx", "dy"])
            let points = -10_000.0...10_000.0
            return .trackpad(dx: try f.number("dx", in: points) ?? 0, dy: try f.number("dy", in: points) ?? 0)
        case "wait":
            try keys(["seconds"])
            return .wait(seconds: try f.require("seconds", in: 0...3600))
        case "key":
            try keys(["key"])
            guard let k = try f.string("key") else { throw f.error("\"key\" is required") }
            return .key(try f.nonEmpty(k, "key"))
        case "call":
            try keys(["target", "method"])
            guard let target = try f.string("target") else { throw f.error("\"target\" is required") }
            guard let method = try f.string("method") else { throw f.error("\"method\" is required") }
            guard let t = RefreshTarget(rawValue: target) else {
                throw f.error(
                    "unknown target \(EchoedText.quoted(target)); use one of \(RefreshTarget.allCases.map(\.rawValue).joined(separator: ", "))"
                )
            }
            guard let m = RefreshMethod(rawValue: method) else {
                throw f.error(
                    "unknown method \(EchoedText.quoted(method)); use one of \(RefreshMethod.allCases.map(\.rawValue).joined(separator: ", "))"
                )
            }
            guard example.callTargets.contains(t) else {
                let has =
                    example.callTargets.isEmpty
                    ? "no refresh control"
                    : "only " + example.callTargets.map(\.rawValue).joined(separator: " and ")
                throw f.error("example \"\(example.id)\" has no \(target) (it has \(has))")
            }
            if m.isFooterOnly && t != .footer {
                throw f.error("\(method) is a footer method; a \(target) takes beginRefreshing or endRefreshing")
            }
            return .call(target: t, method: m)
        case "rows":
            try keys(["count"])
            return .rows(count: try f.requireInteger("count", in: 0...10_000_000))
        case "insert":
            try keys(["at", "count"])
            guard let at = try f.string("at") else { throw f.error("\"at\" is required") }
            guard at == "top" || at == "bottom" else {
                throw f.error("\"at\" must be \"top\" or \"bottom\", got \(EchoedText.quoted(at))")
            }
            return .insert(atTop: at == "top", count: try f.requireInteger("count", in: 1...1_000_000))
        case "resize":
            try keys(["width", "height"])
            return .resize(
                Size(
                    width: try f.require("width", in: SceneConfiguration.viewportSides),
                    height: try f.require("height", in: SceneConfiguration.viewportSides)))
        case "inset":
            try keys(["top", "left", "bottom", "right"])
            let r = -10_000.0...10_000.0
            return .inset(
                EdgeInsets(
                    top: try f.number("top", in: r) ?? 0, left: try f.number("left", in: r) ?? 0,
                    bottom: try f.number("bottom", in: r) ?? 0, right: try f.number("right", in: r) ?? 0))
        case "language":
            try keys(["code"])
            guard let c = try f.string("code") else { throw f.error("\"code\" is required") }
            guard RefreshLanguage.match(c) != nil else { throw f.error(RefreshLanguage.unknownCodeMessage(c)) }
            return .language(c)
        case "theme":
            try keys(["name"])
            guard let n = try f.string("name") else { throw f.error("\"name\" is required") }
            return .theme(try f.theme(n))
        case "screenshot":
            try keys(["name"])
            guard let n = try f.string("name") else { throw f.error("\"name\" is required") }
            let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-")
            guard !n.isEmpty, n.allSatisfy(allowed.contains), !n.hasPrefix(".") else {
                throw f.error(
                    "\"name\" must be letters, digits, '.', '_' or '-' (no path), got \(EchoedText.quoted(n))")
            }
            return .screenshot(name: n)
        case "frame":
            try keys([])
            return .frame
        case "speed":
            try keys(["factor", "paused"])
            return .speed(factor: try f.number("factor", in: 0.01...4) ?? 1, paused: try f.bool("paused") ?? false)
        case "example":
            try keys(["id"])
            guard let id = try f.string("id") else { throw f.error("\"id\" is required") }
            guard ExampleCatalog.example(id: id) != nil else { throw f.error(ExampleCatalog.unknownMessage(id)) }
            return .example(id)
        default:
            throw f.error("unknown op \(EchoedText.quoted(op))")
        }
    }
}

/// Typed access to one JSON object's fields with errors that name where they are.
struct Fields {
    let file: String
    let step: Int?
    var context: String
    var fields: [String: JSONValue] = [:]

    func error(_ problem: String) -> ScriptError { ScriptError(file: file, step: step, problem: problem) }

    func rejectUnknown(_ known: Set<String>) throws {
        if let bad = fields.keys.sorted().first(where: { !known.contains($0) }) {
            throw error("unknown field \(EchoedText.quoted(bad)) for \(context)")
        }
    }

    func string(_ key: String) throws -> String? {
        guard let v = fields[key] else { return nil }
        guard case let .string(s) = v else { throw error("\"\(key)\" must be a string, not \(v.typeName)") }
        return s
    }

    func bool(_ key: String) throws -> Bool? {
        guard let v = fields[key] else { return nil }
        guard case let .bool(b) = v else { throw error("\"\(key)\" must be true or false, not \(v.typeName)") }
        return b
    }

    func object(_ key: String) throws -> [String: JSONValue]? {
        guard let v = fields[key] else { return nil }
        guard let o = v.dictionary else { throw error("\"\(key)\" must be an object, not \(v.typeName)") }
        return o
    }

    func number(_ key: String, in range: ClosedRange<Double>) throws -> Double? {
        guard let v = fields[key] else { return nil }
        guard case let .number(n) = v else { throw error("\"\(key)\" must be a number, not \(v.typeName)") }
        guard n.isFinite, range.contains(n) else {
            throw error(
                "\"\(key)\" must be between \(JSONValue.numberText(range.lowerBound)) and \(JSONValue.numberText(range.upperBound)), got \(n)"
            )
        }
        return n
    }

    func require(_ key: String, in range: ClosedRange<Double>) throws -> Double {
        guard let n = try number(key, in: range) else { throw error("\"\(key)\" is required for \(context)") }
        return n
    }

    func integer(_ key: String, in range: ClosedRange<Int>) throws -> Int? {
        guard let n = try number(key, in: Double(range.lowerBound)...Double(range.upperBound)) else { return nil }
        guard n == n.rounded() else { throw error("\"\(key)\" must be a whole number, got \(n)") }
        return Int(n)
    }

    func requireInteger(_ key: String, in range: ClosedRange<Int>) throws -> Int {
        guard let n = try integer(key, in: range) else { throw error("\"\(key)\" is required for \(context)") }
        return n
    }

    func theme(_ name: String) throws -> Theme {
        guard let t = Theme.named(name) else { throw error(Theme.unknownMessage(name)) }
        return t
    }

    func nonEmpty(_ s: String, _ key: String) throws -> String {
        guard !s.trimmingCharacters(in: .whitespaces).isEmpty else { throw error("\"\(key)\" must not be empty") }
        return s
    }
}

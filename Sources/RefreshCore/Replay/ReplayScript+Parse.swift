import Foundation

extension ReplayScript {
    /// The top-level fields every script may have.
    static let topKeys: Set<String> = [
        "viewport", "scale", "fps", "language", "now", "timeZone", "theme", "reduceMotion", "steps",
    ]

    /// Reads the script at `path`, keeping the top-level fields `appKeys` (an app's own) in
    /// `appFields`.
    package static func parse(file path: String, appKeys: Set<String>) throws -> ReplayScript {
        let name = (path as NSString).lastPathComponent
        let bytes: [UInt8]
        do {
            bytes = try InputFile.read(path, limit: maximumBytes)
        } catch let problem as InputFile.Problem {
            if case .tooLarge = problem { throw ReplayScriptError(file: path, step: nil, problem: "\(problem)") }
            throw ReplayScriptError(file: path, step: nil, problem: "cannot read the file (\(problem))")
        }
        return try parse(bytes: bytes, fileName: name, appKeys: appKeys)
    }

    /// Reads a script from JSON bytes, keeping the top-level fields `appKeys` in `appFields`.
    package static func parse(bytes: [UInt8], fileName: String, appKeys: Set<String>) throws -> ReplayScript {
        let root: JSONValue
        do {
            root = try JSONValue.parse(bytes)
        } catch {
            throw ReplayScriptError(file: fileName, step: nil, problem: "not valid JSON (\(error))")
        }
        var p = JSONFields.replay(file: fileName, step: nil, context: "for the script")
        guard let top = root.dictionary else { throw p.error("the script must be a JSON object, not \(root.typeName)") }
        p.fields = top
        try p.rejectUnknown(topKeys.union(appKeys))
        var script = ReplayScript(steps: [])
        if case let .object(members) = root {
            script.appFields = members.filter { appKeys.contains($0.key) }
        }
        try script.readWindow(p)
        try script.readSteps(top["steps"], p, file: fileName)
        return script
    }

    /// The viewport, scale, frame rate, language, theme, reduced motion, date and zone.
    private mutating func readWindow(_ p: JSONFields) throws {
        if let vp = try p.object("viewport") {
            let v = p.nested("for \"viewport\"", fields: vp)
            try v.rejectUnknown(["width", "height"])
            viewport = Size(
                width: try v.require("width", in: Self.viewportSides),
                height: try v.require("height", in: Self.viewportSides))
        }
        if let s = try p.number("scale", in: Self.scales) { scale = s }
        if let f = try p.number("fps", in: Self.frameRates) { fps = f }
        if let l = try p.string("language") {
            guard RefreshLanguage(code: l) != nil else { throw p.error(RefreshLanguage.unknownCodeMessage(l)) }
            language = l
        }
        if let t = try p.string("theme") { theme = try p.theme(t) }
        if let r = try p.bool("reduceMotion") { reducesMotion = r }
        if let n = try p.string("now") {
            guard let d = ISO8601DateFormatter().date(from: n) else {
                throw p.error(
                    "\"now\" must be an ISO-8601 date such as \"2026-01-01T12:00:00Z\", got \(EchoedText.quoted(n))")
            }
            date = d
        }
        if let z = try p.string("timeZone") {
            guard let zone = TimeZone(identifier: z) else {
                throw p.error(
                    "\"timeZone\" must be a time zone identifier such as \"UTC\" or \"Europe/Berlin\", got \(EchoedText.quoted(z))"
                )
            }
            timeZone = zone
        }
    }

    /// The steps, each checked on its own; times never go back.
    private mutating func readSteps(_ raw: JSONValue?, _ p: JSONFields, file: String) throws {
        guard let raw else { return }
        guard case let .array(items) = raw else { throw p.error("\"steps\" must be an array, not \(raw.typeName)") }
        guard items.count <= Self.maximumSteps else {
            throw p.error("\"steps\" has \(items.count) steps; a script may have at most \(Self.maximumSteps)")
        }
        var lastTime = -Double.infinity
        steps.reserveCapacity(items.count)
        for (i, item) in items.enumerated() {
            let step = try ReplayStep.parse(item, index: i + 1, file: file)
            if case let .timed(_, t) = step {
                guard t >= lastTime else {
                    throw ReplayScriptError(
                        file: file, step: i + 1,
                        problem: "\"t\" \(t) is earlier than the previous step's \(lastTime); times never go back")
                }
                lastTime = t
            }
            steps.append(step)
        }
    }
}

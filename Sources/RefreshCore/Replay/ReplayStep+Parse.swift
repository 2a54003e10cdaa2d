extension ReplayStep {
    /// The step `item` (numbered `index` from 1) of the script `file`, wrapped in `.timed` when it
    /// has a `t`; every field checked for its type and range.
    package static func parse(_ item: JSONValue, index: Int, file: String) throws -> ReplayStep {
        var f = JSONFields.replay(file: file, step: index, context: "for this step")
        guard var obj = item.dictionary else { throw f.error("a step must be an object, not \(item.typeName)") }
        f.fields = obj
        let time = try f.number("t", in: 0...1_000_000)
        obj["t"] = nil
        let step = try parseOp(obj, index: index, file: file)
        guard let time else { return step }
        guard step.mayBeTimed else {
            throw f.error(
                "op \(EchoedText.quoted(try f.string("op") ?? "")) cannot have a time \"t\" (only instant steps, frame and a move without duration can)"
            )
        }
        return .timed(step, t: time)
    }

    private static func parseOp(_ obj: [String: JSONValue], index: Int, file: String) throws -> ReplayStep {
        var f = JSONFields.replay(file: file, step: index, context: "for this step", fields: obj)
        guard let op = try f.string("op") else { throw f.error("\"op\" is required") }
        f.context = "for op \(EchoedText.quoted(op))"
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
        case "hover":
            try keys(["x", "y"])
            return .hover(Point(x: try f.require("x", in: coordinate), y: try f.require("y", in: coordinate)))
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
            return try parseCall(f, keys: keys)
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
                    width: try f.require("width", in: ReplayScript.viewportSides),
                    height: try f.require("height", in: ReplayScript.viewportSides)))
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
            guard RefreshLanguage(code: c) != nil else { throw f.error(RefreshLanguage.unknownCodeMessage(c)) }
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
            return .example(id)
        default:
            throw f.error("unknown op \(EchoedText.quoted(op))")
        }
    }

    private static func parseCall(_ f: JSONFields, keys: (Set<String>) throws -> Void) throws -> ReplayStep {
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
        if m.isFooterOnly && t != .footer {
            let taken = RefreshMethod.takenByEveryControl.map(\.rawValue).joined(separator: ", ")
            throw f.error("\(method) is a footer method; a \(target) takes \(taken)")
        }
        return .call(target: t, method: m)
    }
}

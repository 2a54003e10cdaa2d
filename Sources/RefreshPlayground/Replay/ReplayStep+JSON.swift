import Foundation
import RefreshCore
import RefreshTesting

extension ReplayStep {
    /// The step as a script writes it (what `ReplayScriptParser` reads back to the same step).
    var json: JSONValue {
        func n(_ v: Double) -> JSONValue { .number(v) }
        func op(_ name: String, _ fields: (key: String, value: JSONValue)...) -> JSONValue {
            .object([("op", .string(name))] + fields)
        }
        switch self {
        case let .down(p): return op("down", ("x", n(p.x)), ("y", n(p.y)))
        case let .move(p, duration):
            return duration == 0
                ? op("move", ("x", n(p.x)), ("y", n(p.y)))
                : op("move", ("x", n(p.x)), ("y", n(p.y)), ("duration", n(duration)))
        case .up: return op("up")
        case let .upAt(p): return op("up", ("x", n(p.x)), ("y", n(p.y)))
        case .cancel: return op("cancel")
        case let .wheel(dx, dy): return op("wheel", ("dx", n(dx)), ("dy", n(dy)))
        case let .trackpad(dx, dy): return op("trackpad", ("dx", n(dx)), ("dy", n(dy)))
        case let .wait(seconds): return op("wait", ("seconds", n(seconds)))
        case let .key(k): return op("key", ("key", .string(k)))
        case let .call(target, method):
            return op("call", ("target", .string(target.rawValue)), ("method", .string(method.rawValue)))
        case let .rows(count): return op("rows", ("count", n(Double(count))))
        case let .insert(atTop, count):
            return op("insert", ("at", .string(atTop ? "top" : "bottom")), ("count", n(Double(count))))
        case let .resize(s): return op("resize", ("width", n(s.width)), ("height", n(s.height)))
        case let .inset(i):
            return op("inset", ("top", n(i.top)), ("left", n(i.left)), ("bottom", n(i.bottom)), ("right", n(i.right)))
        case let .language(code): return op("language", ("code", .string(code)))
        case let .theme(theme): return op("theme", ("name", .string(theme.rawValue)))
        case let .screenshot(name): return op("screenshot", ("name", .string(name)))
        case .frame: return op("frame")
        case let .speed(factor, paused):
            return paused
                ? op("speed", ("factor", n(factor)), ("paused", .bool(true))) : op("speed", ("factor", n(factor)))
        case let .example(id): return op("example", ("id", .string(id)))
        case let .timed(step, t):
            guard case var .object(members) = step.json else { return step.json }
            members.append(("t", n(t)))
            return .object(members)
        }
    }
}

extension ReplayScript {
    /// The script's top-level keys (everything but `steps`), as a recording starts them.
    var headerMembers: [(key: String, value: JSONValue)] {
        let c = configuration
        var m: [(key: String, value: JSONValue)] = [
            ("example", .string(c.exampleID)),
            ("viewport", .object([("width", .number(c.viewport.width)), ("height", .number(c.viewport.height))])),
            ("scale", .number(c.scale)),
            ("fps", .number(c.fps)),
        ]
        if let rows = c.rows { m.append(("rows", .number(Double(rows)))) }
        if let delay = c.refreshDelay { m.append(("refreshDelay", delay.map { .number($0) } ?? .null)) }
        if let language = c.language { m.append(("language", .string(language))) }
        m.append(("theme", .string(c.theme.rawValue)))
        let formatter = ISO8601DateFormatter()
        m.append(("now", .string(formatter.string(from: c.startDate))))
        m.append(("timeZone", .string(c.timeZone.identifier)))
        return m
    }

    /// The whole script as JSON text, one step per line.
    package func serialized() -> String {
        openingText + steps.map { $0.json.serialized() }.joined(separator: ",\n") + Self.closingText
    }

    /// The text up to the first step: the top-level keys and `"steps":[`.
    var openingText: String {
        var text = JSONValue.object(headerMembers).serialized()
        text.removeLast()   // "}"
        return text + ",\"steps\":[\n"
    }

    /// The text after the last step.
    static let closingText = "\n]}\n"
}

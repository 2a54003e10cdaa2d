import Foundation

extension ReplayStep {
    /// The step as a script writes it (what `ReplayScriptParser` reads back to the same step).
    package var json: JSONValue {
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
        case let .hover(p): return op("hover", ("x", n(p.x)), ("y", n(p.y)))
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

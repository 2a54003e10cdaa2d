import RefreshCore

/// One playground example: an ID for `--example`, a title, and how it sets up a scene.
public struct Example {
    public let id: String
    public let title: String
    public let summary: String
    public let defaultRows: Int
    /// Seconds a refresh handler takes by default; nil: never ends by itself.
    public let defaultRefreshDelay: Double?
    /// The components a script's `call` may target (`header`, `footer`, `trailer`).
    public let callTargets: [String]
    /// Builds the example's behaviour on top of a ready scene.
    let install: (PlaygroundScene) -> ExampleBehavior
}

/// What an example adds to the plain list: refresh components, key bindings, trace fields.
/// Later components (header, footer, trailer) plug in here.
protocol ExampleBehavior: AnyObject {
    /// Handles a key by SDL name (`"F5"`); returns false when the key means nothing here.
    func handleKey(_ name: String) -> Bool
    /// Runs `method` on `target`; both were checked against the example's `callTargets`.
    func call(target: String, method: String)
    /// The trace object for `target` (`header`, `footer`, `trailer`), or nil for JSON null.
    func traceObject(for target: String) -> String?
}

/// All examples, in menu order.
public enum ExampleCatalog {
    public static let all: [Example] = [ListPlainExample.example] + HeaderExamples.all

    public static var ids: [String] { all.map(\.id) }

    public static func example(id: String) -> Example? { all.first { $0.id == id } }

    public static let defaultID = "list.plain"

    /// The message for an unknown ID, listing the valid ones.
    public static func unknownMessage(_ id: String) -> String {
        "unknown example \"\(id)\"; valid examples: \(ids.joined(separator: ", "))"
    }
}

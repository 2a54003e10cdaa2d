import Foundation

/// A replay script (docs/replay.md): the window a session ran in (size, scale, frame rate,
/// language, colours, date) and its steps: what a person did, what the app did, how time passed.
///
/// `RefreshWindow` records one while an app runs; `RefreshTestHost` plays one back against the
/// app's own view, frame by frame. Scripts are JSON:
///
/// ```json
/// {"viewport":{"width":390,"height":640},"fps":60,
///  "steps":[{"op":"down","x":195,"y":200},{"op":"move","x":195,"y":400,"duration":0.3},{"op":"up"},
///           {"op":"wait","seconds":1},{"op":"screenshot","name":"after"}]}
/// ```
public struct ReplayScript: Equatable, Sendable {
    /// The sides a viewport may have, in points (a script's `viewport` and every `resize`).
    public static let viewportSides = 50.0...10_000.0
    /// The pixels per point a script may ask for.
    public static let scales = 1.0...4.0
    /// The frame rates a script may ask for.
    public static let frameRates = 1.0...480.0
    /// The most bytes a script file may have.
    public static let maximumBytes = 16 * 1024 * 1024
    /// The most steps a script may have.
    public static let maximumSteps = 500_000

    /// The window's size in points.
    public var viewport = Size(width: 390, height: 844)
    /// Pixels per point.
    public var scale = 1.0
    /// Frames per second of the steps that produce frames (`wait`, `move`, `frame`).
    public var fps = 60.0
    /// The refresh controls' language code (`"en"`, `"zh-Hans"`…); nil: the environment's.
    public var language: String? = "en"
    /// The colours the session started with; nil: the app's own (a recording of an app that gives
    /// its views their own colours has none, and a replay leaves them as the app set them).
    public var theme: RefreshTheme?
    /// True when the session ran with reduced motion (`ViewContext.reducesMotion`): spinners and
    /// image loops stand still, animations jump to their end. Written only when true, under the
    /// JSON key `reduceMotion`.
    public var reducesMotion = false
    /// The calendar date at the session's start (last-updated labels).
    public var date = Date(timeIntervalSince1970: 1_767_268_800)   // 2026-01-01T12:00:00Z, as ViewContext's default
    /// The zone dates are shown in.
    public var timeZone = CalendarClock.utc
    /// The steps, in order.
    public var steps: [ReplayStep]
    /// Top-level fields of an app that wrote the script (the playground's `example`, `rows` and
    /// `refreshDelay`), kept as read and written back in order.
    package var appFields: [(key: String, value: JSONValue)] = []

    /// A script of `steps` in a window of `viewport` points.
    ///
    /// - Parameters:
    ///   - viewport: The window's size in points.
    ///   - scale: Pixels per point.
    ///   - fps: Frames per second.
    ///   - steps: The steps.
    public init(
        viewport: Size = Size(width: 390, height: 844), scale: Double = 1, fps: Double = 60, steps: [ReplayStep]
    ) {
        self.viewport = viewport
        self.scale = scale
        self.fps = fps
        self.steps = steps
    }

    /// Reads the script at `path`.
    ///
    /// - Parameter path: The JSON file.
    /// - Throws: `ReplayScriptError` naming the file, the step and the problem: a file that cannot
    ///   be read or is larger than `maximumBytes`, text that is not JSON, an unknown key or op, a
    ///   value out of its range.
    public init(contentsOf path: String) throws {
        self = try Self.parse(file: path, appKeys: [])
    }

    /// Reads a script from JSON text.
    ///
    /// - Parameters:
    ///   - json: The script's bytes (UTF-8 JSON).
    ///   - fileName: The name errors give the script.
    /// - Throws: `ReplayScriptError` naming `fileName`, the step and the problem.
    public init(json: [UInt8], fileName: String = "script.json") throws {
        self = try Self.parse(bytes: json, fileName: fileName, appKeys: [])
    }

    /// The script as JSON text, one step a line (what `init(json:fileName:)` reads back to an
    /// equal script).
    ///
    /// - Returns: The text, ending with a newline.
    public func serialized() -> String {
        openingText + steps.map { $0.json.serialized() }.joined(separator: ",\n") + Self.closingText
    }

    /// The text up to the first step: the top-level fields and `"steps":[`.
    package var openingText: String {
        var text = JSONValue.object(headerMembers).serialized()
        text.removeLast()   // "}"
        return text + ",\"steps\":[\n"
    }

    /// The text after the last step.
    package static let closingText = "\n]}\n"

    /// The script's top-level fields (everything but `steps`), as a recording starts them.
    private var headerMembers: [(key: String, value: JSONValue)] {
        var m = appFields.filter { $0.key == "example" }
        m += [
            ("viewport", .object([("width", .number(viewport.width)), ("height", .number(viewport.height))])),
            ("scale", .number(scale)),
            ("fps", .number(fps)),
        ]
        m += appFields.filter { $0.key != "example" }
        if let language { m.append(("language", .string(language))) }
        if let theme { m.append(("theme", .string(theme.rawValue))) }
        if reducesMotion { m.append(("reduceMotion", .bool(true))) }
        m.append(("now", .string(ISO8601DateFormatter().string(from: date))))
        m.append(("timeZone", .string(timeZone.identifier)))
        return m
    }

    /// True when both scripts have the same window, steps and app fields.
    ///
    /// - Parameters:
    ///   - a: A script.
    ///   - b: Another script.
    /// - Returns: Whether they are equal field by field.
    public static func == (a: ReplayScript, b: ReplayScript) -> Bool {
        a.viewport == b.viewport && a.scale == b.scale && a.fps == b.fps && a.language == b.language
            && a.theme == b.theme && a.reducesMotion == b.reducesMotion && a.date == b.date && a.timeZone == b.timeZone
            && a.steps == b.steps
            && a.appFields.elementsEqual(b.appFields) { $0.key == $1.key && $0.value == $1.value }
    }
}

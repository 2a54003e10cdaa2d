/// The `manifest.json` of an animation folder: which images each refresh state shows.
///
/// ```json
/// {
///   "scale": 2,
///   "states": {
///     "idle":       { "frames": ["idle/000.png", "idle/001.png"] },
///     "pulling":    { "frames": ["pulling/000.png"], "duration": 0.3 },
///     "refreshing": { "animation": "dots.gif" }
///   }
/// }
/// ```
///
/// - `scale` (optional, default 1): pixels per point of every image in the folder, 0.25…8.
/// - `description` (optional): free text.
/// - `states`: keys are `RefreshState` raw values (`idle`, `pulling`, `refreshing`, `willRefresh`,
///   `noMoreData`); each has exactly one of `frames` (a non-empty list of still image paths, PNG) or
///   `animation` (one animated file, GIF or APNG or any format a decoder is registered for, whose own
///   delays time the frames), and optionally `duration` in seconds: the total time of one pass
///   (default `count × 0.1` for frames; an animation's delays are scaled to it).
///
/// Paths are relative to the folder, use `/`, and may not leave it (`..` or a leading `/`).
/// Parsing is strict: any other key, type or value is a `ManifestError` naming the file. Values
/// must stay within `AnimationLimits` (scale 0.25…8, duration 0.01…60 s, at most 1000 frames a
/// state and 2000 an animation).
public struct RefreshAnimationManifest: Equatable, Sendable {
    /// Where a state's images come from.
    public enum Source: Equatable, Sendable {
        /// Still image files (PNG), in order.
        case frames([String])
        /// One animated file (GIF, APNG, …): its format is recognized from its bytes when it is
        /// loaded, by the decoder registered for it.
        case animation(String)
    }

    /// One state's images and optional total duration in seconds.
    public struct Entry: Equatable, Sendable {
        /// Where the state's images come from: a list of stills or one animated file.
        public var source: Source
        /// Seconds one pass through the state's images takes; nil for `count × 0.1` (frames) or the
        /// animation's own delays.
        public var duration: Double?
        /// Creates an entry; values are not checked here (`parse(_:file:)` checks what it reads).
        /// - Parameters:
        ///   - source: Where the state's images come from.
        ///   - duration: Seconds one pass takes, or nil for the default timing.
        public init(source: Source, duration: Double? = nil) {
            self.source = source
            self.duration = duration
        }
        /// Every file the entry reads, relative to the folder.
        public var files: [String] {
            switch source {
            case let .frames(f): return f
            case let .animation(path): return [path]
            }
        }
    }

    /// The manifest's file name inside an animation folder.
    public static let fileName = "manifest.json"

    /// Pixels per point of every image in the folder (0.25…8 when parsed; 1 by default).
    public var scale: Double
    /// Free text about the animation, if the manifest has any.
    public var description: String?
    /// The images of each refresh state the animation covers; states left out show no image.
    public var states: [RefreshState: Entry]

    /// Creates a manifest in code (to write with `jsonText()`); values are not checked here.
    /// - Parameters:
    ///   - scale: Pixels per point of the images.
    ///   - description: Free text, or nil for none.
    ///   - states: The images of each refresh state.
    public init(scale: Double = 1, description: String? = nil, states: [RefreshState: Entry]) {
        self.scale = scale
        self.description = description
        self.states = states
    }

    // MARK: Parsing

    /// Parses manifest bytes; `file` names the manifest in every error.
    /// - Parameters:
    ///   - bytes: The contents of `manifest.json`.
    ///   - file: The manifest's path, used only in error messages.
    /// - Returns: The manifest, with every value within `AnimationLimits` and every path relative.
    /// - Throws: `ManifestError` naming `file` when the bytes are not JSON, a key is unknown or missing,
    ///   a value has the wrong type, a state is unknown or empty, a path leaves the folder, or a value
    ///   is outside `AnimationLimits`.
    public static func parse(_ bytes: [UInt8], file: String) throws -> RefreshAnimationManifest {
        let (top, fields) = try ManifestError.topLevel(of: bytes, file: file)
        try fields.rejectUnknown(["scale", "description", "states"])
        var scale = 1.0
        if let s = try fields.number("scale") {
            guard AnimationLimits.scale.contains(s) else {
                throw ManifestError(
                    file: file, kind: .outOfRange,
                    problem:
                        "\"scale\" must be \(AnimationLimits.text(AnimationLimits.scale)) pixels per point, not \(format(s))"
                )
            }
            scale = s
        }
        let description = try fields.string("description")
        guard try fields.object("states") != nil,
            case let .object(statesJSON)? = top.first(where: { $0.key == "states" })?.value
        else {
            throw ManifestError(file: file, kind: .missingKey, problem: "missing \"states\"")
        }
        guard !statesJSON.isEmpty else {
            throw ManifestError(file: file, kind: .emptySequence, problem: "\"states\" is empty: no state has images")
        }
        var states: [RefreshState: Entry] = [:]
        for (name, value) in statesJSON {
            guard let state = RefreshState(rawValue: name) else {
                let known = RefreshState.allCases.map(\.rawValue).joined(separator: ", ")
                throw ManifestError(
                    file: file, kind: .unknownState,
                    problem: "unknown state \(EchoedText.quoted(name)) (known: \(known))")
            }
            states[state] = try parseEntry(value, state: name, file: file)
        }
        let frameCount = states.values.reduce(0) { total, entry in
            if case let .frames(paths) = entry.source { return total + paths.count }
            return total
        }
        if frameCount > AnimationLimits.framesPerAnimation {
            throw ManifestError(
                file: file, kind: .outOfRange,
                problem: "the states list \(frameCount) frames together; an animation may have at most "
                    + "\(AnimationLimits.framesPerAnimation)")
        }
        return RefreshAnimationManifest(scale: scale, description: description, states: states)
    }

    private static func parseEntry(_ value: JSONValue, state: String, file: String) throws -> Entry {
        guard case let .object(members) = value else {
            throw ManifestError(
                file: file, kind: .wrongType, problem: "state \"\(state)\" must be an object, not \(value.typeName)")
        }
        let object = JSONValue.object(members).dictionary ?? [:]
        try ManifestError.fields("in state \"\(state)\"", object, file: file).rejectUnknown([
            "frames", "animation", "duration",
        ])
        var source: Source?
        var duration: Double?
        for (key, v) in members {
            switch key {
            case "frames":
                guard case let .array(items) = v else {
                    throw ManifestError(
                        file: file, kind: .wrongType,
                        problem: "\"frames\" of state \"\(state)\" must be an array of strings, not \(v.typeName)")
                }
                guard !items.isEmpty else {
                    throw ManifestError(
                        file: file, kind: .emptySequence, problem: "state \"\(state)\" has an empty frame list")
                }
                guard items.count <= AnimationLimits.framesPerState else {
                    throw ManifestError(
                        file: file, kind: .outOfRange,
                        problem: "state \"\(state)\" lists \(items.count) frames; a state may have at most "
                            + "\(AnimationLimits.framesPerState)")
                }
                var paths: [String] = []
                for (i, item) in items.enumerated() {
                    guard case let .string(path) = item else {
                        throw ManifestError(
                            file: file, kind: .nonStringFrame,
                            problem:
                                "frame \(i) of state \"\(state)\" must be a string (a file path), not \(item.typeName)")
                    }
                    try checkPath(path, what: "frame \(i) of state \"\(state)\"", file: file)
                    paths.append(path)
                }
                if source != nil { throw bothSources(state, file) }
                source = .frames(paths)
            case "animation":
                guard case let .string(path) = v else {
                    throw ManifestError(
                        file: file, kind: .wrongType,
                        problem:
                            "\"animation\" of state \"\(state)\" must be a string (a file path), not \(v.typeName)")
                }
                try checkPath(path, what: "the animation of state \"\(state)\"", file: file)
                if source != nil { throw bothSources(state, file) }
                source = .animation(path)
            case "duration":
                guard case let .number(d) = v else {
                    throw ManifestError(
                        file: file, kind: .wrongType,
                        problem: "\"duration\" of state \"\(state)\" must be a number of seconds, not \(v.typeName)")
                }
                if d < 0 {
                    throw ManifestError(
                        file: file, kind: .negativeDuration,
                        problem: "negative duration \(format(d)) for state \"\(state)\"")
                }
                if d == 0 {
                    throw ManifestError(
                        file: file, kind: .badValue,
                        problem: "zero duration for state \"\(state)\" (leave it out for count × 0.1 s)")
                }
                guard AnimationLimits.duration.contains(d) else {
                    throw ManifestError(
                        file: file, kind: .outOfRange,
                        problem: "\"duration\" of state \"\(state)\" must be "
                            + "\(AnimationLimits.text(AnimationLimits.duration)) seconds, not \(format(d))")
                }
                duration = d
            default: break   // rejected above
            }
        }
        guard let source else {
            throw ManifestError(
                file: file, kind: .missingKey, problem: "state \"\(state)\" needs \"frames\" or \"animation\"")
        }
        return Entry(source: source, duration: duration)
    }

    /// The members of a manifest's object at `context`, whose problems are `ManifestError`s naming `file`.
    private static func bothSources(_ state: String, _ file: String) -> ManifestError {
        ManifestError(
            file: file, kind: .badValue, problem: "state \"\(state)\" has both \"frames\" and \"animation\"; use one")
    }

    static func checkPath(_ path: String, what: String, file: String) throws {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        if path.isEmpty || path.hasPrefix("/") || path.contains("\\")
            || parts.contains(where: { $0 == ".." || $0.isEmpty })
        {
            throw ManifestError(
                file: file, kind: .badPath,
                problem:
                    "\(what) has the path \(EchoedText.quoted(path, limit: EchoedText.pathLimit)); paths must be relative to the folder, with no '..', empty parts or backslashes"
            )
        }
    }

    // MARK: Writing

    /// The manifest as JSON text with a fixed layout and key order, so writing it twice gives the
    /// same bytes. Parsing the text gives this manifest back.
    /// - Returns: Pretty-printed JSON (two-space indent, states in `RefreshState` order) ending in a
    ///   newline.
    public func jsonText() -> String {
        var members: [(key: String, value: JSONValue)] = [("scale", .number(scale))]
        if let description { members.append(("description", .string(description))) }
        let states: [(key: String, value: JSONValue)] = RefreshState.allCases.compactMap { state in
            guard let entry = self.states[state] else { return nil }
            var fields: [(key: String, value: JSONValue)] = []
            switch entry.source {
            case let .frames(frames): fields.append(("frames", .array(frames.map(JSONValue.string))))
            case let .animation(path): fields.append(("animation", .string(path)))
            }
            if let d = entry.duration { fields.append(("duration", .number(d))) }
            return (state.rawValue, .object(fields))
        }
        members.append(("states", .object(states)))
        return JSONValue.object(members).serialized(indent: 2) + "\n"
    }

    static func format(_ v: Double) -> String { JSONValue.numberText(v) }
}

extension ManifestError.Kind {
    /// The kind of a problem the strict-object reader found.
    init(_ problem: JSONFields.Problem) {
        switch problem {
        case .wrongType: self = .wrongType
        case .unknownKey: self = .unknownKey
        case .missingKey: self = .missingKey
        case .outOfRange: self = .outOfRange
        case .badValue: self = .badValue
        }
    }
}

/// A manifest that cannot be used: names the manifest file and what is wrong with it.
public struct ManifestError: RefreshError, Equatable, Sendable {
    /// The kind of problem, for code that reacts to it; `problem` says it in words.
    public enum Kind: String, Sendable {
        /// The parse failures: not JSON at all, a value of the wrong type, a key not allowed there, a
        /// required key missing, a state name that is not a `RefreshState`, an empty `states` or frame list,
        /// a frame that is not a string, a negative duration, a value not allowed (zero duration, both
        /// `frames` and `animation`), and a path that is empty or leaves the folder.
        case notJSON, wrongType, unknownKey, missingKey, unknownState, emptySequence, nonStringFrame,
            negativeDuration, badValue, badPath
        /// A value outside its documented range (`AnimationLimits`): scale, duration, frame counts.
        case outOfRange
    }
    /// The manifest's path, as given to the parser.
    public let file: String
    /// The kind of problem.
    public let kind: Kind
    /// What is wrong, in words.
    public let problem: String

    /// Creates an error about the manifest at `file`.
    /// - Parameters:
    ///   - file: The manifest's path, shown in the message.
    ///   - kind: The kind of problem.
    ///   - problem: What is wrong, in words, naming the field and what is allowed.
    public init(file: String, kind: Kind, problem: String) {
        self.file = file
        self.kind = kind
        self.problem = problem
    }

    /// The manifest, quoted: `manifest 'path'`.
    public var subject: String { "manifest \(EchoedText.path(file))" }
}

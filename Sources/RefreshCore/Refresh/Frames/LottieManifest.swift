/// The `manifest.json` of a Lottie animation folder: which file to play, where its segments are and
/// how the themes recolour it (RefreshSDL's `LottieLoader` reads it).
///
/// ```json
/// {
///   "description": "A ring drawn by the pull.",
///   "lottie": "header.json",
///   "markers": { "refresh": "Loading" },
///   "ranges": { "pull": [0, 29], "refresh": [30, 59] },
///   "themes": {
///     "dark": [ { "keypath": "**.ring.**", "stroke": "#AEAEB2" } ],
///     "high-contrast": [ { "keypath": "**", "fill": "#FFFFFF", "stroke": "#FFFFFF" } ]
///   }
/// }
/// ```
///
/// - `lottie`: the Lottie file, relative to the folder.
/// - `markers` (optional): the file's marker name of a segment whose marker is not named after it
///   (`pull`, `refresh`, `success`, `failure`, `noMoreData` are looked up by their own names).
/// - `ranges` (optional): a segment's first and last frame, used when the file has no such marker.
/// - `themes` (optional): per theme (`dark`, `high-contrast`), fill and stroke colours (`#RRGGBB`)
///   given to the shapes along a keypath (`**` matches any layers and groups).
/// - `description` (optional): free text.
///
/// Parsing is strict, as `RefreshAnimationManifest`'s: any other key, type or value is a
/// `ManifestError` naming the file.
public struct LottieManifest: Equatable, Sendable {
    /// A colour override along a keypath.
    public struct Override: Equatable, Sendable {
        /// The shapes' keypath (`"**.ring.**"`).
        public var keypath: String
        /// The fill colour, if the override sets one.
        public var fill: Color?
        /// The stroke colour, if the override sets one.
        public var stroke: Color?

        /// An override of `keypath`'s fill and stroke colours.
        /// - Parameters:
        ///   - keypath: The shapes' keypath.
        ///   - fill: The fill colour, or nil to keep the file's.
        ///   - stroke: The stroke colour, or nil to keep the file's.
        public init(keypath: String, fill: Color? = nil, stroke: Color? = nil) {
            self.keypath = keypath
            self.fill = fill
            self.stroke = stroke
        }
    }

    /// The Lottie file, relative to the folder.
    public var lottie: String
    /// Free text about the animation, if any.
    public var description: String?
    /// The marker name of each segment whose marker has another name.
    public var markers: [AnimationSegment: String]
    /// The fallback frame range of a segment the file has no marker for.
    public var ranges: [AnimationSegment: ClosedRange<Int>]
    /// The colour overrides of each theme.
    public var themes: [RefreshTheme: [Override]]

    /// A manifest in code; values are not checked here.
    /// - Parameters:
    ///   - lottie: The Lottie file, relative to the folder.
    ///   - description: Free text, or nil.
    ///   - markers: Marker names of segments, where they differ from the segment's name.
    ///   - ranges: Fallback frame ranges.
    ///   - themes: Colour overrides per theme.
    public init(
        lottie: String, description: String? = nil, markers: [AnimationSegment: String] = [:],
        ranges: [AnimationSegment: ClosedRange<Int>] = [:], themes: [RefreshTheme: [Override]] = [:]
    ) {
        self.lottie = lottie
        self.description = description
        self.markers = markers
        self.ranges = ranges
        self.themes = themes
    }

    /// Whether manifest bytes are a Lottie manifest (a top-level `"lottie"` key) rather than a
    /// frames manifest.
    /// - Parameter bytes: The contents of `manifest.json`.
    /// - Returns: True when the top level is an object with a `lottie` member.
    public static func isLottieManifest(_ bytes: [UInt8]) -> Bool {
        (try? JSONValue.parse(bytes))?.dictionary?["lottie"] != nil
    }

    /// The segment ranges of a file with `markers` (name, first and last frame): each segment's
    /// marker (by the manifest's name for it, else its own), else the manifest's range.
    /// - Parameter markers: The file's markers as (name, first frame, last frame).
    /// - Returns: Each segment the file or the manifest places.
    public func segments(markers: [(name: String, range: ClosedRange<Int>)])
        -> [AnimationSegment: ClosedRange<Int>]
    {
        var result: [AnimationSegment: ClosedRange<Int>] = [:]
        for segment in AnimationSegment.allCases {
            let name = self.markers[segment] ?? segment.rawValue
            if let marker = markers.first(where: { $0.name == name }) {
                result[segment] = marker.range
            } else if let range = ranges[segment] {
                result[segment] = range
            }
        }
        return result
    }

    /// Parses manifest bytes; `file` names the manifest in every error.
    /// - Parameters:
    ///   - bytes: The contents of `manifest.json`.
    ///   - file: The manifest's path, used only in error messages.
    /// - Returns: The manifest.
    /// - Throws: `ManifestError` naming `file` for bytes that are not JSON, an unknown or missing
    ///   key, a wrong type, a path that leaves the folder, an unknown segment or theme, a bad range or colour.
    public static func parse(_ bytes: [UInt8], file: String) throws -> LottieManifest {
        let fields = try ManifestError.topLevel(of: bytes, file: file).fields
        try fields.rejectUnknown(["lottie", "description", "markers", "ranges", "themes"])
        guard let lottie = try fields.string("lottie") else {
            throw ManifestError(file: file, kind: .missingKey, problem: "missing \"lottie\": the Lottie file to play")
        }
        try RefreshAnimationManifest.checkPath(lottie, what: "\"lottie\"", file: file)
        var manifest = LottieManifest(lottie: lottie, description: try fields.string("description"))
        for (key, value) in (try fields.object("markers") ?? [:]).sorted(by: { $0.key < $1.key }) {
            let segment = try Self.segment(key, file: file)
            guard case let .string(name) = value, !name.isEmpty else {
                throw ManifestError(
                    file: file, kind: .wrongType, problem: "marker of \"\(key)\" must be a non-empty string")
            }
            manifest.markers[segment] = name
        }
        for (key, value) in (try fields.object("ranges") ?? [:]).sorted(by: { $0.key < $1.key }) {
            let segment = try Self.segment(key, file: file)
            guard case let .array(items) = value, items.count == 2, case let .number(a) = items[0],
                case let .number(b) = items[1], a == a.rounded(), b == b.rounded(), a >= 0, b >= a, b <= 100_000
            else {
                throw ManifestError(
                    file: file, kind: .badValue,
                    problem: "range of \"\(key)\" must be [first, last]: whole frame numbers, 0 ≤ first ≤ last")
            }
            manifest.ranges[segment] = Int(a)...Int(b)
        }
        for (key, value) in (try fields.object("themes") ?? [:]).sorted(by: { $0.key < $1.key }) {
            guard let theme = RefreshTheme(rawValue: key), theme != .light else {
                throw ManifestError(
                    file: file, kind: .badValue,
                    problem: "unknown theme \(EchoedText.quoted(key)) in \"themes\" (known: dark, high-contrast)")
            }
            guard case let .array(items) = value else {
                throw ManifestError(
                    file: file, kind: .wrongType, problem: "theme \"\(key)\" must be a list of overrides")
            }
            manifest.themes[theme] = try items.map { try override($0, theme: key, file: file) }
        }
        return manifest
    }

    private static func override(_ value: JSONValue, theme: String, file: String) throws -> Override {
        guard let members = value.dictionary else {
            throw ManifestError(
                file: file, kind: .wrongType, problem: "an override of theme \"\(theme)\" must be an object")
        }
        let fields = ManifestError.fields("in an override of theme \"\(theme)\"", members, file: file)
        try fields.rejectUnknown(["keypath", "fill", "stroke"])
        guard let keypath = try fields.string("keypath"), !keypath.isEmpty, keypath.utf8.count <= 256 else {
            throw ManifestError(
                file: file, kind: .missingKey, problem: "an override of theme \"\(theme)\" needs a \"keypath\"")
        }
        let override = Override(
            keypath: keypath, fill: try color(fields.string("fill"), file: file),
            stroke: try color(fields.string("stroke"), file: file))
        return override
    }

    private static func color(_ text: String?, file: String) throws -> Color? {
        guard let text else { return nil }
        let digits = text.dropFirst()
        guard text.hasPrefix("#"), digits.count == 6, let value = UInt32(digits, radix: 16) else {
            throw ManifestError(
                file: file, kind: .badValue, problem: "colour \(EchoedText.quoted(text)) must be written #RRGGBB")
        }
        return Color(hex: value)
    }

    private static func segment(_ key: String, file: String) throws -> AnimationSegment {
        guard let segment = AnimationSegment(rawValue: key) else {
            let known = AnimationSegment.allCases.map(\.rawValue).joined(separator: ", ")
            throw ManifestError(
                file: file, kind: .badValue, problem: "unknown segment \(EchoedText.quoted(key)) (known: \(known))")
        }
        return segment
    }
}

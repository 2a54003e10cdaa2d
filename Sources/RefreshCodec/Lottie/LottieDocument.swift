import RefreshCore

/// A Lottie file (After Effects + Bodymovin) checked by the toolkit's own JSON reader before any
/// renderer sees it, with the facts a player needs: the canvas, the frame range and rate, and the
/// named segments (markers).
///
/// `init(_:limits:)` is the only way to make one, so a value of this type is a file that passed
/// every rule: within the size cap, well-formed JSON, nesting, layer, frame and canvas limits, no
/// layer that is its own ancestor, no precomposition that contains itself, no image read from
/// disk. Frame numbers are the file's own (`inPoint` … `outPoint − 1`); the toolkit computes them
/// itself rather than asking the renderer to map a position to a frame.
public struct LottieDocument: Sendable {
    /// A named range of frames: a marker of the file (`cm` its name, `tm` its start, `dr` its length).
    public struct Marker: Equatable, Sendable {
        /// The marker's name (`pull`, `refresh`, `success`, …).
        public var name: String
        /// The first frame, a file frame number.
        public var startFrame: Int
        /// The last frame, inclusive (equal to `startFrame` for a marker of no duration).
        public var endFrame: Int

        /// A marker over `startFrame ... endFrame`.
        /// - Parameters:
        ///   - name: The marker's name.
        ///   - startFrame: The first frame.
        ///   - endFrame: The last frame, inclusive.
        public init(name: String, startFrame: Int, endFrame: Int) {
            self.name = name
            self.startFrame = startFrame
            self.endFrame = endFrame
        }
    }

    /// The file's bytes, exactly as checked.
    public let bytes: [UInt8]
    /// The canvas's width in pixels (`w`).
    public let width: Int
    /// The canvas's height in pixels (`h`).
    public let height: Int
    /// Frames per second (`fr`).
    public let frameRate: Double
    /// The first frame (`ip`, rounded down).
    public let inPoint: Int
    /// One past the last frame (`op`, rounded up).
    public let outPoint: Int
    /// The named segments, in the file's order.
    public let markers: [Marker]

    /// The number of frames, `outPoint − inPoint`.
    public var frameCount: Int { outPoint - inPoint }

    /// The marker called `name`, if the file has one.
    /// - Parameter name: A marker's name, compared exactly.
    /// - Returns: The first marker of that name.
    public func marker(named name: String) -> Marker? { markers.first { $0.name == name } }

    /// Whether `bytes` look like a Lottie file: a JSON object that names the Bodymovin version
    /// (`"v"`) and its layers, within the first kilobyte or so. A cheap look, not a check.
    /// - Parameter bytes: A whole file's bytes.
    /// - Returns: True when the bytes start like a Lottie export.
    public static func looksLikeLottie(_ bytes: [UInt8]) -> Bool {
        var start = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
        while start < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[start]) { start += 1 }
        guard start < bytes.count, bytes[start] == UInt8(ascii: "{") else { return false }
        let head = String(decoding: bytes[start..<min(bytes.count, start + 4096)], as: UTF8.self)
        return head.contains("\"v\"") && (head.contains("\"layers\"") || head.contains("\"assets\""))
            && head.contains("\"fr\"")
    }

    /// Checks `bytes` against every rule and reads the facts a player needs.
    /// - Parameters:
    ///   - bytes: A whole file's bytes.
    ///   - limits: The bounds the file must stay within.
    /// - Throws: `ImageDecodeError` naming the problem: `.tooLarge` past a limit, `.malformed` for
    ///   anything else.
    public init(_ bytes: [UInt8], limits: LottieLimits = .standard) throws {
        guard bytes.count <= limits.fileBytes else {
            throw Self.tooLarge("a Lottie file of \(bytes.count) bytes; at most \(limits.fileBytes) are allowed")
        }
        let json: JSONValue
        do {
            json = try JSONValue.parse(bytes)
        } catch let error as JSONValue.SyntaxError {
            throw Self.malformed("a Lottie file that is not valid JSON at \(error.subject): \(error.problem)")
        }
        let depth = Self.depth(of: json)
        guard depth <= limits.nestingDepth else {
            throw Self.tooLarge("a Lottie file nested \(depth) levels deep; at most \(limits.nestingDepth) are allowed")
        }
        guard let top = json.dictionary else {
            throw Self.malformed("a Lottie file whose top level is \(json.typeName), not an object")
        }
        let width = try Self.integer(top, "w", min: 1, max: limits.canvasSide, what: "canvas width")
        let height = try Self.integer(top, "h", min: 1, max: limits.canvasSide, what: "canvas height")
        guard case let .number(rate)? = top["fr"], rate > 0, rate.isFinite else {
            throw Self.malformed("a Lottie file without a positive frame rate (\"fr\")")
        }
        guard rate <= limits.frameRate else {
            throw Self.tooLarge(
                "a Lottie file of \(JSONValue.numberText(rate)) frames per second; at most "
                    + "\(JSONValue.numberText(limits.frameRate)) are allowed")
        }
        guard case let .number(ip)? = top["ip"], case let .number(op)? = top["op"], ip.isFinite, op.isFinite,
            abs(ip) <= 1e6, abs(op) <= 1e6
        else {
            throw Self.malformed("a Lottie file without its frame range (\"ip\" and \"op\" numbers)")
        }
        let first = Int(ip.rounded(.down)), end = Int(op.rounded(.up))
        guard end > first else {
            throw Self.malformed(
                "a Lottie file whose out point (\(JSONValue.numberText(op))) is not after its in point")
        }
        guard end - first <= limits.frames else {
            throw Self.tooLarge("a Lottie file of \(end - first) frames; at most \(limits.frames) are allowed")
        }
        try LottieStructure(top: top, limits: limits).check()
        self.bytes = bytes
        self.width = width
        self.height = height
        self.frameRate = rate
        self.inPoint = first
        self.outPoint = end
        self.markers = try Self.markers(top["markers"], range: first..<end)
    }

    private static func markers(_ value: JSONValue?, range: Range<Int>) throws -> [Marker] {
        guard let value else { return [] }
        guard case let .array(items) = value else {
            throw malformed("a Lottie file whose \"markers\" is \(value.typeName), not an array")
        }
        return try items.enumerated().map { i, item in
            guard let fields = item.dictionary, case let .string(name)? = fields["cm"],
                case let .number(start)? = fields["tm"], start.isFinite
            else {
                throw malformed("a Lottie file whose marker \(i + 1) lacks its name (\"cm\") or start (\"tm\")")
            }
            var length = 0.0
            if case let .number(dr)? = fields["dr"], dr.isFinite, dr > 0 { length = dr }
            let startFrame = min(max(Int(start.rounded()), range.lowerBound), range.upperBound - 1)
            let endFrame = min(
                max(Int((start + length).rounded()) - (length > 0 ? 1 : 0), startFrame), range.upperBound - 1)
            return Marker(name: name, startFrame: startFrame, endFrame: endFrame)
        }
    }

    private static func integer(_ fields: [String: JSONValue], _ key: String, min: Int, max: Int, what: String)
        throws -> Int
    {
        guard case let .number(n)? = fields[key], n.isFinite, n == n.rounded() else {
            throw malformed("a Lottie file without a whole-number \(what) (\"\(key)\")")
        }
        guard n >= Double(min), n <= Double(max) else {
            throw tooLarge("a Lottie file whose \(what) is \(JSONValue.numberText(n)) px; it must be \(min)…\(max) px")
        }
        return Int(n)
    }

    /// The levels of nested objects and arrays in `value` (a scalar is 0 deep).
    static func depth(of value: JSONValue) -> Int {
        switch value {
        case let .object(members): return 1 + (members.map { depth(of: $0.value) }.max() ?? 0)
        case let .array(items): return 1 + (items.map { depth(of: $0) }.max() ?? 0)
        default: return 0
        }
    }

    static func malformed(_ problem: String) -> ImageDecodeError {
        ImageDecodeError(kind: .malformed, problem: problem)
    }
    static func tooLarge(_ problem: String) -> ImageDecodeError { ImageDecodeError(kind: .tooLarge, problem: problem) }
}

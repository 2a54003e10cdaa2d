import RefreshCore

/// Writes Lottie JSON (Bodymovin 5 format) in code, for the project's own Lottie animations: shape
/// layers of groups with ellipses, paths, fills, strokes and trims, their properties fixed or
/// keyframed, and named markers. Every keyframe carries its end value (`e`) as well as its start,
/// which every rlottie version reads.
enum LottieBuilder {
    /// One keyframe: at frame `t` the value `v`, eased to the next (`hold`: jumps to it).
    struct Key {
        var t: Double
        var v: [Double]
        var hold = false
        var linear = false
        init(_ t: Double, _ v: [Double], hold: Bool = false, linear: Bool = false) {
            self.t = t
            self.v = v
            self.hold = hold
            self.linear = linear
        }
        init(_ t: Double, _ v: Double, hold: Bool = false, linear: Bool = false) {
            self.init(t, [v], hold: hold, linear: linear)
        }
    }

    static func n(_ v: Double) -> JSONValue { .number(v) }
    static func arr(_ v: [Double]) -> JSONValue { .array(v.map { .number($0) }) }

    /// A property fixed at `v`.
    static func fixed(_ v: [Double]) -> JSONValue { .object([("a", n(0)), ("k", v.count == 1 ? n(v[0]) : arr(v))]) }
    static func fixed(_ v: Double) -> JSONValue { fixed([v]) }

    /// A property keyframed through `keys` (at least two, in time order).
    static func animated(_ keys: [Key]) -> JSONValue {
        var frames: [JSONValue] = []
        for (i, key) in keys.enumerated() {
            var members: [(key: String, value: JSONValue)] = [("t", n(key.t)), ("s", arr(key.v))]
            if i + 1 < keys.count {
                members.append(("e", arr(keys[i + 1].v)))
                if key.hold { members.append(("h", n(1))) }
                let (ox, oy, ix, iy) = key.linear ? (0.0, 0.0, 1.0, 1.0) : (0.33, 0.0, 0.67, 1.0)
                members.append(("o", .object([("x", arr([ox])), ("y", arr([oy]))])))
                members.append(("i", .object([("x", arr([ix])), ("y", arr([iy]))])))
            }
            frames.append(.object(members))
        }
        return .object([("a", n(1)), ("k", .array(frames))])
    }

    /// A layer transform: anchor at 0, `position`, `scale` (percent), `rotation` (degrees), `opacity`.
    static func transform(
        position: JSONValue, scale: JSONValue = fixed([100, 100, 100]), rotation: JSONValue = fixed(0),
        opacity: JSONValue = fixed(100)
    ) -> JSONValue {
        .object([("o", opacity), ("r", rotation), ("p", position), ("a", fixed([0, 0, 0])), ("s", scale)])
    }

    /// A shape layer `name` over frames `0 ..< end`.
    static func shapeLayer(index: Int, name: String, end: Double, transform: JSONValue, shapes: [JSONValue])
        -> JSONValue
    {
        .object([
            ("ddd", n(0)), ("ind", n(Double(index))), ("ty", n(4)), ("nm", .string(name)), ("sr", n(1)),
            ("ks", transform), ("ao", n(0)), ("shapes", .array(shapes)), ("ip", n(0)), ("op", n(end)),
            ("st", n(0)), ("bm", n(0)),
        ])
    }

    /// A group `name` of `items`, with an identity transform.
    static func group(_ name: String, _ items: [JSONValue]) -> JSONValue {
        let transform = JSONValue.object([
            ("ty", .string("tr")), ("p", fixed([0, 0])), ("a", fixed([0, 0])), ("s", fixed([100, 100])),
            ("r", fixed(0)), ("o", fixed(100)), ("nm", .string("Transform")),
        ])
        return .object([("ty", .string("gr")), ("nm", .string(name)), ("it", .array(items + [transform]))])
    }

    /// An ellipse of `size` centred at `center`.
    static func ellipse(_ name: String, center: [Double] = [0, 0], size: JSONValue) -> JSONValue {
        .object([("ty", .string("el")), ("nm", .string(name)), ("p", fixed(center)), ("s", size), ("d", n(1))])
    }

    /// An open path through `points` (straight segments).
    static func polyline(_ name: String, _ points: [[Double]]) -> JSONValue {
        let zero = points.map { _ in JSONValue.array([n(0), n(0)]) }
        let shape = JSONValue.object([
            ("c", .bool(false)), ("v", .array(points.map(arr))), ("i", .array(zero)), ("o", .array(zero)),
        ])
        return .object([
            ("ty", .string("sh")), ("nm", .string(name)), ("ks", .object([("a", n(0)), ("k", shape)])),
        ])
    }

    /// A round-capped stroke of `width` in `color` (RGB 0…1).
    static func stroke(_ name: String, color: JSONValue, width: Double) -> JSONValue {
        .object([
            ("ty", .string("st")), ("nm", .string(name)), ("c", color), ("o", fixed(100)), ("w", fixed(width)),
            ("lc", n(2)), ("lj", n(2)), ("ml", n(4)),
        ])
    }

    /// A fill in `color` (RGB 0…1).
    static func fill(_ name: String, color: JSONValue) -> JSONValue {
        .object([("ty", .string("fl")), ("nm", .string(name)), ("c", color), ("o", fixed(100)), ("r", n(1))])
    }

    /// A trim of the paths before it from `start` to `end` percent.
    static func trim(_ name: String, start: JSONValue = fixed(0), end: JSONValue) -> JSONValue {
        .object([("ty", .string("tm")), ("nm", .string(name)), ("s", start), ("e", end), ("o", fixed(0)), ("m", n(1))])
    }

    /// `color` as Lottie's RGBA 0…1 list.
    static func rgba(_ color: Color) -> [Double] {
        [Double(color.r) / 255, Double(color.g) / 255, Double(color.b) / 255, 1]
    }

    /// A whole file: `width` × `height` at `frameRate`, frames `0 ..< end`, `layers` (top first), `markers`.
    static func file(
        name: String, width: Double, height: Double, frameRate: Double, end: Double, layers: [JSONValue],
        markers: [(String, Double, Double)]
    ) -> String {
        JSONValue.object([
            ("v", .string("5.7.4")), ("fr", n(frameRate)), ("ip", n(0)), ("op", n(end)), ("w", n(width)),
            ("h", n(height)), ("nm", .string(name)), ("ddd", n(0)), ("assets", .array([])),
            ("layers", .array(layers)),
            ("markers", .array(markers.map { .object([("tm", n($0.1)), ("cm", .string($0.0)), ("dr", n($0.2))]) })),
        ]).serialized(indent: 1) + "\n"
    }
}

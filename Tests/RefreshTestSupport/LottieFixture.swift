import RefreshCore

/// Small Lottie files written for the tests: a canvas with one or more shape layers, each a filled
/// rectangle, plus whatever a test adds to break a rule.
package enum LottieFixture {
    /// A shape layer `name` (index `index`, optional `parent`) holding one rectangle of `size` at the
    /// canvas's centre, filled with `color` (components 0…1) at `opacity` percent.
    package static func rectangleLayer(
        index: Int, name: String = "box", parent: Int? = nil, size: [Double] = [100, 100],
        center: [Double] = [50, 50], color: [Double] = [1, 0, 0], opacity: Double = 100
    ) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("ddd", .number(0)), ("ind", .number(Double(index))), ("ty", .number(4)), ("nm", .string(name)),
            ("sr", .number(1)),
            ("ks", transform(position: center)),
            (
                "shapes",
                .array([
                    group(
                        name: "shape",
                        items: [
                            .object([
                                ("ty", .string("rc")), ("nm", .string("rect")), ("p", fixed([0, 0])),
                                ("s", fixed(size)),
                                ("r", fixed(0)),
                            ]),
                            .object([
                                ("ty", .string("fl")), ("nm", .string("fill")), ("c", fixed(color + [1])),
                                ("o", fixed(opacity)), ("r", .number(1)),
                            ]),
                        ])
                ])
            ),
            ("ip", .number(0)), ("op", .number(1000)), ("st", .number(0)), ("bm", .number(0)),
        ]
        if let parent { members.append(("parent", .number(Double(parent)))) }
        return .object(members)
    }

    /// A whole file: a `width` × `height` canvas at `frameRate`, frames `inPoint ..< outPoint`,
    /// `layers` (one red 100 × 100 square by default), `markers` as (name, start, duration), and
    /// `extra` top-level members.
    package static func file(
        width: Double = 100, height: Double = 100, frameRate: Double = 30, inPoint: Double = 0,
        outPoint: Double = 60, layers: [JSONValue]? = nil, markers: [(String, Double, Double)] = [],
        extra: [(key: String, value: JSONValue)] = []
    ) -> [UInt8] {
        var members: [(key: String, value: JSONValue)] = [
            ("v", .string("5.7.4")), ("fr", .number(frameRate)), ("ip", .number(inPoint)),
            ("op", .number(outPoint)), ("w", .number(width)), ("h", .number(height)), ("nm", .string("fixture")),
            ("ddd", .number(0)), ("assets", .array([])),
            ("layers", .array(layers ?? [rectangleLayer(index: 1)])),
        ]
        if !markers.isEmpty {
            members.append(
                (
                    "markers",
                    .array(
                        markers.map {
                            .object([("tm", .number($0.1)), ("cm", .string($0.0)), ("dr", .number($0.2))])
                        })
                ))
        }
        for member in extra {
            if let i = members.firstIndex(where: { $0.key == member.key }) {
                members[i] = member
            } else {
                members.append(member)
            }
        }
        return Array(JSONValue.object(members).serialized().utf8)
    }

    private static func fixed(_ value: Double) -> JSONValue { .object([("a", .number(0)), ("k", .number(value))]) }
    private static func fixed(_ values: [Double]) -> JSONValue {
        .object([("a", .number(0)), ("k", .array(values.map { .number($0) }))])
    }

    private static func transform(position: [Double]) -> JSONValue {
        .object([
            ("o", fixed(100)), ("r", fixed(0)), ("p", fixed(position + [0])), ("a", fixed([0, 0, 0])),
            ("s", fixed([100, 100, 100])),
        ])
    }

    private static func group(name: String, items: [JSONValue]) -> JSONValue {
        let transform = JSONValue.object([
            ("ty", .string("tr")), ("p", fixed([0, 0])), ("a", fixed([0, 0])), ("s", fixed([100, 100])),
            ("r", fixed(0)), ("o", fixed(100)),
        ])
        return .object([("ty", .string("gr")), ("nm", .string(name)), ("it", .array(items + [transform]))])
    }
}

/// Numbers in traces: rounded to three decimals (`-0` as `0`), so traces stay byte-identical run
/// to run on every machine; written by `JSONValue`'s one writer, which never traps on huge or
/// non-finite values. NaN and infinities (which JSON cannot hold) are written as `null`; a finite
/// number too large to have decimals is written whole, never rounded through an overflow.
package enum TraceFormat {
    package static func number(_ v: Double) -> JSONValue {
        guard v.isFinite else { return .null }
        guard abs(v) < 1e15 else { return .number(v) }   // no decimals left to round; v × 1000 could overflow
        let r = (v * 1000).rounded() / 1000
        return .number(r == 0 ? 0 : r)
    }

    package static func point(_ p: Point) -> JSONValue { .object([("x", number(p.x)), ("y", number(p.y))]) }

    package static func size(_ s: Size) -> JSONValue {
        .object([("width", number(s.width)), ("height", number(s.height))])
    }

    package static func insets(_ i: EdgeInsets) -> JSONValue {
        .object([
            ("top", number(i.top)), ("left", number(i.left)), ("bottom", number(i.bottom)), ("right", number(i.right)),
        ])
    }

    /// A rectangle as `x`, `y`, `width` and `height`.
    package static func rect(_ r: Rect) -> JSONValue {
        .object([
            ("x", number(r.minX)), ("y", number(r.minY)), ("width", number(r.width)), ("height", number(r.height)),
        ])
    }
}

extension JSONValue {
    /// JSON text: compact (no white space) by default; with `indent`, each member and element on its
    /// own line, nested `indent` spaces deeper, with `": "` after keys (the layout of hand-edited files
    /// such as animation manifests). Object members keep their stored order, strings are escaped as
    /// RFC 8259 requires (`"`, `\`, and control characters as `\n`, `\t`… or `\u00XX`; everything else
    /// as UTF-8), numbers are written exactly (see `numberText(_:)`). Never traps, whatever the value.
    package func serialized(indent: Int? = nil) -> String {
        var out = ""
        write(to: &out, indent: indent.map { max(0, $0) }, depth: 0)
        return out
    }

    private func write(to out: inout String, indent: Int?, depth: Int) {
        /// A line break and the indentation of `level`, or nothing when compact.
        func newline(_ level: Int) -> String {
            guard let indent else { return "" }
            return "\n" + String(repeating: " ", count: indent * level)
        }
        switch self {
        case let .object(members):
            out += "{"
            for (i, m) in members.enumerated() {
                out += (i > 0 ? "," : "") + newline(depth + 1)
                Self.writeString(m.key, to: &out)
                out += indent == nil ? ":" : ": "
                m.value.write(to: &out, indent: indent, depth: depth + 1)
            }
            out += (members.isEmpty ? "" : newline(depth)) + "}"
        case let .array(items):
            out += "["
            for (i, item) in items.enumerated() {
                out += (i > 0 ? "," : "") + newline(depth + 1)
                item.write(to: &out, indent: indent, depth: depth + 1)
            }
            out += (items.isEmpty ? "" : newline(depth)) + "]"

        case let .string(s): Self.writeString(s, to: &out)
        case let .number(n): out += Self.numberText(n)
        case let .bool(b): out += b ? "true" : "false"
        case .null: out += "null"
        }
    }

    /// A number as JSON: whole numbers up to 2⁵³ without a fraction (`-0` as `0`), others in the
    /// shortest form that reads back the same (an exponent where Swift uses one, e.g. `1e+300`);
    /// NaN and infinities, which JSON cannot hold, as `null`.
    package static func numberText(_ v: Double) -> String {
        guard v.isFinite else { return "null" }
        if v == 0 { return "0" }
        if v == v.rounded(), abs(v) <= 9_007_199_254_740_992 { return String(Int64(v)) }
        return String(v)
    }

    private static func writeString(_ s: String, to out: inout String) {
        out += "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            case let c where c.value < 0x20:
                let hex = String(c.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}

/// A strictly parsed JSON value, for the files people write by hand (animation manifests, replay
/// scripts): booleans, numbers and strings stay apart, objects keep their key order and reject
/// duplicate keys, and syntax errors carry their line and column.
package enum JSONValue: Equatable, Sendable {
    case object([(key: String, value: JSONValue)])
    case array([JSONValue])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    package static func == (a: JSONValue, b: JSONValue) -> Bool {
        switch (a, b) {
        case let (.object(x), .object(y)):
            return x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        case let (.array(x), .array(y)): return x == y
        case let (.string(x), .string(y)): return x == y
        case let (.number(x), .number(y)): return x == y
        case let (.bool(x), .bool(y)): return x == y
        case (.null, .null): return true
        default: return false
        }
    }

    /// An object's members by key (nil for other values); keys are unique by construction.
    package var dictionary: [String: JSONValue]? {
        guard case let .object(members) = self else { return nil }
        return Dictionary(members, uniquingKeysWith: { first, _ in first })
    }

    /// "an object", "a string", ... for messages.
    package var typeName: String {
        switch self {
        case .object: return "an object"
        case .array: return "an array"
        case .string: return "a string"
        case .number: return "a number"
        case .bool: return "a boolean"
        case .null: return "null"
        }
    }

    /// A syntax error with its 1-based line and column.
    package struct SyntaxError: RefreshError {
        package var line: Int
        package var column: Int
        /// What is wrong at that place.
        package var problem: String
        /// `line L, column C`.
        package var subject: String { "line \(line), column \(column)" }
    }

    /// Parses one strict RFC 8259 JSON text (UTF-8, optional BOM, nothing but whitespace after it).
    package static func parse(_ bytes: [UInt8]) throws -> JSONValue {
        var parser = Parser(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.i = 3 }
        parser.skipWhitespace()
        let value = try parser.value(depth: 0)
        parser.skipWhitespace()
        if parser.i < bytes.count { throw parser.error("unexpected text after the JSON value") }
        return value
    }

    private struct Parser {
        let bytes: [UInt8]
        var i = 0

        func error(_ message: String) -> SyntaxError {
            var line = 1, column = 1
            for b in bytes[0..<min(i, bytes.count)] {
                if b == UInt8(ascii: "\n") { line += 1; column = 1 } else if b & 0xC0 != 0x80 { column += 1 }
            }
            return SyntaxError(line: line, column: column, problem: message)
        }

        var peek: UInt8? { i < bytes.count ? bytes[i] : nil }

        /// A byte for a message: a printable ASCII character in quotes (`'x'`), anything else in hex.
        static func describe(byte b: UInt8) -> String {
            (0x21...0x7E).contains(b)
                ? "'\(Character(Unicode.Scalar(b)))'" : "byte 0x" + String(b, radix: 16, uppercase: true)
        }

        mutating func skipWhitespace() {
            while let b = peek, b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 { i += 1 }
        }

        mutating func expect(_ literal: String, _ value: JSONValue) throws -> JSONValue {
            let l = Array(literal.utf8)
            guard i + l.count <= bytes.count, Array(bytes[i..<i + l.count]) == l else { throw error("invalid literal") }
            i += l.count
            return value
        }

        mutating func value(depth: Int) throws -> JSONValue {
            guard depth < 64 else { throw error("nesting is too deep") }
            guard let b = peek else { throw error("unexpected end of the text") }
            switch b {
            case UInt8(ascii: "{"): return try object(depth: depth)
            case UInt8(ascii: "["): return try array(depth: depth)
            case UInt8(ascii: "\""): return .string(try string())
            case UInt8(ascii: "t"): return try expect("true", .bool(true))
            case UInt8(ascii: "f"): return try expect("false", .bool(false))
            case UInt8(ascii: "n"): return try expect("null", .null)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
            default: throw error("unexpected character \(Self.describe(byte: b))")
            }
        }

        mutating func object(depth: Int) throws -> JSONValue {
            i += 1
            var members: [(key: String, value: JSONValue)] = []
            var keys = Set<String>()
            skipWhitespace()
            if peek == UInt8(ascii: "}") { i += 1; return .object(members) }
            while true {
                skipWhitespace()
                guard peek == UInt8(ascii: "\"") else { throw error("expected a quoted key") }
                let keyStart = i
                let key = try string()
                guard keys.insert(key).inserted else {
                    i = keyStart
                    throw error("duplicate key \(EchoedText.quoted(key))")
                }
                skipWhitespace()
                guard peek == UInt8(ascii: ":") else {
                    throw error("expected ':' after the key \(EchoedText.quoted(key))")
                }
                i += 1
                skipWhitespace()
                members.append((key, try value(depth: depth + 1)))
                skipWhitespace()
                if peek == UInt8(ascii: ",") { i += 1; continue }
                if peek == UInt8(ascii: "}") { i += 1; return .object(members) }
                throw error("expected ',' or '}' in an object")
            }
        }

        mutating func array(depth: Int) throws -> JSONValue {
            i += 1
            var items: [JSONValue] = []
            skipWhitespace()
            if peek == UInt8(ascii: "]") { i += 1; return .array(items) }
            while true {
                skipWhitespace()
                items.append(try value(depth: depth + 1))
                skipWhitespace()
                if peek == UInt8(ascii: ",") { i += 1; continue }
                if peek == UInt8(ascii: "]") { i += 1; return .array(items) }
                throw error("expected ',' or ']' in an array")
            }
        }

        mutating func hex4() throws -> UInt32 {
            guard i + 4 <= bytes.count else { throw error("incomplete \\u escape") }
            var v: UInt32 = 0
            for _ in 0..<4 {
                let c = bytes[i]
                let d: UInt8
                switch c {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): d = c - UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f"): d = c - UInt8(ascii: "a") + 10
                case UInt8(ascii: "A")...UInt8(ascii: "F"): d = c - UInt8(ascii: "A") + 10
                default: throw error("invalid \\u escape")
                }
                v = v * 16 + UInt32(d)
                i += 1
            }
            return v
        }

        mutating func string() throws -> String {
            i += 1
            var out: [UInt8] = []
            while true {
                guard let b = peek else { throw error("unterminated string") }
                i += 1
                switch b {
                case UInt8(ascii: "\""):
                    guard let s = String(validating: out, as: UTF8.self) else {
                        throw error("the string is not valid UTF-8")
                    }
                    return s
                case UInt8(ascii: "\\"):
                    guard let e = peek else { throw error("unterminated string") }
                    i += 1
                    switch e {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(e)
                    case UInt8(ascii: "b"): out.append(0x08)
                    case UInt8(ascii: "f"): out.append(0x0C)
                    case UInt8(ascii: "n"): out.append(0x0A)
                    case UInt8(ascii: "r"): out.append(0x0D)
                    case UInt8(ascii: "t"): out.append(0x09)
                    case UInt8(ascii: "u"):
                        var scalar = try hex4()
                        if (0xD800...0xDBFF).contains(scalar) {
                            guard peek == UInt8(ascii: "\\"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "u")
                            else {
                                throw error("unpaired surrogate in a \\u escape")
                            }
                            i += 2
                            let low = try hex4()
                            guard (0xDC00...0xDFFF).contains(low) else {
                                throw error("unpaired surrogate in a \\u escape")
                            }
                            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                        }
                        guard let u = Unicode.Scalar(scalar) else { throw error("invalid \\u escape") }
                        out += Array(String(Character(u)).utf8)
                    default: throw error("invalid escape '\\' + \(Self.describe(byte: e))")
                    }
                default:
                    if b < 0x20 { throw error("control character in a string") }
                    out.append(b)
                }
            }
        }

        mutating func number() throws -> Double {
            let start = i
            if peek == UInt8(ascii: "-") { i += 1 }
            func digits() -> Int {
                var n = 0
                while let b = peek, b >= UInt8(ascii: "0"), b <= UInt8(ascii: "9") { i += 1; n += 1 }
                return n
            }
            if peek == UInt8(ascii: "0") {
                i += 1
                if let b = peek, b >= UInt8(ascii: "0"), b <= UInt8(ascii: "9") {
                    throw error("leading zero in a number")
                }
            } else if digits() == 0 {
                throw error("invalid number")
            }
            if peek == UInt8(ascii: ".") {
                i += 1
                if digits() == 0 { throw error("expected digits after '.'") }
            }
            if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
                i += 1
                if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { i += 1 }
                if digits() == 0 { throw error("expected digits in the exponent") }
            }
            let text = String(decoding: bytes[start..<i], as: UTF8.self)
            guard let v = Double(text), v.isFinite else { i = start; throw error("number out of range") }
            return v
        }
    }
}

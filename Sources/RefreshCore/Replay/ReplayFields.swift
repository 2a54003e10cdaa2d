import Foundation

/// Typed access to one JSON object's fields of a replay script, with errors that name the file,
/// the step and the field.
package struct ReplayFields {
    package let file: String
    package let step: Int?
    package var context: String
    package var fields: [String: JSONValue] = [:]

    package init(file: String, step: Int?, context: String, fields: [String: JSONValue] = [:]) {
        self.file = file
        self.step = step
        self.context = context
        self.fields = fields
    }

    package func error(_ problem: String) -> ReplayScriptError {
        ReplayScriptError(file: file, step: step, problem: problem)
    }

    package func rejectUnknown(_ known: Set<String>) throws {
        if let bad = fields.keys.sorted().first(where: { !known.contains($0) }) {
            throw error("unknown field \(EchoedText.quoted(bad)) for \(context)")
        }
    }

    package func string(_ key: String) throws -> String? {
        guard let v = fields[key] else { return nil }
        guard case let .string(s) = v else { throw error("\"\(key)\" must be a string, not \(v.typeName)") }
        return s
    }

    package func bool(_ key: String) throws -> Bool? {
        guard let v = fields[key] else { return nil }
        guard case let .bool(b) = v else { throw error("\"\(key)\" must be true or false, not \(v.typeName)") }
        return b
    }

    package func object(_ key: String) throws -> [String: JSONValue]? {
        guard let v = fields[key] else { return nil }
        guard let o = v.dictionary else { throw error("\"\(key)\" must be an object, not \(v.typeName)") }
        return o
    }

    package func number(_ key: String, in range: ClosedRange<Double>) throws -> Double? {
        guard let v = fields[key] else { return nil }
        guard case let .number(n) = v else { throw error("\"\(key)\" must be a number, not \(v.typeName)") }
        guard n.isFinite, range.contains(n) else {
            throw error(
                "\"\(key)\" must be between \(JSONValue.numberText(range.lowerBound)) and \(JSONValue.numberText(range.upperBound)), got \(n)"
            )
        }
        return n
    }

    package func require(_ key: String, in range: ClosedRange<Double>) throws -> Double {
        guard let n = try number(key, in: range) else { throw error("\"\(key)\" is required for \(context)") }
        return n
    }

    package func integer(_ key: String, in range: ClosedRange<Int>) throws -> Int? {
        guard let n = try number(key, in: Double(range.lowerBound)...Double(range.upperBound)) else { return nil }
        guard n == n.rounded() else { throw error("\"\(key)\" must be a whole number, got \(n)") }
        return Int(n)
    }

    package func requireInteger(_ key: String, in range: ClosedRange<Int>) throws -> Int {
        guard let n = try integer(key, in: range) else { throw error("\"\(key)\" is required for \(context)") }
        return n
    }

    package func theme(_ name: String) throws -> RefreshTheme {
        guard let t = RefreshTheme(rawValue: name) else { throw error(RefreshTheme.unknownMessage(name)) }
        return t
    }

    package func nonEmpty(_ s: String, _ key: String) throws -> String {
        guard !s.trimmingCharacters(in: .whitespaces).isEmpty else { throw error("\"\(key)\" must not be empty") }
        return s
    }
}

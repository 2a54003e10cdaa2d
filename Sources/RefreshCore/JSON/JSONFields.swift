import Foundation

/// Typed, strict access to one JSON object's members, for the files people write by hand (replay
/// scripts, animation manifests): the one strict-object reader. A value of the wrong type, a key
/// not allowed there, a missing key or a number out of range is an error in words that names the
/// key, the place (`context`) and what is allowed; the error's type is the file's own
/// (`ReplayScriptError`, `ManifestError`), made by `makeError`.
package struct JSONFields {
    /// What kind of rule a value breaks, for error types that tell them apart.
    package enum Problem: Sendable {
        case wrongType, unknownKey, missingKey, outOfRange, badValue
    }

    /// Where these members are, with its preposition, to end a sentence: `for op "move"`,
    /// `at the top level`, `in state "idle"`.
    package var context: String
    /// The object's members by key.
    package var fields: [String: JSONValue]
    private let makeError: (Problem, String) -> any Error

    /// Members `fields` at `context`, whose problems become errors through `makeError`.
    package init(
        context: String, fields: [String: JSONValue] = [:], makeError: @escaping (Problem, String) -> any Error
    ) {
        self.context = context
        self.fields = fields
        self.makeError = makeError
    }

    /// The members of another object (`fields`) at `context`, whose errors are made the same way.
    package func nested(_ context: String, fields: [String: JSONValue]) -> JSONFields {
        JSONFields(context: context, fields: fields, makeError: makeError)
    }

    /// An error in this file's type saying `problem`.
    package func error(_ problem: String, kind: Problem = .badValue) -> any Error { makeError(kind, problem) }

    /// Throws for the first key (in sorted order) not in `known`, listing the allowed ones.
    package func rejectUnknown(_ known: Set<String>) throws {
        if let bad = fields.keys.sorted().first(where: { !known.contains($0) }) {
            throw error(
                "unknown key \(EchoedText.quoted(bad)) \(context) (allowed: \(known.sorted().joined(separator: ", ")))",
                kind: .unknownKey)
        }
    }

    package func string(_ key: String) throws -> String? {
        guard let v = fields[key] else { return nil }
        guard case let .string(s) = v else {
            throw error("\"\(key)\" must be a string, not \(v.typeName)", kind: .wrongType)
        }
        return s
    }

    package func bool(_ key: String) throws -> Bool? {
        guard let v = fields[key] else { return nil }
        guard case let .bool(b) = v else {
            throw error("\"\(key)\" must be true or false, not \(v.typeName)", kind: .wrongType)
        }
        return b
    }

    package func object(_ key: String) throws -> [String: JSONValue]? {
        guard let v = fields[key] else { return nil }
        guard let o = v.dictionary else {
            throw error("\"\(key)\" must be an object, not \(v.typeName)", kind: .wrongType)
        }
        return o
    }

    /// The number at `key`, any value; nil when the key is absent.
    package func number(_ key: String) throws -> Double? {
        guard let v = fields[key] else { return nil }
        guard case let .number(n) = v else {
            throw error("\"\(key)\" must be a number, not \(v.typeName)", kind: .wrongType)
        }
        return n
    }

    package func number(_ key: String, in range: ClosedRange<Double>) throws -> Double? {
        guard let n = try number(key) else { return nil }
        guard n.isFinite, range.contains(n) else {
            throw error(
                "\"\(key)\" must be between \(JSONValue.numberText(range.lowerBound)) and \(JSONValue.numberText(range.upperBound)), got \(n)",
                kind: .outOfRange)
        }
        return n
    }

    package func require(_ key: String, in range: ClosedRange<Double>) throws -> Double {
        guard let n = try number(key, in: range) else {
            throw error("\"\(key)\" is required \(context)", kind: .missingKey)
        }
        return n
    }

    package func integer(_ key: String, in range: ClosedRange<Int>) throws -> Int? {
        guard let n = try number(key, in: Double(range.lowerBound)...Double(range.upperBound)) else { return nil }
        guard n == n.rounded() else { throw error("\"\(key)\" must be a whole number, got \(n)", kind: .outOfRange) }
        return Int(n)
    }

    package func requireInteger(_ key: String, in range: ClosedRange<Int>) throws -> Int {
        guard let n = try integer(key, in: range) else {
            throw error("\"\(key)\" is required \(context)", kind: .missingKey)
        }
        return n
    }

    package func nonEmpty(_ s: String, _ key: String) throws -> String {
        guard !s.trimmingCharacters(in: .whitespaces).isEmpty else { throw error("\"\(key)\" must not be empty") }
        return s
    }
}

import RefreshCore
import XCTest

nonisolated final class JSONFieldsTests: XCTestCase {
    private struct Failure: Error, Equatable {
        var kind: String
        var text: String
    }

    private func fields(_ members: [String: JSONValue]) -> JSONFields {
        JSONFields(context: "in state \"idle\"", fields: members) { kind, text in Failure(kind: "\(kind)", text: text) }
    }

    private func failure(_ body: () throws -> Any?) -> Failure? {
        do {
            _ = try body()
            return nil
        } catch {
            return error as? Failure
        }
    }

    @MainActor func testEachRuleNamesTheKeyThePlaceAndWhatIsAllowed() async {
        let f = fields(["gif": .number(3), "duration": .string("1"), "frames": .number(2.5), "zz": .null])
        XCTAssertEqual(
            failure { try f.rejectUnknown(["gif", "duration", "frames"]) },
            Failure(kind: "unknownKey", text: #"unknown key "zz" in state "idle" (allowed: duration, frames, gif)"#))
        XCTAssertEqual(
            failure { try f.string("gif") },
            Failure(kind: "wrongType", text: #""gif" must be a string, not a number"#))
        XCTAssertEqual(
            failure { try f.number("duration") },
            Failure(kind: "wrongType", text: #""duration" must be a number, not a string"#))
        XCTAssertEqual(
            failure { try f.number("gif", in: 0...2) },
            Failure(kind: "outOfRange", text: #""gif" must be between 0 and 2, got 3.0"#))
        XCTAssertEqual(
            failure { try f.integer("frames", in: 0...9) },
            Failure(kind: "outOfRange", text: #""frames" must be a whole number, got 2.5"#))
        XCTAssertEqual(
            failure { try f.require("scale", in: 0...9) },
            Failure(kind: "missingKey", text: #""scale" is required in state "idle""#))
    }

    @MainActor func testPresentValuesAndAbsentKeys() async throws {
        let f = fields(["gif": .string("a.gif"), "n": .number(4), "on": .bool(true), "o": .object([])])
        XCTAssertEqual(try f.string("gif"), "a.gif")
        XCTAssertEqual(try f.integer("n", in: 0...9), 4)
        XCTAssertEqual(try f.bool("on"), true)
        XCTAssertEqual(try f.object("o")?.count, 0)
        XCTAssertNil(try f.string("absent"))
        XCTAssertNil(try f.number("absent"))
        XCTAssertNoThrow(try f.rejectUnknown(["gif", "n", "on", "o"]))
        let nested = f.nested("for \"viewport\"", fields: ["w": .bool(false)])
        XCTAssertEqual(
            failure { try nested.require("h", in: 0...1) },
            Failure(kind: "missingKey", text: #""h" is required for "viewport""#),
            "the nested reader makes the same errors")
    }
}

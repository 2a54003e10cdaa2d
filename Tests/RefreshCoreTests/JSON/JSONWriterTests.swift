import RefreshCore
import XCTest

nonisolated final class JSONWriterTests: XCTestCase {
    @MainActor func testCompactTextKeepsMemberOrder() async {
        let v = JSONValue.object([
            ("b", .number(1)), ("a", .array([.bool(true), .null, .string("x")])), ("c", .object([])),
        ])
        XCTAssertEqual(v.serialized(), #"{"b":1,"a":[true,null,"x"],"c":{}}"#)
    }

    @MainActor func testNumbers() async {
        XCTAssertEqual(JSONValue.numberText(0), "0")
        XCTAssertEqual(JSONValue.numberText(-0.0), "0", "no negative zero")
        XCTAssertEqual(JSONValue.numberText(-80.5), "-80.5")
        XCTAssertEqual(JSONValue.numberText(0.001), "0.001")
        XCTAssertEqual(JSONValue.numberText(1500), "1500")
        XCTAssertEqual(JSONValue.numberText(1e15), "1000000000000000")
        XCTAssertEqual(JSONValue.numberText(1e300), "1e+300", "huge values never trap")
        XCTAssertEqual(JSONValue.numberText(-1e19), "-1e+19")
        XCTAssertEqual(JSONValue.numberText(.nan), "null")
        XCTAssertEqual(JSONValue.numberText(-.infinity), "null")
    }

    @MainActor func testIndentedLayout() async {
        let v = JSONValue.object([
            ("a", .array([.string("x"), .string("y")])), ("e", .array([])), ("o", .object([("k", .number(2))])),
        ])
        XCTAssertEqual(
            v.serialized(indent: 2),
            "{\n  \"a\": [\n    \"x\",\n    \"y\"\n  ],\n  \"e\": [],\n  \"o\": {\n    \"k\": 2\n  }\n}")
    }

    @MainActor func testStringsAreEscaped() async {
        XCTAssertEqual(JSONValue.string("a\"b\\c\n\t\u{1B}é漢").serialized(), #""a\"b\\c\n\t\u001bé漢""#)
    }

    @MainActor func testEverythingWrittenReadsBackEqual() async throws {
        let v = JSONValue.object([
            ("s", .string("line\nnext \u{0} \"q\" / ✓")), ("n", .number(-12.375)),
            ("big", .number(1e300)), ("arr", .array([.number(3), .object([("k", .bool(false))])])),
        ])
        XCTAssertEqual(try JSONValue.parse(Array(v.serialized().utf8)), v)
    }
}

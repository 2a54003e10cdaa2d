import RefreshCore
import XCTest

nonisolated final class JSONEncodingTests: XCTestCase {
    private struct Report: Encodable {
        struct Run: Encodable {
            var name: String
            var medianMs: Double
        }
        var zeta: Int
        var quick: Bool
        var runs: [Run]
        var phases: [String: Double]
        var note: String?
        var missing: Int?
        var nested: [[Int]]
    }

    @MainActor func testReportEncodesWithSortedKeysAndLeavesOutNil() async throws {
        let report = Report(
            zeta: 3, quick: true, runs: [.init(name: "list", medianMs: 0.461)],
            phases: ["window": 12.5, "exit": 1, "sdl-init": 40], note: "a \"quoted\" line\n", missing: nil,
            nested: [[1, 2], []])
        let text = try JSONValue.encoding(report).serialized()
        XCTAssertEqual(
            text,
            #"{"nested":[[1,2],[]],"note":"a \"quoted\" line\n","phases":{"exit":1,"sdl-init":40,"window":12.5},"#
                + #""quick":true,"runs":[{"medianMs":0.461,"name":"list"}],"zeta":3}"#)
    }

    @MainActor func testEncodedTextReadsBackAsTheSameValue() async throws {
        let value = try JSONValue.encoding(["b": [1.5, -2], "a": [0.001]])
        XCTAssertEqual(try JSONValue.parse(Array(value.serialized(indent: 2).utf8)), value)
        XCTAssertEqual(value, .object([("a", .array([.number(0.001)])), ("b", .array([.number(1.5), .number(-2)]))]))
    }

    @MainActor func testScalarsAndEnumsWithRawValues() async throws {
        enum Kind: String, Encodable { case plain }
        XCTAssertEqual(try JSONValue.encoding("x"), .string("x"))
        XCTAssertEqual(try JSONValue.encoding(Kind.plain), .string("plain"))
        XCTAssertEqual(try JSONValue.encoding(UInt8(7)), .number(7))
        XCTAssertEqual(try JSONValue.encoding([String?.none, "y"]), .array([.null, .string("y")]))
    }
}

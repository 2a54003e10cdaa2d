import RefreshCore
import XCTest

@testable import RefreshPlayground

nonisolated final class ReplayScriptParserTests: XCTestCase {
    @MainActor func parse(_ json: String) throws -> SceneScript {
        try ReplayScriptParser.parse(data: Data(json.utf8), fileName: "script.json")
    }

    @MainActor func assertError(_ json: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line)
    {
        XCTAssertThrowsError(try parse(json), file: file, line: line) { error in
            XCTAssertEqual("\(error)", expected, file: file, line: line)
        }
    }

    @MainActor func testMinimalScriptGetsDefaults() async throws {
        let s = try parse(#"{"example":"list.plain"}"#)
        XCTAssertEqual(s.configuration.viewport, Size(width: 390, height: 844))
        XCTAssertEqual(s.configuration.scale, 1)
        XCTAssertEqual(s.configuration.fps, 60)
        XCTAssertNil(s.configuration.rows)
        XCTAssertEqual(s.configuration.language, "en")
        XCTAssertEqual(s.configuration.startDate.timeIntervalSince1970, 1_767_268_800)
        XCTAssertEqual(s.steps, [])
    }

    @MainActor func testEveryOpParses() async throws {
        let s = try parse(
            """
            {"example":"list.plain","viewport":{"width":320,"height":480},"scale":2,"fps":120,"rows":7,
             "refreshDelay":null,"language":"zh-Hans","now":"2026-03-04T05:06:07Z","steps":[
              {"op":"down","x":1,"y":2},{"op":"move","x":3,"y":4,"duration":0.5},{"op":"move","x":5,"y":6},{"op":"up"},
              {"op":"wheel","dy":-2},{"op":"wait","seconds":1},{"op":"key","key":"F5"},
              {"op":"rows","count":3},{"op":"insert","at":"top","count":5},{"op":"resize","width":400,"height":600},
              {"op":"inset","top":10},{"op":"language","code":"ja"},{"op":"screenshot","name":"a-1.b"}]}
            """)
        XCTAssertEqual(s.configuration.viewport, Size(width: 320, height: 480))
        XCTAssertEqual(s.configuration.scale, 2)
        XCTAssertEqual(s.configuration.fps, 120)
        XCTAssertEqual(s.configuration.rows, 7)
        XCTAssertEqual(s.configuration.refreshDelay.map { $0 == nil }, true, "null means: the script ends refreshing")
        XCTAssertEqual(
            s.steps,
            [
                .down(Point(x: 1, y: 2)), .move(Point(x: 3, y: 4), duration: 0.5),
                .move(Point(x: 5, y: 6), duration: 0), .up,
                .wheel(dx: 0, dy: -2), .wait(seconds: 1), .key("F5"), .rows(count: 3), .insert(atTop: true, count: 5),
                .resize(Size(width: 400, height: 600)), .inset(EdgeInsets(top: 10)), .language("ja"),
                .screenshot(name: "a-1.b"),
            ])
    }

    @MainActor func testErrorsNameFileStepAndProblem() async {
        assertError(
            #"{"example":"list.plain","steps":[{"op":"up"},{"op":"wait","seconds":1},{"op":"drag"}]}"#,
            #"script.json: step 3: unknown op "drag""#)
        assertError(#"{"steps":[]}"#, #"script.json: "example" is required"#)
        assertError(
            #"{"example":"nope"}"#,
            "script.json: unknown example \"nope\"; valid examples: " + ExampleCatalog.ids.joined(separator: ", ")
        )
        assertError(
            #"{"example":"list.plain","steps":[{"op":"down","x":1}]}"#,
            #"script.json: step 1: "y" is required for op "down""#)
        assertError(
            #"{"example":"list.plain","steps":[{"op":"down","x":"1","y":2}]}"#,
            #"script.json: step 1: "x" must be a number, not a string"#)
        assertError(
            #"{"example":"list.plain","steps":[{"op":"hover","x":1}]}"#,
            #"script.json: step 1: "y" is required for op "hover""#)
        assertError(
            #"{"example":"list.plain","steps":[{"op":"hover","x":1,"y":2,"duration":1}]}"#,
            #"script.json: step 1: unknown key "duration" for op "hover" (allowed: op, x, y)"#)
        assertError(
            #"{"example":"list.plain","steps":[{"op":"move","x":1,"y":2,"duration":-1}]}"#,
            #"script.json: step 1: "duration" must be between 0 and 600, got -1.0"#)
        assertError(
            #"{"example":"list.plain","steps":[{"op":"move","x":1,"y":2,"dration":1}]}"#,
            #"script.json: step 1: unknown key "dration" for op "move" (allowed: duration, op, x, y)"#)
        assertError(
            #"{"example":"list.plain","steps":[{"op":"call","target":"header","method":"beginRefreshing"}]}"#,
            #"script.json: step 1: example "list.plain" has no header (it has no refresh control)"#)
        assertError(
            #"{"example":"header.gif","steps":[{"op":"call","target":"footer","method":"endRefreshing"}]}"#,
            #"script.json: step 1: example "header.gif" has no footer (it has only header)"#)
        assertError(
            #"{"example":"trailer.horizontal","steps":[{"op":"call","target":"footer","method":"beginRefreshing"}]}"#,
            #"script.json: step 1: example "trailer.horizontal" has no footer (it has only trailer)"#)
        assertError(
            #"{"example":"trailer.horizontal","steps":[{"op":"call","target":"trailer","method":"endRefreshingWithNoMoreData"}]}"#,
            #"script.json: step 1: endRefreshingWithNoMoreData is a footer method; a trailer takes beginRefreshing, endRefreshing, cancelRefreshing, showRefreshing"#
        )
        assertError(
            #"{"example":"list.plain","steps":[{"op":"call","target":"header","method":"begin"}]}"#,
            #"script.json: step 1: unknown method "begin"; use one of beginRefreshing, endRefreshing, endRefreshingWithNoMoreData, resetNoMoreData, cancelRefreshing, showRefreshing"#
        )
        assertError(
            #"{"example":"header.normal","steps":[{"op":"call","target":"header","method":"resetNoMoreData"}]}"#,
            #"script.json: step 1: resetNoMoreData is a footer method; a header takes beginRefreshing, endRefreshing, cancelRefreshing, showRefreshing"#
        )
        assertError(
            #"{"example":"header.normal","language":"xx","steps":[]}"#,
            #"script.json: unknown language "xx"; supported: en, zh-Hans, zh-Hant, ko, ru, uk, ja, de, fr, es, pt, it, ar (locale forms such as de_DE.UTF-8 or zh-Hant-TW work too)"#
        )
        assertError(
            #"{"example":"header.normal","steps":[{"op":"wait","seconds":1},{"op":"language","code":"klingon"}]}"#,
            #"script.json: step 2: unknown language "klingon"; supported: en, zh-Hans, zh-Hant, ko, ru, uk, ja, de, fr, es, pt, it, ar (locale forms such as de_DE.UTF-8 or zh-Hant-TW work too)"#
        )
        assertError(
            #"{"example":"list.plain","steps":[{"op":"rows","count":1.5}]}"#,
            #"script.json: step 1: "count" must be a whole number, got 1.5"#)
        assertError(
            #"{"example":"list.plain","steps":[{"op":"insert","at":"middle","count":1}]}"#,
            #"script.json: step 1: "at" must be "top" or "bottom", got "middle""#)
        assertError(
            #"{"example":"list.plain","steps":[{"op":"screenshot","name":"../x"}]}"#,
            #"script.json: step 1: "name" must be letters, digits, '.', '_' or '-' (no path), got "../x""#)
        assertError(
            #"{"example":"list.plain","steps":[3]}"#, "script.json: step 1: a step must be an object, not a number")
        assertError(#"{"example":"list.plain","steps":[{"x":1}]}"#, #"script.json: step 1: "op" is required"#)
        assertError(#"{"example":"list.plain","steps":{}}"#, #"script.json: "steps" must be an array, not an object"#)
        assertError(#"{"example":"list.plain","fps":0}"#, #"script.json: "fps" must be between 1 and 480, got 0.0"#)
        assertError(
            #"{"example":"list.plain","viewport":{"width":390}}"#, #"script.json: "height" is required for "viewport""#)
        assertError(
            #"{"example":"list.plain","now":"yesterday"}"#,
            #"script.json: "now" must be an ISO-8601 date such as "2026-01-01T12:00:00Z", got "yesterday""#)
        assertError(
            #"{"example":"list.plain","exampel":1}"#,
            #"script.json: unknown key "exampel" for the script (allowed: example, fps, language, now, "#
                + #"reduceMotion, refreshDelay, rows, scale, steps, theme, timeZone, viewport)"#)
        assertError(#"[1,2]"#, "script.json: the script must be a JSON object, not an array")
        assertError(
            #"{"example":"list.plain","steps":[{"op":"wait","seconds":true}]}"#,
            #"script.json: step 1: "seconds" must be a number, not a boolean"#)
    }

    @MainActor func testInvalidJSONAndMissingFile() async {
        XCTAssertThrowsError(try parse("{\"example\":")) { error in
            XCTAssertTrue("\(error)".hasPrefix("script.json: not valid JSON"), "\(error)")
        }
        assertError(
            "{\"example\":\"list.plain\",\n \"example\":\"header.gif\"}",
            #"script.json: not valid JSON (line 2, column 2: duplicate key "example")"#)
        XCTAssertThrowsError(try ReplayScriptParser.parse(file: "/nonexistent/s.json")) { error in
            XCTAssertEqual("\(error)", "/nonexistent/s.json: cannot read the file (the file does not exist)")
        }
    }
}

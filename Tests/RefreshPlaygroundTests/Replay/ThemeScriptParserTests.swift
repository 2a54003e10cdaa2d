import RefreshCore
import RefreshTesting
import XCTest

@testable import RefreshPlayground

/// A script's `theme`: the top-level key and the `theme` step take `light` or `dark`, nothing else.
nonisolated final class ThemeScriptParserTests: XCTestCase {
    @MainActor func parse(_ json: String) throws -> SceneScript {
        try ReplayScriptParser.parse(data: Data(json.utf8), fileName: "script.json")
    }

    @MainActor func assertError(_ json: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line)
    {
        XCTAssertThrowsError(try parse(json), file: file, line: line) { error in
            XCTAssertEqual("\(error)", expected, file: file, line: line)
        }
    }

    @MainActor func testThemeIsLightUnlessTheScriptSaysDark() async throws {
        XCTAssertEqual(try parse(#"{"example":"list.plain"}"#).configuration.theme, .light)
        XCTAssertEqual(try parse(#"{"example":"list.plain","theme":"dark"}"#).configuration.theme, .dark)
        XCTAssertEqual(try parse(#"{"example":"list.plain","theme":"light"}"#).configuration.theme, .light)
    }

    @MainActor func testHighContrastAndReducedMotionAtTheTop() async throws {
        let s = try parse(#"{"example":"header.normal","theme":"high-contrast","reduceMotion":true,"steps":[]}"#)
        XCTAssertEqual(s.configuration.theme, .highContrast)
        XCTAssertTrue(s.configuration.reducesMotion)
        XCTAssertTrue(s.serialized().contains(#""theme":"high-contrast","reduceMotion":true"#), s.serialized())
        let plain = try parse(#"{"example":"header.normal","steps":[]}"#)
        XCTAssertFalse(plain.configuration.reducesMotion)
        XCTAssertFalse(plain.serialized().contains("reduceMotion"), "written only when on")
        assertError(
            #"{"example":"list.plain","reduceMotion":"yes"}"#,
            #"script.json: "reduceMotion" must be true or false, not a string"#)
    }

    @MainActor func testThemeStepParses() async throws {
        let s = try parse(
            #"{"example":"header.normal","steps":[{"op":"theme","name":"dark"},{"op":"key","key":"T"},{"op":"theme","name":"light"}]}"#
        )
        XCTAssertEqual(s.steps, [.theme(.dark), .key("T"), .theme(.light)])
        XCTAssertTrue(ReplayStep.theme(.dark).isInstant)
    }

    @MainActor func testAnythingElseIsAnErrorNamingTheAllowedThemes() async {
        assertError(
            #"{"example":"list.plain","theme":"blue"}"#,
            #"script.json: unknown theme "blue"; use one of light, dark, high-contrast"#)
        assertError(
            #"{"example":"list.plain","theme":"Dark"}"#,
            #"script.json: unknown theme "Dark"; use one of light, dark, high-contrast"#)
        assertError(#"{"example":"list.plain","theme":1}"#, #"script.json: "theme" must be a string, not a number"#)
        assertError(
            #"{"example":"list.plain","steps":[{"op":"wait","seconds":1},{"op":"theme","name":"night"}]}"#,
            #"script.json: step 2: unknown theme "night"; use one of light, dark, high-contrast"#)
        assertError(#"{"example":"list.plain","steps":[{"op":"theme"}]}"#, #"script.json: step 1: "name" is required"#)
        assertError(
            #"{"example":"list.plain","steps":[{"op":"theme","name":null}]}"#,
            #"script.json: step 1: "name" must be a string, not null"#)
        assertError(
            #"{"example":"list.plain","steps":[{"op":"theme","theme":"dark"}]}"#,
            #"script.json: step 1: unknown key "theme" for op "theme" (allowed: name, op)"#)
    }

    @MainActor func testThemeNamesAndToggle() async {
        XCTAssertEqual(Theme.allCases.map(\.rawValue), ["light", "dark", "high-contrast"])
        XCTAssertEqual(Theme.named("dark"), .dark)
        XCTAssertEqual(Theme.named("high-contrast"), .highContrast)
        XCTAssertNil(Theme.named(""))
        XCTAssertNil(Theme.named("highContrast"), "the script's spelling only")
        XCTAssertEqual(Theme.light.toggled, .dark)
        XCTAssertEqual(Theme.dark.toggled, .highContrast)
        XCTAssertEqual(Theme.highContrast.toggled, .light)
    }
}

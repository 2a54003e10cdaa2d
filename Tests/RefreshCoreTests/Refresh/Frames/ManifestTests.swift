import RefreshCore
import XCTest

nonisolated final class ManifestTests: XCTestCase {
    @MainActor private let file = "Assets/animations/test/manifest.json"

    @MainActor private func parse(_ text: String) throws -> RefreshAnimationManifest {
        try RefreshAnimationManifest.parse(Array(text.utf8), file: file)
    }

    /// Asserts parsing fails with `reason` and a message that names the file and contains `words`.
    @MainActor private func assertFails(
        _ text: String, _ reason: ManifestError.Kind, _ words: [String],
        file f: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertThrowsError(try parse(text), file: f, line: line) { error in
            guard let e = error as? ManifestError else {
                return XCTFail("not a ManifestError: \(error)", file: f, line: line)
            }
            XCTAssertEqual(e.kind, reason, "\(e)", file: f, line: line)
            XCTAssertEqual(e.file, file, file: f, line: line)
            let text = "\(e)"
            XCTAssertTrue(text.hasPrefix("manifest '\(file)': "), text, file: f, line: line)
            for w in words { XCTAssertTrue(text.contains(w), "'\(w)' missing from: \(text)", file: f, line: line) }
        }
    }

    @MainActor func testParsesFramesGifAndDurations() async throws {
        let m = try parse(
            """
            {"scale": 2, "states": {
              "idle": {"frames": ["idle/000.png", "idle/001.png"]},
              "pulling": {"frames": ["pulling/000.png"], "duration": 0.3},
              "refreshing": {"animation": "spinner.gif"}
            }}
            """)
        XCTAssertEqual(m.scale, 2)
        XCTAssertEqual(m.states.count, 3)
        XCTAssertEqual(m.states[.idle], .init(source: .frames(["idle/000.png", "idle/001.png"])))
        XCTAssertEqual(m.states[.pulling], .init(source: .frames(["pulling/000.png"]), duration: 0.3))
        XCTAssertEqual(m.states[.refreshing], .init(source: .animation("spinner.gif")))
        XCTAssertEqual(m.states[.refreshing]?.files, ["spinner.gif"])
    }

    @MainActor func testScaleDefaultsToOneAndEscapesDecode() async throws {
        let m = try parse(#"{"states": {"noMoreData": {"frames": ["d\u00e9j\u00e0 vu/\ud83d\ude00.png"]}}}"#)
        XCTAssertEqual(m.scale, 1)
        XCTAssertEqual(m.states[.noMoreData]?.files, ["déjà vu/😀.png"])
    }

    @MainActor func testJSONTextRoundTripsAndIsStable() async throws {
        let m = RefreshAnimationManifest(
            scale: 2, description: "a \"quoted\" line\nand more",
            states: [
                .refreshing: .init(source: .animation("dots.gif"), duration: 0.84),
                .idle: .init(source: .frames(["idle/000.png", "idle/001.png"])),
                .pulling: .init(source: .frames(["pulling/000.png"]), duration: 0.3),
            ])
        let text = m.jsonText()
        XCTAssertEqual(try parse(text), m)
        XCTAssertEqual(text, m.jsonText())
        // States are written in RefreshState order, whatever the dictionary order.
        let idle = text.range(of: "\"idle\"")!.lowerBound, refreshing = text.range(of: "\"refreshing\"")!.lowerBound
        XCTAssertLessThan(idle, refreshing)
        XCTAssertTrue(text.contains("\"scale\": 2,"), text)
    }

    @MainActor func testNotJSON() async {
        assertFails("{\"scale\": 2,\n  \"states\": {oops}}", .notJSON, ["not valid JSON", "line 2"])
        assertFails("", .notJSON, ["not valid JSON"])
        assertFails("{\"states\": {}} trailing", .notJSON, ["after the JSON value"])
        assertFails("{\"scale\": 2, \"scale\": 3, \"states\": {}}", .notJSON, ["duplicate key \"scale\""])
    }

    @MainActor func testUnknownState() async {
        assertFails(
            #"{"states": {"loading": {"frames": ["a.png"]}}}"#, .unknownState, ["unknown state \"loading\"", "idle"])
    }

    @MainActor func testEmptyFrameList() async {
        assertFails(
            #"{"states": {"pulling": {"frames": []}}}"#, .emptySequence, ["state \"pulling\" has an empty frame list"])
        assertFails(#"{"states": {}}"#, .emptySequence, ["\"states\" is empty"])
    }

    @MainActor func testNonStringFrame() async {
        assertFails(
            #"{"states": {"idle": {"frames": ["a.png", 3]}}}"#, .nonStringFrame,
            ["frame 1 of state \"idle\" must be a string", "a number"])
    }

    @MainActor func testNegativeDuration() async {
        assertFails(
            #"{"states": {"refreshing": {"frames": ["a.png"], "duration": -0.5}}}"#, .negativeDuration,
            ["negative duration -0.5 for state \"refreshing\""])
        assertFails(#"{"states": {"refreshing": {"frames": ["a.png"], "duration": 0}}}"#, .badValue, ["zero duration"])
        assertFails(
            #"{"states": {"refreshing": {"frames": ["a.png"], "duration": "1s"}}}"#, .wrongType, ["\"duration\""])
    }

    @MainActor func testUnknownKeys() async {
        assertFails(
            #"{"scale": 2, "fps": 30, "states": {"idle": {"frames": ["a.png"]}}}"#, .unknownKey,
            ["unknown key \"fps\" at the top level"])
        assertFails(
            #"{"states": {"idle": {"frames": ["a.png"], "loop": true}}}"#, .unknownKey,
            ["unknown key \"loop\" in state \"idle\""])
    }

    @MainActor func testStructuralProblems() async {
        assertFails(#"[1, 2]"#, .wrongType, ["top level must be an object", "an array"])
        assertFails(#"{"scale": 2}"#, .missingKey, ["missing \"states\""])
        assertFails(
            #"{"scale": 0, "states": {"idle": {"frames": ["a.png"]}}}"#, .outOfRange,
            ["\"scale\" must be 0.25…8 pixels per point, not 0"])
        assertFails(
            #"{"scale": "2x", "states": {"idle": {"frames": ["a.png"]}}}"#, .wrongType, ["\"scale\" must be a number"])
        assertFails(#"{"states": {"idle": {"duration": 1}}}"#, .missingKey, ["needs \"frames\" or \"animation\""])
        assertFails(#"{"states": {"idle": {"frames": ["a.png"], "animation": "b.gif"}}}"#, .badValue, ["both"])
        assertFails(#"{"states": {"idle": ["a.png"]}}"#, .wrongType, ["state \"idle\" must be an object"])
    }

    @MainActor func testPathsMustStayInTheFolder() async {
        assertFails(#"{"states": {"idle": {"frames": ["../secret.png"]}}}"#, .badPath, ["\"../secret.png\""])
        assertFails(#"{"states": {"idle": {"animation": "/etc/x.gif"}}}"#, .badPath, ["\"/etc/x.gif\""])
        assertFails(#"{"states": {"idle": {"frames": ["a//b.png"]}}}"#, .badPath, ["a//b.png"])
    }
}

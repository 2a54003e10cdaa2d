import XCTest

@testable import RefreshCore

/// `LottieManifest`: a Lottie folder's manifest names the file, may rename a segment's marker, give
/// fallback frame ranges and theme colours; anything else is a `ManifestError` naming the file;
/// `jsonText()` reads back equal; segments come from the file's markers first, the ranges second.
nonisolated final class LottieManifestTests: XCTestCase {
    private func parse(_ text: String) throws -> LottieManifest {
        try LottieManifest.parse(Array(text.utf8), file: "m.json")
    }

    private func problem(_ text: String) -> String? {
        do {
            _ = try parse(text)
            return nil
        } catch let e as ManifestError {
            XCTAssertEqual(e.file, "m.json")
            return e.problem
        } catch {
            return "\(error)"
        }
    }

    func testAFullManifestParsesAndWritesBackEqual() throws {
        let m = try parse(
            """
            {"description": "d", "lottie": "a/ring.json", "markers": {"refresh": "Loading"},
             "ranges": {"pull": [0, 29], "success": [60, 74]},
             "themes": {"dark": [{"keypath": "ring.**", "stroke": "#64a0ff"}],
                        "high-contrast": [{"keypath": "**", "fill": "#FFFFFF", "stroke": "#000000"}]}}
            """)
        XCTAssertEqual(m.lottie, "a/ring.json")
        XCTAssertEqual(m.markers, [.refresh: "Loading"])
        XCTAssertEqual(m.ranges, [.pull: 0...29, .success: 60...74])
        XCTAssertEqual(m.themes[.dark], [.init(keypath: "ring.**", stroke: Color(hex: 0x64A0FF))])
        XCTAssertEqual(m.themes[.highContrast], [.init(keypath: "**", fill: .white, stroke: .black)])
        XCTAssertEqual(try LottieManifest.parse(Array(m.jsonText().utf8), file: "again.json"), m)
        XCTAssertTrue(LottieManifest.isLottieManifest(Array(m.jsonText().utf8)))
        XCTAssertFalse(LottieManifest.isLottieManifest(Array(#"{"states": {}}"#.utf8)))
    }

    func testSegmentsComeFromMarkersThenRanges() throws {
        let m = LottieManifest(
            lottie: "x.json", markers: [.refresh: "Loading"], ranges: [.pull: 0...9, .failure: 40...49])
        let segments = m.segments(markers: [("pull", 0...29), ("Loading", 30...59), ("refresh", 90...99)])
        XCTAssertEqual(segments[.pull], 0...29, "the file's marker wins over the manifest's range")
        XCTAssertEqual(segments[.refresh], 30...59, "the marker the manifest names, not one called refresh")
        XCTAssertEqual(segments[.failure], 40...49, "no such marker: the range")
        XCTAssertNil(segments[.success])
    }

    func testEachBrokenRuleNamesTheProblem() {
        XCTAssertTrue(problem("{").map { $0.contains("not valid JSON") } == true)
        XCTAssertTrue(problem("{}").map { $0.contains("missing \"lottie\"") } == true)
        XCTAssertTrue(problem(#"{"lottie": "../x.json"}"#).map { $0.contains("paths must be relative") } == true)
        XCTAssertTrue(problem(#"{"lottie": "x.json", "speed": 2}"#) != nil, "an unknown key")
        XCTAssertTrue(
            problem(#"{"lottie": "x.json", "ranges": {"spin": [0, 1]}}"#).map { $0.contains("unknown segment") } == true
        )
        XCTAssertTrue(
            problem(#"{"lottie": "x.json", "ranges": {"pull": [9, 1]}}"#).map { $0.contains("[first, last]") } == true)
        XCTAssertTrue(
            problem(#"{"lottie": "x.json", "themes": {"light": []}}"#).map { $0.contains("unknown theme") } == true)
        XCTAssertTrue(
            problem(#"{"lottie": "x.json", "themes": {"dark": [{"keypath": "**", "fill": "red"}]}}"#)
                .map { $0.contains("#RRGGBB") } == true)
        XCTAssertTrue(
            problem(#"{"lottie": "x.json", "markers": {"pull": ""}}"#).map { $0.contains("non-empty string") } == true)
    }
}

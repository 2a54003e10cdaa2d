import RefreshCore
import XCTest

/// `AnimationLimits` as the manifest parser enforces them: each value out of range is refused
/// with the file, the field, the value and the allowed range.
nonisolated final class ManifestLimitTests: XCTestCase {
    @MainActor private let file = "anim/manifest.json"

    @MainActor private func parse(_ text: String) throws -> RefreshAnimationManifest {
        try RefreshAnimationManifest.parse(Array(text.utf8), file: file)
    }

    @MainActor private func assertOutOfRange(
        _ text: String, _ words: [String], f: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertThrowsError(try parse(text), file: f, line: line) { error in
            guard let e = error as? ManifestError else { return XCTFail("\(error)", file: f, line: line) }
            XCTAssertEqual(e.kind, .outOfRange, "\(e)", file: f, line: line)
            XCTAssertTrue("\(e)".hasPrefix("manifest '\(file)': "), "\(e)", file: f, line: line)
            for w in words { XCTAssertTrue("\(e)".contains(w), "'\(w)' missing from: \(e)", file: f, line: line) }
        }
    }

    @MainActor private func withScale(_ s: String) -> String {
        #"{"scale": \#(s), "states": {"idle": {"frames": ["a.png"]}}}"#
    }

    @MainActor func testScaleMustBeAQuarterToEight() async throws {
        // 1e-17 made a header about 10¹⁹ pt tall; 1e300 drew nothing.
        assertOutOfRange(withScale("1e-17"), ["\"scale\" must be 0.25…8 pixels per point, not 1e-17"])
        assertOutOfRange(withScale("1e300"), ["\"scale\" must be 0.25…8 pixels per point, not 1e+300"])
        assertOutOfRange(withScale("0.24"), ["not 0.24"])
        assertOutOfRange(withScale("8.5"), ["not 8.5"])
        assertOutOfRange(withScale("-2"), ["not -2"])
        XCTAssertEqual(try parse(withScale("0.25")).scale, 0.25)
        XCTAssertEqual(try parse(withScale("8")).scale, 8)
    }

    @MainActor func testDurationMustBeAHundredthToSixtySeconds() async throws {
        func state(_ d: String) -> String { #"{"states": {"refreshing": {"frames": ["a.png"], "duration": \#(d)}}}"# }
        assertOutOfRange(state("1e-300"), ["\"duration\" of state \"refreshing\" must be 0.01…60 seconds, not 1e-300"])
        assertOutOfRange(state("61"), ["not 61"])
        XCTAssertEqual(try parse(state("0.01")).states[.refreshing]?.duration, 0.01)
        XCTAssertEqual(try parse(state("60")).states[.refreshing]?.duration, 60)
    }

    @MainActor func testFrameCountsPerStateAndPerAnimation() async throws {
        func frames(_ n: Int) -> String {
            "[" + [String](repeating: "\"a.png\"", count: n).joined(separator: ",") + "]"
        }
        assertOutOfRange(
            #"{"states": {"idle": {"frames": \#(frames(1001))}}}"#,
            ["state \"idle\" lists 1001 frames; a state may have at most 1000"])
        XCTAssertEqual(
            try parse(#"{"states": {"idle": {"frames": \#(frames(1000))}}}"#).states[.idle]?.files.count, 1000)
        assertOutOfRange(
            #"{"states": {"idle": {"frames": \#(frames(1000))}, "pulling": {"frames": \#(frames(1000))}, "refreshing": {"frames": \#(frames(1))}}}"#,
            ["the states list 2001 frames together; an animation may have at most 2000"])
    }

    @MainActor func testEchoedNamesAreEscaped() async {
        XCTAssertThrowsError(try parse(#"{"sc\u001b[2Jale": 1, "states": {}}"#)) { error in
            XCTAssertTrue("\(error)".contains(#"unknown key "sc\u{1B}[2Jale""#), "\(error)")
        }
        XCTAssertThrowsError(try parse(#"{"states": {"idle\nnow": {"frames": ["a.png"]}}}"#)) { error in
            XCTAssertTrue("\(error)".contains(#"unknown state "idle\nnow""#), "\(error)")
        }
        XCTAssertThrowsError(
            try RefreshAnimationManifest.parse(Array("{}".utf8), file: "a\u{1B}]0;x\u{07}/manifest.json")
        ) { error in
            XCTAssertTrue("\(error)".hasPrefix(#"manifest 'a\u{1B}]0;x\u{7}/manifest.json': "#), "\(error)")
        }
    }
}

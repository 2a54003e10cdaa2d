import RefreshCore
import RefreshTestSupport
import XCTest

@testable import RefreshPlayground
@testable import RefreshPlaygroundCommands

/// `ReplayLimits`, checked when a script is read: each bound gives a script error naming the step,
/// the value and the limit, so a valid script always runs to its end.
nonisolated final class ReplayLimitTests: XCTestCase {
    lazy var dir = temporaryFolder("replay-limits")

    @MainActor private func parse(_ json: String) throws -> SceneScript {
        try ReplayScriptParser.parse(data: Data(json.utf8), fileName: "s.json")
    }

    @MainActor private func assertError(
        _ json: String, step: Int?, _ words: [String], f: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertThrowsError(try parse(json), file: f, line: line) { error in
            guard let e = error as? ScriptError else { return XCTFail("\(error)", file: f, line: line) }
            XCTAssertEqual(e.step, step, "\(e)", file: f, line: line)
            XCTAssertFalse("\(e)".contains("\n"), "one line: \(e)", file: f, line: line)
            for w in words { XCTAssertTrue("\(e)".contains(w), "'\(w)' missing from: \(e)", file: f, line: line) }
        }
    }

    @MainActor func testTheViewportTimesScaleMustFitTheSurface() async throws {
        // Allowed by the viewport's own range (50…10000 pt) but 40000 px at scale 4.
        assertError(
            #"{"example":"list.plain","viewport":{"width":10000,"height":10000},"scale":4}"#, step: nil,
            [
                "s.json: \"viewport\" 10000x10000 pt at scale 4 is 40000x40000 px; each side may be at most 16384 px",
                "at scale 4 a side may be at most 4096 pt",
            ])
        assertError(
            #"{"example":"list.plain","viewport":{"width":780,"height":5000},"scale":4}"#, step: nil, ["3120x20000 px"])
        XCTAssertNoThrow(try parse(#"{"example":"list.plain","viewport":{"width":4096,"height":4096},"scale":4}"#))
        XCTAssertNoThrow(
            try parse(#"{"example":"list.plain","viewport":{"width":10000,"height":10000},"scale":1.6384}"#))
    }

    @MainActor func testEveryResizeTimesScaleMustFitTheSurface() async {
        assertError(
            #"{"example":"list.plain","scale":2,"steps":[{"op":"wait","seconds":0.1},{"op":"resize","width":390,"height":9000}]}"#,
            step: 2,
            ["s.json: step 2: \"resize\" to 390x9000 pt at scale 2 is 780x18000 px", "at most 16384 px", "8192 pt"])
        XCTAssertNoThrow(
            try parse(#"{"example":"list.plain","scale":2,"steps":[{"op":"resize","width":390,"height":8192}]}"#))
    }

    @MainActor func testTheFramesOfAReplayAreBounded() async {
        // One step that ran 15 minutes before the limit.
        assertError(
            #"{"example":"list.plain","fps":480,"steps":[{"op":"wait","seconds":3600}]}"#, step: 1,
            ["step 1: this step brings the replay to 1728000 frames (1728000 at 480 fps)", "at most 100000 frames"])
        assertError(
            #"{"example":"list.plain","steps":[{"op":"wait","seconds":1100},{"op":"down","x":1,"y":1},{"op":"move","x":1,"y":9,"duration":600}]}"#,
            step: 3, ["102000 frames (36000 at 60 fps)", "at most 100000"])
        XCTAssertNoThrow(
            try parse(
                #"{"example":"list.plain","steps":[{"op":"wait","seconds":1000},{"op":"wait","seconds":666.65}]}"#))
    }

    @MainActor func testScreenshotsAreBounded() async {
        let shots = (1...1001).map { #"{"op":"screenshot","name":"s\#($0)"}"# }.joined(separator: ",")
        assertError(
            #"{"example":"list.plain","steps":[\#(shots)]}"#, step: 1001,
            ["screenshot 1001; a replay may take at most 1000"])
    }

    @MainActor func testRowsInsertedAreBounded() async {
        assertError(
            #"{"example":"list.plain","rows":9999999,"steps":[{"op":"insert","at":"top","count":1},{"op":"insert","at":"bottom","count":1}]}"#,
            step: 2, ["10000001 rows", "at most 10000000"])
        // A `rows` step replaces the data, so inserts count from it.
        XCTAssertNoThrow(
            try parse(
                #"{"example":"list.plain","rows":9999999,"steps":[{"op":"rows","count":0},{"op":"insert","at":"top","count":1000000}]}"#
            ))
    }

    @MainActor func testTheScriptFileIsBounded() async throws {
        let big = dir.file("big.json")
        XCTAssertTrue(FileManager.default.createFile(atPath: big, contents: Data(count: ReplayLimits.scriptBytes + 1)))
        XCTAssertThrowsError(try ReplayScriptParser.parse(file: big)) { error in
            XCTAssertEqual("\(error)", "\(big): the file is 16777217 bytes, more than the 16 MiB allowed")
        }
        let fifo = dir.file("fifo.json")
        XCTAssertEqual(mkfifo(fifo, 0o644), 0)
        XCTAssertThrowsError(try ReplayScriptParser.parse(file: fifo)) { error in
            XCTAssertTrue(
                "\(error)".hasSuffix("cannot read the file (it is a FIFO (named pipe), not a regular file)"), "\(error)"
            )
        }
    }

    @MainActor func testInputEchoedInErrorsIsEscaped() async {
        assertError(#"{"example":"a\nb\u001b[31m"}"#, step: nil, [#"unknown example "a\nb\u{1B}[31m"; valid examples"#])
        assertError(#"{"example":"list.plain","language":"x\u0007"}"#, step: nil, [#"unknown language "x\u{7}""#])
        assertError(#"{"example":"list.plain","steps":[{"op":"dr\u001bag"}]}"#, step: 1, [#"unknown op "dr\u{1B}ag""#])
        assertError(
            #"{"example":"list.plain","steps":[{"op":"key","key":"A","k\ney":1}]}"#, step: 1,
            [#"unknown key "k\ney""#])
        assertError(#"{"example":"list.plain","steps":[{"op":"screenshot","name":"a\rb"}]}"#, step: 1, [#"got "a\rb""#])
        assertError(#"{"example":"list.plain","theme":"\u202Ekrad"}"#, step: nil, [#"unknown theme "\u{202E}krad""#])
        XCTAssertEqual("\(ScriptError(file: "a\u{1B}.json", step: 2, problem: "p"))", #"a\u{1B}.json: step 2: p"#)
    }

    @MainActor func testTheRunnerNeverKeepsAnOldSizeSilently() async throws {
        // The parser refuses this size; a script built in code reaches the runner's own guard.
        var config = SceneConfiguration(exampleID: "list.plain")
        config.scale = 4
        let script = SceneScript(
            configuration: config, steps: [.resize(Size(width: 5000, height: 844)), .screenshot(name: "after")])
        let runner = try ReplayRunner(script: script, outputDirectory: dir.file("out"))
        XCTAssertThrowsError(try runner.run()) { error in
            XCTAssertTrue("\(error)".hasPrefix("cannot resize the drawing to 5000x844 pt: "), "\(error)")
            XCTAssertTrue("\(error)".contains("20000x3376 px; each side may be at most 16384 px"), "\(error)")
        }
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: dir.file("out/after.png")), "no screenshot at the old size")
    }
}

import RefreshTestSupport
import XCTest

@testable import RefreshPlayground

/// Extreme input through the real command line: exit 2 with a one-line message, escaped, never a
/// trap (each case once crashed, hung or printed raw control bytes).
nonisolated final class InputLimitCLITests: XCTestCase {
    lazy var dir = temporaryFolder("cli-limits")

    @MainActor private func run(_ args: [String], environment: [String: String?] = [:]) throws -> ProcessRunner.Result {
        try ProcessRunner.run(
            try BuiltProduct.playground(), args, environment: ProcessRunner.environmentWithoutDisplay(environment),
            timeout: 60)
    }

    @MainActor func testControlCharactersInArgumentsNeverReachTheTerminal() async throws {
        let r = try run(["--example", "a\nb\u{1B}[31m"])
        XCTAssertEqual(r.status, 2, r.summary)
        XCTAssertTrue(r.stderr.contains(#"unknown example "a\nb\u{1B}[31m""#), r.stderr)
        XCTAssertFalse(r.stderr.contains("\u{1B}"), r.stderr)
        // The argument parser's own messages quote values raw; the tool escapes them on the way out.
        let p = try run(["--frames", "\u{1B}]0;owned\u{07}"])
        XCTAssertEqual(p.status, 2, p.summary)
        XCTAssertFalse(p.stderr.contains("\u{1B}") || p.stderr.contains("\u{07}"), p.stderr)
        XCTAssertTrue(p.stderr.contains(#"\u{1B}]0;owned\u{7}"#), p.stderr)
    }

    @MainActor func testScriptsPastALimitExit2WithOneLine() async throws {
        let cases: [(String, String)] = [
            (
                #"{"example":"list.plain","fps":480,"steps":[{"op":"wait","seconds":3600}]}"#,
                "long.json: step 1: this step brings the replay to 1728000 frames"
            ),
            (
                #"{"example":"list.plain","viewport":{"width":780,"height":5000},"scale":4}"#,
                #"big.json: "viewport" 780x5000 pt at scale 4 is 3120x20000 px"#
            ),
        ]
        for (i, (json, message)) in cases.enumerated() {
            let name = i == 0 ? "long.json" : "big.json"
            let r = try run(["replay", dir.write(name, json), "--out", dir.file("out")])
            XCTAssertEqual(r.status, 2, r.summary)
            XCTAssertTrue(r.stderr.hasPrefix("refresh-playground: " + message), r.stderr)
            XCTAssertEqual(r.stderr.filter { $0 == "\n" }.count, 1, "one line: \(r.stderr)")
        }
    }

    @MainActor func testAManifestScaleThatMadeTheTraceTrapFallsBackWithAWarning() async throws {
        // scale 1e-300 made the header 10³⁰⁰ pt tall and the next frame trapped (SIGILL).
        let assets = dir.file("Assets")
        try FileManager.default.copyItem(atPath: AssetLibrary().directory, toPath: assets)
        let manifest = assets + "/animations/pull-ring/manifest.json"
        let text = try String(contentsOfFile: manifest, encoding: .utf8).replacingOccurrences(
            of: "\"scale\": 2", with: "\"scale\": 1e-300")
        try text.write(toFile: manifest, atomically: true, encoding: .utf8)
        let script = dir.write(
            "gif.json",
            """
            {"example":"header.gif","viewport":{"width":390,"height":300},"rows":5,"steps":[
              {"op":"key","key":"F5"},{"op":"wait","seconds":0.5},{"op":"down","x":100,"y":100},
              {"op":"move","x":100,"y":400,"duration":0.3},{"op":"up"},{"op":"wait","seconds":1}]}
            """)
        let r = try run(["replay", script, "--out", dir.file("out")], environment: ["REFRESH_ASSETS": assets])
        XCTAssertEqual(r.status, 0, r.summary)
        XCTAssertTrue(r.stderr.contains(#""scale" must be 0.25…8 pixels per point, not 1e-300"#), r.stderr)
        XCTAssertTrue(r.stderr.contains("pull-ring/manifest.json"), r.stderr)
        let trace = try TraceFrame.read(dir.file("out/trace.jsonl"))
        XCTAssertEqual(trace.count, 30 + 18 + 60)
        XCTAssertTrue(trace.allSatisfy { abs($0.offsetY) < 10_000 }, "the header keeps a sane size")
    }
}

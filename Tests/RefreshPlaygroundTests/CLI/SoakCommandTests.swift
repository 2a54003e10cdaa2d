import RefreshTestSupport
import XCTest

@testable import RefreshPlayground

/// `refresh-playground soak`: its report, its exit codes (0 every invariant held, 1 one broke,
/// 2 bad input) and a script checked alone.
nonisolated final class SoakCommandTests: XCTestCase {
    lazy var dir = temporaryFolder("soak-cli")

    @MainActor func run(_ args: [String]) throws -> ProcessRunner.Result {
        let env = ProcessRunner.environmentWithoutDisplay()
        return try ProcessRunner.run(
            try BuiltProduct.playground(), ["soak"] + args, environment: env, timeout: 60)
    }

    @MainActor func testASoakReportsSeedSessionsFramesAndSuccess() async throws {
        let r = try run([
            "--sessions", "1", "--example", "header.normal", "--session-seconds", "2", "--seed", "3", "--out",
            dir.file("out"),
        ])
        XCTAssertEqual(r.status, 0, r.summary)
        XCTAssertTrue(r.stdout.hasPrefix("soak: seed 3 (rerun: refresh-playground soak --seed 3)\n"), r.stdout)
        XCTAssertTrue(r.stdout.contains("header.normal"), r.stdout)
        XCTAssertTrue(r.stdout.contains("frames checked in 1 sessions (1 drawn) over 1 of 1 examples"), r.stdout)
        XCTAssertTrue(r.stdout.hasSuffix("soak: every invariant held\n"), r.stdout)
    }

    @MainActor func testAScriptIsCheckedAloneAndABrokenInvariantExits1() async throws {
        let fine = dir.write("fine.json", #"{"example":"header.normal","steps":[{"op":"wait","seconds":0.5}]}"#)
        let ok = try run(["--script", fine])
        XCTAssertEqual(ok.status, 0, ok.summary)
        XCTAssertEqual(ok.stdout, "soak: 30 frames checked, 0 violation(s)\n")

        // Begun and never ended: the session does not settle.
        let stuck = dir.write(
            "stuck.json",
            """
            {"example":"header.normal","refreshDelay":null,"steps":[{"op":"call","target":"header","method":"beginRefreshing"},{"op":"wait","seconds":1}]}
            """)
        let bad = try run(["--script", stuck])
        XCTAssertEqual(bad.status, 1, bad.summary)
        XCTAssertTrue(bad.stdout.contains("in header.normal: settledAtEnd: header still refreshing"), bad.stdout)
    }

    @MainActor func testBadInputExits2AndSaysWhatIsAllowed() async throws {
        let cases: [([String], String)] = [
            (["--session-seconds", "0"], "--session-seconds 0.0 is out of range; allowed: 1…600"),
            (["--sessions", "0"], "--sessions 0 is out of range; allowed: 1…100000"),
            (["--memory-cycles", "0"], "--memory-cycles 0 is out of range; allowed: 1…100000"),
            (["--example", "nope"], "valid examples: list.showcase, list.plain"),
        ]
        for (args, message) in cases {
            let r = try run(args)
            XCTAssertEqual(r.status, 2, "\(args): \(r.summary)")
            XCTAssertTrue(r.stderr.contains(message), "\(args): \(r.stderr)")
        }
        let malformed = dir.write("bad.json", #"{"example":"header.normal","steps":[{"op":"drag"}]}"#)
        let r = try run(["--script", malformed])
        XCTAssertEqual(r.status, 2, r.summary)
        XCTAssertTrue(r.stderr.contains("bad.json: step 1: unknown op \"drag\""), r.stderr)
    }
}

import RefreshTestSupport
import XCTest

@testable import RefreshPlayground

/// The command line's exit codes and messages (no display needed: every case fails or finishes
/// before a window would open).
nonisolated final class CommandLineToolTests: XCTestCase {
    lazy var dir = temporaryFolder("cli")

    /// Runs the tool in a child process (its stdout and stderr are what a user sees).
    @MainActor func run(_ args: [String]) throws -> ProcessRunner.Result {
        let binary = try BuiltProduct.playground()
        let env = ProcessRunner.environmentWithoutDisplay()
        return try ProcessRunner.run(binary, args, environment: env, timeout: 20)
    }

    @MainActor func testHelpListsSubcommandsAndKeys() async throws {
        let r = try run(["--help"])
        XCTAssertEqual(r.status, 0, r.summary)
        for word in ["window", "list", "replay", "bench"] {
            XCTAssertTrue(r.stdout.contains(word), "\(word): \(r.stdout)")
        }
        let w = try run(["window", "--help"])
        XCTAssertEqual(w.status, 0, w.summary)
        for word in ["--rows", "--refresh-delay", "--record", "--captures", "Tab", "Ctrl+R", "Space"] {
            XCTAssertTrue(w.stdout.contains(word), "window --help should mention \(word): \(w.stdout)")
        }
    }

    @MainActor func testListPrintsEveryIDWithADescription() async throws {
        let r = try run(["list"])
        XCTAssertEqual(r.status, 0, r.summary)
        let lines = r.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, ExampleCatalog.all.count)
        for (line, e) in zip(lines, ExampleCatalog.all) {
            XCTAssertTrue(line.hasPrefix(e.id + " "), line)
            XCTAssertTrue(line.hasSuffix(e.summary), line)
        }
        XCTAssertEqual(try run(["list", "--ids-only"]).stdout, ExampleCatalog.ids.joined(separator: "\n") + "\n")
    }

    @MainActor func testUsageErrorsExit2AndSayWhatIsAllowed() async throws {
        let cases: [([String], String)] = [
            (["--size", "30x30"], "--size 30x30: each side must be 50…10000 points"),
            (["--size", "big"], "--size big: give WxH in points, e.g. 390x844, each side 50…10000"),
            (["--rows=-1"], "--rows -1: the row count must be 0…10000000"),
            (["--refresh-delay", "soon"], "--refresh-delay soon: give seconds 0…3600 (e.g. 1.5) or `never`"),
            (["--language", "xx"], "--language:"),
            (["--example", "nope"], "valid examples: list.showcase, list.plain"),
            (["--frames", "0"], "--frames 0: give a positive count"),
            (["--bogus"], "--bogus"),
            (["replay"], "Missing expected argument"),
            (["list", "extra"], "extra"),
        ]
        for (args, message) in cases {
            let r = try run(args)
            XCTAssertEqual(r.status, 2, "\(args): \(r.summary)")
            XCTAssertTrue(r.stderr.contains(message), "\(args) should say \(message): \(r.stderr)")
        }
    }

    @MainActor func testUnwritableOutputsFailWithThePathAndWhy() async throws {
        let script = dir.write("s.json", #"{"example":"list.plain","steps":[{"op":"wait","seconds":0.02}]}"#)
        let cases: [([String], String)] = [
            (["replay", script, "--out", ""], "cannot use the output folder: the path is empty"),
            (["replay", script, "--out", "/proc/refresh-x"], "cannot create the output folder '/proc/refresh-x'"),
            (["replay", script, "--out", script], "it is a file, not a folder"),
            (
                ["--record", dir.file("missing/rec.json")],
                "cannot write the recording '\(dir.file("missing/rec.json"))': the folder '\(dir.file("missing"))' does not exist"
            ),
            (["--record", dir.path], "it is a folder"),
            (["--trace", ""], "cannot write the trace file '': the path is empty"),
            (["--captures", script], "cannot use the captures folder '\(script)': it is a file, not a folder"),
            (["--captures", ""], "cannot use the captures folder: the path is empty"),
            (["bench", "--json", dir.file("no/such.json")], "the folder '\(dir.file("no"))' does not exist"),
        ]
        for (args, message) in cases {
            let r = try run(args)
            XCTAssertEqual(r.status, 1, "\(args): \(r.summary)")
            XCTAssertTrue(r.stderr.contains(message), "\(args) should say \(message): \(r.stderr)")
            XCTAssertFalse(r.stderr.contains("Error Domain"), "no platform error text: \(r.stderr)")
            XCTAssertFalse(r.stderr.contains("xvfb-run"), "output is checked before a window is opened: \(r.stderr)")
        }
    }
}

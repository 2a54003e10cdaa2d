import XCTest

@testable import RefreshPlayground
@testable import RefreshPlaygroundCommands

/// Every minimized failure the soak ever found stays a regression test: each replay script in
/// `Soak/Regressions` runs through the same invariant checker as the soak and must keep every
/// invariant (see docs/soak.md for how a failure gets here).
nonisolated final class SoakRegressionTests: XCTestCase {
    @MainActor static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Regressions")

    @MainActor static func scripts() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    @MainActor func testEveryRegressionScriptKeepsEveryInvariant() async throws {
        let scripts = try Self.scripts()
        XCTAssertGreaterThanOrEqual(scripts.count, 7, "the scripts of the bugs the soak found are committed")
        for url in scripts {
            let script = try ReplayScriptParser.parse(file: url.path)
            let outcome = try SoakSessionRunner.run(script)
            XCTAssertEqual(outcome.violations.map(\.description), [], url.lastPathComponent)
            XCTAssertGreaterThan(outcome.frames, 60, "\(url.lastPathComponent) runs to its end")
        }
    }

    /// Each script also replays drawn, as `refresh-playground replay` plays it.
    @MainActor func testEveryRegressionScriptReplaysDrawn() async throws {
        for url in try Self.scripts() {
            let script = try ReplayScriptParser.parse(file: url.path)
            let outcome = try SoakSessionRunner.run(script, renders: true)
            XCTAssertEqual(outcome.violations.map(\.description), [], url.lastPathComponent)
        }
    }
}

import Foundation
import RefreshTestSupport
import XCTest

@testable import RefreshPlayground

/// The second program, `Examples/HelloRefresh` (built on the library products only), run for real
/// on an Xvfb of its own: it opens its window, runs 30 frames, lays out its list and exits cleanly.
nonisolated final class ExampleProgramTests: WindowTestCase {
    @MainActor func testHelloRefreshRunsThirtyFramesAndExitsCleanly() async throws {
        let run = try harness.runOnItsOwnDisplay(try Self.helloRefreshBinary(), ["--frames", "30"])

        XCTAssertFalse(run.timedOut, run.summary)
        XCTAssertEqual(run.status, 0, run.summary)
        XCTAssertEqual(run.stderr, "", "no warnings or errors. \(run.summary)")
        // 15 rows of 60 pt in a 640 pt window: rows 0 to 10 have cells; the header rests out of sight.
        XCTAssertEqual(run.stdout, "hello-refresh: 30 frames, 15 rows (rows 1–11 shown), header idle\n", run.summary)
    }

    /// `make run` (the window with no options) opens the showcase, a list with a header and a
    /// footer, and says in one line how to find the other examples.
    @MainActor func testThePlaygroundOpensTheShowcaseAndSaysWhereTheOthersAre() async throws {
        let config = harness.temporaryFolder("showcase")

        let run = try harness.runOnItsOwnDisplay(
            try BuiltProduct.playground(), ["--frames", "2"], environment: ["XDG_CONFIG_HOME": config.path])

        XCTAssertEqual(run.status, 0, run.summary)
        XCTAssertEqual(
            run.stdout,
            "refresh-playground: list.showcase; Tab browses all \(ExampleCatalog.all.count) examples, H shows the HUD, Q quits\n",
            run.summary)
        let showcase = try XCTUnwrap(ExampleCatalog.example(id: ExampleCatalog.defaultID))
        XCTAssertEqual(showcase.callTargets, [.header, .footer], "the first window shows what the project is for")
    }

    /// `Examples/HelloRefresh/.build/debug/hello-refresh`, which `make example` builds (and `make test`
    /// before the suite); missing, the test fails saying so.
    @MainActor static func helloRefreshBinary() throws -> String {
        let binary = Repository.url("Examples/HelloRefresh/.build/debug/hello-refresh").path
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            throw ProcessRunner.Failure(
                "\(binary) is not built: `make example` builds it "
                    + "(swift build --package-path Examples/HelloRefresh), as `make test` does first")
        }
        return binary
    }
}

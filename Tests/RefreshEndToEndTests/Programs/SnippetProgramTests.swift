import Foundation
import RefreshTestSupport
import XCTest

/// The programs of the DocC articles, SwiftPM snippets under `Snippets/` that `swift build
/// --build-tests` builds beside the test runner, run for real: the getting-started program opens its
/// window on an Xvfb of its own and exits cleanly, its headless twin draws the article's picture
/// byte for byte, and the article's XCTest passes.
nonisolated final class SnippetProgramTests: WindowTestCase {
    @MainActor func testGettingStartedRunsThirtyFramesAndExitsCleanly() async throws {
        let run = try harness.runOnItsOwnDisplay(try BuiltProduct.path("getting-started"), ["--frames", "30"])

        XCTAssertFalse(run.timedOut, run.summary)
        XCTAssertEqual(run.status, 0, run.summary)
        XCTAssertEqual(run.stderr, "", "no warnings or errors. \(run.summary)")
        XCTAssertEqual(run.stdout, "getting-started: 30 frames, 20 rows, header idle\n", run.summary)
    }

    @MainActor func testGettingStartedWithoutADisplaySaysSoAndExitsOne() async throws {
        let binary = try BuiltProduct.path("getting-started")
        let env = ProcessRunner.environmentWithoutDisplay()

        let run = try ProcessRunner.run(binary, ["--frames", "1"], environment: env, timeout: 30)

        XCTAssertEqual(run.status, 1, run.summary)
        XCTAssertTrue(run.stdout.hasPrefix("Cannot open the window: "), run.summary)
    }

    @MainActor func testHeadlessSnippetDrawsTheArticlesPictureByteForByte() async throws {
        let binary = try BuiltProduct.path("getting-started-headless")
        let folder = harness.temporaryFolder("snippet")
        let png = folder.file("rows.png")

        let run = try ProcessRunner.run(binary, [png], timeout: 30)

        XCTAssertEqual(run.status, 0, run.summary)
        XCTAssertEqual(run.stderr, "", run.summary)
        let picture = Repository.url(
            "Sources/RefreshCore/RefreshCore.docc/Resources/getting-started-pulled@2x.png")
        let drawn = try Data(contentsOf: URL(fileURLWithPath: png))
        XCTAssertEqual(drawn, try Data(contentsOf: picture), "\(png) differs from \(picture.path)")
    }

    /// The Lottie article's program: a header from the designer's file, 0.5 s into a refresh, drawn
    /// exactly as the article's picture (a snapshot of it, byte for byte).
    @MainActor func testLottieSnippetDrawsTheArticlesPictureByteForByte() async throws {
        let binary = try BuiltProduct.path("library-lottie-header")
        let folder = harness.temporaryFolder("snippet")
        let png = folder.file("lottie-header.png")

        let run = try ProcessRunner.run(binary, [png], timeout: 30)

        XCTAssertEqual(run.status, 0, run.summary)
        XCTAssertEqual(run.stderr, "", "the file loads without a warning. \(run.summary)")
        XCTAssertEqual(run.stdout, "library-lottie-header: refreshing, refresh frame 45\n", run.summary)
        let picture = Repository.url("Sources/RefreshSDL/RefreshSDL.docc/Resources/lottie-header@2x.png")
        let drawn = try Data(contentsOf: URL(fileURLWithPath: png))
        XCTAssertEqual(drawn, try Data(contentsOf: picture), "\(png) differs from \(picture.path)")
    }

    @MainActor func testGettingStartedArticlesTestPasses() async throws {
        let binary = try BuiltProduct.path("getting-started-test")

        let run = try ProcessRunner.run(binary, [], timeout: 30)

        XCTAssertEqual(run.status, 0, run.summary)
        XCTAssertTrue(run.stdout.contains("Executed 1 test, with 0 failures"), run.summary)
    }

    /// The custom-component article's theming and language program: a theme, a tint of its own, a
    /// language with an override and a control's own language, each reaching the header's hooks.
    @MainActor func testThemeAndLanguageReachACustomHeader() async throws {
        let run = try ProcessRunner.run(try BuiltProduct.path("theme-and-language"), [], timeout: 30)

        XCTAssertEqual(run.status, 0, run.summary)
        XCTAssertEqual(run.stderr, "", run.summary)
        XCTAssertEqual(
            run.stdout,
            """
            light, en: Pull down to refresh #5a5a5a
            dark, en: Pull down to refresh #aeaeb2
            own tint: Pull down to refresh #ff9f0a
            de, overridden: Ziehen für Neues #ff9f0a
            ja: 下に引いて更新 #ff9f0a

            """, run.summary)
    }

    @MainActor func testPulseHeaderDrawsItsStatesAndRefreshes() async throws {
        let binary = try BuiltProduct.path("pulse-header")
        let folder = harness.temporaryFolder("snippet")

        let run = try ProcessRunner.run(binary, [folder.path], timeout: 30)

        XCTAssertEqual(run.status, 0, run.summary)
        XCTAssertEqual(run.stdout, "pulse-header: 25 rows, header idle\n", "one refresh loaded 5 rows. \(run.summary)")
        for name in ["pulse-header-pulling.png", "pulse-header-refreshing.png"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: folder.file(name)), name)
        }
    }

    /// docs/library.md's programs (`swift run library-…`) run to their end and print what they
    /// checked; library-chat checks that older messages came above a first row that did not
    /// move, and that a message that came in away from the end was counted on the ↓ button.
    @MainActor func testTheLibraryGuidesProgramsRun() async throws {
        let expected = [
            "library-guide": "library-guide: 20 rows, header refreshing, 1 offset changes\n",
            "library-gif-header": "library-gif-header: 3 sequences\n",
            "library-chat": "library-chat: 82 messages, Message 41 still at y 44.0, 1 new below\n",
        ]
        for (name, output) in expected.sorted(by: { $0.key < $1.key }) {
            let run = try ProcessRunner.run(try BuiltProduct.path(name), [], timeout: 30)
            XCTAssertEqual(run.status, 0, "\(name): \(run.summary)")
            XCTAssertEqual(run.stderr, "", "\(name): \(run.summary)")
            XCTAssertEqual(run.stdout, output, "\(name): \(run.summary)")
        }
    }

    /// The testing article's test file passes against the goldens committed beside it, and a
    /// golden that no longer matches fails it (SNAPSHOT_TESTING_RECORD=never: a missing golden is
    /// a failure, never a recording).
    @MainActor func testTheTestingArticlesTestsPassAgainstTheirGoldens() async throws {
        let binary = try BuiltProduct.path("testing-your-control")
        let env = ProcessRunner.environment(["SNAPSHOT_TESTING_RECORD": "never", "SNAPSHOT_ARTIFACTS": nil])

        let run = try ProcessRunner.run(binary, [], environment: env, timeout: 60)

        XCTAssertEqual(run.status, 0, run.summary)
        XCTAssertTrue(run.stdout.contains("Executed 6 tests, with 0 failures"), run.summary)
        XCTAssertEqual(run.stderr, "", "no warnings (a refresh ended twice would say so). \(run.summary)")
    }
}

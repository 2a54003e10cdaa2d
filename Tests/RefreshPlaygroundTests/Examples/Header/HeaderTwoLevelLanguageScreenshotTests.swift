import RefreshCore
import RefreshSDL
import RefreshTestSupport
import RefreshTesting
import XCTest

@testable import RefreshPlayground
@testable import RefreshPlaygroundCommands

/// `header.two-level` in other languages and at 200 pt (issue 30, items 3 and 4): the floor's page
/// speaks the window's language, its ✕ sits on the reading side's end (top left in Arabic), and
/// the instructions ("Release to open the second floor", the page's title and its close hint)
/// wrap onto another line before they are cut in the longest languages at 200 pt.
/// (An extension of `HeaderScreenshotTests` in a file of its own name: the goldens' folder is
/// named after the file.)
extension HeaderScreenshotTests {
    /// `header.two-level` in `language`, `width` pt wide and 240 tall: pulled past the floor's
    /// distance (screenshot `<name>-1-release`), then released until the floor is open
    /// (`<name>-2-open`). Returns the runner as the script left it.
    @MainActor @discardableResult func twoLevel(
        _ language: String, width: Double, name: String, file: StaticString = #filePath, line: UInt = #line,
        testName: String = #function
    ) throws -> ReplayRunner {
        let x = (width / 2).rounded()
        let shots = try replay(
            "header.two-level", viewport: Size(width: width, height: 240), rows: 10, refreshDelay: .never,
            language: language, file: file, line: line,
            steps: [
                .wait(seconds: 0.05), .down(Point(x: x, y: 60)),
                .move(Point(x: x, y: 60 + finger(130)), duration: 0.3), .wait(seconds: 0.3),
                .screenshot(name: "\(name)-1-release"), .up, .wait(seconds: 1), .screenshot(name: "\(name)-2-open"),
            ])
        assertScreenshots(of: shots, file: file, testName: testName, line: line)
        return shots.runner
    }

    /// The floor's page of `runner`'s scene.
    @MainActor func page(_ runner: ReplayRunner) throws -> SecondFloorPage {
        let header = try XCTUnwrap(runner.scene.component(.header) as? RefreshHeader)
        return try XCTUnwrap(header.secondFloor?.content as? SecondFloorPage)
    }

    @MainActor func testTwoLevelInArabicIsMirrored() async throws {
        let runner = try twoLevel("ar", width: 390, name: "ar-390")
        let page = try page(runner)
        XCTAssertEqual(page.title.displayedText, "الطابق الثاني")
        XCTAssertEqual(page.closeButton.frame.minX, 12, "the ✕ at the end of an Arabic line: top left")
    }

    @MainActor func testTwoLevelInJapanese() async throws {
        let page = try page(try twoLevel("ja", width: 390, name: "ja-390"))
        XCTAssertEqual(page.title.displayedText, "2階")
        XCTAssertEqual(page.closeButton.frame.maxX, 390 - 12, "top right")
    }

    /// At 200 pt in the longest languages every instruction shows whole, wrapped where it must be.
    @MainActor func testTwoLevelInTheLongestLanguagesAt200WrapsBeforeItCuts() async throws {
        for language in ["en", "de", "fr", "uk"] {
            // The release hint, read from the pulled state.
            var configuration = SceneConfiguration(exampleID: "header.two-level")
            configuration.viewport = Size(width: 200, height: 240)
            configuration.refreshDelay = .some(nil)
            configuration.language = language
            let pulled = try ReplayRunner(
                script: SceneScript(
                    configuration: configuration,
                    steps: [
                        .wait(seconds: 0.05), .down(Point(x: 100, y: 60)),
                        .move(Point(x: 100, y: 60 + finger(130)), duration: 0.3), .wait(seconds: 0.3),
                    ]), outputDirectory: nil)
            try pulled.run()
            let header = try XCTUnwrap(pulled.scene.component(.header) as? StateHeader)
            XCTAssertEqual(header.secondFloor?.phase, .releaseToOpen, language)
            let hint = RefreshLanguage(code: language)!.string(for: .headerSecondFloorText)
            XCTAssertEqual(
                header.stateLabel.displayedText.replacingOccurrences(of: "\n", with: " "), hint, "\(language): whole")
            XCTAssertGreaterThan(
                header.stateLabel.displayedText.split(separator: "\n").count, 1, "\(language): wrapped")
            XCTAssertEqual(header.stateLabel.displayedFont.size, 14, "\(language): wrapped before shrinking")
            XCTAssertEqual(header.lastUpdatedTimeLabel.frame.height, 0, "\(language): the time gave its row up")
        }
        for language in ["de", "fr", "uk"] {
            let page = try page(try twoLevel(language, width: 200, name: "\(language)-200"))
            for label in [page.title, page.subtitle] {
                XCTAssertFalse(label.displayedText.contains("…"), "\(language): \(label.displayedText)")
                XCTAssertEqual(
                    label.displayedText.replacingOccurrences(of: "\n", with: " "), label.text, "\(language): whole")
            }
        }
    }
}

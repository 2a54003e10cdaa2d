import Foundation
import RefreshCore
import RefreshSDL
import RefreshTestSupport
import RefreshTesting
import XCTest

@testable import RefreshPlayground
@testable import RefreshPlaygroundCommands

/// `refresh-playground matrix`: its options' errors (exit 2, naming the option and what is
/// allowed), the sheet it writes, the cut cells it lists, and the moments it poses.
nonisolated final class MatrixCommandTests: XCTestCase {
    lazy var dir = temporaryFolder("matrix-cmd")

    /// Runs the command's work, returning its exit code and what it reported as errors.
    @MainActor func run(_ request: MatrixRequest, out: String) -> (code: Int32, errors: [String]) {
        var errors: [String] = []
        let code = MatrixOutput.run(request, out: out, errorOutput: { errors.append($0) })
        return (code, errors)
    }

    @MainActor func request(
        _ id: String = "header.normal", moment: String = "pulling", languages: String = "all",
        themes: String = "light", sizes: String = "320,390", scales: String = "1"
    ) -> MatrixRequest {
        var r = MatrixRequest(exampleID: id, moment: moment)
        r.languages = languages
        r.themes = themes
        r.sizes = sizes
        r.scales = scales
        return r
    }

    @MainActor func testBadValuesExitTwoNamingTheOptionAndWhatIsAllowed() async {
        let cases: [(MatrixRequest, String)] = [
            (
                request(moment: "waiting"),
                "--moment \"waiting\" is not a moment; allowed: idle, pulling, refreshing, finished, failed, noMoreData, "
                    + "or all"
            ),
            (request(languages: "en,xx"), "--languages: "),
            (
                request(themes: "light,sepia"),
                "--themes: unknown theme \"sepia\"; use one of light, dark, high-contrast"
            ),
            (request(sizes: "320,wide"), "--sizes: \"wide\" is no window width; allowed 200…2000 points"),
            (request(sizes: "100"), "--sizes: \"100\" is no window width"),
            (request(scales: "5"), "--scales: \"5\" is no scale; allowed 1…4 pixels per point"),
            (request(sizes: "320,,390"), "--sizes \"320,,390\" has an empty item"),
            (request(themes: "dark,dark"), "--themes names \"dark\" twice"),
            (
                request(moment: "noMoreData"),
                "--moment noMoreData: only a footer has it; give --target footer (header.normal has: header)"
            ),
            (request("list.plain"), "list.plain has no refresh control"),
        ]
        for (r, message) in cases {
            let result = run(r, out: dir.file("a.png"))
            XCTAssertEqual(result.code, 2, message)
            XCTAssertTrue(result.errors.first?.hasPrefix(message) == true, "\(result.errors) for \(message)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.file("a.png")))
        XCTAssertEqual(
            CommandLineTool.main(["rp", "matrix", "--example", "header.normal", "--moment", "idle"]), 2,
            "--out is required")
        XCTAssertEqual(
            CommandLineTool.main([
                "rp", "matrix", "--example", "header.normal", "--moment", "idle", "--out", dir.file("a.png"),
                "--target", "side",
            ]), 2)
    }

    @MainActor func testTheMomentDefaultsToPulling() async throws {
        let out = dir.file("default.png")
        XCTAssertEqual(
            CommandLineTool.main([
                "rp", "matrix", "--example", "header.normal", "--languages", "en", "--sizes", "320", "--out", out,
            ]), 0)
        let pulling = dir.file("pulling.png")
        XCTAssertEqual(
            CommandLineTool.main([
                "rp", "matrix", "--example", "header.normal", "--moment", "pulling", "--languages", "en", "--sizes",
                "320", "--out", pulling,
            ]), 0)
        XCTAssertEqual(try SDLImage.loadBitmap(path: out), try SDLImage.loadBitmap(path: pulling))
    }

    @MainActor func testMomentAllDrawsEachMomentASheetUnderTheOther() async throws {
        let text = try TextRenderer.shared()
        let header = try request(moment: "all", languages: "en", sizes: "320").validated()
        XCTAssertEqual(header.moments, [.idle, .pulling, .refreshing, .finished, .failed], "no noMoreData: a header")
        var footer = request("footer.back-normal", moment: "all")
        footer.target = .footer
        XCTAssertEqual(try footer.validated().moments, MatrixMoment.allCases)
        let path = dir.file("all.png")
        let lines = try MatrixOutput.write(request(moment: "all", languages: "en", sizes: "320"), to: path)
        XCTAssertTrue(
            lines.hasPrefix(
                "matrix: 5 cells of the header of header.normal at idle, pulling, refreshing, finished, failed written"),
            lines)
        let sheets = try header.moments.map { try VariantMatrix.make(header, moment: $0, textRenderer: text).render() }
        let written = try SDLImage.loadBitmap(path: path)
        XCTAssertEqual(written.height, sheets.map(\.height).reduce(0, +))
        XCTAssertEqual(written, MatrixOutput.stacked(sheets), "each sheet, one under the other")
        let second = Rect(
            x: 0, y: Double(sheets[0].height), width: Double(sheets[1].width), height: Double(sheets[1].height))
        XCTAssertEqual(written.cropped(to: second, scale: 1), sheets[1], "the pulling sheet under the idle one")
    }

    @MainActor func testColumnsAreThemeByWidthByScaleAndRowsTheLanguages() async throws {
        let valid = try request(languages: "de,ja", themes: "light,dark", sizes: "320,390", scales: "1,2").validated()
        XCTAssertEqual(valid.languages, [.de, .ja])
        XCTAssertEqual(valid.themes, [.light, .dark])
        XCTAssertEqual(valid.widths, [320, 390])
        XCTAssertEqual(valid.scales, [1, 2])
        XCTAssertEqual(try request().validated().languages, RefreshLanguage.allCases)
        let matrix = try VariantMatrix.make(
            try request(languages: "de,ja", themes: "light,dark", sizes: "320,390", scales: "1,2").validated(),
            moment: .pulling, textRenderer: try TextRenderer.shared())
        XCTAssertEqual(
            matrix.columns.map(\.columnTitle),
            [
                "light · 320 pt · @1x", "light · 320 pt · @2x", "light · 390 pt · @1x", "light · 390 pt · @2x",
                "dark · 320 pt · @1x", "dark · 320 pt · @2x", "dark · 390 pt · @1x", "dark · 390 pt · @2x",
            ])
        XCTAssertEqual(matrix.cells[1][5].variant.label, "ja · dark · 320 pt · @2x")
    }

    @MainActor func testItWritesTheSheetAndListsTheCutCells() async throws {
        let path = dir.file("sheet.png")
        let valid = try request(languages: "en,de", sizes: "390,200", scales: "1,2").validated()
        let text = try TextRenderer.shared()
        let matrix = try VariantMatrix.make(valid, moment: .pulling, textRenderer: text)
        // At 200 pt the German title and time do not fit; at 390 they do.
        XCTAssertEqual(matrix.cells[1].map(\.isCut), [false, false, true, true])
        XCTAssertEqual(
            matrix.cells[0][1].image.width, 2 * matrix.cells[0][0].image.width, "a @2x cell is twice as wide")
        let lines = try MatrixOutput.write(request(languages: "en,de", sizes: "390,200", scales: "1,2"), to: path)
        XCTAssertTrue(lines.hasPrefix("matrix: 8 cells of the header of header.normal at pulling written to"), lines)
        XCTAssertTrue(
            lines.contains("\ncut: de · light · 200 pt · @1x: \"Zum Aktualisieren loslassen\" drawn as"), lines)
        XCTAssertEqual(try SDLImage.loadBitmap(path: path), try matrix.render(), "deterministic")
    }

    @MainActor func testEveryMomentIsPosed() async throws {
        let text = try TextRenderer.shared()
        func states(_ id: String, _ moment: MatrixMoment, target: RefreshTarget? = nil) throws -> [RefreshState] {
            var r = request(id, moment: moment.rawValue, languages: "en", sizes: "390")
            r.target = target
            return try VariantMatrix.make(r.validated(), moment: moment, textRenderer: text).cells.joined().map(\.state)
        }
        XCTAssertEqual(try states("header.normal", .idle), [.idle])
        XCTAssertEqual(try states("header.normal", .pulling), [.pulling])
        XCTAssertEqual(try states("header.trigger-hold", .pulling), [.pulling], "dragged on past its threshold")
        XCTAssertEqual(try states("header.normal", .refreshing), [.refreshing])
        XCTAssertEqual(try states("header.results", .finished), [.finished])
        XCTAssertEqual(try states("footer.failure-retry", .failed), [.failed], "past its outcome, waiting")
        XCTAssertEqual(try states("footer.failure-retry", .finished), [.finished], "an auto footer's outcome")
        XCTAssertEqual(try states("footer.back-normal", .noMoreData), [.noMoreData])
        XCTAssertEqual(try states("footer.auto-normal", .pulling), [.idle], "an auto footer has no pulling")
    }
}

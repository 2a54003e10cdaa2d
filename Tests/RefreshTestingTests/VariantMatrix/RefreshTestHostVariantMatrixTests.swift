import Foundation
import RefreshCore
import RefreshSDL
import RefreshTesting
import XCTest

/// `RefreshTestHost.variantMatrix`: a user's host factory posed in every variant, the cells and
/// their cut labels as data.
nonisolated final class RefreshTestHostVariantMatrixTests: XCTestCase {
    /// A host of a fresh `HostedList` (kept alive by the host: its handlers capture it unowned),
    /// 390 × 480 points.
    @MainActor func makeHost() throws -> RefreshTestHost {
        let model = HostedList()
        return try RefreshTestHost(scrollView: model.list, size: Size(width: 390, height: 480)).keepAlive(model)
    }

    @MainActor func testEveryCellIsTheControlInItsVariant() async throws {
        let matrix = try RefreshTestHost.variantMatrix(
            of: .header, languages: [.en, .de], themes: [.light, .dark], widths: [200, 390], scales: [1, 2],
            host: makeHost)
        XCTAssertEqual(matrix.languages, [.en, .de])
        XCTAssertEqual(
            matrix.columns.map(\.columnTitle),
            [
                "light · 200 pt · @1x", "light · 200 pt · @2x", "light · 390 pt · @1x", "light · 390 pt · @2x",
                "dark · 200 pt · @1x", "dark · 200 pt · @2x", "dark · 390 pt · @1x", "dark · 390 pt · @2x",
            ])
        XCTAssertEqual(
            matrix.cells.map { $0.map(\.variant.language) },
            [Array(repeating: .en, count: 8), Array(repeating: .de, count: 8)])
        XCTAssertEqual(matrix.cells[1][6].variant.label, "de · dark · 390 pt · @1x")
        for cell in matrix.cells.joined() {
            XCTAssertEqual(cell.state, .pulling, cell.variant.label)
            XCTAssertEqual(
                cell.image.width, Int(cell.variant.width * cell.variant.scale), "the header across the window")
            XCTAssertEqual(cell.image[1, 1], cell.variant.theme.background, "the theme's background")
        }
        XCTAssertEqual(matrix.heading.first, "RefreshKit variant matrix · its header · pulling")
        // The German "release" title does not fit 200 points; every other does.
        XCTAssertEqual(
            matrix.cutCells.map(\.variant.label),
            [
                "de · light · 200 pt · @1x", "de · light · 200 pt · @2x", "de · dark · 200 pt · @1x",
                "de · dark · 200 pt · @2x",
            ])
        XCTAssertEqual(matrix.cutCells.first?.cuts.first?.text, "Zum Aktualisieren loslassen")
        XCTAssertTrue(matrix.cutCells.first?.cuts.first?.displayed.hasSuffix("…") == true)
        let sheet = try matrix.render()
        XCTAssertEqual(sheet, try matrix.render(), "drawing is deterministic")
        XCTAssertGreaterThan(sheet.width, 2 * (200 + 400 + 390 + 780))
    }

    @MainActor func testTheHostIsPutInTheVariantAsAPersonWouldSwitch() async throws {
        let host = try makeHost()
        try host.apply(MatrixVariant(language: .ja, theme: .dark, width: 250, scale: 2))
        host.advance(frames: 1)
        XCTAssertEqual(host.window.bounds.size, Size(width: 250, height: 480), "its height kept")
        XCTAssertEqual(host.scrollView.frame.width, 250, "the list filled the window, and still does")
        XCTAssertEqual(host.scale, 2)
        XCTAssertEqual(host.window.context.scale, 2)
        XCTAssertEqual(host.render().width, 500)
        XCTAssertEqual(host.window.context.localizer.language, .ja)
        XCTAssertEqual(host.scrollView.refreshHeader?.tintColor, RefreshTheme.dark.tint)
    }

    @MainActor func testWhatCannotBeMadeIsRefusedNamingIt() async throws {
        func message(_ make: () throws -> VariantMatrix) -> String {
            switch Result(catching: make) {
            case .success: return "made"
            case let .failure(FilmstripError.badInput(text)): return text
            case let .failure(error): return "\(error)"
            }
        }
        XCTAssertEqual(
            message { try RefreshTestHost.variantMatrix(of: .header, languages: [], host: makeHost) },
            "a variant matrix needs at least one language, theme, width and scale; got 0 languages and 2 columns")
        XCTAssertEqual(
            message { try RefreshTestHost.variantMatrix(of: .header, widths: [320, 320], host: makeHost) },
            "the matrix's widths name \"320\" twice")
        XCTAssertTrue(
            message { try RefreshTestHost.variantMatrix(of: .header, languages: [.en], widths: [0], host: makeHost) }
                .hasPrefix("cannot draw the variant en · light · 0 pt · @1x (0×480 pt): "))
        XCTAssertEqual(
            message {
                try RefreshTestHost.variantMatrix(of: .trailer, languages: [.en], widths: [320], host: makeHost)
            }, "the scroll view has no trailer to film")
        XCTAssertEqual(
            message {
                try RefreshTestHost.variantMatrix(
                    of: .header, at: .noMoreData, languages: [.en], widths: [320], host: makeHost)
            }, "the moment noMoreData: only a footer has it; the header has no 'no more data' state")
        struct NoScene: Error {}
        XCTAssertEqual(
            message {
                try RefreshTestHost.variantMatrix(of: .header, languages: [.de], widths: [320]) { throw NoScene() }
            },
            "cannot make the scene of de · light · 320 pt · @1x: NoScene()")
    }
}

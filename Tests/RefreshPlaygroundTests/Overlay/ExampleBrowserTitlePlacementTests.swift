import RefreshCore
import RefreshSDL
import XCTest

@testable import RefreshPlayground

/// Where a browser row shows its example's title (issue 19: "Hide the r…" at 390 pt), and the
/// browser's colours per theme.
nonisolated final class ExampleBrowserTitlePlacementTests: XCTestCase {
    /// The text width of a row at 390 pt: the 358 pt panel less 12 pt padding each side.
    static let rowTextWidth = 334.0

    @MainActor func testATitleThatFitsBesideTheIDStaysThere() async throws {
        let text = try TextRenderer.shared()
        XCTAssertEqual(
            ExampleBrowser.titlePlacement(
                id: "header.hide-time", title: "Hide the time", width: Self.rowTextWidth, measurer: text),
            .besideID)
    }

    @MainActor func testATitleThatWouldBeCutBesideTheIDLeadsTheSecondLine() async throws {
        let text = try TextRenderer.shared()
        let example = try XCTUnwrap(ExampleCatalog.example(id: "footer.auto-hide-refreshing-title"))
        XCTAssertEqual(
            ExampleBrowser.titlePlacement(
                id: example.id, title: example.title, width: Self.rowTextWidth, measurer: text),
            .beforeSummary)
        // Beside the ID it would have had less than its width: the cut the issue saw.
        let room =
            Self.rowTextWidth - text.size(of: example.id, font: OverlayStyle.idFont).width - ExampleBrowser.titleGap
        XCTAssertLessThan(room, text.size(of: example.title, font: OverlayStyle.exampleTitleFont).width)
    }

    @MainActor func testEveryThemeGivesTheBrowserItsOwnPanel() async {
        let panels = Theme.allCases.map { $0.palette.browser.panel }
        XCTAssertEqual(Set(panels.map { "\($0)" }).count, Theme.allCases.count, "one panel colour per theme")
        XCTAssertEqual(Theme.light.palette.browser, .light)
        XCTAssertEqual(Theme.dark.palette.browser, .dark)
        XCTAssertLessThan(Int(Theme.dark.palette.browser.panel.r), 64, "the dark theme's panel is dark")
    }
}

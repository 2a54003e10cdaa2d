import RefreshCore
import RefreshSDL
import RefreshTestSupport
import XCTest

@testable import RefreshPlayground

/// Golden screenshots of `grid.header-footer` in a 390×240 viewport with 10 cards: the back footer
/// pulled 40 of its 44 pt (idle), past it (pulling), released (refreshing, `refreshDelay` null);
/// the grid emptied by C and pulled up (no footer); and the header refreshing above the grid.
nonisolated final class GridScreenshotTests: XCTestCase {
    lazy var dir = temporaryFolder("grid-shots")

    @MainActor func finger(_ shown: Double) -> Double { RubberBand.distance(for: shown, dimension: 240) }

    @MainActor func run(_ steps: String) throws {
        let script = """
            {"example":"grid.header-footer","viewport":{"width":390,"height":240},"rows":10,"refreshDelay":null,"steps":[\(steps)]}
            """
        let parsed = try ReplayScriptParser.parse(data: Data(script.utf8), fileName: "grid.json")
        try ReplayRunner(script: parsed, outputDirectory: dir.path).run()
    }

    @MainActor func shot(_ name: String) throws -> Bitmap { try SDLImage.loadBitmap(path: dir.file("\(name).png")) }

    @MainActor func testFooterStates() async throws {
        try run(
            """
            {"op":"key","key":"End"},{"op":"wait","seconds":0.5},
            {"op":"down","x":200,"y":200},{"op":"move","x":200,"y":\(200 - finger(40)),"duration":0.3},{"op":"wait","seconds":0.3},
            {"op":"screenshot","name":"1-idle"},
            {"op":"move","x":200,"y":\(200 - finger(62)),"duration":0.2},{"op":"wait","seconds":0.3},{"op":"screenshot","name":"2-pulling"},
            {"op":"up"},{"op":"wait","seconds":0.6},{"op":"screenshot","name":"3-refreshing"},
            {"op":"call","target":"footer","method":"endRefreshing"},{"op":"wait","seconds":0.6},
            {"op":"key","key":"C"},{"op":"wait","seconds":0.1},
            {"op":"down","x":200,"y":200},{"op":"move","x":200,"y":\(200 - finger(62)),"duration":0.3},{"op":"wait","seconds":0.3},
            {"op":"screenshot","name":"4-empty-pulled"}
            """)
        for name in ["1-idle", "2-pulling", "3-refreshing", "4-empty-pulled"] {
            assertScreenshot(try shot(name), named: name)
        }
    }

    @MainActor func testHeaderRefreshing() async throws {
        try run(
            """
            {"op":"call","target":"header","method":"beginRefreshing"},{"op":"wait","seconds":0.6},{"op":"screenshot","name":"refreshing"}
            """)
        assertScreenshot(try shot("refreshing"), named: "header-refreshing")
    }
}

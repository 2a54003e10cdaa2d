import RefreshCore
import RefreshSDL
import RefreshTestSupport
import XCTest

@testable import RefreshPlayground

/// Golden screenshots of `grid.header-footer` in a 390×240 viewport with 10 cards: the back footer
/// pulled 40 of its 44 pt (idle), past it (pulling), released (refreshing, `refreshDelay` null);
/// the grid emptied by C and pulled up (no footer); and the header refreshing above the grid.
nonisolated final class GridScreenshotTests: XCTestCase {
    /// The screenshots of the last `run`, by name.
    var shots: [String: Bitmap] = [:]

    @MainActor func finger(_ shown: Double) -> Double { RubberBand.distance(for: shown, dimension: 240) }

    @MainActor func run(_ steps: [ReplayStep]...) throws {
        let replayed = try replay(
            "grid.header-footer", viewport: Size(width: 390, height: 240), rows: 10, refreshDelay: .never,
            steps: steps.flatMap { $0 })
        for (name, picture) in replayed.screenshots { shots[name] = picture }
    }
    @MainActor func shot(_ name: String) throws -> Bitmap { try XCTUnwrap(shots[name], name) }

    @MainActor func testFooterStates() async throws {
        try run(
            [
                .key("End"),
                .wait(seconds: 0.5),
                .down(Point(x: 200, y: 200)),
                .move(Point(x: 200, y: 200 - finger(40)), duration: 0.3),
                .wait(seconds: 0.3),
                .screenshot(name: "1-idle"),
                .move(Point(x: 200, y: 200 - finger(62)), duration: 0.2),
                .wait(seconds: 0.3),
                .screenshot(name: "2-pulling"),
                .up,
                .wait(seconds: 0.6),
                .screenshot(name: "3-refreshing"),
                .call(target: .footer, method: .endRefreshing),
                .wait(seconds: 0.6),
                .key("C"),
                .wait(seconds: 0.1),
                .down(Point(x: 200, y: 200)),
                .move(Point(x: 200, y: 200 - finger(62)), duration: 0.3),
                .wait(seconds: 0.3),
                .screenshot(name: "4-empty-pulled"),
            ])
        for name in ["1-idle", "2-pulling", "3-refreshing", "4-empty-pulled"] {
            assertScreenshot(try shot(name), named: name)
        }
    }

    @MainActor func testHeaderRefreshing() async throws {
        try run(
            [
                .call(target: .header, method: .beginRefreshing),
                .wait(seconds: 0.6),
                .screenshot(name: "refreshing"),
            ])
        assertScreenshot(try shot("refreshing"), named: "header-refreshing")
    }
}

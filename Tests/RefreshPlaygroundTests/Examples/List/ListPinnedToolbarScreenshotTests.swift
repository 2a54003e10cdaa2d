import RefreshCore
import RefreshSDL
import RefreshTestSupport
import RefreshTesting
import XCTest

@testable import RefreshPlayground

/// Golden screenshots of `list.pinned-toolbar`: the search field pinned at the top, the header
/// pulled out below it in each placement (B cycles them), refreshing below it, in the dark and
/// high-contrast themes and in a narrow window.
nonisolated final class ListPinnedToolbarScreenshotTests: XCTestCase {
    /// Finger travel that shows `shown` points past the top of a 300 pt viewport.
    @MainActor func finger(_ shown: Double) -> Double { RubberBand.distance(for: shown, dimension: 300) }

    /// Presses B `placements` times, then pulls the header half its height past the bar (`half`:
    /// what is still under the bar is hidden by it), 1.4 of its height (`pulled`) and releases it
    /// (`refreshing`).
    @MainActor func assertPullAndRefresh(
        placements: Int, width: Double = 390, theme: RefreshTheme? = nil, file: StaticString = #filePath,
        line: UInt = #line, testName: String = #function
    ) throws {
        let replay = try replay(
            "list.pinned-toolbar", viewport: Size(width: width, height: 300), rows: 10, refreshDelay: .never,
            theme: theme, file: file, line: line,
            steps: Array(repeating: ReplayStep.key("B"), count: placements),
            [
                .wait(seconds: 1.6),   // the placement's notice is the window's; nothing waits on it here
                .down(Point(x: width / 2, y: 100)),
                .move(Point(x: width / 2, y: 100 + finger(54 * 0.5)), duration: 0.3),
                .wait(seconds: 0.3),
                .screenshot(name: "0-half"),
                .move(Point(x: width / 2, y: 100 + finger(54 * 1.4)), duration: 0.3),
                .wait(seconds: 0.3),
                .screenshot(name: "1-pulled"),
                .up,
                .wait(seconds: 0.62),
                .screenshot(name: "2-refreshing"),
            ])
        assertScreenshots(of: replay, file: file, testName: testName, line: line)
    }

    /// At rest: the field (with its localized placeholder) over the first row, nothing under it.
    @MainActor func testAtRest() async throws {
        let replay = try replay(
            "list.pinned-toolbar", viewport: Size(width: 390, height: 300), rows: 10,
            steps: [.wait(seconds: 0.05), .screenshot(name: "rest")])
        assertScreenshots(of: replay)
    }

    /// Translate: the header comes out from under the bar with the rows, then hovers below it.
    @MainActor func testTranslate() async throws { try assertPullAndRefresh(placements: 0) }
    /// Behind: pinned at the bar's bottom edge behind the rows.
    @MainActor func testBehind() async throws { try assertPullAndRefresh(placements: 1) }
    /// Front: over the rows, stopped at the bar's bottom edge; refreshing over the rows at rest.
    @MainActor func testFront() async throws { try assertPullAndRefresh(placements: 2) }
    /// Scale: stretched from the bar's bottom edge to the rows.
    @MainActor func testScale() async throws { try assertPullAndRefresh(placements: 3) }
    /// The dark theme's bar and field.
    @MainActor func testDark() async throws { try assertPullAndRefresh(placements: 0, theme: .dark) }
    /// High contrast: a black bar, white text and hairline.
    @MainActor func testHighContrast() async throws { try assertPullAndRefresh(placements: 0, theme: .highContrast) }
    /// A 200 pt window: the field narrows, its placeholder still fits.
    @MainActor func testNarrow() async throws { try assertPullAndRefresh(placements: 0, width: 200) }
}

import RefreshCore
import RefreshSDL
import RefreshTestSupport
import RefreshTesting
import XCTest

@testable import RefreshPlayground

/// Golden screenshots of `header.background` in a 390 × 700 window: at rest, pulled far (the
/// picture stretched over the whole gap), refreshing and after the end in the light theme; pulled
/// and refreshing in the dark and high-contrast themes; pulled and refreshing in each other
/// placement (V); and each fill kind pulled far (B: the stretching picture, the picture at its
/// resting size, the gradient, the colour).
nonisolated final class HeaderBackgroundScreenshotTests: XCTestCase {
    /// Finger travel that shows `shown` points past the top of the 700 pt window.
    @MainActor func finger(_ shown: Double) -> Double { RubberBand.distance(for: shown, dimension: 700) }

    /// A pull showing 240 pt, a screenshot, the release and a screenshot while it refreshes.
    @MainActor func pullAndRefresh(_ prefix: String) -> [ReplayStep] {
        [
            .down(Point(x: 200, y: 20)),
            .move(Point(x: 200, y: 20 + finger(240)), duration: 0.4),
            .wait(seconds: 0.3),
            .screenshot(name: prefix + "pulled"),
            .up,
            .wait(seconds: 0.8),
            .screenshot(name: prefix + "refreshing"),
            .call(target: .header, method: .endRefreshing),
            .wait(seconds: 0.8),
        ]
    }

    @MainActor func run(
        theme: RefreshTheme? = nil, testName: String = #function, line: UInt = #line, steps: [ReplayStep]
    ) throws {
        let script = try replay(
            "header.background", viewport: Size(width: 390, height: 700), rows: 12, refreshDelay: .never,
            theme: theme, steps: steps)
        assertScreenshots(of: script, testName: testName, line: line)
    }

    @MainActor func testAtRestPulledRefreshingAndEnded() async throws {
        try run(
            steps: [.wait(seconds: 0.05), .screenshot(name: "1-rest")] + pullAndRefresh("2-")
                + [.screenshot(name: "3-ended")])
    }

    @MainActor func testDarkTheme() async throws {
        try run(theme: .dark, steps: pullAndRefresh(""))
    }

    @MainActor func testHighContrast() async throws {
        try run(theme: .highContrast, steps: pullAndRefresh(""))
    }

    @MainActor func testEveryPlacement() async throws {
        try run(
            steps: [.key("V")] + pullAndRefresh("behind-") + [.key("V")] + pullAndRefresh("front-") + [.key("V")]
                + pullAndRefresh("scale-"))
    }

    @MainActor func testEveryFillKind() async throws {
        var steps: [ReplayStep] = []
        for kind in ["1-stretch", "2-fixed", "3-gradient", "4-color"] {
            steps += [
                .down(Point(x: 200, y: 20)), .move(Point(x: 200, y: 20 + finger(240)), duration: 0.4),
                .wait(seconds: 0.3), .screenshot(name: kind), .up, .wait(seconds: 0.8),
                .call(target: .header, method: .endRefreshing), .wait(seconds: 0.8), .key("B"),
            ]
        }
        try run(steps: steps)
    }
}

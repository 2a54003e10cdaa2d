import RefreshCore
import RefreshSDL
import RefreshTestSupport
import XCTest

@testable import RefreshPlayground

/// Golden screenshots of the dark theme (`"theme":"dark"`), each in the state where the most of
/// its example shows: the normal header refreshing, the auto footer loading, the back footer and the
/// trailer pulled, the grid's footer pulled, the custom-text header pulled (the dark accent) and
/// the DIY back footer pulled most of the way, the ring header refreshing. Light goldens are the other screenshot tests, unchanged.
nonisolated final class ThemeScreenshotTests: XCTestCase {
    /// Finger travel that shows `shown` points past an edge of a `dimension` pt viewport.
    @MainActor func finger(_ shown: Double, _ dimension: Double = 240) -> Double {
        RubberBand.distance(for: shown, dimension: dimension)
    }

    /// Runs `steps` on `id` in the dark theme and compares the screenshot "shot" with its golden.
    @MainActor func assertDark(
        _ id: String, height: Double = 240, rows: Int? = 10, _ steps: [ReplayStep]...,
        file: StaticString = #filePath, testName: String = #function, line: UInt = #line
    ) throws {
        let replayed = try replay(
            id, viewport: Size(width: 390, height: height), rows: rows, refreshDelay: .never, theme: .dark,
            file: file, line: line, steps: steps.flatMap { $0 } + [.screenshot(name: "shot")])
        assertScreenshot(
            try XCTUnwrap(replayed.screenshot("shot")), named: id, file: file, testName: testName, line: line)
    }
    /// Pulled up past the end to `factor` × a back footer of `height` (past its threshold by default).
    @MainActor func pulledUp(_ height: Double, factor: Double = 1.4) -> [ReplayStep] {
        [
            .key("End"),
            .wait(seconds: 0.5),
            .down(Point(x: 200, y: 200)),
            .move(Point(x: 200, y: 200 - finger(height * factor)), duration: 0.3),
            .wait(seconds: 0.3),
        ]
    }

    @MainActor func testHeaderRefreshing() async throws {
        try assertDark(
            "header.normal",
            .drag(from: Point(x: 200, y: 60), to: Point(x: 200, y: 60 + finger(54 * 1.4)), hold: 0.3),
            [.wait(seconds: 0.62)])
    }

    /// The ring header refreshing in the dark theme: its track and spinning arc take the dark tint.
    @MainActor func testRingRefreshing() async throws {
        try assertDark(
            "header.ring",
            .drag(from: Point(x: 200, y: 60), to: Point(x: 200, y: 60 + finger(54 * 1.4)), hold: 0.3),
            [.wait(seconds: 0.62)])
    }

    @MainActor func testCustomTextPulled() async throws {
        try assertDark(
            "header.custom-text",
            [
                .down(Point(x: 200, y: 60)),
                .move(Point(x: 200, y: 60 + finger(54 * 1.4)), duration: 0.3),
                .wait(seconds: 0.3),
            ])
    }

    @MainActor func testAutoFooterLoading() async throws {
        try assertDark("footer.auto-normal", [.wheel(dx: 0, dy: -11), .wait(seconds: 0.5)])
    }

    @MainActor func testBackFooterPulled() async throws { try assertDark("footer.back-normal", pulledUp(44)) }

    /// Short of the threshold, so the meter shows its empty track, the orange fill and the percent.
    @MainActor func testDIYBackFooterPulled() async throws {
        try assertDark("footer.back-diy", pulledUp(50, factor: 0.9))
    }

    @MainActor func testGridFooterPulled() async throws { try assertDark("grid.header-footer", pulledUp(44)) }

    @MainActor func testTrailerPulled() async throws {
        try assertDark(
            "trailer.horizontal", height: 200, rows: nil,
            [
                .key("End"),
                .wait(seconds: 0.5),
                .down(Point(x: 350, y: 100)),
                .move(Point(x: 350 - finger(84, 390), y: 100), duration: 0.3),
                .wait(seconds: 0.3),
            ])
    }
}

import RefreshCore
import RefreshSDL
import RefreshTestSupport
import XCTest

@testable import RefreshPlayground

/// Golden screenshots of every footer example at the end of a 10-row list in a 390×240 viewport.
///
/// Auto footers: idle (wheeled to 40 pt short of the end, so most of the footer shows without
/// firing), refreshing (the last wheel line reaches the end and fires it; the manual one is tapped),
/// then ended by the script: idle at the end, or "no more data" where the example has it.
/// Back footers: pulled to 0.9 × their height (idle, all but its last few points showing), past it (pulling), released (refreshing), and
/// for the gif one pulled again after no more data. `refreshDelay` is null so the script ends every
/// load and each refreshing frame stands still (but for the spinner's phase, fixed by the clock).
nonisolated final class FooterScreenshotTests: XCTestCase {
    @MainActor static let viewport = (width: 390.0, height: 240.0)

    /// Finger travel that shows `shown` points past the end of the 240 pt viewport.
    @MainActor func finger(_ shown: Double) -> Double {
        RubberBand.distance(for: shown, dimension: Self.viewport.height)
    }

    /// Runs `steps` on `id` and returns the screenshots `names`.
    @MainActor func shots(
        _ id: String, delay: RefreshDelay = .never, language: String = "en", _ steps: [ReplayStep]..., names: [String]
    ) throws -> [(String, Bitmap)] {
        let replayed = try replay(
            id, viewport: Size(width: Self.viewport.width, height: Self.viewport.height), rows: 10, refreshDelay: delay,
            language: language, steps: steps.flatMap { $0 })
        return try names.map { ($0, try XCTUnwrap(replayed.screenshot($0))) }
    }

    @MainActor func assertShots(
        _ shots: [(String, Bitmap)], file: StaticString = #filePath, line: UInt = #line,
        testName: String = #function
    ) {
        for (name, bitmap) in shots {
            assertScreenshot(bitmap, named: name, file: file, testName: testName, line: line)
        }
    }

    // MARK: Auto footers

    /// Idle 40 pt short of the end, refreshing at the end, then ended (idle in full view) or no more data.
    @MainActor func autoStates(
        _ id: String, noMoreData: Bool = false, manual: Bool = false, file: StaticString = #filePath,
        line: UInt = #line, testName: String = #function
    ) throws {
        let trigger: [ReplayStep] =
            manual
            ? [
                .wheel(dx: 0, dy: -1),
                .wait(seconds: 0.3),
                .down(Point(x: 195, y: 218)),
                .up,
            ]
            : [.wheel(dx: 0, dy: -1)]
        let end: [ReplayStep] =
            noMoreData
            ? [
                .call(target: .footer, method: .endRefreshingWithNoMoreData),
                .wait(seconds: 0.3),
                .screenshot(name: "3-no-more-data"),
            ]
            : [
                .call(target: .footer, method: .endRefreshing),
                .wait(seconds: 0.3),
                .screenshot(name: "3-ended"),
            ]
        let steps: [ReplayStep] =
            [
                .wheel(dx: 0, dy: -10),
                .wait(seconds: 0.3),
                .screenshot(name: "1-idle"),
            ] + trigger + [.wait(seconds: 0.5), .screenshot(name: "2-refreshing")] + end
        assertShots(
            try shots(id, steps, names: ["1-idle", "2-refreshing", noMoreData ? "3-no-more-data" : "3-ended"]),
            file: file, line: line, testName: testName)
    }

    @MainActor func testAutoNormal() async throws { try autoStates("footer.auto-normal") }
    @MainActor func testAutoGif() async throws { try autoStates("footer.auto-gif") }
    @MainActor func testAutoHideRefreshingTitle() async throws { try autoStates("footer.auto-hide-refreshing-title") }
    @MainActor func testNoMoreData() async throws { try autoStates("footer.no-more-data", noMoreData: true) }
    @MainActor func testAutoManual() async throws { try autoStates("footer.auto-manual", manual: true) }
    @MainActor func testAutoCustomText() async throws { try autoStates("footer.auto-custom-text", noMoreData: true) }
    @MainActor func testAutoDIY() async throws { try autoStates("footer.auto-diy") }
    /// A Lottie file by segment: the dots bounce while loading, the first load fails and holds the
    /// red failure segment, a tap retries, and the third load ends on the grey no-more-data segment.
    @MainActor func testLottie() async throws {
        let steps: [ReplayStep] = [
            .wheel(dx: 0, dy: -10), .wait(seconds: 0.3), .wheel(dx: 0, dy: -1), .wait(seconds: 0.2),
            .screenshot(name: "1-refreshing"), .wait(seconds: 1.2), .screenshot(name: "2-failed"),
            .down(Point(x: 195, y: 218)), .up, .wait(seconds: 1.5),
            .wheel(dx: 0, dy: -10), .wait(seconds: 0.3), .wheel(dx: 0, dy: -1), .wait(seconds: 1.5),
            .wheel(dx: 0, dy: -10), .wait(seconds: 0.6), .screenshot(name: "3-no-more-data"),
        ]
        assertShots(
            try shots("footer.lottie", delay: 0.5, steps, names: ["1-refreshing", "2-failed", "3-no-more-data"]))
    }

    /// Idle, mid-load (the handler's 1 s), then hidden after the load: the end of the list with the
    /// 5 new rows and no footer.
    @MainActor func testAutoHideAfterLoad() async throws {
        assertShots(
            try shots(
                "footer.auto-hide-after-load", delay: 1,
                [
                    .wheel(dx: 0, dy: -10),
                    .wait(seconds: 0.3),
                    .screenshot(name: "1-idle"),
                    .wheel(dx: 0, dy: -1),
                    .wait(seconds: 0.5),
                    .screenshot(name: "2-refreshing"),
                    .wait(seconds: 1),
                    .key("End"),
                    .wait(seconds: 0.5),
                    .screenshot(name: "3-hidden"),
                ], names: ["1-idle", "2-refreshing", "3-hidden"]))
    }

    // MARK: Back footers

    /// At the end: pulled 0.9 × the footer's height (idle), 1.4 × (pulling), released (refreshing).
    @MainActor func backSteps(height: Double) -> [ReplayStep] {
        let most = 200 - finger(height * 0.9), past = 200 - finger(height * 1.4)
        return [
            .key("End"),
            .wait(seconds: 0.5),
            .down(Point(x: 200, y: 200)),
            .move(Point(x: 200, y: most), duration: 0.3),
            .wait(seconds: 0.3),
            .screenshot(name: "1-idle"),
            .move(Point(x: 200, y: past), duration: 0.2),
            .wait(seconds: 0.3),
            .screenshot(name: "2-pulling"),
            .up,
            .wait(seconds: 0.6),
            .screenshot(name: "3-refreshing"),
        ]
    }

    @MainActor func testBackNormal() async throws {
        assertShots(
            try shots("footer.back-normal", backSteps(height: 44), names: ["1-idle", "2-pulling", "3-refreshing"]))
    }

    /// In Arabic the arrow (idle, pulling) and the spinner (refreshing) sit right of the text, on
    /// its reading side, 25 pt from its end.
    @MainActor func testBackNormalArabic() async throws {
        assertShots(
            try shots(
                "footer.back-normal", language: "ar", backSteps(height: 44),
                names: ["1-idle", "2-pulling", "3-refreshing"]))
    }

    @MainActor func testBackDIY() async throws {
        assertShots(
            try shots("footer.back-diy", backSteps(height: 50), names: ["1-idle", "2-pulling", "3-refreshing"]))
    }

    /// The gif back footer, then no more data: pulled again past the threshold it only says so.
    @MainActor func testBackGif() async throws {
        let past = 200 - finger(50 * 1.4)
        assertShots(
            try shots(
                "footer.back-gif",
                backSteps(height: 50) + [
                    .call(target: .footer, method: .endRefreshingWithNoMoreData),
                    .wait(seconds: 0.6),
                    .down(Point(x: 200, y: 200)),
                    .move(Point(x: 200, y: past), duration: 0.3),
                    .wait(seconds: 0.3),
                    .screenshot(name: "4-no-more-data"),
                ], names: ["1-idle", "2-pulling", "3-refreshing", "4-no-more-data"]))
    }
}

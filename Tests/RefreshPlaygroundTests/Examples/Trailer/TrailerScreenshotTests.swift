import RefreshCore
import RefreshSDL
import RefreshTestSupport
import XCTest

@testable import RefreshPlayground

/// Golden screenshots of `trailer.horizontal` in a 390×200 viewport (the strip is 180 pt tall):
/// pulled left past the end by 0.9 × the trailer's 60 pt (idle), by 1.4 × (pulling), released
/// (refreshing, `refreshDelay` null), and ended by the script; and the pulling trailer in Japanese
/// (stacked CJK) and Russian (turned a quarter).
nonisolated final class TrailerScreenshotTests: XCTestCase {
    /// The screenshots of the last `run`, by name.
    var shots: [String: Bitmap] = [:]

    /// Finger travel that shows `shown` points past the end of the 390 pt strip.
    @MainActor func finger(_ shown: Double) -> Double { RubberBand.distance(for: shown, dimension: 390) }

    @MainActor func run(_ steps: [ReplayStep]..., language: String = "en") throws {
        let replayed = try replay(
            "trailer.horizontal", viewport: Size(width: 390, height: 200), refreshDelay: .never, language: language,
            steps: steps.flatMap { $0 })
        for (name, picture) in replayed.screenshots { shots[name] = picture }
    }
    @MainActor func shot(_ name: String) throws -> Bitmap { try XCTUnwrap(shots[name], name) }

    @MainActor func testStates() async throws {
        try run(
            [
                .key("End"),
                .wait(seconds: 0.5),
                .down(Point(x: 350, y: 100)),
                .move(Point(x: 350 - finger(54), y: 100), duration: 0.3),
                .wait(seconds: 0.3),
                .screenshot(name: "1-idle"),
                .move(Point(x: 350 - finger(84), y: 100), duration: 0.2),
                .wait(seconds: 0.3),
                .screenshot(name: "2-pulling"),
                .up,
                .wait(seconds: 0.6),
                .screenshot(name: "3-refreshing"),
                .call(target: .trailer, method: .endRefreshing),
                .wait(seconds: 0.6),
                .screenshot(name: "4-ended"),
            ])
        for name in ["1-idle", "2-pulling", "3-refreshing", "4-ended"] { assertScreenshot(try shot(name), named: name) }
    }

    @MainActor func testPullingInJapaneseAndRussian() async throws {
        for language in ["ja", "ru"] {
            try run(
                [
                    .key("End"),
                    .wait(seconds: 0.5),
                    .down(Point(x: 350, y: 100)),
                    .move(Point(x: 350 - finger(84), y: 100), duration: 0.3),
                    .wait(seconds: 0.3),
                    .screenshot(name: "pulling"),
                ], language: language)
            assertScreenshot(try shot("pulling"), named: language)
        }
    }
}

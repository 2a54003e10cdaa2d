import Foundation
import RefreshCore
import RefreshSDL
import RefreshTestSupport
import XCTest

@testable import RefreshPlayground

/// Goldens of the outcomes: `header.results` showing "Refreshed" with a tick and "Refresh failed"
/// with a cross (light and dark, and in Japanese at 320 pt), and `footer.failure-retry` showing
/// "Load failed", then waiting with "Load failed · Tap to retry", then "Loaded" after Enter.
nonisolated final class OutcomeScreenshotTests: XCTestCase {
    @MainActor func shots(
        _ id: String, width: Double = 390, height: Double = 240, rows: Int = 10, language: String = "en",
        theme: Theme = .light, _ steps: [ReplayStep]..., names: [String]
    ) throws -> [String: Bitmap] {
        let replayed = try replay(
            id, viewport: Size(width: width, height: height), rows: rows, refreshDelay: 0.6, language: language,
            theme: theme, steps: steps.flatMap { $0 })
        var out: [String: Bitmap] = [:]
        for name in names { out[name] = try XCTUnwrap(replayed.screenshot(name), name) }
        return out
    }
    /// F5: the handler runs after the 0.25 s begin animation and the reply comes 0.6 s later;
    /// its outcome on show 0.2 s after that; after the collapse a second F5 (it fails), and 0.7 s
    /// into its show (0.2 s into the slide-out).
    @MainActor let headerSteps: [ReplayStep] = [
        .key("F5"),
        .wait(seconds: 1.05),
        .screenshot(name: "1-refreshed"),
        .wait(seconds: 1.5),
        .key("F5"),
        .wait(seconds: 1.05),
        .screenshot(name: "2-failed"),
        .wait(seconds: 0.5),
        .screenshot(name: "3-collapsing"),
    ]

    @MainActor func testHeaderResults() async throws {
        let names = ["1-refreshed", "2-failed", "3-collapsing"]
        for (name, bitmap) in try shots("header.results", headerSteps, names: names).sorted(by: { $0.key < $1.key }) {
            assertScreenshot(bitmap, named: name)
        }
        for (name, bitmap) in try shots("header.results", theme: .dark, headerSteps, names: ["2-failed"]) {
            assertScreenshot(bitmap, named: "dark-" + name)
        }
        for (name, bitmap) in try shots("header.results", width: 320, language: "ja", headerSteps, names: names)
        where name != "3-collapsing" {
            assertScreenshot(bitmap, named: "ja-320-" + name)
        }
    }

    @MainActor func testFooterFailureAndRetry() async throws {
        let steps: [ReplayStep] = [
            .key("End"),
            .wait(seconds: 1.1),
            .screenshot(name: "1-failed"),
            .wait(seconds: 0.6),
            .screenshot(name: "2-waiting"),
            .key("Return"),
            .wait(seconds: 0.3),
            .screenshot(name: "3-retrying"),
            .wait(seconds: 0.5),
            .screenshot(name: "4-loaded"),
        ]
        let names = ["1-failed", "2-waiting", "3-retrying", "4-loaded"]
        for (name, bitmap) in try shots("footer.failure-retry", steps, names: names).sorted(by: { $0.key < $1.key }) {
            assertScreenshot(bitmap, named: name)
        }
        for (name, bitmap) in try shots(
            "footer.failure-retry", width: 320, language: "de", steps, names: ["2-waiting"])
        {
            assertScreenshot(bitmap, named: "de-320-" + name)
        }
    }
}

import Foundation
import RefreshCore
import RefreshSDL
import RefreshTestSupport
import XCTest

@testable import RefreshPlayground

/// Goldens of the accessibility look: high contrast (a failed header and a failed footer
/// waiting for a retry) and reduced motion (the ring header's refreshing arc stands still).
nonisolated final class AccessibilityScreenshotTests: XCTestCase {
    @MainActor func shots(_ replayed: Replay, names: [String]) throws -> [String: Bitmap] {
        var out: [String: Bitmap] = [:]
        for name in names { out[name] = try XCTUnwrap(replayed.screenshot(name), name) }
        return out
    }
    @MainActor func testHighContrast() async throws {
        let header = try shots(
            replay(
                "header.results", viewport: Size(width: 390, height: 240), rows: 10, refreshDelay: 0.6,
                theme: .highContrast,
                steps: [
                    .key("F5"),
                    .wait(seconds: 2.5),
                    .key("F5"),
                    .wait(seconds: 1.05),
                    .screenshot(name: "header-failed"),
                ]), names: ["header-failed"])
        let footer = try shots(
            replay(
                "footer.failure-retry", viewport: Size(width: 390, height: 240), rows: 10, refreshDelay: 0.6,
                theme: .highContrast,
                steps: [
                    .key("End"),
                    .wait(seconds: 1.7),
                    .screenshot(name: "footer-waiting"),
                ]), names: ["footer-waiting"])
        for (name, bitmap) in header.merging(footer, uniquingKeysWith: { a, _ in a }).sorted(by: { $0.key < $1.key }) {
            assertScreenshot(bitmap, named: name)
        }
    }

    @MainActor func testReducedMotionStandsStill() async throws {
        let shots = try shots(
            replay(
                "header.ring", viewport: Size(width: 390, height: 240), rows: 10, refreshDelay: .never,
                reducesMotion: true,
                steps: [
                    .key("F5"),
                    .wait(seconds: 0.5),
                    .screenshot(name: "a"),
                    .wait(seconds: 0.37),
                    .screenshot(name: "b"),
                ]), names: ["a", "b"])
        XCTAssertEqual(shots["a"], shots["b"], "nothing moves while it refreshes")
        assertScreenshot(shots["a"]!, named: "ring-refreshing-still")
    }
}

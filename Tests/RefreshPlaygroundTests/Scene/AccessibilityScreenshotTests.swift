import Foundation
import RefreshCore
import RefreshSDL
import RefreshTestSupport
import XCTest

@testable import RefreshPlayground

/// Goldens of the accessibility look: high contrast (a failed header and a failed footer
/// waiting for a retry) and reduced motion (the ring header's refreshing arc stands still).
nonisolated final class AccessibilityScreenshotTests: XCTestCase {
    lazy var dir = temporaryFolder("a11y-shots")

    @MainActor func shots(_ script: String, names: [String]) throws -> [String: Bitmap] {
        let parsed = try ReplayScriptParser.parse(data: Data(script.utf8), fileName: "a11y.json")
        try ReplayRunner(script: parsed, outputDirectory: dir.path).run()
        var out: [String: Bitmap] = [:]
        for name in names { out[name] = try SDLImage.loadBitmap(path: dir.file("\(name).png")) }
        return out
    }

    @MainActor func testHighContrast() async throws {
        let header = try shots(
            """
            {"example":"header.results","viewport":{"width":390,"height":240},"rows":10,"refreshDelay":0.6,
             "theme":"high-contrast","steps":[{"op":"key","key":"F5"},{"op":"wait","seconds":2.5},
             {"op":"key","key":"F5"},{"op":"wait","seconds":1.05},{"op":"screenshot","name":"header-failed"}]}
            """, names: ["header-failed"])
        let footer = try shots(
            """
            {"example":"footer.failure-retry","viewport":{"width":390,"height":240},"rows":10,"refreshDelay":0.6,
             "theme":"high-contrast","steps":[{"op":"key","key":"End"},{"op":"wait","seconds":1.7},
             {"op":"screenshot","name":"footer-waiting"}]}
            """, names: ["footer-waiting"])
        for (name, bitmap) in header.merging(footer, uniquingKeysWith: { a, _ in a }).sorted(by: { $0.key < $1.key }) {
            assertScreenshot(bitmap, named: name)
        }
    }

    @MainActor func testReducedMotionStandsStill() async throws {
        let shots = try shots(
            """
            {"example":"header.ring","viewport":{"width":390,"height":240},"rows":10,"refreshDelay":null,
             "reduceMotion":true,"steps":[{"op":"key","key":"F5"},{"op":"wait","seconds":0.5},
             {"op":"screenshot","name":"a"},{"op":"wait","seconds":0.37},{"op":"screenshot","name":"b"}]}
            """, names: ["a", "b"])
        XCTAssertEqual(shots["a"], shots["b"], "nothing moves while it refreshes")
        assertScreenshot(shots["a"]!, named: "ring-refreshing-still")
    }
}

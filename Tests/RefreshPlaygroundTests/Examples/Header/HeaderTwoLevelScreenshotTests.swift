import RefreshCore
import RefreshSDL
import RefreshTestSupport
import RefreshTesting
import XCTest

@testable import RefreshPlayground

/// `header.two-level`: pulled past the second floor's distance (the hint), the floor open over the
/// list, and the list back after Esc closed it. A 390×240 viewport, as the other header goldens.
/// (An extension of `HeaderScreenshotTests` in a file of its own name: swift-snapshot-testing
/// names the goldens' folder, `__Snapshots__/HeaderTwoLevelScreenshotTests`, after the file.)
extension HeaderScreenshotTests {
    @MainActor func testTwoLevel() async throws {
        let past = 60 + finger(130)
        try assertShots(
            "header.two-level",
            [
                [.wait(seconds: 0.05)], [.down(Point(x: 200, y: 60))],
                [.move(Point(x: 200, y: past), duration: 0.3)], [.wait(seconds: 0.3)],
                [.screenshot(name: "two-level-1-release-to-open")],
                [.up], [.wait(seconds: 1)], [.screenshot(name: "two-level-2-open")],
                [.key("Escape")], [.wait(seconds: 1)],
                [.screenshot(name: "two-level-3-closed")],
            ])
    }
}

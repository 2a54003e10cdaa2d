import RefreshCore
import RefreshSDL
import RefreshTestSupport
import XCTest

@testable import RefreshPlayground

/// The grid's columns share its width (issue 19): at 320 pt two cards of 148 pt with the usual
/// 8 pt between and at the sides, each showing its whole label; at 390 pt three of 118 pt.
nonisolated final class GridColumnsScreenshotTests: XCTestCase {

    @MainActor func scene(width: Int) throws -> PlaygroundScene {
        try replay(
            "grid.header-footer", viewport: Size(width: Double(width), height: 480), refreshDelay: .never, theme: .dark,
            steps: [.wait(seconds: 0.1)]
        ).scene
    }

    @MainActor func testTwoColumnsShareTheWidthAt320() async throws {
        let scene = try scene(width: 320)
        let grid = try XCTUnwrap(scene.scrollView as? GridView)
        XCTAssertEqual(grid.itemsPerLine, 2)
        XCTAssertEqual(grid.itemSize, Size(width: 148, height: 110))
        assertScreenshot(try composite(scene) { _, _ in }, named: "grid-dark-320x480")
    }

    @MainActor func testColumnsFollowTheWidth() async throws {
        let grid = try XCTUnwrap(try scene(width: 390).scrollView as? GridView)
        XCTAssertEqual(grid.itemsPerLine, 3)
        XCTAssertEqual(grid.itemSize.width, 119, "(390 − 16 − 2 × 8) / 3, to whole points")
        let narrow = try scene(width: 320)
        narrow.resize(to: Size(width: 200, height: 480))
        let one = try XCTUnwrap(narrow.scrollView as? GridView)
        XCTAssertEqual(one.itemsPerLine, 1)
        XCTAssertEqual(one.itemSize.width, 184, "one column fills the row")
    }
}

import RefreshCore
import RefreshSDL
import RefreshTestSupport
import XCTest

@testable import RefreshPlayground

/// Golden screenshots of the overlays as issue 19 asked for them: the example browser in the dark
/// and high-contrast themes at 390 pt, `footer.auto-gif` current and the selection on a row whose
/// title does not fit beside its ID (the title leads the second line, whole); and the HUD in the
/// top left corner over the list's titles, opaque so none reads through its numbers.
nonisolated final class OverlayThemeScreenshotTests: XCTestCase {

    @MainActor func scene(_ id: String, theme: String, width: Int, height: Int) throws -> PlaygroundScene {
        try replay(
            id, viewport: Size(width: Double(width), height: Double(height)), refreshDelay: .never,
            theme: RefreshTheme(rawValue: theme)!, steps: [.wait(seconds: 0.1)]
        ).scene
    }

    @MainActor func browserShot(theme: String) throws -> Bitmap {
        let scene = try scene("footer.auto-gif", theme: theme, width: 390, height: 844)
        let browser = ExampleBrowser(textMeasurer: try TextRenderer.shared())
        browser.open(current: scene.example.id)
        _ = browser.key("Down")
        XCTAssertEqual(browser.selectedID, "footer.auto-hide-refreshing-title")
        return try composite(scene) { browser.render(in: $0, viewport: $1, theme: scene.theme) }
    }

    @MainActor func testBrowserInTheDarkThemeAt390() async throws {
        assertScreenshot(try browserShot(theme: "dark"), named: "browser-dark-390x844")
    }

    @MainActor func testBrowserInHighContrastAt390() async throws {
        assertScreenshot(try browserShot(theme: "high-contrast"), named: "browser-high-contrast-390x844")
    }

    /// The panel's pixels are its own colour wherever no text is drawn, also over the rows' titles.
    @MainActor func testHUDOverTheRowsIsOpaque() async throws {
        let scene = try scene("header.normal", theme: "light", width: 390, height: 300)
        let hud = HUD(textMeasurer: try TextRenderer.shared())
        hud.isVisible = true
        hud.corner = .topLeft
        let stats = FrameStats(
            framesPerSecond: 60, lastFrameCPUMilliseconds: 1.5, lastFrameRepaintedPercent: 3.2, speed: 1,
            isPaused: false)
        let shot = try composite(scene) { hud.render(scene: scene, stats: stats, in: $0, viewport: $1) }
        assertScreenshot(shot, named: "hud-over-rows-390x300")
        // The panel's right margin (no text) crosses row 1's and row 2's separators.
        let panel = hud.layout(for: HUDReport(scene: scene, stats: stats), viewport: Size(width: 390, height: 300))
            .panel
        let x = Int(panel.maxX) - 3
        for y in Int(panel.minY) + 2..<Int(panel.maxY) - 2 {
            XCTAssertEqual(shot[x, y], OverlayStyle.hudPanel, "(\(x), \(y)) shows the rows through the panel")
        }
    }
}

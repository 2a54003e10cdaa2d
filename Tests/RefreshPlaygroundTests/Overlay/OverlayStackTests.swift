import RefreshCore
import RefreshSDL
import RefreshTestSupport
import XCTest

@testable import RefreshPlayground

/// The window's overlays stack browser, HUD, notice (issue 30, item 10: H with the browser open
/// drew the HUD under it), and a key's notice shows for 1.5 s and then fades (item 8).
nonisolated final class OverlayStackTests: XCTestCase {
    @MainActor func stack() throws -> OverlayStack {
        let text = try TextRenderer.shared()
        return OverlayStack(
            browser: ExampleBrowser(textMeasurer: text), hud: HUD(textMeasurer: text),
            notice: NoticeBanner(textMeasurer: text))
    }

    @MainActor var stats: FrameStats {
        FrameStats(
            framesPerSecond: 60, lastFrameCPUMilliseconds: 1, lastFrameRepaintedPercent: 5, speed: 1, isPaused: false)
    }

    @MainActor func testTheHUDDrawsAboveTheOpenBrowser() async throws {
        let scene = try replay(
            "header.normal", viewport: Size(width: 390, height: 600), steps: [.wait(seconds: 0.1)]
        ).scene
        let overlays = try stack()
        overlays.browser.open(current: scene.example.id)
        overlays.hud.isVisible = true
        let viewport = scene.window.bounds.size
        let picture = try composite(scene) { overlays.render(scene: scene, stats: stats, in: $0, viewport: $1, at: 0) }
        let panel = overlays.hud.layout(for: HUDReport(scene: scene, stats: stats), viewport: viewport).panel
        // Just inside the panel's corner, where no text is: the HUD's own colour, not the browser's.
        for p in [Point(x: panel.minX + 2, y: panel.minY + 2), Point(x: panel.maxX - 3, y: panel.maxY - 3)] {
            XCTAssertEqual(picture[Int(p.x), Int(p.y)], OverlayStyle.hudPanel, "\(p)")
        }
    }

    @MainActor func testANoticeShowsForAMomentThenFades() async throws {
        let notice = try stack().notice
        XCTAssertFalse(notice.isVisible(at: 0))
        notice.show(KeyNotice(key: "F5", reason: "already refreshing"), at: 10)
        XCTAssertEqual(notice.alpha(at: 10), 1)
        XCTAssertEqual(notice.alpha(at: 11.49), 1)
        XCTAssertEqual(notice.alpha(at: 11.65), 0.5, accuracy: 1e-9)
        XCTAssertFalse(notice.isVisible(at: 11.8))
        let canvas = RecordingCanvas(size: Size(width: 390, height: 600))
        notice.render(in: canvas, viewport: Size(width: 390, height: 600), at: 10.5)
        XCTAssertEqual(canvas.texts.map(\.text), ["F5: already refreshing"])
        let panel = notice.layout(viewport: Size(width: 390, height: 600)).panel
        XCTAssertEqual(panel.midX, 195, accuracy: 1)
        // At 200 pt it wraps instead of being cut at the panel's edges.
        notice.show(KeyNotice(key: "F5", reason: "the second floor is open"), at: 10)
        let narrow = notice.layout(viewport: Size(width: 200, height: 400))
        XCTAssertEqual(narrow.fit.lines, [["F5: the second floor is", "open"]])
        XCTAssertLessThanOrEqual(narrow.panel.width, 184)
        let faded = RecordingCanvas(size: Size(width: 390, height: 600))
        notice.render(in: faded, viewport: Size(width: 390, height: 600), at: 12)
        XCTAssertTrue(faded.texts.isEmpty && faded.fills.isEmpty)
    }
}

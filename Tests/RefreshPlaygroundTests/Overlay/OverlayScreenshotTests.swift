import RefreshCore
import RefreshSDL
import RefreshTestSupport
import XCTest

@testable import RefreshPlayground

/// Golden screenshots of the overlays drawn over real scenes: the example browser in a tall, a
/// short and a very narrow window, and the HUD over a pulled header and over the grid.
nonisolated final class OverlayScreenshotTests: XCTestCase {

    @MainActor func scene(
        _ id: String, width: Int, height: Int, steps: [ReplayStep] = [.wait(seconds: 0.1)]
    ) throws -> PlaygroundScene {
        try replay(
            id, viewport: Size(width: Double(width), height: Double(height)), refreshDelay: .never, steps: steps
        ).scene
    }

    @MainActor func browserShot(width: Int, height: Int, downs: Int) throws -> Bitmap {
        let scene = try scene("header.normal", width: width, height: height)
        let browser = ExampleBrowser(textMeasurer: try TextRenderer.shared())
        browser.open(current: scene.example.id)
        for _ in 0..<downs { _ = browser.key("Down") }
        return try composite(scene) { browser.render(in: $0, viewport: $1) }
    }

    @MainActor func testBrowserTall() async throws {
        assertScreenshot(try browserShot(width: 390, height: 844, downs: 2), named: "390x844")
    }

    /// The selection partway down the footers: the list has scrolled to keep it in view.
    @MainActor func testBrowserShortWithSelectionPartwayDown() async throws {
        assertScreenshot(try browserShot(width: 320, height: 480, downs: 11), named: "320x480")
    }

    @MainActor func testBrowserVeryNarrow() async throws {
        assertScreenshot(try browserShot(width: 200, height: 300, downs: 1), named: "200x300")
    }

    @MainActor func testHUDOverAPulledHeader() async throws {
        let finger = RubberBand.distance(for: 60.5, dimension: 844)
        let scene = try scene(
            "header.normal", width: 390, height: 844,
            steps: [
                .down(Point(x: 200, y: 100)),
                .move(Point(x: 200, y: 100 + finger), duration: 0.3),
            ])
        let hud = HUD(textMeasurer: try TextRenderer.shared())
        hud.isVisible = true
        let stats = FrameStats(
            framesPerSecond: 60, lastFrameCPUMilliseconds: 1.84, lastFrameRepaintedPercent: 6.4, speed: 1,
            isPaused: false)
        assertScreenshot(
            try composite(scene) { hud.render(scene: scene, stats: stats, in: $0, viewport: $1) },
            named: "header-pulled")
    }

    @MainActor func testHUDOverTheGridInANarrowWindow() async throws {
        let scene = try scene("grid.header-footer", width: 320, height: 480)
        let hud = HUD(textMeasurer: try TextRenderer.shared())
        hud.isVisible = true
        let stats = FrameStats(
            framesPerSecond: 120, lastFrameCPUMilliseconds: 3.5, lastFrameRepaintedPercent: 100, speed: 0.25,
            isPaused: true)
        assertScreenshot(
            try composite(scene) { hud.render(scene: scene, stats: stats, in: $0, viewport: $1) }, named: "grid-320x480"
        )
    }

    /// The latency line with figures and the frame-time graph: even frames, a few late (highlighted) and one early.
    @MainActor func testHUDWithLatencyAndFrameTimes() async throws {
        let scene = try scene("list.plain", width: 390, height: 844)
        let hud = HUD(textMeasurer: try TextRenderer.shared())
        hud.isVisible = true
        var stats = FrameStats(
            framesPerSecond: 60, lastFrameCPUMilliseconds: 1.84, lastFrameRepaintedPercent: 6.4, speed: 1,
            isPaused: false)
        stats.latency = LatencySummary(last: 12.4, p50: 10.2, p99: 19.7)
        stats.frameIntervalsMilliseconds = (0..<150).map { (k: Int) -> Double in
            if k % 37 == 20 { return 26 }   // late
            if k % 53 == 7 { return 9 }   // early
            let wobble = Double(k % 5 - 2) * 0.3
            return 16.7 + wobble
        }
        stats.targetFrameMilliseconds = 1000 / 60
        assertScreenshot(
            try composite(scene) { hud.render(scene: scene, stats: stats, in: $0, viewport: $1) },
            named: "latency-graph")
    }
}

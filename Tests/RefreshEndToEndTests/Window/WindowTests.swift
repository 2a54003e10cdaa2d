import Foundation
import RefreshCore
import RefreshSDL
import XCTest

/// `SDLWindow`, `SDLRenderer` and `SDLCanvas` on a display (`make test` runs this target under `xvfb-run`).
nonisolated final class WindowTests: WindowTestCase {
    override class var opensWindowsInThisProcess: Bool { true }

    @MainActor func testWindowRendererDrawsThroughCanvas() async throws {
        try SDLRuntime.initVideo()
        let window = try SDLWindow(title: "RefreshSDL test", size: Size(width: 120, height: 80))
        XCTAssertEqual(window.size, Size(width: 120, height: 80))
        XCTAssertGreaterThanOrEqual(window.pixelScale, 1)
        let renderer = try SDLRenderer(window: window, vsync: false)
        XCTAssertEqual(renderer.outputSize.width, window.drawableSize.width)
        let canvas = SDLCanvas(renderer: renderer, scale: window.pixelScale, textRenderer: try TextRenderer.shared())
        canvas.beginFrame()
        renderer.clear(.white)
        canvas.fill(Rect(x: 10, y: 10, width: 20, height: 20), color: .black)
        canvas.drawText(
            "下拉可以刷新", font: .system(13), color: .black,
            in: Rect(x: 0, y: 40, width: 120, height: 30), alignment: .center)
        let pixels = try renderer.readPixels()
        let s = window.pixelScale
        XCTAssertEqual(pixels[Int(15 * s), Int(15 * s)], .black)
        XCTAssertEqual(pixels[Int(5 * s), Int(5 * s)], .white)
        XCTAssertEqual(canvas.textCache.rasterizations, 1)
        renderer.present()
    }
}

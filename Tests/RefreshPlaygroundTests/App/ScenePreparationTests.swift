import XCTest
import RefreshCore
import RefreshSDL
@testable import RefreshPlayground

/// The window opens its fonts on another thread while SDL opens the window: the scene built with
/// them is the one the main thread's fonts give, drawn pixel for pixel the same.
nonisolated final class ScenePreparationTests: XCTestCase {
    @MainActor private func picture(of scene: PlaygroundScene, at times: [Double]) throws -> (Bitmap, String) {
        let target = try HeadlessTarget(size: scene.window.bounds.size, scale: scene.context.scale)
        var trace = ""
        for (k, t) in times.enumerated() {
            scene.tick(at: t)
            trace += scene.traceLine(frame: k, time: t) + "\n"
        }
        target.beginFrame(clear: scene.clearColor)
        scene.render(in: target.canvas)
        return (target.snapshot(), trace)
    }

    @MainActor func testTheSceneBuiltInTheBackgroundIsTheOneTheMainThreadWouldBuild() async throws {
        for id in ["header.gif", "footer.back-gif", "list.plain"] {
            var config = SceneConfiguration(exampleID: id)
            config.rows = 30
            let prepared = try ScenePreparation().wait(building: config)
            let direct = try PlaygroundScene(configuration: config, textMeasurer: try TextRenderer.shared())
            prepared.scene.call(.header, .beginRefreshing)
            direct.call(.header, .beginRefreshing)
            let times = (1...40).map { Double($0) / 60 }
            let (a, traceA) = try picture(of: prepared.scene, at: times)
            let (b, traceB) = try picture(of: direct, at: times)
            XCTAssertEqual(traceA, traceB, id)
            XCTAssertTrue(a == b, "\(id): the same pixels")
            XCTAssertGreaterThan(prepared.milliseconds, 0)
        }
    }

    @MainActor func testTheFontsAreHandedOverOnce() async throws {
        let preparation = try ScenePreparation()
        let config = SceneConfiguration(exampleID: "list.plain")
        let first = try preparation.wait(building: config)
        XCTAssertFalse(first.text === (try TextRenderer.shared()), "the thread opened its own fonts")
        XCTAssertThrowsError(try preparation.wait(building: config), "a second wait has no fonts to hand over")
    }
}

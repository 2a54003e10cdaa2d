import XCTest
import RefreshCore
import RefreshSDL
@testable import RefreshPlayground

/// The window builds its scene on another thread while SDL opens the window: what it gets is what
/// building it on the main thread gives, drawn pixel for pixel the same.
final class ScenePreparationTests: XCTestCase {
    private func picture(of scene: PlaygroundScene, at times: [Double]) throws -> (Bitmap, String) {
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

    func testTheSceneBuiltInTheBackgroundIsTheOneTheMainThreadWouldBuild() throws {
        for id in ["header.gif", "footer.back-gif", "list.plain"] {
            var config = SceneConfiguration(exampleID: id)
            config.rows = 30
            let prepared = try ScenePreparation(configuration: config).wait()
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

    func testWaitingTwiceGivesTheSameObjects() throws {
        let preparation = try ScenePreparation(configuration: SceneConfiguration(exampleID: "list.plain"))
        let first = try preparation.wait(), second = try preparation.wait()
        XCTAssertTrue(first.scene === second.scene)
    }
}

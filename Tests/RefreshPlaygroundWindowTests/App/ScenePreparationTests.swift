import RefreshCore
import RefreshSDL
import RefreshTestSupport
import XCTest

@testable import RefreshPlayground
@testable import RefreshPlaygroundWindow

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

    @MainActor func testEveryExampleDeclaresTheAnimationsItsRecipeLoads() async throws {
        SDLAssetDecoding.install()
        let assets = AssetLibrary.shared
        for example in ExampleCatalog.all {
            let before = assets.requests.count
            _ = try PlaygroundScene(configuration: SceneConfiguration(exampleID: example.id))
            XCTAssertEqual(
                Set(assets.requests[before...]), Set(example.animations),
                "\(example.id): the window decodes these while it starts")
        }
    }

    @MainActor func testAnimationsDecodedOnTheThreadAreTheOnesTheLibraryLoads() async throws {
        let log = LogCapture()
        let assets = AssetLibrary(directory: AssetLibrary.shared.directory)
        assets.logger = log.logger
        let broken = temporaryFolder("broken-animation")
        try "{".write(toFile: broken.path + "/manifest.json", atomically: true, encoding: .utf8)
        let preparation = try ScenePreparation(animations: [
            "pull-ring": assets.folder(ofAnimation: "pull-ring"),
            "broken": broken.path,
        ])
        _ = try preparation.wait(building: SceneConfiguration(exampleID: "header.gif"), assets: assets)
        let direct = AssetLibrary(directory: AssetLibrary.shared.directory).animation("pull-ring")
        let adopted = assets.animation("pull-ring")
        XCTAssertEqual(Set(adopted.keys), Set(direct.keys))
        for (state, sequence) in direct {
            XCTAssertEqual(adopted[state]?.images.map(\.bitmap), sequence.images.map(\.bitmap), "\(state)")
        }
        XCTAssertEqual(log.messages.count, 1, "the broken folder is reported once, when adopted: \(log.messages)")
        XCTAssertTrue(log.messages.first?.contains("uses the built-in fallback") ?? false)
        XCTAssertEqual(
            assets.animation("broken").keys.sorted { $0.rawValue < $1.rawValue },
            SpinnerArtwork.fallbackSequences().keys.sorted { $0.rawValue < $1.rawValue })
    }
}

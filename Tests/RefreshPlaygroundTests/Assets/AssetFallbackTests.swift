import RefreshCore
import RefreshSDL
import RefreshTestSupport
import XCTest

@testable import RefreshPlayground
@testable import RefreshPlaygroundWindow

/// Broken animation folders: the problem is reported with the file's name and a drawn spinner
/// stands in, in the library and in the running playground.
nonisolated final class AssetFallbackTests: XCTestCase {
    /// Scenes and asset libraries made here read their files through the SDL layer, as the window's do.
    override class func setUp() {
        super.setUp()
        MainActor.assumeIsolated { SDLAssetDecoding.install() }
    }

    lazy var dir = temporaryFolder("asset-fallback")

    /// A copy of the project's Assets with a pull-ring frame deleted and the bounce-dots GIF corrupted.
    @MainActor func brokenAssets() throws -> String {
        let source = AssetLibrary().directory
        let copy = dir.file("Assets")
        try FileManager.default.copyItem(atPath: source, toPath: copy)
        try FileManager.default.removeItem(atPath: copy + "/animations/pull-ring/idle/007.png")
        try Data("not a gif".utf8).write(to: URL(fileURLWithPath: copy + "/animations/bounce-dots/dots.gif"))
        return copy
    }

    @MainActor func testTheProjectsAnimationsLoadWithoutProblems() async {
        let library = AssetLibrary()
        XCTAssertEqual(library.animation("pull-ring")[.idle]?.count, 60)
        XCTAssertEqual(library.animation("bounce-dots")[.idle]?.count, 30)
        XCTAssertEqual(library.problems, [])
    }

    @MainActor func testBrokenFoldersNameTheFileAndFallBackToAVisibleSpinner() async throws {
        let library = AssetLibrary(directory: try brokenAssets())
        for name in ["pull-ring", "bounce-dots"] {
            let sequences = library.animation(name)
            for state in [RefreshState.idle, .pulling, .refreshing] {
                let images = try XCTUnwrap(sequences[state], "\(name) \(state)").images
                XCTAssertFalse(images.isEmpty)
                let b = images[0].bitmap
                var visible = 0   // opaque and dark: shows on the light header background (gif images are not tinted)
                for y in 0..<b.height { for x in 0..<b.width where b[x, y].a > 128 && b[x, y].r < 160 { visible += 1 } }
                XCTAssertGreaterThan(visible, 20, "\(name) \(state): the fallback is visible, not blank")
            }
        }
        XCTAssertTrue(library.problems.contains { $0.contains("idle/007.png") }, "\(library.problems)")
        XCTAssertTrue(library.problems.contains { $0.contains("dots.gif") }, "\(library.problems)")
        XCTAssertEqual(
            library.animation("pull-ring")[.idle]?.count, library.animation("pull-ring")[.idle]?.count,
            "cached: asking again does not report again")
        XCTAssertEqual(library.problems.count, 2)
    }

    @MainActor func testThePlaygroundWarnsAndStillRefreshesWithBrokenAssets() async throws {
        let assets = try brokenAssets()
        let script = dir.write(
            "gif.json",
            """
            {"example":"header.gif","viewport":{"width":390,"height":240},"rows":10,"refreshDelay":null,"steps":[
              {"op":"call","target":"header","method":"beginRefreshing"},{"op":"wait","seconds":0.5},{"op":"screenshot","name":"fallback"}]}
            """)
        let result = try ProcessRunner.run(
            try BuiltProduct.playground(), ["replay", script, "--out", dir.file("out")],
            environment: ProcessRunner.environment(["REFRESH_ASSETS": assets]), timeout: 60)
        XCTAssertEqual(result.status, 0, result.summary)
        XCTAssertTrue(result.stderr.contains("idle/007.png"), "the warning names the missing frame: \(result.stderr)")
        let shot = try SDLImage.loadBitmap(path: dir.file("out/fallback.png"))
        let trace = try TraceFrame.read(dir.file("out/trace.jsonl"))
        XCTAssertEqual((trace.last!.raw["header"] as! [String: Any])["state"] as? String, "refreshing")
        // The hovering header's image area (left of the text) holds the spinner: dark pixels there.
        var dark = 0
        for y in 0..<54 { for x in 20..<95 where shot[x, y].r < 160 { dark += 1 } }
        XCTAssertGreaterThan(dark, 20, "a spinner is drawn where the ring would be")
    }
}

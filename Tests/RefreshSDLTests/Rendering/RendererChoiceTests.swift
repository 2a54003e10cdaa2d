import RefreshTestSupport
import XCTest

@testable import RefreshSDL

/// The window's renderer: SDL's software renderer where GL could only be a software rasterizer
/// (no GPU device node), unless `REFRESH_RENDERER` says otherwise.
nonisolated final class RendererChoiceTests: XCTestCase {
    private lazy var folder = temporaryFolder("refreshkit-dri").path

    @MainActor private func touch(_ name: String) {
        _ = FileManager.default.createFile(atPath: (folder as NSString).appendingPathComponent(name), contents: nil)
    }

    @MainActor func testNoDeviceFolderOrAnEmptyOneMeansSoftware() async {
        XCTAssertTrue(SDLRenderer.prefersSoftware(environment: [:], deviceFolder: folder + "/missing"))
        XCTAssertTrue(SDLRenderer.prefersSoftware(environment: [:], deviceFolder: folder))
        touch("by-path")
        XCTAssertTrue(SDLRenderer.prefersSoftware(environment: [:], deviceFolder: folder), "no card or render node")
    }

    @MainActor func testACardOrRenderNodeMeansAccelerated() async {
        touch("renderD128")
        XCTAssertFalse(SDLRenderer.prefersSoftware(environment: [:], deviceFolder: folder))
        try? FileManager.default.removeItem(atPath: (folder as NSString).appendingPathComponent("renderD128"))
        touch("card0")
        XCTAssertFalse(SDLRenderer.prefersSoftware(environment: [:], deviceFolder: folder))
    }

    @MainActor func testTheEnvironmentOverridesEitherWay() async {
        touch("card0")
        XCTAssertTrue(SDLRenderer.prefersSoftware(environment: ["REFRESH_RENDERER": "software"], deviceFolder: folder))
        XCTAssertFalse(
            SDLRenderer.prefersSoftware(
                environment: ["REFRESH_RENDERER": "Accelerated"],
                deviceFolder: folder + "/missing"))
        XCTAssertFalse(
            SDLRenderer.prefersSoftware(environment: ["REFRESH_RENDERER": "other"], deviceFolder: folder),
            "an unknown value leaves the choice to the device nodes")
    }
}

import Foundation
import RefreshCore
import RefreshSDL
import RefreshTesting
import SnapshotTesting
import XCTest

@testable import RefreshSnapshotTesting

/// The host strategy is the bitmap one pulled back along `render()`: a golden of the window, masks
/// in window points at the host's scale.
nonisolated final class RefreshTestHostImageTests: ScratchTestCase {
    /// A committed golden: the list held 40 points down, its 54-point header three quarters of the way
    /// to the threshold (its top still hidden, the arrow pointing down).
    @MainActor func testGoldenPulledHeader() async throws {
        let host = try SampleScene.makeHost()
        host.pull(.top, by: 40)
        host.advance(seconds: 0.5)
        assertSnapshot(of: host, as: .image(), named: "pulled")
    }

    @MainActor func testTheHostIsRenderedAsRenderShowsIt() async throws {
        let host = try SampleScene.makeHost(scale: 2)
        XCTAssertNotNil(
            verifySnapshot(
                of: host, as: .image(file: Scratch.file, testName: "testHost()"), named: "idle",
                file: Scratch.file, testName: "testHost()"))
        let golden = try SDLImage.loadBitmap(path: Scratch.goldens.appendingPathComponent("testHost.idle.png").path)
        XCTAssertEqual(golden, host.render())
        XCTAssertEqual(golden.width, 640, "at the host's scale")
    }

    @MainActor func testMasksAreInWindowPointsAtTheHostsScale() async throws {
        let host = try SampleScene.makeHost(scale: 2)
        let clock = Rect(x: 250, y: 300, width: 40, height: 20)
        func verify() -> String? {
            verifySnapshot(
                of: host, as: .image(masks: [clock], file: Scratch.file, testName: "testMask()"), named: "masked",
                file: Scratch.file, testName: "testMask()")
        }
        XCTAssertNotNil(verify())
        let golden = try SDLImage.loadBitmap(path: Scratch.goldens.appendingPathComponent("testMask.masked.png").path)
        XCTAssertEqual(golden.color(500, 600), ImageComparison.maskColor)
        XCTAssertEqual(golden.color(579, 639), ImageComparison.maskColor)
        XCTAssertNotEqual(golden.color(580, 639), ImageComparison.maskColor)

        let badge = View(frame: Rect(x: 255, y: 305, width: 30, height: 10))
        badge.backgroundColor = Color(r: 255, g: 59, b: 48)
        host.root.addSubview(badge)
        host.advance(frames: 1)
        XCTAssertNil(verify(), "a change under the mask")
        badge.frame = Rect(x: 255, y: 325, width: 30, height: 10)
        host.advance(frames: 1)
        let message = try XCTUnwrap(verify())
        XCTAssertTrue(message.contains("of 460800 pixels"), message)
        XCTAssertTrue(message.contains("masks magenta"), message)
    }
}

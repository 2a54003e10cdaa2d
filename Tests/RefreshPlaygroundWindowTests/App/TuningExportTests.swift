import Foundation
import RefreshCore
import XCTest

@testable import RefreshPlayground
@testable import RefreshPlaygroundWindow

/// Enter in the tuning panel: the Swift printed and written beside the captures; K is no window
/// shortcut, so it reaches the scene.
nonisolated final class TuningExportTests: XCTestCase {
    /// Scenes and asset libraries made here read their files through the SDL layer, as the window's do.
    override class func setUp() {
        super.setUp()
        MainActor.assumeIsolated { SDLAssetDecoding.install() }
    }

    @MainActor func testKIsLeftToTheSceneAndTheHelpNamesIt() async {
        XCTAssertNil(WindowShortcut(key: "K", modifiers: []))
        XCTAssertTrue(WindowShortcut.helpText.contains("K                    tune the feel"), WindowShortcut.helpText)
    }

    @MainActor func testEnterWritesTheCodeIntoTheCapturesFolderOnce() async throws {
        let folder = NSTemporaryDirectory() + "tuning-export-\(UUID().uuidString)/captures"
        defer { try? FileManager.default.removeItem(atPath: (folder as NSString).deletingLastPathComponent) }
        let scene = try PlaygroundScene(configuration: SceneConfiguration(exampleID: "header.normal"))
        scene.tick(at: 0.1)
        XCTAssertNil(TuningExport.writePending(of: scene, folder: folder, frame: 3), "nothing asked for")
        for key in ["K", "Right", "Return"] { XCTAssertTrue(scene.key(key), key) }
        let path = try XCTUnwrap(TuningExport.writePending(of: scene, folder: folder, frame: 7))
        XCTAssertEqual((path as NSString).lastPathComponent, "header.normal-frame7-feel.swift")
        let written = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertTrue(written.contains("scrollView.physics.rubberBandCoefficient = 0.6   // was 0.55\n"), written)
        XCTAssertEqual(written, scene.tuning.swiftCode(for: scene))
        XCTAssertNil(TuningExport.writePending(of: scene, folder: folder, frame: 8), "written once")
    }
}

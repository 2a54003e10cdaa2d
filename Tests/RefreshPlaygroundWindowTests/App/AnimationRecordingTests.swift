import Foundation
import RefreshCore
import RefreshSDL
import RefreshTestSupport
import RefreshTesting
import XCTest

@testable import RefreshPlayground
@testable import RefreshPlaygroundCommands
@testable import RefreshPlaygroundWindow

/// The window's animations: `G` is their key, the badge counts the seconds, and a recording holds
/// the scene alone (as `P` captures it) at the times it was given, within its memory bound.
nonisolated final class AnimationRecordingTests: XCTestCase {
    @MainActor func testGStartsAndStopsAnAnimationAndShiftGIsLeftToTheExample() async {
        XCTAssertEqual(WindowShortcut(key: "G", modifiers: []), .toggleAnimation)
        XCTAssertNil(WindowShortcut(key: "G", modifiers: .shift))
        XCTAssertFalse(WindowShortcut.toggleAnimation.repeats, "held, G toggles once")
        XCTAssertTrue(
            WindowShortcut.toggleAnimation.worksOverBrowser, "a recording can start and stop over the browser")
        XCTAssertTrue(WindowShortcut.helpText.contains("G  "), WindowShortcut.helpText)
    }

    @MainActor func testTheBadgeCountsTenthsOfASecond() async {
        XCTAssertEqual(RecordingBadge.text(seconds: 0), "REC 0 s")
        XCTAssertEqual(RecordingBadge.text(seconds: 3.27), "REC 3.2 s")
        XCTAssertEqual(RecordingBadge.text(seconds: -1), "REC 0 s")
    }

    @MainActor func testARecordingHoldsTheSceneAsACaptureDrawsItAndStopsWhenFull() async throws {
        let text = try TextRenderer.shared()
        var config = SceneConfiguration(exampleID: "list.plain")
        config.viewport = Size(width: 120, height: 90)
        let scene = try PlaygroundScene(configuration: config, textMeasurer: text)
        let dir = temporaryFolder("animation-recording")
        let capture = AnimatedCapture(format: .apng, byteLimit: 2 * 120 * 90 * 4)
        let recording = AnimationRecording(path: dir.file("a.png"), encoder: capture, startTime: 10)
        XCTAssertTrue(recording.add(scene, scale: 1, text: text, at: 10))
        let still = try SceneCapture.write(scene, scale: 1, text: text, folder: dir.path, name: "still")
        XCTAssertEqual(capture.frames.first?.bitmap, try SDLImage.loadBitmap(path: still), "as P captures it")
        scene.scrollView.contentOffset = Point(x: 0, y: 40)
        XCTAssertTrue(recording.add(scene, scale: 1, text: text, at: 10.5))
        scene.scrollView.contentOffset = Point(x: 0, y: 80)
        XCTAssertFalse(recording.add(scene, scale: 1, text: text, at: 11), "two frames fill its memory")
        let line = try recording.write(endingAt: 12)
        XCTAssertTrue(
            line.hasPrefix("animation: '\(dir.file("a.png"))' (APNG, 2 frames, 2 s, "), "\(line)")
        XCTAssertTrue(line.hasSuffix("a smaller --animation-scale or --animation-fps records longer"), line)
    }

    /// The command line gives the window its encoder: RefreshTesting's `AnimatedCapture`, in the
    /// format the file's name asks for.
    @MainActor func testTheCommandLinesEncoderWritesTheFormatThePathNames() async throws {
        let apng = try XCTUnwrap(
            AnimatedCapture.encoder(path: "a.apng", framesPerSecond: 12, scale: 0.5) as? AnimatedCapture)
        XCTAssertEqual(apng.format, .apng)
        XCTAssertEqual(apng.framesPerSecond, 12)
        XCTAssertEqual(apng.scale, 0.5)
        let other = try XCTUnwrap(
            AnimatedCapture.encoder(path: "a.mov", framesPerSecond: 30, scale: 1) as? AnimatedCapture)
        XCTAssertEqual(other.format, .gif, "a name of no animated format records a GIF")
    }
}

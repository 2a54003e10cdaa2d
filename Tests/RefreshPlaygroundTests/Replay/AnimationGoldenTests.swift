import Foundation
import RefreshCore
import RefreshSnapshotTesting
import RefreshTesting
import SnapshotTesting
import XCTest

@testable import RefreshPlayground
@testable import RefreshPlaygroundCommands

/// An animated golden of a built-in example: the normal header pulled past its threshold,
/// refreshing for half a second and sliding back, replayed as `replay --animation` records it and
/// compared frame by frame with its APNG golden (`.animation`).
nonisolated final class AnimationGoldenTests: XCTestCase {
    @MainActor func testTheNormalHeaderPulledRefreshedAndBack() async throws {
        let script = try sceneScript(
            "header.normal", viewport: Size(width: 200, height: 160), fps: 30, refreshDelay: 0.5,
            steps: [.down(Point(x: 100, y: 20)), .move(Point(x: 100, y: 300), duration: 0.4), .up, .wait(seconds: 1.2)])
        let runner = try ReplayRunner(script: script, outputDirectory: nil)
        let capture = AnimatedCapture(format: .apng, framesPerSecond: 10)
        runner.animation = capture
        try runner.run()
        XCTAssertTrue((10...20).contains(capture.shownFrames.count), "a short golden: \(capture.shownFrames.count)")
        SnapshotArtifacts.install()
        assertSnapshot(of: capture, as: .animation(tolerance: 3, end: runner.endTime), named: "pull-refresh")
    }
}

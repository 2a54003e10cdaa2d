import RefreshCore
import RefreshSDL
import RefreshTestSupport
import XCTest

@testable import RefreshPlayground

/// Golden screenshots of the tuning panel (K) open over real scenes, after a short session: the
/// rubber band and the trigger distance changed, the trigger selected, the header pulled.
nonisolated final class TuningPanelScreenshotTests: XCTestCase {
    /// K, the rubber band up two steps, the trigger distance up three (60, 65, 70), then a pull
    /// showing 60 pt, held.
    @MainActor static let session: [ReplayStep] =
        ["K", "Right", "Right", "Down", "Down", "Down", "Right", "Right", "Right"].map { .key($0) }

    /// `dragRate`: the example's, which scales what the band shows.
    @MainActor func shot(_ id: String, width: Double, height: Double, dragRate: Double = 1) throws -> Bitmap {
        let finger = 100 + RubberBand.distance(for: 60 / dragRate, dimension: height, coefficient: 0.65)
        let scene = try replay(
            id, viewport: Size(width: width, height: height), refreshDelay: .never,
            steps: [.wait(seconds: 0.1)] + Self.session + [
                .down(Point(x: width / 2, y: 100)), .move(Point(x: width / 2, y: finger), duration: 0.2),
                .wait(seconds: 0.1),
            ]
        ).scene
        XCTAssertEqual(-scene.scrollView.contentOffset.y, 60, accuracy: 0.01)
        let panel = TuningPanel(textMeasurer: try TextRenderer.shared())
        return try composite(scene) { panel.render(scene: scene, in: $0, viewport: $1) }
    }

    @MainActor func testThePanelOverAPulledHeader() async throws {
        assertScreenshot(try shot("header.normal", width: 390, height: 640), named: "header-390x640")
    }

    @MainActor func testThePanelInANarrowWindow() async throws {
        assertScreenshot(
            try shot("header.trigger-hold", width: 320, height: 640, dragRate: 0.6), named: "trigger-hold-320x640")
    }

    /// The panel's rows as text: the selected one marked, a changed value starred, each range said.
    @MainActor func testTheRowsSayTheValueTheRangeAndWhatChanged() async throws {
        let scene = try replay("header.normal", steps: [.wait(seconds: 0.1)] + Self.session).scene
        let text = TuningPanel.report(for: scene).text
        XCTAssertTrue(text.contains("header NormalHeader"), text)
        XCTAssertTrue(text.contains("  rubber band  0.65 *      0.1…1.5"), text)
        XCTAssertTrue(text.contains("▸ trigger      70 pt *     10…300"), text)
        XCTAssertTrue(text.contains("  max pull     none        20…600, none"), text)
        XCTAssertTrue(text.contains("  outcome      0 s         0…3"), text)
    }
}

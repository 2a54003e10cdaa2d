import RefreshCore
import RefreshTestSupport
import XCTest

@testable import RefreshPlayground

/// A theme switched mid-replay (a `theme` step or the `T` key), while a control is pulled,
/// refreshing or loading, draws exactly what the same replay started in the dark theme draws, and
/// a dark frame has no light leftovers (white rows, the light grey background).
nonisolated final class ThemeReplayTests: XCTestCase {
    /// The last frame of `steps` on `id` (390×240, 10 rows, refreshes ended by the script).
    @MainActor func lastFrame(_ id: String, theme: Theme, _ steps: [ReplayStep]...) throws -> Bitmap {
        try replay(
            id, viewport: Size(width: 390, height: 240), rows: 10, refreshDelay: .never, theme: theme,
            steps: steps.flatMap { $0 }
        ).lastFrame
    }
    /// The share of pixels at least as light as the light theme's background in every channel.
    @MainActor func lightShare(_ b: Bitmap) -> Double {
        var n = 0
        for y in 0..<b.height { for x in 0..<b.width { let c = b[x, y]; if min(c.r, c.g, c.b) >= 235 { n += 1 } } }
        return Double(n) / Double(b.width * b.height)
    }

    @MainActor let pullDown: [ReplayStep] =
        [
            .down(Point(x: 200, y: 60)),
            .move(Point(x: 200, y: 220), duration: 0.3),
            .wait(seconds: 0.2),
        ]
    @MainActor let pullUp: [ReplayStep] =
        [
            .key("End"),
            .wait(seconds: 0.5),
            .down(Point(x: 200, y: 200)),
            .move(Point(x: 200, y: 60), duration: 0.3),
            .wait(seconds: 0.2),
        ]

    @MainActor func testSwitchingMidReplayDrawsWhatStartingDarkDraws() async throws {
        let cases: [(String, [ReplayStep])] = [
            ("list.plain", pullDown),
            ("header.normal", pullDown),
            ("header.custom-text", pullDown),
            ("header.diy", [.call(target: .header, method: .beginRefreshing), .wait(seconds: 0.5)]),
            ("header.ring", [.call(target: .header, method: .beginRefreshing), .wait(seconds: 0.5)]),
            ("footer.auto-normal", [.wheel(dx: 0, dy: -11), .wait(seconds: 0.5)]),
            ("footer.auto-diy", [.wheel(dx: 0, dy: -11), .wait(seconds: 0.5)]),
            ("footer.auto-custom-text", [.wheel(dx: 0, dy: -11), .wait(seconds: 0.5)]),
            ("footer.back-normal", pullUp),
            ("footer.back-diy", pullUp),
            ("grid.header-footer", pullUp),
            (
                "trailer.horizontal",
                [
                    .key("End"),
                    .wait(seconds: 0.5),
                    .down(Point(x: 350, y: 100)),
                    .move(Point(x: 150, y: 100), duration: 0.3),
                    .wait(seconds: 0.2),
                ]
            ),
        ]
        for (i, (id, steps)) in cases.enumerated() {
            let dark = try lastFrame(id, theme: .dark, steps + [.wait(seconds: 0.1)])
            let light = try lastFrame(id, theme: .light, steps + [.wait(seconds: 0.1)])
            // Alternate the two ways of switching: the step and the key.
            let change: [ReplayStep] = i % 2 == 0 ? [.theme(.dark)] : [.key("T")]
            let switched = try lastFrame(id, theme: .light, steps + change + [.wait(seconds: 0.1)])
            XCTAssertNotNil(light.difference(from: dark, tolerance: 0), "\(id): the themes differ")
            let d = switched.difference(from: dark, tolerance: 0)
            XCTAssertNil(d, "\(id): \(d?.differingPixels ?? 0) pixels differ from starting dark")
            XCTAssertLessThan(lightShare(dark), 0.03, "\(id): dark frames are dark")
            XCTAssertGreaterThan(lightShare(light), 0.3, "\(id): the check sees a light frame")
            let back = try lastFrame(
                id, theme: .dark, steps + [.theme(.light), .wait(seconds: 0.1)])
            XCTAssertNil(
                back.difference(from: light, tolerance: 0), "\(id): switched back to light draws light exactly")
        }
    }
}

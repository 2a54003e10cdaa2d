import RefreshCore
import RefreshSDL
import RefreshTesting
import XCTest

@testable import RefreshPlayground
@testable import RefreshPlaygroundCommands

/// Scrolling by moving pixels (`DamageTrackingTarget.shift`) draws exactly what a full repaint
/// draws: lists dragged slowly (fractional offsets), flung, wheeled, pulled past the top with a
/// header, at scales 1, 1.5 and 2, with and without the HUD over them, compared byte for byte
/// after every frame; and the moves really happen, repainting little.
nonisolated final class ScrollShiftEquivalenceTests: XCTestCase {
    /// Renders every frame again into a target that repaints fully (the scene and the runner's
    /// overlay), compares the pixels, and keeps each frame's move and repainted share.
    @MainActor final class ShiftRecorder: ReplayFrameProbe {
        weak var runner: ReplayRunner?
        /// Its target repaints fully; it is drawn here, the overlay included.
        let reference: DamageEquivalenceTests.FullRepaintComparer
        var overlay: ((PlaygroundScene, Canvas) -> Void)?
        var mismatches: [Int] = []
        var shifts: [PixelShift?] = []
        var repaintedShares: [Double] = []
        init(size: Size, scale: Double) throws {
            reference = try DamageEquivalenceTests.FullRepaintComparer(size: size, scale: scale)
        }
        func frameWillStart() {}
        func frameDidTick() {}
        func frameDidRender(scene: PlaygroundScene, inputs: Int, time: Double) {
            guard let runner else { return }
            let full = reference.full
            full.renderFrame(clear: scene.clearColor) { canvas in
                scene.render(in: canvas)
                overlay?(scene, canvas)
            }
            if !full.hasSamePixels(as: runner.frameTarget) { mismatches.append(shifts.count) }
            let target = runner.frameTarget
            shifts.append(target.shift)
            let all = target.fullRect
            repaintedShares.append(Double(target.damage.area) / Double(Int(all.width) * Int(all.height)))
        }
    }

    /// A slow drag (a fraction of a point a frame), a fling, a pull past the top, the wheel.
    static let scrolling: [ReplayStep] = [
        .down(Point(x: 120, y: 300)), .move(Point(x: 121, y: 287.3), duration: 0.5),
        .move(Point(x: 120, y: 120), duration: 0.3), .up, .wait(seconds: 0.4),
        .down(Point(x: 120, y: 340)), .move(Point(x: 120, y: 40), duration: 0.1), .up, .wait(seconds: 1),
        .key("Home"), .wait(seconds: 0.6),
        .down(Point(x: 120, y: 100)), .move(Point(x: 120, y: 260), duration: 0.4), .up, .wait(seconds: 1.2),
        .wheel(dx: 0, dy: -3), .wait(seconds: 0.4), .wheel(dx: 0, dy: 2), .wait(seconds: 0.4),
    ]

    @MainActor func run(_ id: String, scale: Double, hud: Bool = false) throws -> ShiftRecorder {
        var config = SceneConfiguration(exampleID: id)
        config.viewport = Size(width: 240, height: 400)
        config.scale = scale
        config.rows = 60
        let runner = try ReplayRunner(
            script: SceneScript(configuration: config, steps: Self.scrolling), outputDirectory: nil)
        let recorder = try ShiftRecorder(size: config.viewport, scale: scale)
        recorder.runner = runner
        if hud {
            // The HUD's figures change every frame: it must be repainted, never moved with the list.
            let panel = HUD(textMeasurer: runner.canvas.textRenderer)
            panel.isVisible = true
            let overlay = { (scene: PlaygroundScene, canvas: Canvas) in
                let stats = FrameStats(framesPerSecond: 60, lastFrameCPUMilliseconds: scene.clock.now)
                panel.render(scene: scene, stats: stats, in: canvas, viewport: scene.window.bounds.size)
            }
            runner.overlay = overlay
            recorder.overlay = overlay
        }
        runner.probe = recorder
        try runner.run()
        return recorder
    }

    @MainActor func testScrollingListsMoveTheirPixelsByteIdenticalToAFullRepaint() async throws {
        for id in ["list.plain", "list.showcase", "header.normal", "header.gif", "grid.header-footer"] {
            for scale in [1, 1.5, 2] {
                let r = try run(id, scale: scale)
                XCTAssertEqual(r.mismatches, [], "\(id) at \(scale)×: frames that differ from a full repaint")
                if id.hasPrefix("list.") || id.hasPrefix("header.") {
                    XCTAssertGreaterThan(
                        r.shifts.compactMap { $0 }.count, r.shifts.count / 4, "\(id) at \(scale)×: frames that moved")
                }
            }
        }
    }

    @MainActor func testTheHUDOverAScrollingListIsRepaintedNotMoved() async throws {
        for scale in [1.0, 2] {
            let r = try run("list.plain", scale: scale, hud: true)
            XCTAssertEqual(r.mismatches, [], "at \(scale)×: frames that differ from a full repaint")
            XCTAssertGreaterThan(r.shifts.compactMap { $0 }.count, r.shifts.count / 4, "at \(scale)×")
        }
    }

    /// While a list scrolls, what is repainted is the strip that scrolled in and what moved on its
    /// own (the scroll indicator), far less than the list.
    @MainActor func testAScrollingListRepaintsOnlyTheStripThatScrolledIn() async throws {
        let r = try run("list.plain", scale: 1)
        let moved = r.shifts.indices.filter { r.shifts[$0] != nil }
        let mean = moved.map { r.repaintedShares[$0] }.reduce(0, +) / Double(moved.count)
        XCTAssertLessThan(mean, 0.15, "mean share repainted in frames that moved")
        for k in moved {
            let s = try XCTUnwrap(r.shifts[k])
            XCTAssertEqual(s.dx, 0, "a vertical list moves vertically")
            // The strip that scrolled in (its share: the move over the 400 px tall list), plus a little.
            XCTAssertLessThan(r.repaintedShares[k], Double(abs(s.dy)) / 400 + 0.1, "frame \(k): \(s)")
        }
    }
}

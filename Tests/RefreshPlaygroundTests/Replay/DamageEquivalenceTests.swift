import RefreshCore
import RefreshSDL
import RefreshTesting
import XCTest

@testable import RefreshPlayground
@testable import RefreshPlaygroundCommands

/// Damage-only redraw draws exactly what a full repaint draws: every example, driven through a
/// session that pulls, refreshes, flings, wheels, scrolls a trackpad, switches language and theme
/// and resizes, is rendered both ways and compared byte for byte after EVERY frame.
nonisolated final class DamageEquivalenceTests: XCTestCase {
    /// Renders every frame of a runner a second time into a target that always repaints fully,
    /// and compares the pixels.
    @MainActor final class FullRepaintComparer: ReplayFrameProbe {
        weak var runner: ReplayRunner?
        let full: DamageTrackingTarget
        var mismatches: [Int] = []
        var areas: [Int] = []
        init(size: Size, scale: Double) throws {
            full = try DamageTrackingTarget(size: size, scale: scale)
            full.forcesFullRepaint = true
        }
        func frameWillStart() {}
        func frameDidTick() {}
        func frameDidRender(scene: PlaygroundScene, inputs: Int, time: Double) {
            guard let runner else { return }
            try? full.resize(to: scene.window.bounds.size, scale: full.scale)
            full.renderFrame(clear: scene.clearColor) { scene.render(in: $0) }
            if !full.hasSamePixels(as: runner.frameTarget) { mismatches.append(areas.count) }
            XCTAssertEqual(full.damage.area, Int(full.fullRect.width) * Int(full.fullRect.height))
            areas.append(runner.repaintedPixels)
        }
    }

    @MainActor static func session(for example: Example) -> [ReplayStep] {
        let isStrip = example.id.hasPrefix("trailer.")
        let pull: [ReplayStep] =
            isStrip
            ? [.down(Point(x: 200, y: 150)), .move(Point(x: 40, y: 150), duration: 0.4), .up, .wait(seconds: 0.8)]
            : [.down(Point(x: 120, y: 120)), .move(Point(x: 120, y: 330), duration: 0.4), .up, .wait(seconds: 0.8)]
        let fling: [ReplayStep] =
            isStrip
            ? [.down(Point(x: 200, y: 150)), .move(Point(x: 20, y: 150), duration: 0.1), .up, .wait(seconds: 0.6)]
            : [.down(Point(x: 120, y: 360)), .move(Point(x: 120, y: 40), duration: 0.1), .up, .wait(seconds: 0.6)]
        let pushUp: [ReplayStep] =
            isStrip
            ? [.down(Point(x: 200, y: 150)), .move(Point(x: 20, y: 150), duration: 0.3), .up, .wait(seconds: 0.8)]
            : [.down(Point(x: 120, y: 360)), .move(Point(x: 120, y: 150), duration: 0.3), .up, .wait(seconds: 0.8)]
        return pull + fling + fling + pushUp
            + [
                .wheel(dx: 0, dy: -2), .wait(seconds: 0.3), .trackpad(dx: 0, dy: 30), .wait(seconds: 0.3),
                .language("zh"), .wait(seconds: 0.1), .theme(.dark), .wait(seconds: 0.1),
                .resize(Size(width: 200, height: 360)), .wait(seconds: 0.1),
            ]
            + pull + [.call(target: .header, method: .beginRefreshing), .wait(seconds: 0.5)]
    }

    /// Runs `example`'s session, comparing every frame with a full repaint; returns the
    /// mismatching frames and every frame's repainted area.
    @MainActor func run(_ example: Example, scale: Double) throws -> FullRepaintComparer {
        var config = SceneConfiguration(exampleID: example.id)
        config.viewport = Size(width: 240, height: 400)
        config.scale = scale
        config.rows = 30
        let steps = Self.session(for: example).filter { step in
            // Header calls only where the example has a header.
            if case .call = step { return example.recipe.header != nil }
            return true
        }
        let runner = try ReplayRunner(script: SceneScript(configuration: config, steps: steps), outputDirectory: nil)
        let comparer = try FullRepaintComparer(size: config.viewport, scale: scale)
        comparer.runner = runner
        runner.probe = comparer
        try runner.run()
        return comparer
    }

    @MainActor func testEveryExampleRepaintsByteIdenticalToAFullRepaint() async throws {
        var partialFrames = 0, emptyFrames = 0, frames = 0
        for example in ExampleCatalog.all {
            let result = try run(example, scale: 1)
            XCTAssertEqual(result.mismatches, [], "\(example.id): frames that differ from a full repaint")
            partialFrames += result.areas.filter { $0 > 0 && $0 < 200 * 360 }.count
            emptyFrames += result.areas.filter { $0 == 0 }.count
            frames += result.areas.count
        }
        // The comparison means something only if frames really repainted parts, and some nothing.
        XCTAssertGreaterThan(partialFrames, frames / 20, "partial repaints: \(partialFrames) of \(frames)")
        XCTAssertGreaterThan(emptyFrames, frames / 20, "empty repaints: \(emptyFrames) of \(frames)")
    }

    @MainActor func testRepaintsMatchAtScaleTwo() async throws {
        for id in [
            "header.gif", "header.ring", "header.background", "footer.back-gif", "trailer.horizontal",
            "grid.header-footer",
        ] {
            let example = try XCTUnwrap(ExampleCatalog.example(id: id))
            XCTAssertEqual(try run(example, scale: 2).mismatches, [], id)
        }
    }
}

/// What damage-only redraw repaints in the cases the issue names.
nonisolated final class DamageExtentTests: XCTestCase {
    /// Every frame's damage and the header's frame on screen (window points).
    @MainActor final class DamageRecorder: ReplayFrameProbe {
        weak var runner: ReplayRunner?
        var frames: [(time: Double, damage: DamageRegion, header: Rect?)] = []
        func frameWillStart() {}
        func frameDidTick() {}
        func frameDidRender(scene: PlaygroundScene, inputs: Int, time: Double) {
            guard let runner else { return }
            let header = scene.component(.header).map { h in
                h.presentationFrame.offsetBy(
                    dx: scene.scrollView.frame.minX - scene.scrollView.presentationBoundsOrigin.x,
                    dy: scene.scrollView.frame.minY - scene.scrollView.presentationBoundsOrigin.y)
            }
            frames.append((time, runner.damage, header))
        }
    }

    @MainActor func record(_ script: SceneScript) throws -> [(time: Double, damage: DamageRegion, header: Rect?)] {
        let runner = try ReplayRunner(script: script, outputDirectory: nil)
        let recorder = DamageRecorder()
        recorder.runner = runner
        runner.probe = recorder
        try runner.run()
        return recorder.frames
    }

    /// The ring header's paths (a track and an arc spinning on its own) are cached textures: while it
    /// refreshes over a list at rest only the ring is repainted, never the rows or the label.
    @MainActor func testARefreshingRingHeaderRepaintsOnlyTheRing() async throws {
        let frames = try record(
            sceneScript(
                "header.ring", viewport: Size(width: 390, height: 400), rows: 20, refreshDelay: .never,
                steps: [.call(target: .header, method: .beginRefreshing), .wait(seconds: 1.5)]))
        let late = frames.filter { $0.time > 1 }
        XCTAssertGreaterThan(late.count, 20)
        let d = RingHeader.radius + RingHeader.lineWidth
        for f in late {
            let header = try XCTUnwrap(f.header)
            XCTAssertFalse(f.damage.isEmpty, "the arc turns every frame")
            XCTAssertLessThanOrEqual(f.damage.bounds.y1, Int32(header.maxY), "\(f.damage.rects)")
            XCTAssertLessThanOrEqual(
                Double(f.damage.bounds.width), 2 * d + 4, "only the ring: \(f.damage.rects)")
        }
    }

    @MainActor func testARefreshingGifHeaderOverAListAtRestRepaintsOnlyTheHeader() async throws {
        let frames = try record(
            sceneScript(
                "header.gif", refreshDelay: .never,
                steps: [.call(target: .header, method: .beginRefreshing), .wait(seconds: 2)]))
        let resting = frames.filter { $0.time > 0.6 }
        XCTAssertGreaterThan(resting.count, 60)
        for f in resting {
            let header = try XCTUnwrap(f.header)
            let box = PixelRect(header, scale: 1)
            XCTAssertTrue(box.contains(f.damage.bounds), "t \(f.time): repainted \(f.damage.rects), header \(box)")
        }
        // The gif plays at its own frame rate: frames between its images repaint nothing.
        XCTAssertGreaterThan(resting.filter { !$0.damage.isEmpty }.count, resting.count / 6, "the animation repaints")
        XCTAssertGreaterThan(
            resting.filter { $0.damage.isEmpty }.count, resting.count / 2, "frames between images draw nothing")
        let full = 390 * 844
        XCTAssertLessThan(resting.map { $0.damage.area }.max()!, full / 10)
    }

    @MainActor func testAListAtRestRepaintsNothing() async throws {
        let frames = try record(sceneScript("list.plain", steps: [.wait(seconds: 0.5)]))
        XCTAssertEqual(frames.first?.damage.area, 390 * 844)
        XCTAssertTrue(frames.dropFirst().allSatisfy { $0.damage.isEmpty }, "nothing changed → nothing drawn")
    }
}

import RefreshCore
import XCTest

@testable import RefreshPlayground
@testable import RefreshPlaygroundCommands

/// `header.background` replayed (issue 27, item 3): in each placement (V), a pull released past the
/// threshold refreshes once and gives the inset back exactly, and in every frame of the trace the
/// gap fill reaches from the top of the view (or the header's top, when that is higher) down to
/// the header's bottom or the content's top, whichever is lower: no frame shows the window between
/// them, pulled, hovering or sliding out. B (the fill) and V (the placement) change no geometry.
nonisolated final class HeaderBackgroundReplayTests: XCTestCase {
    /// The fill's edges in a trace line, from the view's top.
    @MainActor func gapFill(_ f: TraceFrame) throws -> (top: Double, bottom: Double) {
        let fill = try XCTUnwrap(f.header?.raw["gapFill"] as? [String: Any], "frame \(f.frame)")
        return ((fill["top"] as! NSNumber).doubleValue, (fill["bottom"] as! NSNumber).doubleValue)
    }

    @MainActor func testEachPlacementRefreshesOnceAndTheFillCoversTheGapInEveryFrame() async throws {
        for (presses, placement, hover) in [
            (0, "translate", 54.0), (1, "behind", 54), (2, "front", 0), (3, "scale", 54),
        ] {
            let trace = try replay(
                "header.background", viewport: Size(width: 390, height: 700), rows: 20, refreshDelay: 1,
                steps: Array(repeating: ReplayStep.key("V"), count: presses),
                .drag(from: Point(x: 200, y: 40), to: Point(x: 200, y: 600), duration: 0.5, hold: 0.05),
                [.wait(seconds: 2.5)]
            ).trace
            let states = trace.compactMap { $0.header?.state }
            XCTAssertEqual(states.first, "idle", placement)
            let pulled = try XCTUnwrap(trace.first { $0.header?.state == "pulling" }, placement)
            let refreshing = try XCTUnwrap(trace.last { $0.header?.state == "refreshing" }, placement)
            XCTAssertEqual(refreshing.insetTop, hover, "\(placement): the hover inset, as without a fill")
            XCTAssertEqual(trace.last?.header?.callbacks, 1, "\(placement): one handler call")
            XCTAssertEqual(trace.last?.header?.state, "idle", placement)
            XCTAssertEqual(trace.last?.insetTop, 0, "\(placement): the app's inset, exactly")
            XCTAssertEqual(trace.last?.offsetY, 0, "\(placement): back at rest")
            XCTAssertLessThan(pulled.offsetY, -54, "\(placement): pulled past the header")
            var deepest = 0.0
            for f in trace {
                let fill = try gapFill(f)
                let contentTop = -f.offsetY
                XCTAssertLessThanOrEqual(fill.top, 0.001, "\(placement) frame \(f.frame): from the view's top")
                XCTAssertGreaterThanOrEqual(
                    fill.bottom, contentTop - 0.001, "\(placement) frame \(f.frame): down to the content")
                if placement != "scale" {   // a scaled header is as tall as the room it spans, the fill too
                    XCTAssertGreaterThanOrEqual(fill.bottom - fill.top, 54 - 0.001, "never less than the header")
                }
                deepest = max(deepest, fill.bottom)
            }
            XCTAssertGreaterThan(deepest, 200, "\(placement): the pull opened a deep gap, all of it filled")
            let hovering = try gapFill(refreshing)
            XCTAssertEqual(hovering.top, 0, accuracy: 0.001, "\(placement): refreshing, from the view's top")
            XCTAssertEqual(hovering.bottom, 54, accuracy: 0.001, "\(placement): to the header's bottom")
            let rest = try gapFill(trace.last!)
            XCTAssertEqual(rest.top, -54, accuracy: 0.001, "\(placement): at rest, over the header above the view")
            XCTAssertEqual(rest.bottom, 0, accuracy: 0.001, placement)
        }
    }

    @MainActor func testTheFillKeyChangesWhatIsDrawnNotWhereOrHow() async throws {
        let steps: [ReplayStep] =
            .drag(from: Point(x: 200, y: 40), to: Point(x: 200, y: 500), duration: 0.4, hold: 0.05)
            + [.wait(seconds: 2)]
        let plain = try replay("header.background", rows: 20, refreshDelay: 1, steps: steps)
        let keyed = try replay("header.background", rows: 20, refreshDelay: 1, steps: [.key("B"), .key("B")], steps)
        XCTAssertEqual(plain.traceLines.count, keyed.traceLines.count)
        XCTAssertEqual(plain.traceLines.last, keyed.traceLines.last.map { $0 }, "the same geometry and states")
        let header = try XCTUnwrap(keyed.scene.component(.header) as? RefreshHeader)
        guard case .verticalGradient = header.gapFill else { return XCTFail("B twice: the gradient") }
    }

    /// Each fill (B) in each placement (V), pulled, released, refreshing and sliding out, at 1× and
    /// 2×: every frame damage-tracked is byte-identical to a full repaint, so the fill's damage
    /// follows the gap as it grows and shrinks.
    @MainActor func testEveryFillAndPlacementRepaintsByteIdenticalToAFullRepaint() async throws {
        var steps: [ReplayStep] = []
        for kind in 0..<4 {
            for _ in 0..<4 {
                steps += .drag(from: Point(x: 120, y: 30), to: Point(x: 120, y: 330), duration: 0.3, hold: 0.05)
                steps += [.wait(seconds: 0.5), .call(target: .header, method: .endRefreshing), .wait(seconds: 0.4)]
                steps.append(.key("V"))
            }
            if kind < 3 { steps.append(.key("B")) }
        }
        for scale in [1.0, 2.0] {
            var config = SceneConfiguration(exampleID: "header.background")
            config.viewport = Size(width: 240, height: 400)
            config.scale = scale
            config.rows = 30
            config.refreshDelay = .some(nil)
            let runner = try ReplayRunner(
                script: SceneScript(configuration: config, steps: steps), outputDirectory: nil)
            let comparer = try DamageEquivalenceTests.FullRepaintComparer(size: config.viewport, scale: scale)
            comparer.runner = runner
            runner.probe = comparer
            try runner.run()
            XCTAssertEqual(comparer.mismatches, [], "at \(scale)x: frames that differ from a full repaint")
            XCTAssertGreaterThan(comparer.areas.count, 16 * 60, "at \(scale)x: the whole session ran")
            XCTAssertTrue(comparer.areas.contains(0), "at \(scale)x: some frames repainted nothing")
        }
    }
}

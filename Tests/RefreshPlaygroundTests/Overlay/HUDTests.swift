import RefreshCore
import RefreshSDL
import RefreshTestSupport
import XCTest

@testable import RefreshPlayground

/// The HUD's text for scenes driven by replay scripts, its number formats and where it sits.
nonisolated final class HUDTests: XCTestCase {

    @MainActor let stats = FrameStats(
        framesPerSecond: 59.94, lastFrameCPUMilliseconds: 2.346, lastFrameRepaintedPercent: 6.43,
        speed: 1, isPaused: false)

    /// `header.normal` pulled `shown` points past the top of an 844 pt window, the finger still moving
    /// when the script ends (or resting for `rest` seconds).
    @MainActor func pulledHeader(shown: Double, rest: Double = 0) throws -> (PlaygroundScene, [TraceFrame]) {
        let finger = RubberBand.distance(for: shown, dimension: 844)
        let wait: [ReplayStep] = rest > 0 ? [.wait(seconds: rest)] : []
        return try replay(
            "header.normal", refreshDelay: .never,
            steps: [.down(Point(x: 200, y: 100)), .move(Point(x: 200, y: 100 + finger), duration: 0.3)], wait
        ).sceneAndTrace
    }

    @MainActor func line(_ report: HUDReport, startingWith prefix: String) throws -> String {
        try XCTUnwrap(report.lines.map(\.text).first { $0.hasPrefix(prefix) }, "no line \(prefix) in\n\(report.text)")
    }

    @MainActor func testMidPullReportsPullingAndThePercentOfTheTrace() async throws {
        let (scene, trace) = try pulledHeader(shown: 60.5, rest: 0.2)
        let last = try XCTUnwrap(trace.last?.header)
        XCTAssertEqual(last.state, "pulling")
        let report = HUDReport(scene: scene, stats: stats)
        let header = try line(report, startingWith: "header ")
        XCTAssertTrue(header.contains("pulling"), header)
        let percent = Int((last.percent * 100).rounded())
        XCTAssertEqual(percent, 112)
        XCTAssertTrue(
            header.hasSuffix(" \(percent) %     0 armed    "), "percent, no handler call yet, the pull armed: \(header)"
        )
        XCTAssertEqual(report.lines.first?.text, "header.normal")
        let offsetY = String(format: "%.1f", trace.last!.offsetY)
        XCTAssertTrue(
            try line(report, startingWith: "offset").hasSuffix(
                " y" + String(repeating: " ", count: 8 - offsetY.count) + offsetY))
        XCTAssertEqual(try line(report, startingWith: "scroll"), "scroll   dragging")
        XCTAssertEqual(try line(report, startingWith: "velocity"), "velocity x       0 y       0", "the finger rests")
        XCTAssertEqual(try line(report, startingWith: "fps"), "fps  59.9   cpu  2.35 ms")
        XCTAssertEqual(try line(report, startingWith: "repaint"), "repaint    6.4 %")
        XCTAssertEqual(try line(report, startingWith: "lang"), "lang en   speed 1×")
        XCTAssertEqual(try line(report, startingWith: "content"), "content  390 × \(Int(trace.last!.contentHeight))")
        XCTAssertFalse(report.text.contains("footer"), "header.normal has no footer")
    }

    @MainActor func testASplitExampleNamesTheFocusedList() async throws {
        let scene = try replay("list.split", steps: [.key("Tab"), .frame]).scene
        let report = HUDReport(scene: scene, stats: stats)
        XCTAssertEqual(try line(report, startingWith: "focus"), "focus    list 2 of 2")
        XCTAssertFalse(
            HUDReport(scene: try replay("list.plain", steps: [.frame]).scene, stats: stats).text.contains("focus"),
            "one list: no focus line")
    }

    @MainActor func testAMovingFingerShowsTheVelocityAgainstIt() async throws {
        let (scene, _) = try pulledHeader(shown: 40)
        let v = scene.scrollView.velocity.y
        XCTAssertLessThan(v, -100, "pulling down moves the offset toward the top")
        let velocity = try line(HUDReport(scene: scene, stats: stats), startingWith: "velocity")
        XCTAssertTrue(velocity.hasSuffix(String(format: "%8.0f", v)), velocity)
    }

    @MainActor func testAfterARefreshTheHandlerCountAndInsetShow() async throws {
        let scene = try replay(
            "header.normal", refreshDelay: .never,
            steps: [.call(target: .header, method: .beginRefreshing), .wait(seconds: 0.5)]
        ).scene
        let report = HUDReport(scene: scene, stats: stats)
        XCTAssertTrue(try line(report, startingWith: "header ").hasPrefix("header   refreshing"))
        XCTAssertTrue(
            try line(report, startingWith: "header ").hasSuffix("     1 —        "),
            "one handler call, begun by code: no event"
        )
        XCTAssertEqual(
            try line(report, startingWith: "inset"), "inset    t 54 l 0 b 0 r 0", "the header hovers by its height")
    }

    @MainActor func testARefreshRevealIsAnimatingNotAtRest() async throws {
        let scene = try replay(
            "header.normal", refreshDelay: .never,
            steps: [.call(target: .header, method: .beginRefreshing), .wait(seconds: 0.1)]
        ).scene
        XCTAssertEqual(HUDReport.motion(of: scene.scrollView), "animating", "0.1 s into the 0.25 s reveal")
        let rested = try replay(
            "header.normal", refreshDelay: .never,
            steps: [.call(target: .header, method: .beginRefreshing), .wait(seconds: 0.5)]
        ).scene
        XCTAssertEqual(HUDReport.motion(of: rested.scrollView), "at rest")
    }

    @MainActor func testHiddenFooterPausedSpeedAndUnknownRates() async throws {
        let scene = try replay("grid.header-footer", rows: 0, steps: [.wait(seconds: 0.1)]).scene
        let report = HUDReport(scene: scene, stats: FrameStats(speed: 0.25, isPaused: true))
        XCTAssertTrue(try line(report, startingWith: "footer").hasSuffix(" hidden"), report.text)
        XCTAssertFalse(try line(report, startingWith: "header ").contains("hidden"))
        XCTAssertEqual(try line(report, startingWith: "lang"), "lang en   speed 0.25×   paused")
        XCTAssertEqual(try line(report, startingWith: "fps"), "fps     —   cpu     — ms")
        XCTAssertEqual(try line(report, startingWith: "repaint"), "repaint      — %")
        XCTAssertEqual(try line(report, startingWith: "         state"), "         state        pull calls event")
        XCTAssertTrue(try line(report, startingWith: "footer").hasSuffix("     0 —         hidden"), report.text)
        let plain = try replay("list.plain", steps: []).scene
        let plainReport = HUDReport(scene: plain, stats: stats)
        XCTAssertFalse(plainReport.text.contains("state"), "no table without refresh controls")
    }

    /// The last threshold event of each control: armed while pulled past, disarmed once the
    /// pull went back, triggered once a release started the refresh (and it stays after it).
    @MainActor func testTheLastThresholdEventOfEachControlShows() async throws {
        func header(_ steps: [ReplayStep]) throws -> String {
            let scene = try replay("header.normal", refreshDelay: 0.5, steps: steps).scene
            return try line(HUDReport(scene: scene, stats: stats), startingWith: "header ")
        }
        let past = 100 + RubberBand.distance(for: 80, dimension: 844)
        let short = 100 + RubberBand.distance(for: 30, dimension: 844)
        let down: [ReplayStep] = [
            .down(Point(x: 200, y: 100)),
            .move(Point(x: 200, y: past), duration: 0.2),
        ]
        XCTAssertTrue(try header([.wait(seconds: 0.1)]).hasSuffix(" —        "), "no event yet")
        XCTAssertTrue(try header(down).hasSuffix(" armed    "))
        let back: [ReplayStep] = [
            .move(Point(x: 200, y: short), duration: 0.2),
            .up,
            .wait(seconds: 1),
        ]
        XCTAssertTrue(try header(down + back).hasSuffix(" disarmed "))
        let released = try header(down + [.up, .wait(seconds: 2)])
        XCTAssertTrue(released.hasPrefix("header   idle"), released)
        XCTAssertTrue(released.hasSuffix("     1 triggered"), "the refresh is over, its trigger stays: \(released)")
        XCTAssertEqual(
            [ThresholdEvent.armed, .disarmed, .triggered, nil].map { HUDReport.thresholdEvent($0).text },
            [" armed    ", " disarmed ", " triggered", " —        "], "one width: the panel does not jump")
        XCTAssertEqual(HUDReport.thresholdEvent(.armed).role, .highlight)
        XCTAssertEqual(HUDReport.thresholdEvent(.triggered).role, .value)
    }

    /// The last announcement is on a `said` line (none before the first), cut to 30 characters
    /// with its line breaks escaped; `still` on the status line while motion is reduced.
    @MainActor func testTheLastAnnouncementAndReducedMotionShow() async throws {
        let quiet = try replay("header.results", steps: [.wait(seconds: 0.1)]).scene
        XCTAssertFalse(HUDReport(scene: quiet, stats: stats).text.contains("said"), "nothing announced yet")
        XCTAssertFalse(try line(HUDReport(scene: quiet, stats: stats), startingWith: "lang").contains("still"))
        let scene = try replay("header.results", reducesMotion: true, steps: [.key("F5"), .wait(seconds: 0.1)]).scene
        let report = HUDReport(scene: scene, stats: stats)
        XCTAssertEqual(try line(report, startingWith: "said"), "said     Refreshing")
        XCTAssertTrue(try line(report, startingWith: "lang").hasSuffix("   still"))
        scene.context.announcer.minimumInterval = 0
        scene.context.announcer.announce("The server answered:\nservice unavailable, try later")
        XCTAssertEqual(
            try line(HUDReport(scene: scene, stats: stats), startingWith: "said"),
            #"said     The server answered:\nservice …"#, "29 characters of it, then …")
    }

    @MainActor func testNumbersKeepTheirWidth() async {
        XCTAssertEqual(HUDReport.fixed(-0.04, decimals: 1, width: 8), "     0.0", "never -0")
        XCTAssertEqual(HUDReport.fixed(-112.345, decimals: 1, width: 8), "  -112.3")
        XCTAssertEqual(HUDReport.fixed(nil, decimals: 1, width: 8), "       —")
        XCTAssertEqual(HUDReport.fixed(.infinity, decimals: 0, width: 5), "    —")
        for v in [0.0, 3.25, -56.5, 999.9] {
            XCTAssertEqual(HUDReport.fixed(v, decimals: 1, width: 8).count, 8, "\(v)")
        }
        XCTAssertEqual(HUDReport.percent(1.123), " 112 %")
        XCTAssertEqual(HUDReport.percent(0), "   0 %")
        XCTAssertEqual(["1×", "0.5×", "0.25×", "0.1×"], [1, 0.5, 0.25, 0.1].map(HUDReport.speed))
        XCTAssertEqual(HUDReport.compact(54), "54")
        XCTAssertEqual(HUDReport.compact(43.75), "43.8")
    }

    // MARK: Layout

    @MainActor func testFitsA320PointWindowAtFullSizeAndShrinksInSmallerOnes() async throws {
        let (scene, _) = try pulledHeader(shown: 60.5)
        let hud = HUD(textMeasurer: try TextRenderer.shared())
        let report = HUDReport(scene: scene, stats: stats)
        let narrow = hud.layout(for: report, viewport: Size(width: 320, height: 480))
        XCTAssertEqual(narrow.font, .monospaced(OverlayStyle.hudFontSize))
        XCTAssertEqual(narrow.visibleLineCount, report.lines.count)
        XCTAssertEqual(narrow.panel.maxX, 312)
        XCTAssertEqual(narrow.panel.maxY, 472)
        XCTAssertLessThanOrEqual(narrow.panel.height, 240, "at most half the window's height")
        let small = hud.layout(for: report, viewport: Size(width: 200, height: 300))
        XCTAssertLessThan(small.font.size, OverlayStyle.hudFontSize, "shrunk to fit 184 pt")
        XCTAssertEqual(small.visibleLineCount, report.lines.count, "every line still fits half of 300 pt")
        XCTAssertLessThanOrEqual(small.panel.width, 184)
        XCTAssertLessThanOrEqual(small.panel.height, 150)
        let tiny = hud.layout(for: report, viewport: Size(width: 160, height: 160))
        XCTAssertLessThan(tiny.font.size, OverlayStyle.hudFontSize)
        XCTAssertGreaterThanOrEqual(tiny.font.size, OverlayStyle.hudMinimumFontSize)
        XCTAssertGreaterThanOrEqual(tiny.panel.minX, 8)
        XCTAssertGreaterThanOrEqual(tiny.panel.minY, 80 - 8, "never more than half the window")
        XCTAssertEqual(tiny.font.size, OverlayStyle.hudMinimumFontSize)
        XCTAssertLessThan(tiny.visibleLineCount, report.lines.count, "the lines that do not fit are left out")
        for corner in HUDCorner.allCases {
            hud.corner = corner
            let p = hud.layout(for: report, viewport: Size(width: 390, height: 844)).panel
            XCTAssertEqual(corner == .topLeft || corner == .bottomLeft ? p.minX : 390 - p.maxX, 8, "\(corner)")
            XCTAssertEqual(corner == .topLeft || corner == .topRight ? p.minY : 844 - p.maxY, 8, "\(corner)")
        }
    }

    @MainActor func testDrawsOnlyWhenVisibleAndOnlyInsideItsPanel() async throws {
        let (scene, _) = try pulledHeader(shown: 60.5)
        let hud = HUD(textMeasurer: try TextRenderer.shared())
        for size in [Size(width: 390, height: 844), Size(width: 200, height: 300)] {
            let canvas = RecordingCanvas(size: size)
            hud.isVisible = false
            hud.render(scene: scene, stats: stats, in: canvas, viewport: size)
            XCTAssertTrue(canvas.texts.isEmpty && canvas.fills.isEmpty)
            hud.toggle()
            hud.render(scene: scene, stats: stats, in: canvas, viewport: size)
            let panel = hud.layout(for: HUDReport(scene: scene, stats: stats), viewport: size).panel
            XCTAssertFalse(canvas.texts.isEmpty)
            for call in canvas.texts {
                XCTAssertTrue(panel.contains(call.clip), "\(size): \(call.text) clipped to the panel")
                XCTAssertGreaterThanOrEqual(call.rect.minX, panel.minX)
            }
            // Each colour's run is the whole line with the others blanked: same length, same start.
            let header = canvas.texts.filter {
                $0.text.contains("pulling") || $0.text.hasPrefix("header ") || $0.text.contains("%     0")
            }
            if size.width == 390 {
                XCTAssertEqual(header.count, 3, "label, state and event, numbers: \(header.map(\.text))")
                XCTAssertTrue(header.contains { $0.text.contains("pulling") && $0.text.hasSuffix(" armed    ") })
                XCTAssertEqual(Set(header.map { $0.text.count }).count, 1, "\(header.map(\.text))")
                XCTAssertEqual(Set(header.map(\.rect.minX)).count, 1)
            }
        }
    }

    /// The latency line (`—` before any input was shown) and the frame-time graph under the lines.
    @MainActor func testTheLatencyLineAndTheFrameTimeGraph() async throws {
        let (scene, _) = try pulledHeader(shown: 60.5)
        let hud = HUD(textMeasurer: try TextRenderer.shared())
        var measured = stats
        XCTAssertEqual(
            try line(HUDReport(scene: scene, stats: measured), startingWith: "latency"),
            "latency      —  p50    —  p99    — ms")
        measured.latency = LatencySummary(last: 12.34, p50: 10.06, p99: 18.91)
        let report = HUDReport(scene: scene, stats: measured)
        XCTAssertEqual(try line(report, startingWith: "latency"), "latency   12.3  p50 10.1  p99 18.9 ms")
        let viewport = Size(width: 390, height: 844)
        XCTAssertNil(hud.layout(for: report, viewport: viewport).graph, "no frame times: no graph")

        measured.frameIntervalsMilliseconds = [16.7, 16.6, 24.9]
        measured.targetFrameMilliseconds = 1000 / 60
        let graphed = HUDReport(scene: scene, stats: measured)
        let layout = hud.layout(for: graphed, viewport: viewport)
        let graph = try XCTUnwrap(layout.graph)
        XCTAssertEqual(graph.height, FrameTimeGraph.height)
        XCTAssertEqual(graph.maxY, layout.panel.maxY - HUD.padding, "at the panel's foot")
        XCTAssertEqual(layout.visibleLineCount, graphed.lines.count, "every line still shows above it")
        XCTAssertEqual(
            layout.panel.height, hud.layout(for: report, viewport: viewport).panel.height + FrameTimeGraph.gap + 28)

        let canvas = RecordingCanvas(size: viewport)
        hud.isVisible = true
        hud.render(scene: scene, stats: measured, in: canvas, viewport: viewport)
        let bars = canvas.fills.filter { graph.contains($0.rect) && $0.rect.width == FrameTimeGraph.barPitch - 1 }
        XCTAssertEqual(bars.count, 3, "one bar a frame time")
        XCTAssertEqual(bars.map(\.rect.height), [14, 14, 21], "the interval is half the height; 24.9 ms is longer")
        XCTAssertEqual(bars.last?.color, OverlayStyle.hudHighlight, "more than 2 ms off the interval")
        XCTAssertEqual(bars.first?.color, OverlayStyle.hudValue)

        let cut = hud.layout(for: graphed, viewport: Size(width: 160, height: 160))
        XCTAssertNil(cut.graph, "a panel cut to the window leaves the graph out")
    }
}

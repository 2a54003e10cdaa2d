import RefreshCore
import RefreshTestSupport
import XCTest

@testable import RefreshPlayground
@testable import RefreshPlaygroundCommands

/// The header fixes, held end to end through replay: percent and alpha independent of the frame
/// rate, the gif header's refreshing look through its end animation, the app's inset changed during
/// a refresh kept exactly, a pull that jumps back into the content never left `pulling`, and custom
/// titles following a language switched by key.
nonisolated final class HeaderFixesReplayTests: XCTestCase {

    @MainActor func run(_ replayed: Replay) throws -> (ReplayRunner, [TraceFrame]) {
        XCTAssertEqual(replayed.trace.framesRefreshingTogether, [])
        return (replayed.runner, replayed.trace)
    }

    @MainActor func header(_ f: TraceFrame) -> TraceControl { f.header! }

    /// The trace's time in milliseconds, to match frames across frame rates.
    @MainActor func ms(_ t: Double) -> Int { Int((t * 1000).rounded()) }

    /// (a) A fling toward the top whose momentum runs past it on `header.hide-time`: at 30, 60 and
    /// 120 fps the header shows the same percent and alpha (±0.01) at the same simulated times.
    @MainActor func testFlingPastTheTopLooksTheSameAtEveryFrameRate() async throws {
        var traces: [Int: [Int: TraceFrame]] = [:]
        for fps in [30, 60, 120] {
            let (_, trace) = try run(
                replay(
                    "header.hide-time", viewport: Size(width: 390, height: 600), fps: Double(fps),
                    steps: [.key("PageDown"), .wait(seconds: 0.5)],
                    .drag(from: Point(x: 200, y: 100), to: Point(x: 200, y: 400), duration: 0.1), [.wait(seconds: 2)]))
            XCTAssertTrue(
                trace.allSatisfy { header($0).state == "idle" }, "\(fps) fps: momentum past the top never refreshes")
            XCTAssertEqual(header(trace.last!).callbacks, 0)
            let overshoot = trace.filter { !$0.dragging && $0.offsetY < 0 }
            XCTAssertTrue(
                overshoot.contains { header($0).percent > 1.2 && header($0).alpha == 1 },
                "\(fps) fps: the momentum carried the list past the header's threshold")
            for f in trace where !f.dragging {
                XCTAssertEqual(
                    header(f).alpha, min(max(header(f).percent, 0), 1), accuracy: 0.001,
                    "\(fps) fps, t \(f.t): alpha follows the percent")
            }
            traces[fps] = Dictionary(trace.map { (ms($0.t), $0) }, uniquingKeysWith: { a, _ in a })
        }
        // From the release (t = 0.6) on, every frame of the 30 fps run has a twin in the others.
        let times = traces[30]!.keys.filter { $0 >= 600 }.sorted()
        XCTAssertGreaterThan(times.count, 50)
        var compared = 0
        for t in times {
            let a = traces[30]![t]!
            for fps in [60, 120] {
                let b = try XCTUnwrap(traces[fps]![t], "\(fps) fps has no frame at \(t) ms")
                XCTAssertEqual(
                    header(a).percent, header(b).percent, accuracy: 0.01, "percent at \(t) ms, 30 vs \(fps) fps")
                XCTAssertEqual(header(a).alpha, header(b).alpha, accuracy: 0.01, "alpha at \(t) ms, 30 vs \(fps) fps")
                if header(a).percent > 0 { compared += 1 }
            }
        }
        XCTAssertGreaterThan(compared, 20, "frames with the header in view were compared")
    }

    /// (b) `header.gif` keeps showing its refreshing loop (12 images, indices 0…11, stepping on
    /// without a jump) while it slides out after the refresh; the percent stays 1 until the end
    /// animation finishes, then is 0 and the idle frame for 0 shows.
    @MainActor func testGifHeaderKeepsItsRefreshingLoopThroughTheEndAnimation() async throws {
        let (_, trace) = try run(
            replay(
                "header.gif", viewport: Size(width: 390, height: 600), refreshDelay: .never,
                steps: [
                    .key("F5"),
                    .wait(seconds: 1),
                    .call(target: .header, method: .endRefreshing),
                    .wait(seconds: 1),
                ]))
        XCTAssertEqual(header(trace[59]).state, "refreshing")
        XCTAssertEqual(header(trace[60]).state, "idle", "ended at frame 60")
        // (F5 at the top: the percent rose from 0 with the header's reveal, then held 1.)
        XCTAssertEqual(header(trace[30]).percent, 1)
        let settled = try XCTUnwrap(trace.indices.first { $0 >= 60 && header(trace[$0]).percent == 0 })
        XCTAssertGreaterThanOrEqual(settled, 60 + 24, "percent 0 only when the 0.4 s end animation finished")
        XCTAssertLessThanOrEqual(settled, 60 + 25)
        let ending = trace[60..<settled]
        XCTAssertTrue(ending.allSatisfy { header($0).percent == 1 }, "percent 1 while it slides out")
        XCTAssertTrue(ending.contains { $0.offsetY > -54 + 10 }, "the header was sliding out")
        let loop = trace[0..<settled].map { header($0).frameIndex }
        XCTAssertTrue(
            loop.allSatisfy { $0 != nil && $0! < 12 }, "refreshing-sequence indices only, never idle frame 59: \(loop)")
        for (a, b) in zip(loop, loop.dropFirst()) {
            XCTAssertTrue(b! == a! || b! == (a! + 1) % 12, "the loop steps on without a jump: \(a!) → \(b!)")
        }
        let steps = zip(ending.map { header($0).frameIndex! }, ending.dropFirst().map { header($0).frameIndex! }).filter
        { $0 != $1 }.count
        XCTAssertGreaterThanOrEqual(steps, 4, "the loop keeps playing during the 0.4 s slide-out (0.07 s per image)")
        XCTAssertEqual(header(trace[settled]).frameIndex, 0, "then the idle frame for percent 0")
        XCTAssertEqual(trace[settled].offsetY, 0)
        XCTAssertTrue(trace[settled...].allSatisfy { header($0).frameIndex == 0 && header($0).percent == 0 })
    }

    /// (c) The app sets its top inset (0, then in another run 20) while the header refreshes after F5:
    /// when the refresh ends the inset is exactly the app's.
    @MainActor func testInsetSetWhileRefreshingIsKeptExactlyAfterTheEnd() async throws {
        for top in [0.0, 20] {
            let (_, trace) = try run(
                replay(
                    "header.normal", viewport: Size(width: 390, height: 600),
                    steps: [
                        .key("F5"),
                        .wait(seconds: 0.5),
                        .inset(EdgeInsets(top: top, left: 0, bottom: 0, right: 0)),
                        .wait(seconds: 2),
                    ]))
            XCTAssertEqual(trace[29].insetTop, 54, "\(top): hovering")
            XCTAssertEqual(header(trace[30]).state, "refreshing")
            XCTAssertEqual(trace[30].insetTop, top + 54, "\(top): the app's inset under the header's")
            let ended = try XCTUnwrap(trace.firstIndex { $0.frame > 30 && !header($0).isRefreshing })
            XCTAssertEqual(header(trace[ended]).callbacks, 1)
            XCTAssertTrue(
                trace[ended...].allSatisfy { $0.insetTop == top }, "\(top): exactly the app's inset after the end")
            XCTAssertEqual(trace.last!.insetTop, top)
            XCTAssertEqual(trace.last!.offsetY, -top, "\(top): at rest at the top of the content")
            XCTAssertEqual(trace.last!.contentHeight, 25 * 60)
        }
    }

    /// (d) Pulled past the threshold, then one pointer sample back inside the content, released:
    /// the header is idle from that frame on, and a later Home key scrolls without refreshing.
    @MainActor func testPullThatJumpsBackIntoTheContentNeverStaysPulling() async throws {
        for id in [
            "header.normal", "header.gif", "header.hide-time", "header.hide-state-time", "header.custom-text",
            "header.diy", "header.ring",
        ] {
            let (_, trace) = try run(
                replay(
                    id, viewport: Size(width: 390, height: 600),
                    steps: [
                        .down(Point(x: 200, y: 100)),
                        .move(Point(x: 200, y: 400), duration: 0.3),
                        .wait(seconds: 0.1),
                        .move(Point(x: 200, y: 0), duration: 0),
                        .wait(seconds: 0.1),
                        .up,
                        .wait(seconds: 1),
                        .key("PageDown"),
                        .wait(seconds: 0.5),
                        .key("Home"),
                        .wait(seconds: 1.5),
                    ]))
            // Move 18 frames, wait 6: the jump is frame 24.
            XCTAssertEqual(header(trace[23]).state, "pulling", "\(id): pulled past the threshold")
            XCTAssertGreaterThan(trace[24].offsetY, 0, "\(id): one sample back inside the content")
            XCTAssertTrue(trace[24...].allSatisfy { header($0).state == "idle" }, "\(id): idle from the jump on")
            XCTAssertEqual(header(trace.last!).callbacks, 0, "\(id): neither the release nor Home refreshed")
            XCTAssertEqual(trace.last!.offsetY, 0, "\(id): Home scrolled to the top")
            XCTAssertEqual(trace.last!.insetTop, 0, id)
        }
    }

    /// (e) `header.custom-text` switched to Japanese by the L key (from Ukrainian, the language
    /// before it): the state label shows the app's Japanese titles, idle and pulling.
    @MainActor func testCustomTextFollowsTheLanguageKey() async throws {
        let (runner, _) = try run(
            replay(
                "header.custom-text", viewport: Size(width: 390, height: 600), language: "uk",
                steps: [
                    .wait(seconds: 0.05),
                    .key("L"),
                    .wait(seconds: 0.05),
                ]))
        XCTAssertEqual(runner.scene.localizer.language, .ja)
        let h = try XCTUnwrap(runner.scene.component(.header) as? StateHeader)
        XCTAssertEqual(h.stateLabel.text, "引っ張って最新を取得")

        let (pulled, trace) = try run(
            replay(
                "header.custom-text", viewport: Size(width: 390, height: 600), language: "uk",
                steps: [
                    .key("L"),
                    .down(Point(x: 200, y: 100)),
                    .move(Point(x: 200, y: 400), duration: 0.3),
                ]))
        XCTAssertEqual(header(trace.last!).state, "pulling")
        let p = try XCTUnwrap(pulled.scene.component(.header) as? StateHeader)
        XCTAssertEqual(p.stateLabel.text, "離すと取得します")
    }
}

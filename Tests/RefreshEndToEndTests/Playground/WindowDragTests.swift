import Foundation
import RefreshTestSupport
import XCTest

/// The real `refresh-playground` binary in a real X window (Xvfb), driven with xdotool the way a
/// person drags with a mouse; the assertions read the app's `--trace` (one JSON line per frame).
nonisolated final class WindowDragTests: WindowTestCase {
    // MARK: - Tests

    @MainActor func testDragPullsListAndSpringsBack() async throws {
        let session = try harness.openWindow()
        let w = session.window
        let x = w.x + w.width / 2, top = w.y + 100
        // Press near the top, pull 250 px down in 20 small steps, hold still, release.
        var gesture = ["mousemove", "\(x)", "\(top)", "sleep", "0.05", "mousedown", "1"]
        for step in 1...20 {
            gesture += ["mousemove", "\(x)", "\(top + step * 250 / 20)", "sleep", "0.015"]
        }
        gesture += ["sleep", "0.1", "mouseup", "1"]
        try session.xdotool(gesture)
        session.waitUntilSettled(timeout: 4)
        try session.quitWithEscape()

        let frames = try session.frames()
        let all = WindowTraceFrame.summary(frames)
        let dragging = frames.filter(\.dragging)
        guard let lastDrag = frames.lastIndex(where: \.dragging) else {
            return XCTFail("no frame had dragging: true; the drag never reached the list. Trace: \(all)")
        }
        let minY = dragging.map(\.y).min()!
        XCTAssertLessThan(
            minY, -40,
            "pulling 250 px down from the top should rubber-band the list past the top; "
                + "min offset.y while dragging \(minY). Trace: \(all)")
        XCTAssertGreaterThan(
            minY, -250, "the rubber band should resist: min offset.y \(minY) for a 250 px pull. Trace: \(all)")

        // Every frame says when it was presented, in order; the drag's frames how long their input waited.
        let presented = frames.compactMap(\.presented)
        XCTAssertEqual(presented.count, frames.count, "a frame without \"presented\". Trace: \(all)")
        XCTAssertEqual(presented, presented.sorted(), "presents out of order")
        let latencies = dragging.compactMap(\.latency)
        XCTAssertGreaterThanOrEqual(
            latencies.count, dragging.count / 2, "most dragging frames show a move and carry its latency")
        for ms in latencies { XCTAssertTrue((0..<1000).contains(ms), "latency \(ms) ms") }

        // While the pointer went down the offset followed it: never moving back up, in many steps.
        var rises: [String] = []
        for (a, b) in zip(dragging, dragging.dropFirst()) where b.y > a.y + 1 {
            rises.append("frame \(a.frame) \(a.y) -> frame \(b.frame) \(b.y)")
        }
        XCTAssertEqual(rises, [], "offset.y went back up while the pointer only moved down. Trace: \(all)")
        let steps = Set(dragging.map { ($0.y * 10).rounded() }).count
        XCTAssertGreaterThanOrEqual(
            steps, 6,
            "the list should follow the pointer in many small steps, "
                + "saw \(steps) distinct offsets over \(dragging.count) dragging frames. Trace: \(all)")

        // After release: a spring back to the top, monotone (released at rest, critically damped).
        let after = Array(frames[(lastDrag + 1)...])
        XCTAssertTrue(
            after.contains(where: \.decelerating),
            "no frame after the release had decelerating: true (no spring-back animation). Trace: \(all)")
        let releaseY = frames[lastDrag].y
        for (a, b) in zip([frames[lastDrag]] + after, after) where b.y < a.y - 0.5 || b.y > 0.5 {
            XCTFail(
                "spring-back should rise monotonically from \(releaseY) to 0 without overshoot; "
                    + "frame \(a.frame) \(a.y) -> frame \(b.frame) \(b.y). Trace: \(all)")
            break
        }
        guard let last = frames.last else { return }
        XCTAssertEqual(
            last.y, 0, accuracy: 0.5,
            "the list should spring back to the top; last frame \(last.frame) "
                + "offset.y \(last.y) (released at \(releaseY)). Trace: \(all)")
        XCTAssertFalse(last.decelerating, "the last frame \(last.frame) is still decelerating. Trace: \(all)")
        XCTAssertFalse(last.dragging, "the last frame \(last.frame) is still dragging. Trace: \(all)")
    }

    @MainActor func testFlingCoastsAndStops() async throws {
        let session = try harness.openWindow()
        let w = session.window
        let x = w.x + w.width / 2, start = w.y + w.height * 7 / 10
        // A quick flick upward: 300 px in 6 steps of 8 ms, released while still moving.
        var gesture = ["mousemove", "\(x)", "\(start)", "sleep", "0.05", "mousedown", "1"]
        for step in 1...6 {
            gesture += ["sleep", "0.008", "mousemove", "\(x)", "\(start - step * 50)"]
        }
        gesture += ["mouseup", "1"]
        try session.xdotool(gesture)
        session.waitUntilSettled(timeout: 8)
        try session.quitWithEscape()

        let frames = try session.frames()
        let all = WindowTraceFrame.summary(frames)
        guard let lastDrag = frames.lastIndex(where: \.dragging) else {
            return XCTFail("no frame had dragging: true; the flick never reached the list. Trace: \(all)")
        }
        let releaseY = frames[lastDrag].y
        XCTAssertGreaterThan(
            releaseY, 100, "the list should follow the 300 px flick up; offset.y at release \(releaseY). Trace: \(all)")
        let after = Array(frames[(lastDrag + 1)...])
        guard let first = after.first, let last = after.last else {
            return XCTFail("no frames after the release: no momentum. Trace: \(all)")
        }
        XCTAssertTrue(
            first.decelerating,
            "the first frame after the release (\(first.frame)) should be decelerating. Trace: \(all)")

        // Coasting: offset.y keeps increasing frame after frame for a while after the release.
        var coast = [frames[lastDrag]]
        for f in after {
            guard f.decelerating, f.y > coast.last!.y else { break }
            coast.append(f)
        }
        let coastTime = coast.last!.t - frames[lastDrag].t
        XCTAssertGreaterThanOrEqual(
            coast.count - 1, 10,
            "offset.y should keep increasing for many frames after the "
                + "release; it rose for \(coast.count - 1) frames (\(coastTime) s). Trace: \(all)")
        XCTAssertGreaterThanOrEqual(coastTime, 0.2, "coasting lasted only \(coastTime) s. Trace: \(all)")
        XCTAssertGreaterThan(
            last.y, releaseY + 100,
            "momentum should carry the list well past the release point: "
                + "offset.y \(releaseY) at release, \(last.y) at the end. Trace: \(all)")

        // ...and then stops, inside the content.
        XCTAssertFalse(
            last.decelerating,
            "still decelerating at the last frame \(last.frame) (offset.y \(last.y)), "
                + "\(last.t - frames[lastDrag].t) s after the release. Trace: \(all)")
        if let content = last.contentHeight, let viewport = last.viewportHeight {
            XCTAssertLessThanOrEqual(
                last.y, content - viewport + 0.5,
                "came to rest past the bottom (content \(content), viewport \(viewport)). Trace: \(all)")
        }
        // Decelerating means slowing down: the last speeds of the coast are below the first ones.
        let speeds = zip(coast, coast.dropFirst()).map { ($1.y - $0.y) / max($1.t - $0.t, 0.001) }
        if speeds.count >= 6 {
            XCTAssertLessThan(
                speeds.suffix(3).reduce(0, +), speeds.prefix(3).reduce(0, +) + 1,
                "the coast should slow down (pt/s per frame: \(speeds.map { Int($0) })). Trace: \(all)")
        }
    }

    /// footer.auto-manual in a real window: End scrolls to the footer without loading (automatic
    /// loading is off); a click on the footer loads once.
    @MainActor func testTapOnAManualAutoFooterLoadsOnce() async throws {
        let session = try harness.openWindow(arguments: ["--example", "footer.auto-manual"])
        let w = session.window
        let x = w.x + w.width / 2, footerY = w.y + w.height - 22
        try session.xdotool(["mousemove", "\(x)", "\(w.y + 300)", "key", "End", "sleep", "0.8"])
        let before = try session.frames().last
        XCTAssertEqual(before?.footer?.callbacks, 0, "scrolled to the end with automatic loading off: no load")
        try session.xdotool(
            ["mousemove", "\(x)", "\(footerY)", "sleep", "0.05", "click", "1", "sleep", "1.6"], timeout: 10)
        try session.quitWithEscape()
        let frames = try session.frames()
        let all = WindowTraceFrame.summary(frames)
        XCTAssertTrue(frames.contains { $0.footer?.state == "refreshing" }, "the click should start loading. \(all)")
        XCTAssertEqual(frames.last?.footer?.callbacks, 1, "one load for one click. \(all)")
        XCTAssertEqual(frames.last?.contentHeight, 25 * 60, all)
        XCTAssertEqual(
            frames.last?.inset?.bottom, 44, "the auto footer's height stays in the inset while shown. \(all)")
    }

    @MainActor func testNoDisplayExplainsWhatToDo() async throws {
        let binary = try BuiltProduct.playground()
        let env = ProcessRunner.environmentWithoutDisplay()
        let r = try ProcessRunner.run(binary, [], environment: env, timeout: 15)
        XCTAssertFalse(r.timedOut, "without a display the playground should exit at once: \(r.summary)")
        XCTAssertEqual(r.status, 1, "exit status without a display: \(r.summary)")
        XCTAssertTrue(r.stderr.contains("xvfb-run"), "stderr should suggest xvfb-run: \(r.summary)")
        XCTAssertTrue(r.stderr.contains("replay"), "stderr should suggest the headless replay: \(r.summary)")
    }

    @MainActor func testUnknownExampleListsValidIDs() async throws {
        let binary = try BuiltProduct.playground()
        // No display: bad input must be rejected before any window is opened.
        let env = ProcessRunner.environmentWithoutDisplay()
        let r = try ProcessRunner.run(binary, ["--example", "nope"], environment: env, timeout: 15)
        XCTAssertFalse(r.timedOut, r.summary)
        XCTAssertEqual(r.status, 2, "exit status for an unknown example: \(r.summary)")
        XCTAssertTrue(r.stderr.contains("list.plain"), "stderr should list the valid example IDs: \(r.summary)")
    }
}

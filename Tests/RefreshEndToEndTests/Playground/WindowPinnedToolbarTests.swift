import Foundation
import RefreshTestSupport
import XCTest

/// `list.pinned-toolbar` in a real window driven with xdotool: a drag that starts on the pinned
/// search field moves nothing; one that starts on the rows pulls them (and the header) out below
/// the bar, which stays where it is, and the inset comes back to exactly the bar's height.
nonisolated final class WindowPinnedToolbarTests: WindowTestCase {
    @MainActor func testTheBarStaysAndTheHeaderPullsOutBelowIt() async throws {
        let session = try harness.openWindow(arguments: ["--example", "list.pinned-toolbar"])
        let w = session.window
        // On the bar: pressed 20 px below the window's top and dragged 200 px down.
        try session.xdotool(WindowSession.drag(x: w.midX, from: w.y + 20, to: w.y + 220))
        let onBar = session.waitForTrace(timeout: 2)
        // On the rows: pressed 150 px down and pulled 250 px further.
        try session.xdotool(WindowSession.drag(x: w.midX, from: w.y + 150, to: w.y + 400))
        let frames = session.waitForTrace(timeout: 8) { frames in
            guard let last = frames.last else { return false }
            return (last.header?.callbacks ?? 0) >= 1 && last.header?.state == "idle" && !last.decelerating
        }
        try session.quitWithEscape()

        let all = WindowTraceFrame.summary(frames)
        XCTAssertFalse(onBar.contains(where: \.dragging), "a drag on the bar moved the list. Trace: \(all)")
        XCTAssertTrue(onBar.allSatisfy { abs($0.y + 52) < 0.01 }, "the list rests below the bar. Trace: \(all)")
        let bars = Set(frames.compactMap { $0.pinnedBar.map { "\($0)" } })
        XCTAssertEqual(frames.filter { $0.pinnedBar == nil }.count, 0, "every line has the bar")
        XCTAssertEqual(bars.count, 1, "the bar never moved: \(bars)")
        XCTAssertEqual(frames.first?.pinnedBar?.y, 0)
        XCTAssertEqual(frames.first?.pinnedBar?.height, 52)
        let minY = frames.filter(\.dragging).map(\.y).min() ?? 0
        XCTAssertLessThan(minY, -52 - 54, "pulled past the header's threshold below the bar. Trace: \(all)")
        XCTAssertEqual(frames.last?.header?.callbacks, 1, "one refresh. Trace: \(all)")
        XCTAssertEqual(frames.last?.inset?.top ?? 0, 52, accuracy: 1e-9, "the bar's height exactly. Trace: \(all)")
        XCTAssertEqual(frames.last?.y ?? 0, -52, accuracy: 0.5, "back at rest below the bar. Trace: \(all)")
    }
}

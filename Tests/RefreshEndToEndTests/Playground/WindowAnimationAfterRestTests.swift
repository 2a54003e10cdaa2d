import Foundation
import XCTest

/// After the window has rested (no frames for a while), a key that starts an animation plays it
/// from its beginning: the scene catches up to the key's time before applying it, so the first
/// frame after the key is not already at the animation's end.
nonisolated final class WindowAnimationAfterRestTests: WindowTestCase {
    /// How long the app rests before each key: more than the 0.33 s scroll and 0.25 s reveal.
    @MainActor private let rest = 1.5

    /// header.normal: End after a rest scrolls to the end over several frames; F5 after another rest
    /// reveals the header (offset to -54) over several frames too.
    @MainActor func testEndAndF5AfterARestAnimate() async throws {
        let session = try harness.openWindow(arguments: ["--example", "header.normal", "--refresh-delay", "never"])
        try session.pointInside()

        let beforeEnd = session.waitForTrace(timeout: rest + 3, quiet: rest)
        try session.xdotool(["key", "End"])
        let afterEnd = session.waitForTrace(timeout: 3) {
            $0.last.map { $0.y > 0 && abs($0.y - ($0.maxY ?? 0)) < 0.01 } ?? false
        }
        guard let endY = afterEnd.last?.maxY else { return XCTFail("no frames") }
        assertAnimates(from: beforeEnd, to: afterEnd, start: 0, end: endY, what: "End")

        let beforeF5 = session.waitForTrace(timeout: rest + 3, quiet: rest)
        try session.xdotool(["key", "F5"])
        // The spinner keeps frames coming while refreshing: wait for the hover offset, not for quiet.
        let afterF5 = session.waitForTrace(timeout: 3, quiet: 0) { $0.last.map { abs($0.y + 54) < 0.01 } ?? false }
        assertAnimates(from: beforeF5, to: afterF5, start: endY, end: -54, what: "F5")
        XCTAssertEqual(afterF5.last?.header?.source, "key", "F5 is a key. \(WindowTraceFrame.summary(afterF5))")

        // Esc while the header refreshes cancels the refresh (the window does not quit); once
        // nothing refreshes, Esc quits.
        try session.xdotool(["key", "Escape"])
        let cancelled = session.waitForTrace(timeout: 3) { $0.last?.header?.state == "idle" }
        let all = WindowTraceFrame.summary(cancelled)
        XCTAssertTrue(session.app.isRunning, "Esc cancels the refresh first. \(all)")
        XCTAssertEqual(
            cancelled.filter { $0.header?.events?.contains("cancelled") == true }.count, 1, "one cancel. \(all)")
        XCTAssertNil(cancelled.last?.header?.source, all)
        try session.quitWithEscape()
    }

    /// The frames `after` adds to `before` go from `start` to `end`: the first is neither at `end`
    /// nor presented before the rest was over, at least 3 are strictly between, the last is at `end`.
    @MainActor private func assertAnimates(
        from before: [WindowTraceFrame], to after: [WindowTraceFrame], start: Double, end: Double,
        what: String, line: UInt = #line
    ) {
        let all = WindowTraceFrame.summary(after)
        guard let previous = before.last, after.count > before.count else {
            return XCTFail("\(what): no frames after the key. \(all)", line: line)
        }
        let added = Array(after[before.count...])
        XCTAssertEqual(previous.y, start, accuracy: 0.5, "\(what): where the list rested. \(all)", line: line)
        if let wall = added[0].wall, let restedSince = previous.wall {
            XCTAssertGreaterThanOrEqual(
                wall - restedSince, rest, "\(what): the app should have rested first. \(all)", line: line)
        }
        let span = abs(end - start)
        XCTAssertGreaterThan(
            abs(added[0].y - end), 0.02 * span,
            "\(what): the first frame after the key (\(added[0].y)) is already at the end \(end). \(all)",
            line: line)
        let between = Set(added.map(\.y).filter { min(start, end) + 0.5 < $0 && $0 < max(start, end) - 0.5 })
        XCTAssertGreaterThanOrEqual(
            between.count, 3, "\(what): too few intermediate offsets \(between.sorted()). \(all)",
            line: line)
        XCTAssertEqual(
            added.last?.y ?? .nan, end, accuracy: 0.01, "\(what): the animation ends at \(end). \(all)", line: line)
    }
}

import Foundation
import RefreshTestSupport
import XCTest

/// `list.split` in a real window with real input (xdotool): a click focuses the list under it, End
/// loads only that list's footer, Tab moves the focus to the other list (the browser stays shut).
nonisolated final class WindowFocusTests: WindowTestCase {
    @MainActor func testAClickFocusesEndLoadsOnlyThatListAndTabMovesOn() async throws {
        let session = try harness.openWindow(arguments: ["--example", "list.split", "--refresh-delay", "never"])
        let start = session.waitForTrace(timeout: 3)
        XCTAssertEqual(start.last?.focus, 0, "the left list starts with the focus. \(WindowTraceFrame.summary(start))")

        // The right list covers the window's right half (195…390 of 390 points).
        let x = session.window.x + session.window.width * 3 / 4, y = session.window.y + 300
        try session.xdotool(["mousemove", "\(x)", "\(y)", "sleep", "0.05", "click", "1", "sleep", "0.1", "key", "End"])
        let loaded = session.waitForTrace(timeout: 3) { $0.last?.lists?[1].footer?.state == "refreshing" }
        let last = try XCTUnwrap(loaded.last)
        XCTAssertEqual(last.focus, 1, "the click focused the right list. \(WindowTraceFrame.summary(loaded))")
        XCTAssertEqual(last.lists?[1].footer?.state, "refreshing", "End reached the right list's footer")
        XCTAssertEqual(last.lists?[0].footer?.callbacks, 0, "the left list's footer never loaded")
        XCTAssertEqual(last.lists?[0].offset.y, 0, "the left list never moved")

        try session.xdotool(["key", "Tab"])
        let tabbed = session.waitForTrace(timeout: 3) { $0.last?.focus == 0 }
        // Had Tab opened the browser, the browser would have taken it and the focus stayed.
        XCTAssertEqual(
            tabbed.last?.focus, 0, "Tab moved the focus to the left list. \(WindowTraceFrame.summary(tabbed))")
        try session.quitWithEscape()
    }
}

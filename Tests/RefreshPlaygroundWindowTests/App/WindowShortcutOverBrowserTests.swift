import RefreshSDL
import XCTest

@testable import RefreshPlayground
@testable import RefreshPlaygroundWindow

/// Which window keys still work while the example browser is open (issue 19: Space pauses the
/// scene under the browser, Right steps it).
nonisolated final class WindowShortcutOverBrowserTests: XCTestCase {
    @MainActor func testTheClockQuitHUDAndCapturesWorkOverTheBrowser() async {
        for key in ["Space", "S", "H", "P", "Q", "Right"] {
            let shortcut = WindowShortcut(key: key, modifiers: [])
            XCTAssertEqual(shortcut?.worksOverBrowser, true, key)
        }
        XCTAssertEqual(WindowShortcut(key: "P", modifiers: .shift)?.worksOverBrowser, true)
        XCTAssertEqual(WindowShortcut(key: "Q", modifiers: .control)?.worksOverBrowser, true)
    }

    @MainActor func testTabHUDMovesAndRefreshWaitForTheBrowserToClose() async {
        XCTAssertEqual(WindowShortcut(key: "Tab", modifiers: [])?.worksOverBrowser, false)
        XCTAssertEqual(WindowShortcut(key: "H", modifiers: .shift)?.worksOverBrowser, false)
        XCTAssertEqual(WindowShortcut(key: "R", modifiers: .control)?.worksOverBrowser, false)
    }
}

import RefreshSDL
import XCTest

@testable import RefreshPlayground
@testable import RefreshPlaygroundWindow

nonisolated final class WindowShortcutTests: XCTestCase {
    @MainActor func testKeysMapToShortcuts() async {
        XCTAssertEqual(WindowShortcut(key: "Q", modifiers: []), .quit)
        XCTAssertEqual(WindowShortcut(key: "Q", modifiers: .control), .quit)
        XCTAssertEqual(WindowShortcut(key: "Escape", modifiers: []), .quit)
        XCTAssertEqual(WindowShortcut(key: "R", modifiers: .control), .refresh)
        XCTAssertEqual(WindowShortcut(key: "Tab", modifiers: []), .toggleBrowser)
        XCTAssertEqual(WindowShortcut(key: "H", modifiers: []), .toggleHUD)
        XCTAssertEqual(WindowShortcut(key: "H", modifiers: .shift), .moveHUD)
        XCTAssertEqual(WindowShortcut(key: "S", modifiers: []), .cycleSpeed)
        XCTAssertEqual(WindowShortcut(key: "Space", modifiers: []), .togglePause)
        XCTAssertEqual(WindowShortcut(key: "Right", modifiers: []), .stepFrame)
        XCTAssertEqual(WindowShortcut(key: "P", modifiers: []), .capture)
        XCTAssertEqual(WindowShortcut(key: "P", modifiers: .shift), .captureWithOverlays)
    }

    @MainActor func testTheHUDStartsAwayFromTheControlLookedAt() async {
        XCTAssertEqual(WindowApp.hudCorner(for: "header.normal"), .bottomRight)
        XCTAssertEqual(WindowApp.hudCorner(for: "footer.back-gif"), .topRight)
        XCTAssertEqual(WindowApp.hudCorner(for: "grid.header-footer"), .topRight)
        XCTAssertEqual(WindowApp.hudCorner(for: "trailer.horizontal"), .bottomRight)
    }

    @MainActor func testOtherKeysAreLeftToTheExample() async {
        for key in ["F5", "L", "T", "N", "C", "Home", "End", "R", "X", "F12"] {
            XCTAssertNil(WindowShortcut(key: key, modifiers: []), key)
        }
        XCTAssertNil(WindowShortcut(key: "H", modifiers: .control), "Ctrl+H is no shortcut")
        XCTAssertNil(WindowShortcut(key: "Q", modifiers: .shift))
        XCTAssertNil(WindowShortcut(key: "S", modifiers: .alt), "Alt chords belong to the desktop")
        XCTAssertNil(WindowShortcut(key: "Escape", modifiers: .control))
        XCTAssertTrue(WindowShortcut.stepFrame.repeats)
        XCTAssertFalse(WindowShortcut.toggleBrowser.repeats)
    }
}

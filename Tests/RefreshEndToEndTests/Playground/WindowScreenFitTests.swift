import Foundation
import XCTest

/// `make run` on a laptop's 768-pixel screen: the default window (390×844) would open with its
/// bottom, and a footer's load, out of sight, so it opens shortened to the screen and says so; a
/// size given with `--size` is kept as given.
nonisolated final class WindowScreenFitTests: WindowTestCase {
    @MainActor func testTheDefaultWindowFitsAShortScreenAndAChosenSizeIsKept() async throws {
        let fitted = try harness.openWindow(
            arguments: ["--example", "footer.auto-normal"], screen: "1024x768", minimumHeight: 300)
        XCTAssertEqual(fitted.window.width, 390)
        XCTAssertEqual(fitted.window.height, 720, "768 less 48 for the title bar")
        XCTAssertLessThanOrEqual(fitted.window.y + fitted.window.height, 768, "the whole window on the screen")
        XCTAssertTrue(
            fitted.app.stdout.contains(
                "the window is 390×720 points instead of 390×844 to fit the screen's usable 1024×768"),
            fitted.app.stdout)
        // The list fills the shortened window: End scrolls to its end and the footer loads there.
        try fitted.pointInside()
        try fitted.xdotool(["key", "End"])
        let loaded = fitted.waitForTrace(timeout: 5) { frames in
            frames.contains { $0.footer?.state == "refreshing" } && frames.last?.footer?.state == "idle"
        }
        XCTAssertTrue(
            loaded.contains { $0.footer?.state == "refreshing" }, "End loads more. \(WindowTraceFrame.summary(loaded))")
        try fitted.quit("q") { try fitted.xdotool(["key", "q"]) }

        let chosen = try harness.openWindow(
            arguments: ["--example", "footer.auto-normal", "--size", "390x844"], screen: "1024x768")
        XCTAssertEqual(chosen.window.height, 844, "--size is kept, even taller than the screen")
        XCTAssertFalse(chosen.app.stdout.contains("instead of"), chosen.app.stdout)
        try chosen.quit("q") { try chosen.xdotool(["key", "q"]) }
    }
}

import Foundation
import RefreshCore
import RefreshSDL
import XCTest

nonisolated final class RuntimeTests: XCTestCase {
    /// The library's message speaks to any program (the playground says more of its own).
    @MainActor func testNoDisplayErrorSuggestsXvfbAndHeadlessDrawing() async {
        let text = "\(SDLError.noDisplay(message: "No available video device"))"
        XCTAssertTrue(text.contains("No available video device"), text)
        XCTAssertTrue(text.contains("xvfb-run"), text)
        XCTAssertTrue(text.contains("HeadlessTarget"), text)
        XCTAssertFalse(text.contains("refresh-playground"), "a library user's program is not the playground: \(text)")
    }

    @MainActor func testInitVideoWithoutDisplayThrowsHelpfulError() async throws {
        if ProcessInfo.processInfo.environment["DISPLAY"] != nil
            || ProcessInfo.processInfo.environment["WAYLAND_DISPLAY"] != nil
        {
            throw XCTSkip("a display is available; this test checks the headless failure")
        }
        if ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"] != nil {
            throw XCTSkip("SDL_VIDEODRIVER is set; SDL may open an offscreen display")
        }
        XCTAssertThrowsError(try SDLRuntime.initVideo()) { error in
            XCTAssertTrue("\(error)".contains("xvfb-run"), "\(error)")
        }
        XCTAssertFalse(SDLRuntime.hasVideo)
    }

    @MainActor func testHeadlessDrawingNeedsNoVideo() async throws {
        let t = try HeadlessTarget(size: Size(width: 4, height: 4), scale: 1)
        t.beginFrame(clear: .black)
        XCTAssertEqual(t.snapshot()[3, 3], .black)
        XCTAssertFalse(SDLRuntime.hasVideo)
    }

    @MainActor func testSDLErrorCarriesOperationAndMessage() async {
        XCTAssertEqual(
            "\(SDLError.image(operation: "cannot decode PNG 'Assets/x/3.png'", message: "bad CRC"))",
            "cannot decode PNG 'Assets/x/3.png': bad CRC")
        XCTAssertEqual(
            "\(SDLError.ttf(operation: "cannot open font 'a.ttf' at 12 px", message: "oops"))",
            "cannot open font 'a.ttf' at 12 px: oops")
    }

    @MainActor func testInvalidHeadlessTargetThrows() async {
        XCTAssertThrowsError(try HeadlessTarget(size: Size(width: 10, height: .nan), scale: 1))
        XCTAssertThrowsError(try HeadlessTarget(size: Size(width: 10, height: 10), scale: 0))
    }
}

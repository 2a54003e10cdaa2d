import CSDL2
import Foundation
import RefreshCore
import RefreshSDL
import XCTest

/// Needs a display: `make test` runs it under `xvfb-run` with `WindowTests`, before the whole
/// (headless) suite, where it skips. The window is the main actor's, as the test is.
nonisolated final class RefreshWindowTests: XCTestCase {
    @MainActor func testPresentDrawsTheTreePacesFramesAndPollKeepsTheRootTheWindowsSize() async throws {
        guard ProcessInfo.processInfo.environment["DISPLAY"] != nil else {
            throw XCTSkip("no DISPLAY; run under xvfb-run to exercise windows")
        }
        try presentPollAndPace()
    }

    @MainActor
    private func presentPollAndPace() throws {
        let window = try RefreshWindow(title: "RefreshWindow test", size: Size(width: 120, height: 80), software: true)
        XCTAssertEqual(window.root.frame, Rect(origin: .zero, size: window.window.size))
        let content = View()
        window.contentView = content
        XCTAssertTrue(content.superview === window.root)
        XCTAssertEqual(content.frame, window.root.bounds, "the content view fills the window")
        let box = View(frame: Rect(x: 10, y: 10, width: 20, height: 20))
        box.backgroundColor = .black
        content.addSubview(box)
        window.clock.set(SDLClock.now)
        window.root.tick()

        let start = SDLClock.now
        window.present()
        let pixels = try window.renderer.readPixels()
        let s = window.window.pixelScale
        XCTAssertEqual(pixels[Int(15 * s), Int(15 * s)], .black, "the box")
        XCTAssertEqual(pixels[Int(5 * s), Int(5 * s)], .white, "the root's background")

        // Two more frames: each returns a frame interval after the last (SDL's clock has whole ms).
        window.present()
        window.present()
        XCTAssertGreaterThanOrEqual(SDLClock.now - start, 2 * window.frameInterval - 0.005)

        // A resize reaches the root and the content view before poll() returns it.
        window.root.frame = Rect(x: 0, y: 0, width: 10, height: 10)
        content.frame = Rect(x: 0, y: 0, width: 10, height: 10)
        var e = SDL_Event()
        e.type = SDL_WINDOWEVENT.rawValue
        e.window.windowID = window.window.id
        e.window.event = UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue)
        XCTAssertEqual(SDL_PushEvent(&e), 1, String(cString: SDL_GetError()))
        var sawResize = false
        while !sawResize, let event = window.poll() { sawResize = event == .resized }
        XCTAssertTrue(sawResize, "the pushed resize came back from poll()")
        XCTAssertEqual(window.root.frame, Rect(origin: .zero, size: window.window.size))
        XCTAssertEqual(content.frame, window.root.bounds)

        // Another content view replaces it.
        let next = View()
        window.contentView = next
        XCTAssertNil(content.superview)
        XCTAssertTrue(next.superview === window.root)
    }
}

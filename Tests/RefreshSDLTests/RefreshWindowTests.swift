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

    /// A header's last-updated time is the real one: the root's calendar starts at the current date,
    /// in the user's time zone, and follows the window's clock.
    @MainActor func testTheCalendarIsTheRealDateInTheUsersTimeZone() async throws {
        guard ProcessInfo.processInfo.environment["DISPLAY"] != nil else {
            throw XCTSkip("no DISPLAY; run under xvfb-run to exercise windows")
        }
        let window = try RefreshWindow(
            title: "RefreshWindow calendar", size: Size(width: 60, height: 40), software: true)
        let calendar = window.root.context.calendar
        XCTAssertEqual(calendar.now.timeIntervalSince1970, Date().timeIntervalSince1970, accuracy: 5)
        XCTAssertEqual(calendar.timeZone, TimeZone.current)
        window.clock.set(window.clock.now + 3600)
        XCTAssertEqual(calendar.now.timeIntervalSince1970, Date().timeIntervalSince1970 + 3600, accuracy: 5)
    }

    /// At rest `present()` waits for the next event (and `poll()` returns it), while something
    /// moves it paces frames at the display's rate; `poll()` catches the tree up to an event's time.
    @MainActor func testPresentWaitsForInputAtRestAndPollCatchesUpToTheEventsTime() async throws {
        guard ProcessInfo.processInfo.environment["DISPLAY"] != nil else {
            throw XCTSkip("no DISPLAY; run under xvfb-run to exercise windows")
        }
        let window = try RefreshWindow(title: "RefreshWindow rest", size: Size(width: 120, height: 80), software: true)
        window.maximumRestWait = 0.3
        window.clock.set(SDLClock.now)
        window.root.tick()
        window.present()
        while window.poll() != nil {}   // what opening the window queued

        // At rest with no input: present() waits out maximumRestWait, not one frame.
        var start = SDLClock.now
        window.present()
        XCTAssertGreaterThanOrEqual(SDLClock.now - start, 0.25, "at rest it waits for input")

        // An event while it waits ends the wait at once, and poll() returns it.
        var e = SDL_Event()
        e.type = SDL_MOUSEBUTTONDOWN.rawValue
        e.button.windowID = window.window.id
        e.button.button = UInt8(SDL_BUTTON_LEFT)
        e.button.x = 40
        e.button.y = 30
        XCTAssertEqual(SDL_PushEvent(&e), 1, String(cString: SDL_GetError()))
        start = SDLClock.now
        window.present()
        XCTAssertLessThan(SDLClock.now - start, 0.2, "the pushed event ended the wait")
        guard case let .pointerDown(p, time)? = window.poll() else {
            return XCTFail("the press comes back from poll()")
        }
        XCTAssertEqual(p, Point(x: 40, y: 30))
        XCTAssertEqual(window.clock.now, time, "the tree was caught up to the press's time before it was returned")

        // Something moving: frames are paced, not held for input.
        let spinner = ActivityIndicator()
        spinner.frame = Rect(x: 10, y: 10, width: 20, height: 20)
        window.root.addSubview(spinner)
        spinner.startAnimating()
        window.clock.set(SDLClock.now)
        window.root.tick()
        XCTAssertTrue(window.root.isBusy)
        start = SDLClock.now
        for _ in 0..<3 {
            window.present()
            window.clock.set(SDLClock.now)
            window.root.tick()
        }
        let elapsed = SDLClock.now - start
        XCTAssertLessThan(elapsed, 0.25, "three paced frames, no waiting for input")
        XCTAssertGreaterThanOrEqual(
            elapsed, 2 * window.frameInterval - 0.005,
            "each returns a frame interval after the last (SDL's clock has whole ms)")
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

        _ = start
        while window.poll() != nil {}   // what opening the window queued

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

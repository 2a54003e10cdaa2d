import CSDL2
import Foundation
import RefreshCore
import RefreshSDL
import XCTest

/// `RefreshWindow` on a display (`make test` runs this target under `xvfb-run`). The window is the
/// main actor's, as the test is.
nonisolated final class RefreshWindowTests: WindowTestCase {
    override class var opensWindowsInThisProcess: Bool { true }

    /// A header's last-updated time is the real one: the root's calendar starts at the current date
    /// (whole seconds, as a recording writes it), in the user's time zone, and follows the window's clock.
    @MainActor func testTheCalendarIsTheRealDateInTheUsersTimeZone() async throws {
        let window = try RefreshWindow(
            title: "RefreshWindow calendar", size: Size(width: 60, height: 40), software: true)
        let calendar = window.root.context.calendar
        XCTAssertEqual(calendar.now.timeIntervalSince1970, Date().timeIntervalSince1970, accuracy: 5)
        XCTAssertEqual(calendar.origin.timeIntervalSince1970.rounded(.down), calendar.origin.timeIntervalSince1970)
        XCTAssertEqual(calendar.timeZone, TimeZone.current)
        XCTAssertEqual(window.sessionScript.date, calendar.origin, "a recording starts at that date")
        XCTAssertEqual(window.sessionScript.timeZone, TimeZone.current)
        window.clock.set(window.clock.now + 3600)
        XCTAssertEqual(calendar.now.timeIntervalSince1970, Date().timeIntervalSince1970 + 3600, accuracy: 5)
    }

    @MainActor func testPresentDrawsTheTreeAndPollKeepsTheRootTheWindowsSize() async throws {
        let window = try RefreshWindow(title: "RefreshWindow test", size: Size(width: 120, height: 80), software: true)
        XCTAssertEqual(window.root.frame, Rect(origin: .zero, size: window.window.size))
        XCTAssertEqual(window.clock.now, 0, "the tree's time starts when the window opens")
        let content = View()
        window.contentView = content
        XCTAssertTrue(content.superview === window.root)
        XCTAssertEqual(content.frame, window.root.bounds, "the content view fills the window")
        let box = View(frame: Rect(x: 10, y: 10, width: 20, height: 20))
        box.backgroundColor = .black
        content.addSubview(box)
        window.overlay = { canvas in canvas.fill(Rect(x: 60, y: 10, width: 10, height: 10), color: .black) }

        XCTAssertTrue(window.needsFrame, "the first frame is needed")
        XCTAssertTrue(window.presentFrameIfNeeded())
        XCTAssertEqual(window.frameCount, 1)
        XCTAssertFalse(window.needsFrame, "nothing moves, nothing was asked for")
        XCTAssertFalse(window.presentFrameIfNeeded(), "no frame at rest")
        let pixels = try window.renderer.readPixels()
        let s = window.window.pixelScale
        XCTAssertEqual(pixels[Int(15 * s), Int(15 * s)], .black, "the box")
        XCTAssertEqual(pixels[Int(65 * s), Int(15 * s)], .black, "the overlay")
        XCTAssertEqual(pixels[Int(5 * s), Int(5 * s)], .white, "the root's background")

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
        XCTAssertTrue(window.needsFrame, "a resize asks for a frame")

        // Another content view replaces it.
        let next = View()
        window.contentView = next
        XCTAssertNil(content.superview)
        XCTAssertTrue(next.superview === window.root)

        // Another tree replaces the root: sized to the window, its clock driven on from its reading.
        let context = ViewContext(clock: ManualClock(now: 100))
        let other = Window(frame: Rect(x: 0, y: 0, width: 1, height: 1), context: context)
        window.replaceRoot(with: other)
        XCTAssertTrue(window.root === other)
        XCTAssertNil(window.contentView, "the content view was the old root's")
        XCTAssertEqual(other.frame, Rect(origin: .zero, size: window.window.size))
        XCTAssertEqual(context.scale, window.window.pixelScale)
        window.presentFrameIfNeeded()
        XCTAssertGreaterThanOrEqual(window.clock.now, 100)
        XCTAssertLessThan(window.clock.now, 101)
    }

    /// At rest `present()` waits for the next event (and `poll()` returns it), while something
    /// moves it paces frames at the display's rate; `poll()` catches the tree up to an event's time.
    @MainActor func testPresentWaitsForInputAtRestAndPollCatchesUpToTheEventsTime() async throws {
        let window = try RefreshWindow(title: "RefreshWindow rest", size: Size(width: 120, height: 80), software: true)
        window.maximumRestWait = 0.3
        window.present()
        while window.poll() != nil {}   // what opening the window queued
        window.presentFrameIfNeeded()

        // At rest with no input: present() waits out maximumRestWait, not one frame.
        var start = SDLClock.now
        window.present()
        XCTAssertGreaterThanOrEqual(SDLClock.now - start, 0.25, "at rest it waits for input")

        // An event while it waits ends the wait at once, and poll() returns it.
        pushMouse(SDL_MOUSEBUTTONDOWN, in: window, x: 40, y: 30)
        start = SDLClock.now
        let frames = window.frameCount
        window.present()
        XCTAssertLessThan(SDLClock.now - start, 0.2, "the pushed event ended the wait")
        XCTAssertEqual(window.frameCount, frames, "no frame while waiting")
        guard case let .pointerDown(p, time)? = window.poll() else {
            return XCTFail("the press comes back from poll()")
        }
        XCTAssertEqual(p, Point(x: 40, y: 30))
        XCTAssertEqual(window.clock.now, time, "the tree was caught up to the press's time (on its clock)")
        XCTAssertLessThan(time, 30, "the time is the tree's, seconds since the window opened")
        XCTAssertTrue(window.needsFrame, "input asks for a frame")

        // Something moving: frames are paced, not held for input.
        let spinner = ActivityIndicator()
        spinner.frame = Rect(x: 10, y: 10, width: 20, height: 20)
        window.root.addSubview(spinner)
        spinner.startAnimating()
        window.present()
        XCTAssertTrue(window.root.isBusy)
        start = SDLClock.now
        let before = window.frameCount
        for _ in 0..<3 { window.present() }
        let elapsed = SDLClock.now - start
        XCTAssertEqual(window.frameCount, before + 3, "a frame each time while something moves")
        XCTAssertLessThan(elapsed, 0.25, "three paced frames, no waiting for input")
        XCTAssertGreaterThanOrEqual(
            elapsed, 2 * window.frameInterval - 0.005, "each a frame interval after the last (SDL's clock has whole ms)"
        )
    }

    /// `frameLimit`: the loop ends after that many frames, even at rest (no waiting for input).
    @MainActor func testAFrameLimitEndsTheLoopAtRest() async throws {
        let window = try RefreshWindow(
            title: "RefreshWindow limit", size: Size(width: 120, height: 80), frameRate: 60, software: true)
        window.frameLimit = 12
        let start = SDLClock.now
        var loops = 0
        while !window.isFinished && loops < 1000 {
            while window.poll() != nil {}
            window.present()
            loops += 1
        }
        XCTAssertTrue(window.isFinished)
        XCTAssertEqual(window.frameCount, 12)
        XCTAssertLessThan(SDLClock.now - start, 1.5, "12 frames at 60 fps, no waits for input")
        XCTAssertFalse(window.needsFrame)
        XCTAssertFalse(window.presentFrameIfNeeded(), "nothing after the end")
        XCTAssertEqual(window.frameCount, 12)
    }

    /// `frameRate`: frames while something moves come at that rate, paced by sleeping (vsync off),
    /// at 30 and at 120 per second.
    @MainActor func testAChosenFrameRatePacesFrames() async throws {
        for rate in [30.0, 120.0] {
            let window = try RefreshWindow(
                title: "RefreshWindow \(rate) fps", size: Size(width: 120, height: 80), frameRate: rate,
                software: true)
            XCTAssertEqual(window.frameRate, rate)
            XCTAssertEqual(window.frameInterval, 1 / rate, accuracy: 1e-12)
            let spinner = ActivityIndicator()
            spinner.frame = Rect(x: 10, y: 10, width: 20, height: 20)
            window.root.addSubview(spinner)
            spinner.startAnimating()
            window.present()
            while window.poll() != nil {}
            let frames = Int(rate / 2)   // half a second
            var times: [Double] = []
            for _ in 0..<frames {
                while window.poll() != nil {}
                window.presentFrameIfNeeded()
                times.append(window.clock.now)
                window.waitForNextFrame()
            }
            let span = times.last! - times.first!
            XCTAssertEqual(
                span, Double(frames - 1) / rate, accuracy: 0.05,
                "\(frames) frames at \(rate) fps, on the tree's clock")
        }
    }

    /// `speed`, `isPaused` and `step()`: the tree's time runs slower, stops (no frames though the
    /// spinner would spin) and moves on by one frame interval per step.
    @MainActor func testSpeedPauseAndStep() async throws {
        let window = try RefreshWindow(
            title: "RefreshWindow speed", size: Size(width: 120, height: 80), frameRate: 60, software: true)
        let spinner = ActivityIndicator()
        window.root.addSubview(spinner)
        spinner.startAnimating()
        window.speed = 0.5
        window.present()
        let real0 = SDLClock.now, tree0 = window.now
        SDLClock.sleep(seconds: 0.4)
        XCTAssertEqual((window.now - tree0) / (SDLClock.now - real0), 0.5, accuracy: 0.05, "half speed")

        window.isPaused = true
        window.present()   // the frame the change asked for
        XCTAssertTrue(window.root.isBusy, "the spinner would spin")
        XCTAssertFalse(window.needsFrame, "paused: no frames")
        let paused = window.clock.now
        SDLClock.sleep(seconds: 0.1)
        XCTAssertEqual(window.now, paused, "time stands still")
        window.step()
        XCTAssertTrue(window.presentFrameIfNeeded(), "a step asks for one frame")
        XCTAssertEqual(window.clock.now - paused, 0.5 / 60, accuracy: 1e-6, "one frame interval at half speed")
        XCTAssertFalse(window.needsFrame)
        window.isPaused = false
        window.speed = 1
        window.present()
        XCTAssertTrue(window.needsFrame, "running again, the spinner needs frames")
    }
}

import CSDL2
import RefreshCore
import XCTest

@testable import RefreshSDL

/// Event translation, fed with synthetic SDL events (the event queue needs no display).
nonisolated final class EventSourceTests: XCTestCase {
    var source: SDLEventSource!

    override func setUpWithError() throws {
        try SDLRuntime.initCore()
        XCTAssertEqual(SDL_InitSubSystem(UInt32(SDL_INIT_EVENTS)), 0, SDLError.lastMessage())
        SDL_FlushEvents(0, UInt32.max)
        source = MainActor.assumeIsolated { SDLEventSource(windowSize: { Size(width: 400, height: 800) }) }
    }

    override func tearDown() { SDL_FlushEvents(0, UInt32.max) }

    @MainActor func push(_ build: (inout SDL_Event) -> Void) {
        var e = SDL_Event()
        build(&e)
        XCTAssertEqual(SDL_PushEvent(&e), 1, SDLError.lastMessage())
    }

    @MainActor func mouseButton(_ type: SDL_EventType, x: Int32, y: Int32, which: UInt32 = 0) {
        push { e in
            e.type = type.rawValue
            e.button.button = UInt8(SDL_BUTTON_LEFT)
            e.button.x = x; e.button.y = y; e.button.which = which
        }
    }

    /// The events with their times replaced by 0, after checking each time is when the event was
    /// pushed on CLOCK_MONOTONIC (`MonotonicTime`: SDL stamps pushed events itself, at queue time,
    /// and no X server stamps them).
    @MainActor func drain(pushedSince start: Double, file: StaticString = #filePath, line: UInt = #line) -> [InputEvent]
    {
        var out: [InputEvent] = []
        let end = MonotonicTime.now
        func check(_ t: Double) {
            XCTAssert(
                t >= start - 0.001 && t <= end + 0.001, "time \(t) outside \(start)…\(end)", file: file, line: line)
        }
        while let e = source.poll() {
            switch e {
            case let .pointerDown(p, t): check(t); out.append(.pointerDown(p, time: 0))
            case let .pointerMoved(p, t): check(t); out.append(.pointerMoved(p, time: 0))
            case let .pointerUp(p, t): check(t); out.append(.pointerUp(p, time: 0))
            case let .pointerHovered(p, t): check(t); out.append(.pointerHovered(p, time: 0))
            case let .trackpad(dx, dy, t): check(t); out.append(.trackpad(dx: dx, dy: dy, time: 0))
            default: out.append(e)
            }
        }
        return out
    }

    @MainActor func testMouseDragBecomesOnePointer() async {
        let start = MonotonicTime.now
        mouseButton(SDL_MOUSEBUTTONDOWN, x: 10, y: 20)
        push { e in
            e.type = SDL_MOUSEMOTION.rawValue
            e.motion.x = 10; e.motion.y = 60
        }
        mouseButton(SDL_MOUSEBUTTONUP, x: 10, y: 80)
        // A motion after release is hover, not a drag.
        push { e in
            e.type = SDL_MOUSEMOTION.rawValue; e.motion.x = 30; e.motion.y = 40
        }
        XCTAssertEqual(
            drain(pushedSince: start),
            [
                .pointerDown(Point(x: 10, y: 20), time: 0),
                .pointerMoved(Point(x: 10, y: 60), time: 0),
                .pointerUp(Point(x: 10, y: 80), time: 0),
                .pointerHovered(Point(x: 30, y: 40), time: 0),
            ])
    }

    @MainActor func motion(x: Int32, y: Int32) {
        push { e in
            e.type = SDL_MOUSEMOTION.rawValue
            e.motion.x = x; e.motion.y = y
        }
    }

    /// Drag moves queued one after another come out as one, the last, with the first one's arrival;
    /// a move after another event is its own.
    @MainActor func testQueuedDragMovesAreCoalescedIntoTheLast() async throws {
        let start = MonotonicTime.now
        mouseButton(SDL_MOUSEBUTTONDOWN, x: 10, y: 20)
        for y: Int32 in [30, 40, 50] { motion(x: 10, y: y) }
        mouseButton(SDL_MOUSEBUTTONUP, x: 10, y: 50)
        XCTAssertEqual(source.poll(), .pointerDown(Point(x: 10, y: 20), time: try XCTUnwrap(source.lastArrival)))
        let arrival = try XCTUnwrap(source.lastArrival)
        guard case let .pointerMoved(p, t)? = source.poll() else { return XCTFail("a move") }
        XCTAssertEqual(p, Point(x: 10, y: 50), "the last move's position")
        XCTAssertGreaterThanOrEqual(t, start - 0.001)
        XCTAssertLessThanOrEqual(try XCTUnwrap(source.lastArrival), t, "the first move's arrival")
        XCTAssertGreaterThanOrEqual(try XCTUnwrap(source.lastArrival), arrival)
        guard case .pointerUp? = source.poll() else { return XCTFail("the release after the moves") }
        XCTAssertNil(source.poll())

        source.coalescesMotion = false
        mouseButton(SDL_MOUSEBUTTONDOWN, x: 10, y: 20)
        for y: Int32 in [30, 40] { motion(x: 10, y: y) }
        XCTAssertEqual(
            drain(pushedSince: start),
            [
                .pointerDown(Point(x: 10, y: 20), time: 0), .pointerMoved(Point(x: 10, y: 30), time: 0),
                .pointerMoved(Point(x: 10, y: 40), time: 0),
            ], "every move when coalescing is off")
        mouseButton(SDL_MOUSEBUTTONUP, x: 10, y: 40)
        _ = drain(pushedSince: start)
    }

    @MainActor func testTouchIsScaledAndSynthesizedMouseIgnored() async {
        let start = MonotonicTime.now
        push { e in
            e.type = SDL_FINGERDOWN.rawValue
            e.tfinger.fingerId = 7; e.tfinger.x = 0.5; e.tfinger.y = 0.25
        }
        mouseButton(SDL_MOUSEBUTTONDOWN, x: 200, y: 200, which: UInt32.max)   // SDL_TOUCH_MOUSEID
        push { e in
            e.type = SDL_FINGERDOWN.rawValue   // a second finger while the first is down: ignored
            e.tfinger.fingerId = 8; e.tfinger.x = 0.1; e.tfinger.y = 0.1
        }
        push { e in
            e.type = SDL_FINGERUP.rawValue
            e.tfinger.fingerId = 7; e.tfinger.x = 0.5; e.tfinger.y = 0.5
        }
        XCTAssertEqual(
            drain(pushedSince: start),
            [.pointerDown(Point(x: 200, y: 200), time: 0), .pointerUp(Point(x: 200, y: 400), time: 0)])
    }

    @MainActor func wheel(x: Float = 0, y: Float, flipped: Bool = false) {
        push { e in
            e.type = SDL_MOUSEWHEEL.rawValue
            e.wheel.preciseX = x; e.wheel.preciseY = y
            e.wheel.direction = UInt32((flipped ? SDL_MOUSEWHEEL_FLIPPED : SDL_MOUSEWHEEL_NORMAL).rawValue)
        }
    }

    @MainActor func testWheelUndoesNaturalScrolling() async {
        wheel(y: 1)
        wheel(x: -1, y: 2, flipped: true)
        XCTAssertEqual(drain(pushedSince: MonotonicTime.now), [.wheel(dx: 0, dy: 1), .wheel(dx: 1, dy: -2)])
    }

    /// Fractional deltas are a trackpad's, in points (40 per unit, the wheel's sign); a whole one
    /// in the middle of its swipe stays a trackpad delta; a whole one after a pause is the wheel.
    @MainActor func testFractionalDeltasAreTrackpadPoints() async {
        let start = MonotonicTime.now
        wheel(y: 0.25)
        wheel(x: 0.5, y: -1.5, flipped: true)
        wheel(y: 1)
        XCTAssertEqual(
            drain(pushedSince: start),
            [
                .trackpad(dx: 0, dy: 10, time: 0), .trackpad(dx: -20, dy: 60, time: 0),
                .trackpad(dx: 0, dy: 40, time: 0),
            ])
        SDLClock.sleep(seconds: SDLEventSource.trackpadContinuation + 0.05)
        wheel(y: 1)
        XCTAssertEqual(drain(pushedSince: start), [.wheel(dx: 0, dy: 1)])
    }

    @MainActor func testKeysAndQuit() async {
        push { e in
            e.type = SDL_KEYDOWN.rawValue; e.key.keysym.sym = SDL_Keycode(SDLK_F5.rawValue)
        }
        push { e in e.type = SDL_QUIT.rawValue }
        XCTAssertEqual(drain(pushedSince: MonotonicTime.now), [.key("F5"), .quit])
    }
}

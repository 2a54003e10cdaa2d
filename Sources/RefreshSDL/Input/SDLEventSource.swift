import CSDL2
import RefreshCore

extension KeyModifiers {
    /// The modifiers SDL's `SDL_Keymod` bits hold (either side's Control, Shift, Alt, GUI).
    init(sdl mod: UInt16) {
        var m: KeyModifiers = []
        if mod & UInt16(KMOD_CTRL.rawValue) != 0 { m.insert(.control) }
        if mod & UInt16(KMOD_SHIFT.rawValue) != 0 { m.insert(.shift) }
        if mod & UInt16(KMOD_ALT.rawValue) != 0 { m.insert(.alt) }
        if mod & UInt16(KMOD_GUI.rawValue) != 0 { m.insert(.gui) }
        self = m
    }
}

/// Reads SDL's event queue for one window and translates it into the core's `InputEvent`s, and
/// does nothing else (what the events do is `ScrollViewInputRouter`'s): a single pointer from the
/// left mouse button or the first finger (mouse events SDL synthesizes from touches are dropped,
/// so a finger never counts twice), the wheel, the trackpad, keys and window changes.
///
/// Times: an event's time (and `lastArrival`) is when it reached the app on CLOCK_MONOTONIC
/// (`MonotonicTime`, seconds): the X server's stamp of the event when the display runs on this
/// machine, else SDL's timestamp (`EventArrival`).
@MainActor
public final class SDLEventSource {
    /// SDL's `SDL_TOUCH_MOUSEID`, carried by mouse events synthesized from touches.
    static let touchMouseID = UInt32.max
    /// Points per unit of a precise wheel delta. SDL's unit is one wheel notch's worth whatever the
    /// device, so this is the playground's wheel line (40 pt): a trackpad and a notched wheel
    /// scroll equally far for the same motion the desktop reports.
    public static let trackpadPointsPerUnit = 40.0
    /// A whole-number delta this soon (seconds) after a trackpad delta still belongs to the
    /// trackpad's swipe: smooth devices send an occasional exact 1.0, which must not turn into a
    /// clamped wheel step in the middle of a rubber band.
    public static let trackpadContinuation = 0.1

    private let windowSize: () -> Size
    private var mouseDown = false
    private var activeFinger: SDL_FingerID?
    private var lastTrackpadTime: Double?
    /// The X server's stamp of the event SDL translates next (from the `SDL_SYSWMEVENT` before it).
    private var serverStamp: UInt32?
    /// When the last event returned (input: pointer, wheel, trackpad, key) reached the app, on
    /// CLOCK_MONOTONIC seconds (`EventArrival`: the X server's stamp when it is this machine's clock,
    /// else SDL's); nil for other events.
    public private(set) var lastArrival: Double?

    /// Reads events for `window` (kept alive); creating the window initialised SDL's events.
    ///
    /// - Parameter window: The window whose size in points scales touch coordinates.
    public convenience init(window: SDLWindow) {
        self.init(windowSize: { window.size })
    }

    /// `windowSize` (points) scales touch coordinates. SDL's event subsystem must be initialised.
    /// Turns off SDL's mouse events synthesized from touches.
    ///
    /// - Parameter windowSize: Returns the window's current size in points; called for each touch event.
    public init(windowSize: @escaping () -> Size) {
        self.windowSize = windowSize
        SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "0")
        // The platform's own events, just before each event SDL translates: the X server's stamps.
        SDL_EventState(SDL_SYSWMEVENT.rawValue, SDL_ENABLE)
    }

    /// The next pending event, or nil when the queue is empty. Drag moves waiting in the queue one
    /// after another come out as one, the last (motion coalesced, as a display's frame takes the
    /// touches of its interval): the frame shows where the pointer is now, and the tree runs once
    /// for them instead of once per move; `lastArrival` is then the first one's arrival. Unless
    /// `coalescesMotion` is false.
    ///
    /// - Returns: The next event that means something here; SDL events of no interest are skipped
    ///   without waiting.
    public func poll() -> InputEvent? {
        guard var event = next() else { return nil }
        guard case .pointerMoved = event, coalescesMotion else { return event }
        let first = lastArrival
        while let following = next() {
            guard case .pointerMoved = following else {
                lookahead = (following, lastArrival)
                break
            }
            event = following
        }
        lastArrival = first
        return event
    }

    /// Whether drag moves queued together come out as one (true, the default); false hands out every
    /// move (a drawing program that wants every sample).
    public var coalescesMotion = true

    /// An event read past a run of drag moves, returned next.
    private var lookahead: (event: InputEvent, arrival: Double?)?

    private func next() -> InputEvent? {
        if let (event, arrival) = lookahead {
            lookahead = nil
            lastArrival = arrival
            return event
        }
        var e = SDL_Event()
        while SDL_PollEvent(&e) != 0 {
            if let event = translate(e) { return event }
        }
        return nil
    }

    /// Waits up to `milliseconds` for an event.
    ///
    /// - Parameter milliseconds: The longest wait, in milliseconds.
    /// - Returns: The event, `.other` for an SDL event of no interest, or nil when none came in time.
    public func wait(milliseconds: Int32) -> InputEvent? {
        if lookahead != nil { return next() }
        var e = SDL_Event()
        guard SDL_WaitEventTimeout(&e, milliseconds) != 0 else { return nil }
        return translate(e) ?? .other
    }

    /// An event's time: when it reached the app on CLOCK_MONOTONIC (`EventArrival`).
    private func time(_ timestamp: UInt32) -> Double { arrival(sdlTimestamp: timestamp) }

    private func translate(_ e: SDL_Event) -> InputEvent? {
        if e.type == SDL_SYSWMEVENT.rawValue {
            serverStamp = Self.x11InputTime(e.syswm.msg)
            return nil
        }
        let event = translateEvent(e)
        lastArrival = event.flatMap { $0.isInput ? ($0.time ?? arrival(sdlTimestamp: e.common.timestamp)) : nil }
        serverStamp = nil   // a stamp belongs to the event right after it, never to a later one
        return event
    }

    /// When the event SDL stamped `timestamp` reached the app: the X server's stamp when there is
    /// one on this machine's clock, else SDL's.
    private func arrival(sdlTimestamp timestamp: UInt32) -> Double {
        let now = MonotonicTime.now
        if let stamp = serverStamp, let t = EventArrival.fromServerTime(stamp, now: now) { return t }
        return EventArrival.fromSDLTimestamp(timestamp, ticks: SDL_GetTicks64(), now: now)
    }

    /// The X server time of a key, button or motion event in an `SDL_SysWMmsg` (SDL_syswm.h: its
    /// version's 3 bytes, the subsystem at 4, the `XEvent` at 8; Xlib.h: an `XKeyEvent`,
    /// `XButtonEvent` or `XMotionEvent` keeps its `type` at 0 and its `time` at 56 on 64-bit
    /// Linux), nil for other messages.
    private static func x11InputTime(_ msg: OpaquePointer?) -> UInt32? {
        #if arch(x86_64) || arch(arm64)
        guard let msg else { return nil }
        let raw = UnsafeRawPointer(msg)
        let x11Subsystem: Int32 = 2   // SDL_SYSWM_X11
        guard raw.loadUnaligned(fromByteOffset: 4, as: Int32.self) == x11Subsystem else { return nil }
        let type = raw.loadUnaligned(fromByteOffset: 8, as: Int32.self)
        guard (2...6).contains(type) else { return nil }   // KeyPress … MotionNotify
        return UInt32(truncatingIfNeeded: raw.loadUnaligned(fromByteOffset: 8 + 56, as: UInt.self))
        #else
        return nil
        #endif
    }

    private func translateEvent(_ e: SDL_Event) -> InputEvent? {
        switch SDL_EventType(e.type) {
        case SDL_QUIT:
            return .quit
        case SDL_KEYDOWN:
            return .key(
                String(cString: SDL_GetKeyName(e.key.keysym.sym)), modifiers: KeyModifiers(sdl: e.key.keysym.mod),
                isRepeat: e.key.`repeat` != 0)
        case SDL_MOUSEBUTTONDOWN where e.button.button == UInt8(SDL_BUTTON_LEFT) && e.button.which != Self.touchMouseID:
            guard activeFinger == nil else { return .other }
            mouseDown = true
            return .pointerDown(Point(x: Double(e.button.x), y: Double(e.button.y)), time: time(e.button.timestamp))
        case SDL_MOUSEMOTION where mouseDown && e.motion.which != Self.touchMouseID:
            return .pointerMoved(Point(x: Double(e.motion.x), y: Double(e.motion.y)), time: time(e.motion.timestamp))
        case SDL_MOUSEMOTION where activeFinger == nil && e.motion.which != Self.touchMouseID:
            // No button down: a hover, where the wheel and the trackpad go.
            return .pointerHovered(Point(x: Double(e.motion.x), y: Double(e.motion.y)), time: time(e.motion.timestamp))
        case SDL_MOUSEBUTTONUP where e.button.button == UInt8(SDL_BUTTON_LEFT) && mouseDown:
            mouseDown = false
            return .pointerUp(Point(x: Double(e.button.x), y: Double(e.button.y)), time: time(e.button.timestamp))
        case SDL_FINGERDOWN where activeFinger == nil && !mouseDown:
            activeFinger = e.tfinger.fingerId
            return .pointerDown(fingerPoint(e.tfinger), time: time(e.tfinger.timestamp))
        case SDL_FINGERMOTION where e.tfinger.fingerId == activeFinger:
            return .pointerMoved(fingerPoint(e.tfinger), time: time(e.tfinger.timestamp))
        case SDL_FINGERUP where e.tfinger.fingerId == activeFinger:
            activeFinger = nil
            return .pointerUp(fingerPoint(e.tfinger), time: time(e.tfinger.timestamp))
        case SDL_MOUSEWHEEL:
            let flip: Float = e.wheel.direction == UInt32(SDL_MOUSEWHEEL_FLIPPED.rawValue) ? -1 : 1
            let dx = Double(e.wheel.preciseX * flip), dy = Double(e.wheel.preciseY * flip)
            let t = time(e.wheel.timestamp)
            // Fractional deltas come from a trackpad or a smooth-scrolling wheel; whole ones from
            // a notched wheel, unless they arrive in the middle of a trackpad's swipe.
            let fractional = dx != dx.rounded() || dy != dy.rounded()
            let inSwipe = lastTrackpadTime.map { abs(t - $0) <= Self.trackpadContinuation } ?? false
            guard fractional || inSwipe else {
                // Shift turns a notched wheel sideways (InputEvent+Wheel).
                let held = KeyModifiers(sdl: UInt16(truncatingIfNeeded: SDL_GetModState().rawValue))
                return .wheel(dx: dx, dy: dy, modifiers: held)
            }
            lastTrackpadTime = t
            return .trackpad(dx: dx * Self.trackpadPointsPerUnit, dy: dy * Self.trackpadPointsPerUnit, time: t)
        case SDL_WINDOWEVENT:
            switch SDL_WindowEventID(UInt32(e.window.event)) {
            case SDL_WINDOWEVENT_SIZE_CHANGED, SDL_WINDOWEVENT_DISPLAY_CHANGED:
                return .resized
            case SDL_WINDOWEVENT_EXPOSED, SDL_WINDOWEVENT_RESTORED, SDL_WINDOWEVENT_SHOWN:
                return .exposed
            case SDL_WINDOWEVENT_FOCUS_LOST where mouseDown || activeFinger != nil:
                mouseDown = false
                activeFinger = nil
                return .pointerCancelled(time: MonotonicTime.now)
            default:
                return .other
            }
        default:
            return nil
        }
    }

    /// Touch coordinates are normalised to 0…1 of the window.
    private func fingerPoint(_ f: SDL_TouchFingerEvent) -> Point {
        let s = windowSize()
        return Point(x: Double(f.x) * s.width, y: Double(f.y) * s.height)
    }
}

extension InputEvent {
    /// A person's input whose arrival counts toward latency: a press, move, release or cancel of the
    /// pointer, the wheel, the trackpad, a key (not a hover, which moves nothing, nor a window event).
    var isInput: Bool {
        switch self {
        case .pointerDown, .pointerMoved, .pointerUp, .pointerCancelled, .wheel, .trackpad, .key: return true
        case .pointerHovered, .quit, .resized, .exposed, .other: return false
        }
    }
}

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
    }

    /// The next pending event, or nil when the queue is empty.
    ///
    /// - Returns: The next event that means something here; SDL events of no interest are skipped
    ///   without waiting.
    public func poll() -> InputEvent? {
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
        var e = SDL_Event()
        guard SDL_WaitEventTimeout(&e, milliseconds) != 0 else { return nil }
        return translate(e) ?? .other
    }

    private func time(_ timestamp: UInt32) -> Double { SDLClock.seconds(fromTimestamp: timestamp) }

    private func translate(_ e: SDL_Event) -> InputEvent? {
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
                return .pointerCancelled(time: SDLClock.now)
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

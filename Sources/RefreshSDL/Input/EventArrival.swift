/// When an input event reached the app, on CLOCK_MONOTONIC (`MonotonicTime`), from the best stamp
/// the platform gives: the X server's time of the event when the display is on this machine, else
/// SDL's timestamp.
///
/// - The X server stamps each key, button and motion event with its own time in milliseconds when
///   it makes the event (for a real device as it reads it, for XTest as it processes the request),
///   32 bits that wrap every 49.7 days. Xorg and Xvfb read CLOCK_MONOTONIC (or its coarse variant,
///   up to a millisecond behind), so the stamp is the moment the event entered the display server,
///   before it waited in the socket for the app to read it. SDL hands it out in its
///   `SDL_SYSWMEVENT`, just before the event it translates.
/// - SDL's `timestamp` is SDL_GetTicks' milliseconds at the moment SDL read the event from the
///   socket (while the app pumps events): it leaves out the time the event waited for the app.
///
/// A server stamp is used when it lies within ``serverStampWindow`` before now (a display on another
/// machine, or one that keeps another clock, fails that and falls back to SDL's).
public enum EventArrival {
    /// The oldest an X server stamp may be, in seconds, to be taken as this machine's monotonic clock.
    public static let serverStampWindow = 10.0

    /// The arrival of an event the X server stamped `milliseconds` (its 32-bit time), on
    /// CLOCK_MONOTONIC, read at `now`; nil when the stamp is not within ``serverStampWindow`` before
    /// `now` (then it is not this clock's).
    ///
    /// - Parameters:
    ///   - milliseconds: The event's X server time (wrapping at 2³²).
    ///   - now: CLOCK_MONOTONIC seconds now.
    /// - Returns: The arrival in CLOCK_MONOTONIC seconds, or nil.
    public static func fromServerTime(_ milliseconds: UInt32, now: Double) -> Double? {
        guard now.isFinite, now >= 0 else { return nil }
        let nowMilliseconds = UInt64(now * 1000)
        let age = UInt32(truncatingIfNeeded: nowMilliseconds) &- milliseconds   // wraps as the server's does
        guard Double(age) <= serverStampWindow * 1000 else { return nil }
        return Double(nowMilliseconds - min(nowMilliseconds, UInt64(age))) / 1000
    }

    /// The arrival of an event SDL stamped `timestamp` (SDL_GetTicks' milliseconds), on
    /// CLOCK_MONOTONIC, from both clocks read together now: never later than `now`.
    ///
    /// - Parameters:
    ///   - timestamp: The event's SDL timestamp, milliseconds since SDL started (32 bits).
    ///   - ticks: SDL_GetTicks64 now, milliseconds.
    ///   - now: CLOCK_MONOTONIC seconds now.
    /// - Returns: The arrival in CLOCK_MONOTONIC seconds.
    public static func fromSDLTimestamp(_ timestamp: UInt32, ticks: UInt64, now: Double) -> Double {
        let age = UInt32(truncatingIfNeeded: ticks) &- timestamp
        return now - Double(age) / 1000
    }
}

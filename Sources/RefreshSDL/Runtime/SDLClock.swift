import CSDL2

/// SDL's millisecond tick clock (SDL_GetTicks, the base of SDL's own event timestamps), in seconds.
/// The window runs on `MonotonicTime` instead (nanoseconds, the X server's clock); the core itself
/// never reads a clock.
public enum SDLClock {
    /// Seconds since SDL started.
    public static var now: Double { Double(SDL_GetTicks64()) / 1000 }

    /// An event's 32-bit millisecond timestamp on the same base as `now`.
    ///
    /// - Parameter ms: The event's timestamp, milliseconds since SDL started.
    /// - Returns: The same instant in seconds.
    public static func seconds(fromTimestamp ms: UInt32) -> Double { Double(ms) / 1000 }

    /// Sleeps the calling thread.
    ///
    /// - Parameter seconds: How long to sleep, at most 10 s; zero, negative or not finite returns at once.
    public static func sleep(seconds: Double) {
        guard seconds > 0, seconds.isFinite else { return }
        SDL_Delay(UInt32(min(seconds, 10) * 1000))
    }
}

/// A clock that moves only when told to: tests, headless replay and benchmarks use it.
public final class ManualClock: TimeSource {
    /// The current time in seconds; changes only through `advance(by:)` and `set(_:)`.
    public private(set) var now: Double

    /// Creates a clock stopped at a given time.
    /// - Parameter now: The starting time in seconds; 0 by default.
    public init(now: Double = 0) { self.now = now }

    /// Moves time forward by `seconds` (ignored when negative or not finite).
    /// - Parameter seconds: How far to move the clock, in seconds.
    public func advance(by seconds: Double) {
        guard seconds.isFinite, seconds > 0 else { return }
        now += seconds
    }

    /// Sets the time; ignored when it would move time backwards.
    /// - Parameter time: The new time in seconds; ignored when earlier than `now` or not finite.
    public func set(_ time: Double) {
        guard time.isFinite, time >= now else { return }
        now = time
    }
}

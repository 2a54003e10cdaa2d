/// A source of the current time in seconds. The core never reads the wall clock: every animation,
/// physics step and timer asks the clock it was given, so tests and replays control time.
public protocol Clock: AnyObject {
    /// Seconds since an arbitrary, fixed origin; never decreases.
    var now: Double { get }
}

/// A clock that moves only when told to: tests, headless replay and benchmarks use it.
public final class ManualClock: Clock {
    public private(set) var now: Double

    public init(now: Double = 0) { self.now = now }

    /// Moves time forward by `seconds` (ignored when negative or not finite).
    public func advance(by seconds: Double) {
        guard seconds.isFinite, seconds > 0 else { return }
        now += seconds
    }

    /// Sets the time; ignored when it would move time backwards.
    public func set(_ time: Double) {
        guard time.isFinite, time >= now else { return }
        now = time
    }
}

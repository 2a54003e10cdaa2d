#if canImport(Glibc)
import Glibc
#endif

/// CLOCK_MONOTONIC in seconds: the clock a window's presents, and the arrival of its input, are
/// measured on (`FrameTimingLog`, a trace's `presented`). The X server stamps its events on the same
/// clock (in milliseconds), and another process (a benchmark sending input) can read it too. The
/// window reads it; the core never does.
public enum MonotonicTime {
    /// Seconds on CLOCK_MONOTONIC (since boot, less suspended time), nanosecond resolution.
    public static var now: Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    /// Sleeps the calling thread until `deadline` on this clock (nanosecond resolution, no rounding to
    /// whole milliseconds); returns at once when it has passed.
    ///
    /// - Parameter deadline: CLOCK_MONOTONIC seconds.
    public static func sleep(until deadline: Double) {
        guard deadline.isFinite, deadline > now else { return }
        let whole = deadline.rounded(.down)
        var ts = timespec(tv_sec: Int(whole), tv_nsec: Int((deadline - whole) * 1e9))
        while clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &ts, nil) == EINTR {}
    }
}

import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The playground's one reading of CLOCK_MONOTONIC, for measuring (the benchmark's frames, the
/// window's start-up phases); the core never reads a clock.
enum MonotonicClock {
    /// Nanoseconds on CLOCK_MONOTONIC (since boot, less suspended time).
    @inline(__always)
    nonisolated static func nanoseconds() -> UInt64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return UInt64(ts.tv_sec) &* 1_000_000_000 &+ UInt64(ts.tv_nsec)
    }
}

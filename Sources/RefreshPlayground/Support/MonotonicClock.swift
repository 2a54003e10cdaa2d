import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The playground's one reading of real time, CLOCK_MONOTONIC, for measuring (the benchmark's
/// frames, the window's start-up phases, its frame rate and its trace's `wall`); the core never
/// reads a clock, and the SDL layer has its own reading of the same clock (`MonotonicTime`: presents, event arrivals).
package enum MonotonicClock {
    /// Nanoseconds on CLOCK_MONOTONIC (since boot, less suspended time).
    @inline(__always)
    package nonisolated static func nanoseconds() -> UInt64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return UInt64(ts.tv_sec) &* 1_000_000_000 &+ UInt64(ts.tv_nsec)
    }

    /// Seconds on CLOCK_MONOTONIC, for durations (the frame-rate meter, the trace's `wall`).
    package nonisolated static func seconds() -> Double { Double(nanoseconds()) / 1e9 }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// CPU time the calling thread has used, for the HUD's "last frame's CPU time" (time spent
/// waiting for vsync or sleeping does not count).
enum CPUClock {
    static func threadSeconds() -> Double {
        var ts = timespec()
        guard clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts) == 0 else { return 0 }
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
}

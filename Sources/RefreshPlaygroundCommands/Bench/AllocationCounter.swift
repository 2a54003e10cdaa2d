import MallocInterposerSwift
import RefreshPlayground

/// Counts heap allocations (`malloc`, `calloc`, `realloc`, `posix_memalign`, … of every library in
/// the process) with ordo-one's malloc-interposer. Its shared library is linked into the playground
/// and, loaded before libc, interposes the allocator in every run; it counts only between `start()`
/// and `stop()` (one relaxed load per call otherwise), so only the benchmark turns it on.
nonisolated enum AllocationCounter {
    /// False in a sanitized build (the interposer leaves the allocator to the sanitizer there) or
    /// when the interposer is not the process's allocator; the benchmark then reports "n/a".
    static let isAvailable: Bool = selfCheck()

    /// Starts counting (from zero).
    static func start() {
        MallocInterposerSwift.reset()
        MallocInterposerSwift.hook()
    }

    /// Stops counting; the total stays readable.
    static func stop() { MallocInterposerSwift.unhook() }

    /// Allocations counted since `start()` (calls, not bytes). Reading it does not allocate.
    static var count: Int { MallocInterposerSwift.getStatistics().mallocCount }

    /// Allocates a buffer known to reach `malloc` while counting: the count must move, or the
    /// counter does not see this process's allocations.
    static func selfCheck() -> Bool {
        start()
        let before = count
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: 64, alignment: 8)
        let after = count
        buffer.deallocate()
        stop()
        return after > before
    }
}

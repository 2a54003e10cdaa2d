import Foundation

/// The main loop's task queue: work deferred to the next frame (as `DispatchQueue.main.async`)
/// and timers that fire after a delay on the scheduler's clock.
///
/// The host calls `runDue()` once at the start of every frame. Everything runs on the main loop's
/// actor; `post` is the one entry other threads (Swift concurrency tasks) may use, and the work it
/// takes runs back on the main actor at the next frame.
@MainActor
public final class Scheduler {
    /// Guards `inbox`. A pthread mutex (`NSLock`) rather than `Synchronization.Mutex`: on Linux the
    /// latter locks with raw futexes, which ThreadSanitizer cannot see, so `make sanitize` would
    /// report the inbox's accesses as races that are not there.
    private nonisolated let inboxLock = NSLock()
    /// Work posted from any thread, moved to `nextFrame` by `runDue`. `nonisolated(unsafe)` is safe:
    /// it is read and written only inside `inboxLock.withLock` (in `post`, `isIdle` and `runDue`),
    /// and what it holds is `Sendable`.
    private nonisolated(unsafe) var inbox: [@Sendable @MainActor () -> Void] = []
    /// The injected clock timers are measured on.
    public let clock: TimeSource
    private var nextFrame: [() -> Void] = []
    private var spareFrame: [() -> Void] = []
    private var timers: [Timer] = []
    private var nextTimerID = 0

    private struct Timer {
        let id: Int
        let fireTime: Double
        let action: () -> Void
    }

    /// A handle that cancels a pending timer.
    public struct Token: Hashable, Sendable { let id: Int }

    /// Creates an empty scheduler.
    /// - Parameter clock: The clock that decides when a timer is due.
    public init(clock: TimeSource) { self.clock = clock }

    /// Runs `action` at the start of the next frame.
    /// - Parameter action: The work to run from the next `runDue()`, on the main actor.
    public func async(_ action: @escaping () -> Void) { nextFrame.append(action) }

    /// Like `async`, callable from any thread or task: `action` runs on the main actor at the
    /// start of the next frame.
    /// - Parameter action: The work to run from the next `runDue()`; it must be `Sendable`.
    public nonisolated func post(_ action: @escaping @Sendable @MainActor () -> Void) {
        inboxLock.withLock { inbox.append(action) }
    }

    /// Runs `action` at the first frame at or after `now + delay`.
    /// - Parameters:
    ///   - delay: Seconds on the scheduler's clock; negative or non-finite values count as 0.
    ///   - action: The work to run from the first `runDue()` that finds it due.
    /// - Returns: A token that `cancel(_:)` takes to drop the timer before it fires.
    @discardableResult
    public func after(_ delay: Double, _ action: @escaping () -> Void) -> Token {
        nextTimerID += 1
        let d = delay.sanitized(atLeast: 0)
        timers.append(Timer(id: nextTimerID, fireTime: clock.now + d, action: action))
        return Token(id: nextTimerID)
    }

    /// Drops a pending timer so it never fires; does nothing when it already fired or was cancelled.
    /// - Parameter token: The handle `after(_:_:)` returned.
    public func cancel(_ token: Token) { timers.removeAll { $0.id == token.id } }

    /// True when nothing is queued.
    public var isIdle: Bool {
        nextFrame.isEmpty && timers.isEmpty && inboxLock.withLock { inbox.isEmpty }
    }

    /// Runs the work queued before this call and the timers that are due, in the order they were
    /// scheduled (timers by fire time). Work queued while running waits for the next frame.
    public func runDue() {
        let posted = inboxLock.withLock {
            defer { inbox.removeAll() }
            return inbox
        }
        // One by one: appending the array whole casts its elements at run time, and a cast that
        // drops the main-actor isolation from a function type fails (Swift 6.3).
        for action in posted { nextFrame.append(action) }
        if !nextFrame.isEmpty {
            // Swap in the spare buffer for work queued while running; the two buffers take turns,
            // so a frame allocates nothing for them.
            var tasks = spareFrame
            spareFrame = []
            swap(&tasks, &nextFrame)
            for task in tasks { task() }
            tasks.removeAll(keepingCapacity: true)
            spareFrame = tasks
        }
        let now = clock.now
        let due = timers.filter { $0.fireTime <= now }.sorted { ($0.fireTime, $0.id) < ($1.fireTime, $1.id) }
        guard !due.isEmpty else { return }
        let dueIDs = Set(due.map(\.id))
        timers.removeAll { dueIDs.contains($0.id) }
        for timer in due { timer.action() }
    }
}

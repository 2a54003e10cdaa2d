/// Runs view animations with UIKit semantics: inside `animate`, properties take their final model
/// value at once (so observers and code that reads them back see the end state) and only the drawn
/// value moves; completions run after the duration, from `tick()`, never inside `animate`.
///
/// The host calls `tick()` once per frame after physics; everything reads the injected clock.
@MainActor
public final class Animator {
    /// The injected clock whose seconds animations start from and are stepped by.
    public let clock: TimeSource

    /// The parameters of the `animate` block being run, if any.
    static var openTransaction: Transaction?

    final class Transaction {
        unowned let animator: Animator
        let startTime: Double
        let duration: Double
        let curve: TimingCurve
        let completion: ((Bool) -> Void)?
        init(animator: Animator, startTime: Double, duration: Double, curve: TimingCurve, completion: ((Bool) -> Void)?)
        {
            self.animator = animator
            self.startTime = startTime
            self.duration = duration
            self.curve = curve
            self.completion = completion
        }
        var endTime: Double { startTime + duration }
    }

    /// True for reduced motion (`ViewContext.reducesMotion`): every animation jumps to its end
    /// (duration and delay taken as 0); completions still run from the next `tick()`.
    public var jumpsToEnd = false

    private var tracks: [AnimationTrack] = []
    private var pending: [Transaction] = []
    private var spareDue: [Transaction] = []

    /// Creates an animator with nothing running.
    /// - Parameter clock: The clock that times every animation and completion.
    public init(clock: TimeSource) {
        self.clock = clock
        spareDue.reserveCapacity(8)
    }

    /// Animates the property changes made in `animations` over `duration` seconds (after `delay`),
    /// then calls `completion(true)` at the first `tick()` at or after the end.
    /// A duration of zero or less applies the changes at once; the completion still waits for a tick.
    /// - Parameters:
    ///   - duration: The animation length in seconds; negative or non-finite values count as 0.
    ///   - delay: Seconds to wait before the presentation starts to move; negative or non-finite values count as 0.
    ///   - curve: The easing applied to progress; `.easeInOut` by default.
    ///   - animations: Sets `AnimatedValue` properties (a view's frame, alpha, a scroll view's inset…);
    ///     runs at once, before `animate` returns.
    ///   - completion: Called with `true` from `tick()` once `delay + duration` has passed; never called
    ///     from inside `animate`.
    public func animate(
        duration: Double, delay: Double = 0, curve: TimingCurve = .easeInOut,
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let d = duration.isFinite && !jumpsToEnd ? max(0, duration) : 0
        let wait = delay.isFinite && !jumpsToEnd ? max(0, delay) : 0
        let tx = Transaction(
            animator: self, startTime: clock.now + wait, duration: d, curve: curve, completion: completion)
        let outer = Animator.openTransaction
        Animator.openTransaction = tx
        animations()
        Animator.openTransaction = outer
        pending.append(tx)
    }

    /// Performs `changes` with no animation even inside another `animate` block.
    /// - Parameter changes: The property changes to apply at once; they run before this returns.
    public static func withoutAnimation(_ changes: () -> Void) {
        let outer = openTransaction
        openTransaction = nil
        changes()
        openTransaction = outer
    }

    /// True while any property is animating or a completion is still to run.
    public var isAnimating: Bool { !tracks.isEmpty || !pending.isEmpty }

    func track(_ track: AnimationTrack) { tracks.append(track) }

    /// Advances every animation to the clock's time, then runs the completions that are due, oldest first.
    public func tick() {
        let now = clock.now
        if !tracks.isEmpty {
            tracks.removeAll { $0.step(now: now) }
        }
        guard pending.contains(where: { $0.endTime <= now + 1e-9 }) else { return }
        // The due list lives in a buffer kept between ticks (taken here, so a completion that
        // ticks again gets its own): ending animations allocate nothing.
        var due = spareDue
        spareDue = []
        for tx in pending where tx.endTime <= now + 1e-9 { due.append(tx) }
        pending.removeAll { $0.endTime <= now + 1e-9 }
        for tx in due { tx.completion?(true) }
        due.removeAll(keepingCapacity: true)
        spareDue = due
    }
}

/// The channel a view tree's refresh controls announce their state changes on
/// (`ViewContext.announcer`): one localized sentence per change that matters to a person who
/// cannot see it: a refresh starting, a load's outcome, no more data.
///
/// Rate-limited: two announcements are delivered at least ``minimumInterval`` apart; what comes
/// sooner waits, and only the newest waiting sentence is delivered (a refresh that starts and
/// fails within a moment is heard as its failure, not as a stutter). Everything runs on the tree's
/// clock, so traces and tests are deterministic.
///
/// An app subscribes to speak the sentences, show them, or hand them to a platform's
/// accessibility service:
///
/// ```swift
/// let token = window.context.announcer.addObserver { announcement in speak(announcement.text) }
/// ```
@MainActor
public final class Announcer {
    /// The default of ``minimumInterval``: half a second.
    public static let defaultMinimumInterval = 0.5

    /// The shortest time, in seconds, between two deliveries; 0 delivers every sentence at once. A
    /// value that is not a finite number ≥ 0 is taken as the default.
    public var minimumInterval = Announcer.defaultMinimumInterval {
        didSet {
            if !(minimumInterval >= 0 && minimumInterval.isFinite) { minimumInterval = Self.defaultMinimumInterval }
        }
    }
    /// The last sentence delivered (nil before the first).
    public private(set) var last: Announcement?
    /// The sentence waiting for the interval to pass, if any.
    public private(set) var pending: String?

    private let scheduler: Scheduler
    private var observers: [(id: Int, token: WeakToken, handler: (Announcement) -> Void)] = []
    private var nextObserverID = 0
    private var pendingTimer: Scheduler.Token?

    /// A channel delivering on `scheduler`'s clock.
    /// - Parameter scheduler: The tree's scheduler (its clock times the deliveries).
    public init(scheduler: Scheduler) {
        self.scheduler = scheduler
    }

    /// Announces `text`: delivered now if the last delivery is at least ``minimumInterval`` ago,
    /// else when it is (replacing a sentence still waiting). Empty text is ignored.
    /// - Parameter text: The localized sentence.
    public func announce(_ text: String) {
        guard !text.isEmpty else { return }
        let now = scheduler.clock.now
        let due = (last?.time ?? -.infinity) + minimumInterval
        if now >= due {
            deliver(text, at: now)
            return
        }
        pending = text
        guard pendingTimer == nil else { return }
        pendingTimer = scheduler.after(due - now) { [weak self] in
            guard let self else { return }
            self.pendingTimer = nil
            guard let text = self.pending else { return }
            self.deliver(text, at: self.scheduler.clock.now)
        }
    }

    private func deliver(_ text: String, at time: Double) {
        pending = nil
        let announcement = Announcement(text: text, time: time)
        last = announcement
        observers.removeAll { $0.token.value == nil }
        // A snapshot: handlers may add or remove observers while being called.
        for observer in observers { observer.handler(announcement) }
    }

    /// Calls `handler` with every announcement delivered from now on, for as long as the returned
    /// token is kept (release it, or pass it to ``removeObserver(_:)``, to stop).
    /// - Parameter handler: Called on the main actor, in delivery order.
    /// - Returns: The token that keeps the subscription.
    public func addObserver(_ handler: @escaping (Announcement) -> Void) -> ObserverToken {
        nextObserverID += 1
        let token = ObserverToken(id: nextObserverID)
        observers.removeAll { $0.token.value == nil }
        observers.append((nextObserverID, WeakToken(value: token), handler))
        return token
    }

    /// Stops calling the token's handler; removing twice is harmless.
    /// - Parameter token: A token ``addObserver(_:)`` returned.
    public func removeObserver(_ token: ObserverToken) {
        observers.removeAll { $0.id == token.id }
    }

    /// Keeps a subscription alive (see ``addObserver(_:)``).
    public final class ObserverToken {
        fileprivate let id: Int
        fileprivate init(id: Int) { self.id = id }
    }

    private struct WeakToken {
        weak var value: ObserverToken?
    }
}

/// What a pull control remembers about its threshold (``ThresholdEvent``).
struct ThresholdTracking {
    /// At most this many events wait for a trace to take them; older ones are dropped.
    static let pendingLimit = 64

    /// True from an `.armed` until its `.disarmed` or `.triggered`.
    var isArmed = false
    /// True while a gesture begins the refresh (a release past the threshold, or a crossing with
    /// `refreshTrigger` `.threshold`): leaving the armed state then is `.triggered`.
    var gestureBegins = false
    /// The latest event.
    var last: ThresholdEvent?
    /// The events no one took yet (`takeThresholdEvents()`), oldest first.
    var pending: [ThresholdEvent] = []
    /// ``RefreshComponent/onThresholdEvent``.
    var handler: ((ThresholdEvent) -> Void)?
}

extension RefreshComponent {
    /// Runs at each threshold crossing of a pull (``ThresholdEvent``), after
    /// ``thresholdEventDidOccur(_:)``: a haptic tick, a sound, a cue of the app's.
    public var onThresholdEvent: ((ThresholdEvent) -> Void)? {
        get { thresholdTracking.handler }
        set { thresholdTracking.handler = newValue }
    }

    /// The latest threshold event of this control (nil before its first), whatever time ago.
    public var lastThresholdEvent: ThresholdEvent? { thresholdTracking.last }

    /// True from an `.armed` until its `.disarmed` or `.triggered`: a release now would start a
    /// refresh (with ``RefreshTrigger/release``, exactly while the control is `pulling`).
    public var isThresholdArmed: Bool { thresholdTracking.isArmed }

    /// The events since the previous call, oldest first (at most the last 64): a trace line lists
    /// those of its frame.
    package func takeThresholdEvents() -> [ThresholdEvent] {
        defer { thresholdTracking.pending.removeAll(keepingCapacity: true) }
        return thresholdTracking.pending
    }

    /// Step 11, the last of a state change (<doc:StateMachines>, "Inside a state change"):
    /// entering `pulling` arms; leaving it (or the refreshing a crossing began) disarms, or
    /// triggers when a gesture began the refresh.
    func thresholdStateDidChange() {
        if state == .pulling {
            if !thresholdTracking.isArmed { tellThresholdEvent(.armed) }
        } else if thresholdTracking.isArmed {
            tellThresholdEvent(thresholdTracking.gestureBegins && isRefreshing ? .triggered : .disarmed)
        }
    }

    /// Begins the refresh a gesture asked for (`.triggered` when it begins).
    func beginRefreshingAsGesture() {
        thresholdTracking.gestureBegins = true
        defer { thresholdTracking.gestureBegins = false }
        beginRefreshing(source: .pull)
    }

    /// A drag crossed the threshold with ``RefreshTrigger/threshold``: `.armed`, then the refresh
    /// begins (`.triggered`), or, when it did not, `.disarmed`.
    func beginRefreshingOnCrossing() {
        if !thresholdTracking.isArmed { tellThresholdEvent(.armed) }
        beginRefreshingAsGesture()
        if thresholdTracking.isArmed { tellThresholdEvent(.disarmed) }
    }

    private func tellThresholdEvent(_ event: ThresholdEvent) {
        thresholdTracking.isArmed = event == .armed
        thresholdTracking.last = event
        if thresholdTracking.pending.count >= ThresholdTracking.pendingLimit {
            thresholdTracking.pending.removeFirst()
        }
        thresholdTracking.pending.append(event)
        thresholdEventDidOccur(event)
        thresholdTracking.handler?(event)
    }
}

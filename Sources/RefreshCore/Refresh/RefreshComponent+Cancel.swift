/// What the cancel feature remembers (RefreshComponent+Cancel): the timeout, the running
/// refresh's load (to tell it), the latest cancel and the cancels no trace took yet.
struct RefreshCancelState: RefreshComponentFeature {
    /// ``RefreshComponent/refreshTimeout``.
    var timeout: Double?
    /// The load handed to the handler of the running refresh.
    weak var load: RefreshLoad?
    /// ``RefreshComponent/lastCancelReason``.
    var lastReason: RefreshCancelReason?
    /// True during the state change a cancel makes (``RefreshComponent/isCancellingRefresh``).
    var isCancelling = false
    /// Cancels since a trace last took them (`takeCancelEvents()`).
    var pendingEvents = 0
    /// Every cancel of the control so far (``RefreshComponent/cancelCount``).
    var count = 0
    /// ``RefreshComponent/lastCancelledGeneration``.
    var lastGeneration: Int?
    /// ``RefreshComponent/onRefreshCancelled``.
    var handler: ((RefreshCancelReason) -> Void)?

    /// Entering `refreshing` starts the timeout, if one is set; its end cancels exactly that
    /// refresh if it still runs then (the injected scheduler's clock). A refresh that ended forgets
    /// its load.
    func component(_ component: RefreshComponent, didChangeStateFrom old: RefreshState) {
        if !component.isRefreshing, load != nil { component.features[Self.self].load = nil }
        guard component.state == .refreshing, let timeout, let scheduler = component.window?.context.scheduler
        else { return }
        let generation = component.refreshGeneration
        scheduler.after(timeout) { [weak component] in
            guard let component, component.refreshGeneration == generation, component.state == .refreshing else {
                return
            }
            component.cancelRefreshing(because: .timeout)
        }
    }
}

extension RefreshComponent {
    /// Seconds a refresh may run before it is cancelled as ``cancelRefreshing()`` cancels it (reason
    /// `.timeout`), counted from the moment it enters `refreshing` on the window's clock; nil (the
    /// default) for no limit. A refresh that already ran its handler, or only shows
    /// (``showRefreshing(source:)``), is cancelled the same way. A value that is not a finite
    /// number > 0 is taken as nil, with a warning. Set before the refresh begins.
    public var refreshTimeout: Double? {
        get { features[RefreshCancelState.self].timeout }
        set {
            if let value = newValue, !(value.isFinite && value > 0) {
                logger.warning(
                    "A value out of range was ignored (allowed: a number of seconds > 0, or nil)",
                    metadata: ["control": "\(typeName)", "property": "refreshTimeout", "value": "\(value)"])
                features[RefreshCancelState.self].timeout = nil
                return
            }
            features[RefreshCancelState.self].timeout = newValue
        }
    }

    /// Runs after a refresh was cancelled (the control is already collapsing), with why
    /// (TwinklingRefreshLayout's `onRefreshCanceled`).
    public var onRefreshCancelled: ((RefreshCancelReason) -> Void)? {
        get { features[RefreshCancelState.self].handler }
        set { features[RefreshCancelState.self].handler = newValue }
    }

    /// Why the latest cancelled refresh of this control was cancelled (nil before the first).
    public var lastCancelReason: RefreshCancelReason? { features[RefreshCancelState.self].lastReason }

    /// True during the state change a cancel makes: a subclass's `stateDidChange(from:)` tells a
    /// cancelled refresh from one that ended (a header then keeps its last-updated time).
    public var isCancellingRefresh: Bool { features[RefreshCancelState.self].isCancelling }

    /// Cancels the running refresh (refreshing, or `willRefresh` before its first frame): the
    /// load is told (``RefreshLoad/isCancelled``, its task cancelled, its ``RefreshLoad/onCancel(_:)``
    /// handlers run), the control collapses at once to idle (the end animation, no outcome shown:
    /// ``lastOutcome`` stays nil and a header keeps its last-updated time) and gives its inset back
    /// exactly; a `finish` that comes later changes nothing. The trace's `events` say `cancelled`.
    /// A refresh waiting for another control's end (``isWaitingToBegin``) is given up. Outside a
    /// refresh it changes nothing and logs a warning. Esc does this through the input router, and
    /// ``refreshTimeout`` when it runs out.
    /// - Returns: True when a refresh (or a wait) was cancelled.
    @discardableResult
    public func cancelRefreshing() -> Bool { cancelRefreshing(because: .code) }

    /// Cancels the running refresh for `reason` (see ``cancelRefreshing()``).
    /// - Parameter reason: Why: Esc, the app, the timeout.
    /// - Returns: True when a refresh (or a wait) was cancelled.
    @discardableResult
    package func cancelRefreshing(because reason: RefreshCancelReason) -> Bool {
        if isWaitingToBegin && !isRefreshing {
            isWaitingToBegin = false
            return true
        }
        guard isRefreshing else {
            warnIgnored("cancelRefreshing")
            return false
        }
        // Only the running refresh's own load is told (never one of a refresh that ended before).
        let load = features[RefreshCancelState.self].load.flatMap { $0.generation == refreshGeneration ? $0 : nil }
        features[RefreshCancelState.self].load = nil
        features[RefreshCancelState.self].lastReason = reason
        features[RefreshCancelState.self].pendingEvents += 1
        features[RefreshCancelState.self].count += 1
        features[RefreshCancelState.self].lastGeneration = refreshGeneration
        logger.info(
            "A refresh was cancelled",
            metadata: [
                "control": "\(typeName)", "reason": "\(reason.rawValue)",
                "source": "\(refreshSource?.rawValue ?? "none")",
            ])
        load?.markCancelled()
        features[RefreshCancelState.self].isCancelling = true
        state = .idle
        features[RefreshCancelState.self].isCancelling = false
        load?.runCancelHandlers()
        onRefreshCancelled?(reason)
        return true
    }

    /// How many refreshes of this control were cancelled so far (the soak's checks follow it).
    package var cancelCount: Int { features[RefreshCancelState.self].count }

    /// The ``refreshGeneration`` the latest cancelled refresh had while it ran (nil before the
    /// first cancel): the soak tells a cancelled refresh from one that ended by itself.
    package var lastCancelledGeneration: Int? { features[RefreshCancelState.self].lastGeneration }

    /// Notes `load` as the running refresh's, so a cancel can tell it.
    func noteLoad(_ load: RefreshLoad) { features[RefreshCancelState.self].load = load }

    /// True when the latest refresh of this control was cancelled rather than ended (the state left
    /// `refreshing` or `willRefresh` through a cancel): it brought no rows, so a failed footer's retry stands.
    package var lastRefreshWasCancelled: Bool {
        guard let cancelled = lastCancelledGeneration else { return false }
        return cancelled + 1 == refreshGeneration
    }

    /// How many refreshes were cancelled since the previous call: a trace line lists a `cancelled`
    /// event for each.
    package func takeCancelEvents() -> Int {
        guard features.contains(RefreshCancelState.self) else { return 0 }
        defer { features[RefreshCancelState.self].pendingEvents = 0 }
        return features[RefreshCancelState.self].pendingEvents
    }
}

extension RefreshComponent {
    /// The refreshing handler in completion form: the refresh ends when `done` is called, as
    /// `endRefreshing()` ends it (no outcome is recorded). `done` is main-actor isolated and
    /// Sendable: a task may carry it, and calls it back on the main actor (or posts it with
    /// ``Scheduler/post(_:)``). A one-line convenience over ``loadHandler``, which it sets; to
    /// report an outcome, set that instead.
    /// - Parameter action: Called when a refresh starts, with a `done` closure that ends this refresh
    ///   (a stale `done` from an earlier refresh does nothing).
    public func setRefreshingAction(_ action: @escaping (_ done: @escaping @Sendable @MainActor () -> Void) -> Void) {
        loadHandler = { load in action { load.finish(outcome: nil) } }
    }

    /// The refreshing handler as Swift concurrency (easy_refresh's `onRefresh` returning its
    /// result): the refresh ends with the outcome `task` returns, or with `.failure(message:)`
    /// carrying the error's description when it throws (a `LocalizedError`'s `errorDescription`,
    /// else the error as Swift prints it). The end hops back to the main actor through the window's
    /// scheduler (``Scheduler/post(_:)``), so it is delivered at the start of a frame and traces
    /// stay ordered by frame. It is bound to its refresh as ``RefreshLoad/finish(_:)`` is: a task
    /// that returns after its refresh ended or a newer one began changes nothing. A one-line
    /// convenience over ``loadHandler`` (``RefreshLoad/finish(running:)``), which it sets.
    /// - Parameter task: The asynchronous work of one refresh, run detached from the main actor;
    ///   returns how the load ended (`return .success` when there is nothing else to say).
    public func setRefreshingTask(_ task: @escaping @Sendable () async throws -> RefreshOutcome) {
        loadHandler = { load in load.finish(running: task) }
    }

    /// Runs the handler (``refreshingHandler`` or ``loadHandler``, with a new ``RefreshLoad``) and
    /// the begin completion, counting the call. Subclasses call this when their begin animation has
    /// finished. A refresh that only shows (``showRefreshing(source:)``) runs neither.
    public func executeRefreshingCallback() {
        guard refreshCallsHandler else { return }
        handlerCallCount += 1
        refreshingHandler?()
        if let loadHandler {
            let load = RefreshLoad(component: self)
            noteLoad(load)
            loadHandler(load)
        }
        beginRefreshingCompletion?()
    }
}

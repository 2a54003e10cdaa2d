extension RefreshLoad {
    /// Runs `task` detached from the main actor and finishes this load with the outcome it returns,
    /// or with `.failure(message:)` carrying the error's description when it throws. The finish
    /// hops back through the window's scheduler (``Scheduler/post(_:)``), so it lands at the start
    /// of a frame; off-window the load ends at once, as `endRefreshing()` ends it. A late finish
    /// changes nothing, as ``finish(_:)`` says. A cancelled refresh cancels the task
    /// (`Task.isCancelled` is true inside `task`), whose outcome then changes nothing.
    /// - Parameter task: The asynchronous work of the load; returns how it ended.
    public func finish(running task: @escaping @Sendable () async throws -> RefreshOutcome) {
        guard let scheduler = component?.window?.context.scheduler else { return finish(outcome: nil) }
        self.task = Task.detached {
            let outcome: RefreshOutcome
            do {
                outcome = try await task()
            } catch {
                outcome = .failure(message: RefreshOutcome.describe(error))
            }
            scheduler.post { self.finish(outcome) }
        }
    }
}

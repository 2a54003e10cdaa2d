import Foundation

/// How a load ended, as the app reports it when it finishes a ``RefreshLoad`` (SmartRefreshLayout's
/// `finishRefresh(success:)` / `finishLoadMoreWithNoMoreData()`, easy_refresh's `IndicatorResult`).
///
/// The control shows the outcome for ``RefreshComponent/outcomeDisplayDuration`` (state
/// `finished`: "Refreshed" or "Loaded", the failure's message or "Refresh failed" / "Load failed",
/// "No more data"), then collapses as the MJRefresh calls would: `.success` and `.failure` as
/// `endRefreshing()`, `.noMoreData` on a footer as `endRefreshingWithNoMoreData()`; an auto footer
/// whose load failed waits in `failed` with "Tap to retry". The component keeps the outcome in
/// ``RefreshComponent/lastOutcome``.
public enum RefreshOutcome: Equatable, Sendable {
    /// The load succeeded.
    case success
    /// The load failed; `message` says why, in words the user may be shown (nil: no detail).
    case failure(message: String? = nil)
    /// The load succeeded and there is nothing more to load. A footer ends in its no-more-data
    /// state, as with `endRefreshingWithNoMoreData()`; a header or trailer has no such state and
    /// ends as for `.success` (the outcome is still recorded): it never marks the footer, which
    /// keeps its own state.
    case noMoreData

    /// True for `.failure`, whatever its message.
    public var isFailure: Bool {
        if case .failure = self { return true }
        return false
    }

    /// What a throwing task's failure says: a `LocalizedError`'s description, else the error as
    /// Swift prints it.
    nonisolated static func describe(_ error: any Error) -> String {
        (error as? LocalizedError)?.errorDescription ?? String(describing: error)
    }
}

/// One refresh of a component, handed to ``RefreshComponent/loadHandler``: the handle the app uses
/// to end exactly that refresh, however late its reply comes.
///
/// ``finish(_:)`` ends the refresh only while it is still the component's current one. Once the
/// refresh has ended (by an earlier `finish`, `endRefreshing()`, hiding or detaching the control)
/// or a newer refresh has begun, `finish` changes nothing and logs so at debug level: a slow reply
/// can never end the refresh the user started after it. Calling `finish` a second time is ignored
/// the same way. The load is main-actor isolated and Sendable, so a task may carry it and finish it
/// back on the main actor.
///
/// A cancelled refresh (``RefreshComponent/cancelRefreshing()``, Esc, ``RefreshComponent/refreshTimeout``)
/// tells its load: ``isCancelled`` becomes true, the task of ``finish(running:)`` is cancelled
/// (`Task.isCancelled`, `CancellationError` from `Task.checkCancellation()`), the
/// ``onCancel(_:)`` handlers run, and a `finish` after that changes nothing.
@MainActor
public final class RefreshLoad: Sendable {
    private(set) weak var component: RefreshComponent?
    /// The component's refresh generation while this load's refresh runs.
    let generation: Int
    private var finished = false
    /// What started the refresh this load is for (``RefreshComponent/refreshSource``).
    public let source: RefreshSource
    /// True once the refresh was cancelled: the app may stop its work; a `finish` changes nothing.
    public private(set) var isCancelled = false
    /// The task of ``finish(running:)``, cancelled with the refresh.
    var task: Task<Void, Never>?
    private var cancelHandlers: [() -> Void] = []

    init(component: RefreshComponent) {
        self.component = component
        generation = component.refreshGeneration
        source = component.refreshSource ?? .code
    }

    /// Runs `handler` when the refresh is cancelled (at once when it already was): stop a request,
    /// close a stream. Handlers run once, in the order given, after the control began to collapse.
    /// - Parameter handler: What to do on a cancel.
    public func onCancel(_ handler: @escaping () -> Void) {
        if isCancelled { return handler() }
        if !finished { cancelHandlers.append(handler) }
    }

    /// The refresh was cancelled: the load is over (a later `finish` changes nothing) and its task
    /// is cancelled.
    func markCancelled() {
        guard !isCancelled else { return }
        isCancelled = true
        finished = true
        task?.cancel()
    }

    /// Runs the ``onCancel(_:)`` handlers once, after the control began to collapse.
    func runCancelHandlers() {
        let handlers = cancelHandlers
        cancelHandlers = []
        for handler in handlers { handler() }
    }

    /// True while this load is the component's running refresh and has not been finished: a
    /// ``finish(_:)`` now would end it. An app may check it before applying a reply that came late.
    public var isCurrent: Bool {
        guard !finished, let c = component else { return false }
        return c.state == .refreshing && c.refreshGeneration == generation
    }

    /// Ends this load with `outcome`, if it is still the running refresh (see the type's rules);
    /// otherwise changes nothing, with a debug-level log.
    /// - Parameter outcome: How the load ended; `.success` when omitted.
    public func finish(_ outcome: RefreshOutcome = .success) { finish(outcome: outcome) }

    /// Ends the load, recording `outcome` on the component (nil: ended as `endRefreshing()` ends
    /// it, with no outcome, as the `done` and `Void` task forms do).
    func finish(outcome: RefreshOutcome?) {
        guard let c = component else { return }
        guard !isCancelled else {
            return c.logger.debug(
                "A finish after its refresh was cancelled changed nothing",
                metadata: ["control": "\(c.typeName)", "value": "\(outcome.map { "\($0)" } ?? "done")"])
        }
        guard !finished else {
            return c.logger.debug(
                "A load finished twice; the second finish is ignored",
                metadata: ["control": "\(c.typeName)", "state": "\(c.state.rawValue)"])
        }
        finished = true
        cancelHandlers = []
        guard c.state == .refreshing, c.refreshGeneration == generation else {
            let why = c.isRefreshing ? "a newer refresh runs" : "its refresh already ended"
            return c.logger.debug(
                "A late finish changed nothing: \(why)",
                metadata: [
                    "control": "\(c.typeName)", "state": "\(c.state.rawValue)",
                    "value": "\(outcome.map { "\($0)" } ?? "done")",
                ])
        }
        c.endLoad(with: outcome)
    }
}

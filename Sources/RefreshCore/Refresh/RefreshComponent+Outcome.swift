/// What the outcome display remembers (RefreshComponent+Outcome): the settings, the outcome of
/// the latest load and when the running refresh began.
@MainActor
struct OutcomeDisplay {
    /// ``RefreshComponent/outcomeDisplayDuration``.
    var displayDuration = RefreshComponent.defaultOutcomeDisplayDuration
    /// ``RefreshComponent/minimumRefreshingDuration``.
    var minimumRefreshingDuration = 0.0
    /// ``RefreshComponent/lastOutcome``.
    var lastOutcome: RefreshOutcome?
    /// ``RefreshComponent/isShowingOutcome``.
    var isShowing = false
    /// The clock's time when the running refresh entered `refreshing` (nil off-window).
    var refreshBeganAt: Double?
    /// The scroll view's row or item count when the running refresh began (nil: not a data view).
    var dataCountAtRefreshStart: Int?
}

extension RefreshComponent {
    /// The default of ``outcomeDisplayDuration``: half a second.
    public static let defaultOutcomeDisplayDuration = 0.5

    /// How long, in seconds, a load's outcome stays on show (`finished`: "Refreshed", the failure's
    /// message, "No more data", with an icon in the normal classes) before the control collapses;
    /// 0 collapses at once. SmartRefreshLayout and easy_refresh show theirs for about as long. Only
    /// loads finished with an outcome show one: `endRefreshing()`, the `done` and `Void` forms
    /// collapse at once, as in MJRefresh. A value that is not a finite number ≥ 0 is taken as 0.5,
    /// with a warning.
    public var outcomeDisplayDuration: Double {
        get { outcome.displayDuration }
        set {
            outcome.displayDuration = accepted(
                newValue, named: "outcomeDisplayDuration", if: { $0 >= 0 },
                otherwise: RefreshComponent.defaultOutcomeDisplayDuration)
        }
    }

    /// The shortest time, in seconds, a refresh shows its refreshing look: a load finished sooner
    /// (through its ``RefreshLoad`` or the task and `done` forms) ends once the refresh has lasted
    /// this long, so a fast reply never flashes a spinner for one frame. 0 (the default) ends at
    /// once. `endRefreshing()` always acts at once. A value that is not a finite number ≥ 0 is taken
    /// as 0, with a warning.
    public var minimumRefreshingDuration: Double {
        get { outcome.minimumRefreshingDuration }
        set {
            outcome.minimumRefreshingDuration = accepted(
                newValue, named: "minimumRefreshingDuration", if: { $0 >= 0 }, otherwise: 0)
        }
    }

    /// The outcome the latest refresh was finished with through its ``RefreshLoad``; nil while a
    /// refresh runs, and when the latest one ended otherwise (`endRefreshing()`,
    /// `endRefreshingWithNoMoreData()`, a `done` or `Void` task form, hiding, detaching).
    public var lastOutcome: RefreshOutcome? { outcome.lastOutcome }

    /// True while the control shows the outcome of its last load: in `finished`, and as it slides
    /// out afterwards (until its end animation finished or a drag took over).
    public var isShowingOutcome: Bool { outcome.isShowing }

    /// True for a control that a `.noMoreData` outcome leaves in `noMoreData` (a footer); a header
    /// or a trailer ends it as a success.
    var marksNoMoreData: Bool { state(after: .noMoreData) == .noMoreData }

    /// True for a control that waits in `failed` after a failed load (an auto footer), whose
    /// outcome then says how to retry.
    var offersRetry: Bool { state(after: .failure(message: nil)) == .failed }

    /// The scroll view's row or item count when the running refresh began (nil: not a data view).
    var dataCountAtRefreshStart: Int? { outcome.dataCountAtRefreshStart }

    /// Step 3 of a state change (<doc:StateMachines>, "Inside a state change"): a refresh about to
    /// start forgets the last outcome and notes when it began and how many rows there were; entering
    /// `finished` starts the show.
    /// - Parameter old: The state the control left.
    func outcomeStateWillChange(from old: RefreshState) {
        if isRefreshing {
            outcome.isShowing = false
            outcome.lastOutcome = nil
        }
        if state == .refreshing {
            // Before `stateDidChange`, which may run the handler (an auto footer's) at once.
            outcome.refreshBeganAt = window?.context.clock.now
            outcome.dataCountAtRefreshStart = scrollView?.totalDataCount
        }
        if state == .finished { outcome.isShowing = true }
    }

    /// Step 6 of a state change: a control that does not slide out (an auto footer) stops showing
    /// the outcome as it leaves `finished`.
    /// - Parameter old: The state the control left.
    func outcomeStateDidChange(from old: RefreshState) {
        if old == .finished && !isEndingRefresh { outcome.isShowing = false }
    }

    /// Ends the outcome's show (its slide-out finished, or a drag took over), re-setting the texts.
    func stopShowingOutcome() {
        guard outcome.isShowing, state != .finished else { return }
        outcome.isShowing = false
        updateTexts()
    }

    /// Ends the running refresh for its load (which checked it is the current one), once it has
    /// shown its refreshing look for ``minimumRefreshingDuration``: then the outcome is recorded
    /// (so `stateDidChange(from:)` sees it) and shown for ``outcomeDisplayDuration`` (`finished`;
    /// ``newRowsBannerDuration`` for a new-rows banner)
    /// before the control collapses to `state(after:)`. With no outcome (the `done` forms) it
    /// ends as `endRefreshing()` does.
    /// - Parameter result: How the load ended; nil for none.
    func endLoad(with result: RefreshOutcome?) {
        let now = window?.context.clock.now
        let shown = now.flatMap { now in outcome.refreshBeganAt.map { now - $0 } } ?? .infinity
        let wait = minimumRefreshingDuration - shown
        guard wait > 1e-9, let scheduler = window?.context.scheduler else { return showOutcome(result) }
        let generation = refreshGeneration
        scheduler.after(wait) { [weak self] in
            // An explicit end, a hide or a new refresh meanwhile took over.
            guard let self, self.refreshGeneration == generation, self.state == .refreshing else { return }
            self.showOutcome(result)
        }
    }

    private func showOutcome(_ result: RefreshOutcome?) {
        outcome.lastOutcome = result
        guard let result else { return endRefreshing() }
        let duration = outcomeDuration   // a new-rows banner holds it longer
        guard duration > 0, let scheduler = window?.context.scheduler else {
            return collapse(after: result)
        }
        state = .finished
        let generation = refreshGeneration
        scheduler.after(duration) { [weak self] in
            guard let self, self.refreshGeneration == generation, self.state == .finished else { return }
            self.state = self.state(after: result)
        }
    }
}

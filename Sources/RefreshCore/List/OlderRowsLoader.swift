/// Loads a chat list's older rows by itself before the user reaches the top, as easy_refresh's
/// `infiniteOffset` does, set as `ListView.olderRowsLoader` on a list with `startsAtEnd`.
///
/// The handler runs when the content moves toward the top (a drag, its momentum, the wheel, Home)
/// and the offset comes within `distance` of the top, inside the range (a pull past the top is
/// the header's); when the rows change (a reload, rows that came in) and leave the list resting at
/// its very top, so a chat shorter than its window fills up without a pull; and when a load that
/// brought rows leaves the list resting within `distance` of the top, so the history keeps coming
/// without a nudge until it ends. It never runs while a load runs
/// (``isLoading``), while the list's header refreshes, or after a load said there was no more
/// history (until ``reset()``); rows inserted above the row under the user's eyes
/// (`ListView.insertRows(_:)`) move the offset down with them, which is no move toward the top.
/// A header pulled down loads through the same loader with ``load(completion:)``, so one load runs
/// at a time.
///
/// Each load is an ``OlderRowsLoad`` that only ends itself: a reply that comes after its load was
/// ended (by ``reset()``) never ends the load that runs by then.
///
/// Above the first row, its ``indicator`` shows a spinner while a load runs and "No more data" once
/// the history has ended, in a slot of ``indicatorHeight`` points that belongs to the content: the
/// rows sit below it whatever it shows, so nothing moves when a load starts or ends.
@MainActor
public final class OlderRowsLoader: ScrollViewObserver {
    /// How near the top (in points from the minimum offset) a move toward it starts a load; nil:
    /// one viewport height. Negative or non-finite values count as 0.
    public var distance: Double?
    /// Loads the older rows: insert them with `ListView.insertRows(_:)`, then call
    /// ``OlderRowsLoad/finish(hasMoreRows:)`` on the load it gets.
    public var handler: ((OlderRowsLoad) -> Void)?
    /// True from the handler's start until its load finishes (or ``reset()``).
    public private(set) var isLoading = false { didSet { updateIndicator() } }
    /// False once a load finished saying there was no more history: nothing starts by itself
    /// then, and ``load(completion:)`` completes at once.
    public private(set) var hasMoreRows = true { didSet { updateIndicator() } }
    /// What the top of the list shows while loading (``OlderRowsIndicator``); nil: nothing, and no
    /// slot above the first row.
    public var indicator: OlderRowsIndicator? = OlderRowsIndicator() {
        didSet {
            guard indicator !== oldValue else { return }
            oldValue?.removeFromSuperview()
            updateIndicator()
            (list as? ListView)?.olderRowsIndicatorDidChange()
        }
    }
    /// The height of the indicator's slot above the first row, in points (44 by default, MJRefresh's
    /// footer height); negative or non-finite values count as 0. Changing it moves the rows'
    /// offset with them, so the rows on screen stay still.
    public var indicatorHeight = 44.0 {
        didSet {
            guard indicatorHeight != oldValue, indicator != nil else { return }
            (list as? ListView)?.olderRowsIndicatorDidChange()
        }
    }
    /// Where the loading stands: loading, at rest, or at the history's end.
    public var phase: OlderRowsPhase { !hasMoreRows ? .noMoreRows : isLoading ? .loading : .idle }
    /// Shows the phase on the indicator, but nothing while the list's header refreshes: the
    /// header's own spinner tells of the load it joined. The list calls it in every layout pass,
    /// which a header's refresh brings as it moves the content.
    func updateIndicator() {
        guard let indicator else { return }
        let headerShowsIt = list?.refreshHeader?.isRefreshing == true
        let shown = phase == .loading && headerShowsIt ? .idle : phase
        if indicator.phase != shown { indicator.phase = shown }
    }

    /// The slot's height the list lays out: ``indicatorHeight`` sanitized, 0 without an indicator.
    var slotHeight: Double { indicator == nil ? 0 : indicatorHeight.sanitized(atLeast: 0, otherwise: 0) }

    /// Counts the loads started, so a load can tell whether it is still the running one.
    private(set) var generation = 0
    /// The list it is set on (`ListView.olderRowsLoader`).
    package weak var list: ScrollView?
    /// The list's row count when the running load started.
    private var rowsAtStart: Int?
    private var completions: [() -> Void] = []

    /// A loader that starts `handler` within `distance` of the top.
    /// - Parameters:
    ///   - distance: How near the top a move toward it starts a load, in points; nil: one
    ///     viewport height.
    ///   - handler: Loads the older rows and finishes the load it gets.
    public init(distance: Double? = nil, handler: ((OlderRowsLoad) -> Void)? = nil) {
        self.distance = distance
        self.handler = handler
    }

    /// Starts a load unless one runs (then `completion` waits for it) or there is no more history
    /// (then `completion` runs at once): what a header's refreshing handler calls.
    /// - Parameter completion: Runs when the load (this one or the one running) finishes or is
    ///   ended by ``reset()``.
    public func load(completion: @escaping () -> Void = {}) {
        guard hasMoreRows, handler != nil else { return completion() }
        completions.append(completion)
        if !isLoading { start(in: list) }
    }

    /// Starts over, as for a new history: a running load ends without its rows (its late
    /// ``OlderRowsLoad/finish(hasMoreRows:)`` changes nothing; whoever waits on it with
    /// ``load(completion:)`` is completed now), and loading by itself starts again.
    public func reset() {
        hasMoreRows = true
        if isLoading { end(hasMoreRows: true) }
    }

    /// Starts a load when the content moved toward the top and came within `distance` of it.
    /// - Parameters:
    ///   - scrollView: The list.
    ///   - old: The content offset before the change, in points.
    public func scrollView(_ scrollView: ScrollView, contentOffsetDidChangeFrom old: Point) {
        guard canStart(in: scrollView), !scrollView.isShiftingOffsetWithContent else { return }
        let y = scrollView.contentOffset.y
        guard y < old.y, y <= scrollView.maxContentOffset.y, isNearTheTop(scrollView) else { return }
        start(in: scrollView)
    }

    /// Starts a load when the list's rows changed (it reloaded, rows came in) and left it resting
    /// at its very top, with nothing to scroll toward the top and no finger or momentum: a chat
    /// too short to fill its window. The list calls it once its offset is final.
    /// - Parameter scrollView: The list.
    package func rowsDidChange(in scrollView: ScrollView) {
        guard canStart(in: scrollView), !scrollView.isTracking, !scrollView.isDecelerating,
            scrollView.contentOffset.y == scrollView.minContentOffset.y
        else { return }
        start(in: scrollView)
    }

    /// Nothing runs, there is history left, someone handles loads and the header does not refresh.
    private func canStart(in scrollView: ScrollView) -> Bool {
        !isLoading && hasMoreRows && handler != nil && scrollView.refreshHeader?.isRefreshing != true
    }

    /// The offset lies between the top and `distance` below it (a pull past the top is not near).
    private func isNearTheTop(_ scrollView: ScrollView) -> Bool {
        let y = scrollView.contentOffset.y, top = scrollView.minContentOffset.y
        let near = distance.map { $0.isFinite ? max(0, $0) : 0 } ?? scrollView.bounds.height
        return y >= top && y - top <= near
    }

    private func start(in scrollView: ScrollView?) {
        isLoading = true
        generation += 1
        rowsAtStart = scrollView?.totalDataCount
        handler?(OlderRowsLoad(loader: self, generation: generation))
    }

    /// Ends the running load (its ``OlderRowsLoad`` checked it is the one) and completes whoever
    /// waits on it.
    /// A load that brought rows and left the list resting within `distance` of the top (no finger,
    /// no momentum) loads the next batch at once, as a move toward the top would, until the
    /// history ends; one that brought none does not, so a reply of no rows cannot loop.
    func end(hasMoreRows: Bool) {
        self.hasMoreRows = hasMoreRows
        isLoading = false
        let done = completions
        completions.removeAll()
        for completion in done { completion() }
        guard let list, let rowsAtStart, list.totalDataCount != rowsAtStart, canStart(in: list),
            !list.isTracking, !list.isDecelerating, isNearTheTop(list)
        else { return }
        start(in: list)
    }
}

/// One load of a chat list's older rows, handed to ``OlderRowsLoader/handler``: the handle that
/// ends exactly that load, however late its reply comes (as ``RefreshLoad`` is for a refresh).
@MainActor
public final class OlderRowsLoad {
    private weak var loader: OlderRowsLoader?
    private let generation: Int
    private var finished = false

    init(loader: OlderRowsLoader, generation: Int) {
        self.loader = loader
        self.generation = generation
    }

    /// True while this load runs and has not been finished: a ``finish(hasMoreRows:)`` now would
    /// end it. An app may check it before inserting rows that came late.
    public var isCurrent: Bool {
        guard !finished, let loader else { return false }
        return loader.isLoading && loader.generation == generation
    }

    /// Ends this load, if it still runs; otherwise (finished before, or ended by
    /// ``OlderRowsLoader/reset()``) changes nothing.
    /// - Parameter hasMoreRows: False when the history has no older rows left: the loader starts
    ///   nothing by itself until ``OlderRowsLoader/reset()``.
    public func finish(hasMoreRows: Bool = true) {
        guard isCurrent, let loader else { return }
        finished = true
        loader.end(hasMoreRows: hasMoreRows)
    }
}

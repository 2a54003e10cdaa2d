/// Loads a chat list's older rows by itself before the user reaches the top, as easy_refresh's
/// `infiniteOffset` does, set as `ListView.olderRowsLoader` on a list with `startsAtEnd`.
///
/// The handler runs when the content moves toward the top (a drag, its momentum, the wheel, Home)
/// and the offset comes within `distance` of the top, inside the range (a pull past the top is
/// the header's). It never runs while a load runs (``isLoading``, until ``finish(hasMoreRows:)``),
/// while the list's header refreshes, or after a load said there was no more history (until
/// ``reset()``); rows inserted above the row under the user's eyes (`ListView.insertRows(_:)`)
/// move the offset down with them, which is no move toward the top. A header pulled down loads
/// through the same loader with ``load(completion:)``, so one load runs at a time.
@MainActor
public final class OlderRowsLoader: ScrollViewObserver {
    /// How near the top (in points from the minimum offset) a move toward it starts a load; nil:
    /// one viewport height. Negative or non-finite values count as 0.
    public var distance: Double?
    /// Loads the older rows: insert them with `ListView.insertRows(_:)`, then call
    /// ``finish(hasMoreRows:)`` on the loader it gets.
    public var handler: ((OlderRowsLoader) -> Void)?
    /// True from the handler's start until ``finish(hasMoreRows:)``.
    public private(set) var isLoading = false
    /// False once a load finished saying there was no more history: nothing starts by itself
    /// then, and ``load(completion:)`` completes at once.
    public private(set) var hasMoreRows = true
    private var completions: [() -> Void] = []

    /// A loader that starts `handler` within `distance` of the top.
    /// - Parameters:
    ///   - distance: How near the top a move toward it starts a load, in points; nil: one
    ///     viewport height.
    ///   - handler: Loads the older rows and calls ``finish(hasMoreRows:)``.
    public init(distance: Double? = nil, handler: ((OlderRowsLoader) -> Void)? = nil) {
        self.distance = distance
        self.handler = handler
    }

    /// Starts a load unless one runs (then `completion` waits for it) or there is no more history
    /// (then `completion` runs at once): what a header's refreshing handler calls.
    /// - Parameter completion: Runs when the load (this one or the one running) finishes.
    public func load(completion: @escaping () -> Void = {}) {
        guard hasMoreRows, handler != nil else { return completion() }
        completions.append(completion)
        if !isLoading { start() }
    }

    /// Ends the running load; `hasMoreRows` false stops loading by itself until ``reset()``.
    /// Without a running load it only records `hasMoreRows`.
    /// - Parameter hasMoreRows: False when the history has no older rows left.
    public func finish(hasMoreRows: Bool = true) {
        self.hasMoreRows = hasMoreRows
        isLoading = false
        let done = completions
        completions.removeAll()
        for completion in done { completion() }
    }

    /// Lets the loader load again after a load said there was no more history.
    public func reset() { hasMoreRows = true }

    /// Starts a load when the content moved toward the top and came within `distance` of it.
    /// - Parameters:
    ///   - scrollView: The list.
    ///   - old: The content offset before the change, in points.
    public func scrollView(_ scrollView: ScrollView, contentOffsetDidChangeFrom old: Point) {
        guard !isLoading, hasMoreRows, handler != nil, !scrollView.isShiftingOffsetWithContent,
            scrollView.refreshHeader?.isRefreshing != true
        else { return }
        let y = scrollView.contentOffset.y, top = scrollView.minContentOffset.y
        let near = distance.map { $0.isFinite ? max(0, $0) : 0 } ?? scrollView.bounds.height
        guard y < old.y, y >= top, y <= scrollView.maxContentOffset.y, y - top <= near else { return }
        start()
    }

    private func start() {
        isLoading = true
        handler?(self)
    }
}

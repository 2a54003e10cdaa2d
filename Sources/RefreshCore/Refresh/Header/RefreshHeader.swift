import Foundation

/// A pull-down refresh control, as `MJRefreshHeader`: sits above the content, goes
/// idle ↔ pulling at a pull of one header height while dragging, starts refreshing when released
/// while pulling, and hovers in view by growing the scroll view's top inset until the refresh ends.
///
/// Inset bookkeeping: the header remembers exactly how much inset it added and takes back exactly
/// that, so the scroll view ends with its original inset whatever happened in between.
open class RefreshHeader: RefreshComponent {
    public static let defaultHeight = 54.0
    public static let defaultLastUpdatedTimeKey = LastUpdatedKey.default

    /// Moves the header up by this much, for content insets the header should not sit below.
    public var ignoredScrollViewContentInsetTop = 0.0 { didSet { setNeedsLayout() } }
    /// The key the last refresh time is stored under.
    public var lastUpdatedTimeKey = RefreshHeader.defaultLastUpdatedTimeKey
    /// Where last refresh times persist; nil keeps them in memory for this header only.
    public var lastUpdatedStore: LastUpdatedStore? = nil
    private var memoryDate: Date?
    /// The top inset this header adds to the scroll view now (0 when not refreshing).
    public var addedInsetTop: Double { addedInset.top }

    /// Creates a header whose refreshing handler is `handler`.
    public convenience init(handler: @escaping () -> Void) {
        self.init(frame: .zero)
        refreshingHandler = handler
    }

    open override func prepare() {
        super.prepare()
        frame.size.height = RefreshHeader.defaultHeight
    }

    open override func placeSubviews() {
        super.placeSubviews()
        frame.origin.y = -frame.height - ignoredScrollViewContentInsetTop
    }

    /// When the last refresh ended, as stored under `lastUpdatedTimeKey`.
    public var lastUpdatedTime: Date? {
        lastUpdatedStore.map { $0.date(forKey: lastUpdatedTimeKey) } ?? memoryDate
    }

    // MARK: Scrolling

    open override func scrollViewContentOffsetDidChange(from old: Point) {
        super.scrollViewContentOffsetDidChange(from: old)
        guard let sv = scrollView else { return }
        if state == .refreshing { return resetInset() }
        let offsetY = sv.contentOffset.y
        let happen = -scrollViewOriginalInset.top
        guard offsetY <= happen else {
            // Back inside the content (even in one jump): this pull can no longer refresh.
            if state == .pulling { state = .idle }
            if sv.isDragging { pullingPercent = 0 }
            return
        }
        let h = frame.height
        let threshold = happen - h
        if sv.isDragging {
            pullingPercent = h > 0 ? (happen - offsetY) / h : 0
            if state == .idle && offsetY < threshold && gestureMayStartRefresh {
                state = .pulling   // (a control another one blocks never promises a refresh)
            } else if state == .pulling && offsetY >= threshold {
                state = .idle
            }
        } else if state == .pulling {
            beginRefreshingFromGesture()
        }
    }

    open override func pullingPercent(forDrawnOffset offset: Point) -> Double? {
        let h = frame.height
        guard h > 0 else { return 0 }
        return max(0, (-scrollViewOriginalInset.top - offset.y) / h)
    }

    open override func isPastRefreshThreshold() -> Bool {
        guard let sv = scrollView else { return false }
        return sv.contentOffset.y < -scrollViewOriginalInset.top - frame.height
    }

    /// While refreshing, scrolling the content up shrinks the added inset so section headers do not
    /// float below a gap (MJRefresh's `resetInset`); scrolling back down restores it.
    private func resetInset() {
        guard let sv = scrollView else { return }
        let orig = scrollViewOriginalInset.top
        let target = min(max(-sv.contentOffset.y, orig), orig + frame.height)
        setAddedInsetTop(target - orig)
    }

    private func setAddedInsetTop(_ value: Double) {
        guard abs(value - addedInsetTop) > 1e-9 else { return }
        var inset = addedInset
        inset.top = value
        setAddedInset(inset)
    }

    // MARK: State

    open override func stateDidChange(from old: RefreshState) {
        super.stateDidChange(from: old)
        guard let sv = scrollView else { return }
        if state == .refreshing {
            let generation = refreshGeneration
            animate(duration: fastAnimationDuration, {
                self.setAddedInsetTop(self.frame.height)
                let top = self.scrollViewOriginalInset.top + self.frame.height
                sv.contentOffset = Point(x: sv.contentOffset.x, y: -top)
            }, completion: { [weak self] in
                guard let self, self.refreshGeneration == generation, self.state == .refreshing else { return }
                self.executeRefreshingCallback()
            })
        } else if old == .refreshing {
            // Any way out of refreshing (idle, or noMoreData, which MJRefresh leaves hovering)
            // gives back exactly the inset the refresh added.
            saveLastUpdatedTime()
            animateEndOfRefresh { self.setAddedInsetTop(0) }
        }
    }

    private func saveLastUpdatedTime() {
        guard let now = window?.context.calendar.now else { return }
        if let store = lastUpdatedStore { store.setDate(now, forKey: lastUpdatedTimeKey) } else { memoryDate = now }
        lastUpdatedTimeDidChange()
    }

    /// Called after the last refresh time was saved; the state header updates its label here.
    open func lastUpdatedTimeDidChange() {}
}

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
    /// The top inset this header has added to the scroll view (0 when not refreshing).
    public private(set) var addedInsetTop = 0.0

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
        // The inset may change while idle (a bar appears); refresh the baseline.
        scrollViewOriginalInset = sv.adjustedContentInset
        let offsetY = sv.contentOffset.y
        let happen = -scrollViewOriginalInset.top
        guard offsetY <= happen else { return }
        let h = frame.height
        let threshold = happen - h
        let percent = h > 0 ? (happen - offsetY) / h : 0
        if sv.isDragging {
            pullingPercent = percent
            if state == .idle && offsetY < threshold {
                state = .pulling
            } else if state == .pulling && offsetY >= threshold {
                state = .idle
            }
        } else if state == .pulling {
            beginRefreshing()
        } else if percent < 1 {
            pullingPercent = percent
        }
    }

    /// While refreshing, scrolling the content up shrinks the added inset so section headers do not
    /// float below a gap (MJRefresh's `resetInset`); scrolling back down restores it.
    private func resetInset() {
        guard let sv = scrollView else { return }
        let orig = scrollViewOriginalInset.top
        let target = min(max(-sv.contentOffset.y, orig), orig + frame.height)
        setAddedInsetTop(target - orig, on: sv)
    }

    private func setAddedInsetTop(_ value: Double, on sv: ScrollView) {
        let delta = value - addedInsetTop
        guard abs(delta) > 1e-9 else { return }
        addedInsetTop = value
        var inset = sv.contentInset
        inset.top += delta
        sv.contentInset = inset
    }

    // MARK: State

    open override func stateDidChange(from old: RefreshState) {
        super.stateDidChange(from: old)
        guard let sv = scrollView else { return }
        if state == .refreshing {
            let generation = refreshGeneration
            scrollViewOriginalInset = sv.adjustedContentInset
            animate(duration: fastAnimationDuration, {
                self.setAddedInsetTop(self.frame.height, on: sv)
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
            let generation = refreshGeneration
            let completion = endRefreshingCompletion
            endRefreshingCompletion = nil
            animate(duration: slowAnimationDuration, {
                self.setAddedInsetTop(0, on: sv)
                self.endRefreshingAnimationBegin?()
                if self.automaticallyChangeAlpha { self.alpha = 0 }
            }, completion: { [weak self] in
                guard let self else { return }
                if self.refreshGeneration == generation && !self.isRefreshing { self.pullingPercent = 0 }
                completion?()
            })
        } else if state == .idle, let completion = endRefreshingCompletion {
            // Ended from willRefresh: nothing was shown, nothing to animate.
            endRefreshingCompletion = nil
            deferToNextFrame(completion)
        }
    }

    private func saveLastUpdatedTime() {
        guard let now = window?.context.calendar.now else { return }
        if let store = lastUpdatedStore { store.setDate(now, forKey: lastUpdatedTimeKey) } else { memoryDate = now }
        lastUpdatedTimeDidChange()
    }

    /// Called after the last refresh time was saved; the state header updates its label here.
    open func lastUpdatedTimeDidChange() {}

    open override func willDetach(from scrollView: ScrollView) {
        super.willDetach(from: scrollView)
        Animator.withoutAnimation { setAddedInsetTop(0, on: scrollView) }
        if isRefreshing { state = .idle }
    }
}

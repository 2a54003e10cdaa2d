import Foundation

/// A pull-down refresh control, as `MJRefreshHeader`: it sits above the content, is pulled down past
/// the top to refresh, and hovers in view by its top inset while it refreshes. Its states, what
/// moves it between them and its geometry settings: <doc:StateMachines#Header>.
open class RefreshHeader: RefreshComponent {
    /// The height, in points, every header starts with (MJRefresh's 54).
    public static let defaultHeight = 54.0
    /// The key under which headers store their last refresh time unless given another one.
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
    /// True while the header is dragged past its threshold but another control of the scroll view
    /// holds it (refreshing, or showing its load's outcome): it never becomes `pulling` then, so it
    /// never says "Release to refresh"; a state header says it waits instead, and a release there
    /// refreshes once that control has ended (``RefreshComponent/beginRefreshingWhenUnblocked(completion:)``).
    public private(set) var isPulledWhileHeld = false {
        didSet { if isPulledWhileHeld != oldValue { updateTexts() } }
    }

    /// Creates a header whose refreshing handler is `handler`.
    /// - Parameter handler: Runs when a refresh starts; end it with `endRefreshing()`.
    public convenience init(handler: @escaping () -> Void) {
        self.init(frame: .zero)
        refreshingHandler = handler
    }

    /// Gives the header its default height, `defaultHeight`.
    open override func prepare() {
        super.prepare()
        frame.size.height = RefreshHeader.defaultHeight
    }

    /// Places the header just above the content, raised by `ignoredScrollViewContentInsetTop`.
    open override func placeSubviews() {
        super.placeSubviews()
        frame.origin.y = -frame.height - ignoredScrollViewContentInsetTop
    }

    /// When the last refresh ended, as stored under `lastUpdatedTimeKey`.
    public var lastUpdatedTime: Date? {
        lastUpdatedStore.map { $0.date(forKey: lastUpdatedTimeKey) } ?? memoryDate
    }

    // MARK: Scrolling

    /// Follows a drag: sets the pull percent (1 at a pull of the trigger distance, one header height
    /// by default), goes idle ↔ pulling at that threshold, and starts refreshing when released while
    /// pulling (or, with ``RefreshComponent/refreshTrigger`` `.threshold`, as the drag crosses it).
    /// While refreshing it adjusts the hover inset instead.
    /// - Parameter old: The content offset before the change, in points.
    open override func scrollViewContentOffsetDidChange(from old: Point) {
        super.scrollViewContentOffsetDidChange(from: old)
        guard let sv = scrollView else { return }
        if state == .refreshing || state == .finished { return resetInset() }
        let offsetY = sv.contentOffset.y
        let happen = -scrollViewOriginalInset.top
        guard offsetY <= happen else {
            // Back inside the content (even in one jump): this pull can no longer refresh.
            isPulledWhileHeld = false
            if state == .pulling { state = .idle }
            if sv.isDragging { pullingPercent = 0 }
            return
        }
        let trigger = pullTriggerDistance(extent: frame.height)
        let threshold = happen - trigger
        if sv.isDragging {
            pullingPercent = trigger > 0 ? (happen - offsetY) / trigger : 0
            if state == .idle && offsetY < threshold && gestureMayStartRefresh {
                // (a control another one blocks never promises a refresh)
                if refreshTrigger == .release {
                    state = .pulling
                } else if refreshesOnCrossing(sv) {
                    beginRefreshingOnCrossing()
                }
            } else if state == .pulling && offsetY >= threshold {
                state = .idle
            }
            isPulledWhileHeld = state == .idle && offsetY < threshold && isHeldByAnotherControl
        } else if state == .pulling {
            beginRefreshingFromGesture()
        }
    }

    /// A release while pulled past the threshold and held by another control waits for that
    /// control's end, then refreshes (`isPulledWhileHeld`); a cancelled drag gives it up.
    /// - Parameter old: The pan state before the change.
    open override func scrollViewPanStateDidChange(from old: PanState) {
        super.scrollViewPanStateDidChange(from: old)
        guard let sv = scrollView, sv.panState == .ended || sv.panState == .cancelled, isPulledWhileHeld else { return }
        isPulledWhileHeld = false
        if sv.panState == .ended { beginRefreshingWhenUnblocked() }
    }

    /// The control that held the scroll view ended: a pull past the threshold under way becomes
    /// `pulling` at once (and invites a release), instead of at the finger's next move.
    override func siblingDidEndRefreshing(_ sibling: RefreshComponent) {
        super.siblingDidEndRefreshing(sibling)
        guard isPulledWhileHeld, let sv = scrollView else { return }
        isPulledWhileHeld = false
        scrollViewContentOffsetDidChange(from: sv.contentOffset)
    }

    /// The pull below the top inset in trigger distances (header heights by default), never negative.
    /// - Parameter offset: The content offset being drawn, in points.
    /// - Returns: How far the drawn offset is pulled down past the original top inset, divided by the
    ///   trigger distance (0 when it is 0).
    open override func pullingPercent(forDrawnOffset offset: Point) -> Double? {
        let trigger = pullTriggerDistance(extent: frame.height)
        guard trigger > 0 else { return 0 }
        return max(0, (-scrollViewOriginalInset.top - offset.y) / trigger)
    }

    /// - Returns: True when the content is pulled down more than the trigger distance (one header
    ///   height by default) past the original top inset.
    open override func isPastRefreshThreshold() -> Bool {
        guard let sv = scrollView else { return false }
        return sv.contentOffset.y < -scrollViewOriginalInset.top - pullTriggerDistance(extent: frame.height)
    }

    override var pullEdge: (axis: Axis, leading: Bool)? { (.vertical, true) }

    override func settleHeldPull() {
        guard let sv = scrollView else { return }
        let orig = scrollViewOriginalInset.top
        let hover = -(orig + frame.height)
        // Only when the header is partly shown: content pushed back into the list stays there.
        guard sv.contentOffset.y > hover, sv.contentOffset.y < -orig else { return }
        animate(duration: fastAnimationDuration) {
            self.setAddedInsetTop(self.frame.height)
            sv.contentOffset = Point(x: sv.contentOffset.x, y: -(self.scrollViewOriginalInset.top + self.frame.height))
        }
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

    /// Entering `refreshing` animates the top inset up by the header's height and scrolls the header
    /// into view (unless it began under the finger, with ``RefreshComponent/refreshTrigger``
    /// `.threshold`: the release settles it there), then runs the handler; leaving it saves the last refresh time and animates the inset
    /// back.
    /// - Parameter old: The refresh state the header left.
    open override func stateDidChange(from old: RefreshState) {
        super.stateDidChange(from: old)
        guard let sv = scrollView else { return }
        if state == .refreshing {
            let generation = refreshGeneration
            // Refreshing on crossing the threshold: the finger keeps the content; a release settles it.
            let underFinger = beginsUnderFinger(sv)
            startReveal(
                axis: .vertical, hoverOffset: -(scrollViewOriginalInset.top + frame.height), underFinger: underFinger)
            animate(
                duration: fastAnimationDuration,
                {
                    self.setAddedInsetTop(self.frame.height)
                    guard !underFinger else { return }
                    let top = self.scrollViewOriginalInset.top + self.frame.height
                    sv.contentOffset = Point(x: sv.contentOffset.x, y: -top)
                },
                completion: { [weak self] in
                    guard let self, self.refreshGeneration == generation, self.state == .refreshing else { return }
                    self.finishReveal()
                    self.executeRefreshingCallback()
                })
        } else if old == .refreshing || old == .finished {
            // A failed load updated nothing: the last-updated time stays.
            if old == .refreshing, !(lastOutcome?.isFailure ?? false) { saveLastUpdatedTime() }
            // Showing the outcome, the header keeps its place; any way out of refreshing or the
            // outcome (idle, or noMoreData, which MJRefresh leaves hovering) gives back exactly the
            // inset the refresh added.
            if state != .finished { animateEndOfRefresh { self.setAddedInsetTop(0) } }
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

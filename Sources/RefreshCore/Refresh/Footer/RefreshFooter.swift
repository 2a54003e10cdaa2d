/// The base of the pull-up controls, as `MJRefreshFooter`: 44 pt tall, the no-more-data state and
/// its reset, an ignored bottom inset, and an opt-in that hides the footer while its list has no
/// data (MJRefresh's `automaticallyHidden` never did anything). The rules of no more data, and of
/// hiding a footer, are in the tables of <doc:StateMachines>.
open class RefreshFooter: RefreshComponent {
    /// MJRefresh's footer height.
    public static let defaultHeight = 44.0

    /// Moves the footer down by this much, for a bottom inset the footer should sit inside of
    /// (negative values are taken as 0).
    public var ignoredScrollViewContentInsetBottom = 0.0 {
        didSet {
            if !(ignoredScrollViewContentInsetBottom >= 0) {
                logger.warning(
                    "A value out of range was clamped",
                    metadata: [
                        "control": "\(typeName)", "property": "ignoredScrollViewContentInsetBottom",
                        "value": "\(ignoredScrollViewContentInsetBottom)", "result": "0",
                    ])
                ignoredScrollViewContentInsetBottom = 0
            }
            placeInScrollView()
        }
    }

    /// Hides the footer while its list or grid has no rows (`ScrollView.totalDataCount` is 0) and
    /// shows it again when rows come, checked at attach and at every reload. Off by default.
    public var hidesWhenEmpty = false { didSet { applyHidesWhenEmpty() } }

    /// Gives the footer its default height, `defaultHeight`.
    open override func prepare() {
        super.prepare()
        frame.size.height = RefreshFooter.defaultHeight
    }

    /// The footer's height (its ``RefreshComponent/designHeight``: the `scale` placement stretches
    /// its frame, not this); a negative or non-finite height is taken as 0 with a warning.
    public var height: Double {
        get { designHeight }
        set {
            let h = newValue.isFinite ? max(0, newValue) : 0
            if h != newValue {
                logger.warning(
                    "A value out of range was clamped",
                    metadata: [
                        "control": "\(typeName)", "property": "height", "value": "\(newValue)", "result": "\(h)",
                    ])
            }
            stretchedDesignHeight = nil   // the frame's height is the design height again
            frame.size.height = h
            heightDidChange()
        }
    }

    /// Called after `height` changed; subclasses re-derive their inset and place.
    open func heightDidChange() { placeInScrollView() }

    // MARK: No more data

    /// Ends a refresh (or marks an idle footer) as having loaded everything: the footer says so and
    /// stops loading until `resetNoMoreData()`. `completion` runs when the end animation finished.
    /// - Parameter completion: Runs when the end animation has finished, or on the next frame when no
    ///   refresh was running (or the footer already was in no more data).
    public func endRefreshingWithNoMoreData(completion: (() -> Void)? = nil) {
        guard state != .noMoreData else {
            if let completion { deferToNextFrame(completion) }
            return
        }
        let leavesRefresh = state == .refreshing
        if let completion {
            if leavesRefresh || state == .willRefresh {
                endRefreshingCompletion = completion
            } else {
                deferToNextFrame(completion)
            }
        }
        state = .noMoreData
        if !leavesRefresh { pullingPercent = 0 }
    }

    /// A load finished with `.noMoreData` leads to `noMoreData` (as `endRefreshingWithNoMoreData()`);
    /// other outcomes as the component's.
    override func state(after outcome: RefreshOutcome?) -> RefreshState {
        outcome == .noMoreData ? .noMoreData : super.state(after: outcome)
    }

    /// A load finished with `.noMoreData` and shown for no time ends as
    /// `endRefreshingWithNoMoreData()` does; other outcomes as the component's.
    /// - Parameter outcome: The outcome the load finished with.
    override func collapse(after outcome: RefreshOutcome) {
        guard outcome == .noMoreData else { return super.collapse(after: outcome) }
        endRefreshingWithNoMoreData()
    }

    /// A footer loads more.
    override var loadsMore: Bool { true }

    /// Leaves no more data for idle, so the footer loads again. Outside no more data it changes
    /// nothing and logs a warning (it does not end a running refresh).
    public func resetNoMoreData() {
        guard state == .noMoreData else {
            return warnIgnored("resetNoMoreData")
        }
        state = .idle
    }

    // MARK: Placement

    /// Where the footer's top sits in content coordinates; subclasses give their rule.
    /// - Returns: The footer's resting y, in points; the base class returns 0.
    open func restingOriginY() -> Double { 0 }

    /// Puts the footer at `restingOriginY()`, or where its `placement` puts it (called on every
    /// change it depends on).
    public func placeInScrollView() {
        guard scrollView != nil else { return }
        if placementRest != nil { return applyPlacedSpan() }
        let y = restingOriginY()
        if frame.minY != y { frame.origin.y = y }
    }

    /// Moves the footer to its resting place after the content.
    open override func placeSubviews() {
        super.placeSubviews()
        placeInScrollView()
    }

    /// Applies `hidesWhenEmpty` and moves the footer to its resting place.
    /// - Parameter scrollView: The scroll view the footer was just added to.
    open override func didAttach(to scrollView: ScrollView) {
        super.didAttach(to: scrollView)
        applyHidesWhenEmpty()
        placeInScrollView()
    }

    /// Moves the footer to its resting place for the new content size, insets or frame.
    open override func scrollViewGeometryDidChange() {
        super.scrollViewGeometryDidChange()
        placeInScrollView()
    }

    /// Applies `hidesWhenEmpty` to the reloaded row count.
    /// - Parameter scrollView: The scroll view that reloaded.
    open override func scrollViewDidReloadData(_ scrollView: ScrollView) {
        super.scrollViewDidReloadData(scrollView)
        applyHidesWhenEmpty()
    }

    private func applyHidesWhenEmpty() {
        guard hidesWhenEmpty, let count = scrollView?.totalDataCount else { return }
        isHidden = count == 0
    }

    // MARK: Hiding

    /// Hiding returns the footer to idle (ending a refresh that runs, as MJRefresh's auto footer does).
    open override func hiddenDidChange() {
        super.hiddenDidChange()
        guard isHidden else { return }
        if blocksOtherControls { Animator.withoutAnimation { state = .idle } } else { state = .idle }
        pullingPercent = 0   // hidden, it no longer follows the offset: nothing of it shows
    }
}

/// A footer that loads more by itself when the list is scrolled to its end, as
/// `MJRefreshAutoFooter`: it always takes its height in the bottom inset (while shown) and sits
/// right after the content. What starts it (scrolled into view, released or pushed against the end,
/// a tap), and where that differs from MJRefresh: <doc:StateMachines#Auto-footer>. Out-of-range
/// settings are clamped with a warning.
open class AutoFooter: RefreshFooter {
    /// Starts refreshing by itself when scrolled into view. Off: only a pull-and-release at the end
    /// or a tap starts it.
    public var automaticallyRefreshes = true
    /// How much of the footer must show before it starts, −1…1 (1: all of it; 0: its top edge;
    /// negative: that much of its height earlier). Values outside are clamped with a warning.
    public var triggerAutomaticallyRefreshPercent = 1.0 {
        didSet {
            let v = triggerAutomaticallyRefreshPercent
            let c = v.isFinite ? min(max(v, -1), 1) : 1
            if c != v {
                logger.warning(
                    "A value out of range was clamped (allowed −1…1)",
                    metadata: [
                        "control": "\(typeName)", "property": "triggerAutomaticallyRefreshPercent", "value": "\(v)",
                        "result": "\(c)",
                    ])
                triggerAutomaticallyRefreshPercent = c
            }
        }
    }
    /// How many automatic starts one gesture (a drag and its momentum) may make; −1: no limit.
    /// Values below −1 are clamped to −1 with a warning.
    public var autoTriggerTimes = 1 {
        didSet {
            if autoTriggerTimes < -1 {
                logger.warning(
                    "A value out of range was clamped (allowed −1 or more)",
                    metadata: [
                        "control": "\(typeName)", "property": "autoTriggerTimes", "value": "\(autoTriggerTimes)",
                        "result": "-1",
                    ])
                autoTriggerTimes = -1
            }
            leftTriggerTimes = autoTriggerTimes
        }
    }
    /// A tap on the idle footer starts it (MJRefresh's tap on the state label).
    public var startsOnTap = true
    private var leftTriggerTimes = 1
    /// True while an automatic start waits for another control's refresh to end: it was asked for
    /// during that refresh, and the footer has stayed idle, shown and scrolled into view since.
    private var startsWhenUnblocked = false

    // MARK: Inset and placement

    /// Right after the content, moved down by `ignoredScrollViewContentInsetBottom`.
    /// - Returns: The footer's resting y, in points.
    open override func restingOriginY() -> Double {
        (scrollView?.contentSize.height ?? 0) + ignoredScrollViewContentInsetBottom
    }

    /// The footer takes its height in the bottom inset while shown, so the end of the list can
    /// scroll it into view.
    private func updateInset() {
        setAddedInset(EdgeInsets(bottom: isHidden ? 0 : frame.height))
    }

    /// Adds the footer's height to the scroll view's bottom inset.
    /// - Parameter scrollView: The scroll view the footer was just added to.
    open override func didAttach(to scrollView: ScrollView) {
        super.didAttach(to: scrollView)
        updateInset()
    }

    /// Takes the footer's height out of the bottom inset while hidden and puts it back when shown;
    /// forgets a start that waited for another control's refresh.
    open override func hiddenDidChange() {
        super.hiddenDidChange()
        startsWhenUnblocked = false
        updateInset()
        placeInScrollView()
    }

    /// Re-places the footer and makes its bottom inset its new height.
    open override func heightDidChange() {
        super.heightDidChange()
        updateInset()
    }

    // MARK: Triggers

    /// Starts refreshing when an idle footer, with `automaticallyRefreshes` on, comes
    /// `triggerAutomaticallyRefreshPercent` of its height into view while the content moves toward the
    /// bottom (and not back from a header pull), within `autoTriggerTimes` for the gesture.
    /// - Parameter old: The content offset before the change, in points.
    open override func scrollViewContentOffsetDidChange(from old: Point) {
        super.scrollViewContentOffsetDidChange(from: old)
        if !isScrolledIntoView { startsWhenUnblocked = false }   // scrolled away: it no longer waits
        guard let sv = scrollView, state == .idle, automaticallyRefreshes, isScrolledIntoView,
            !sv.isShiftingOffsetWithContent   // rows inserted above: the view stood still
        else { return }
        // Toward the bottom, from inside the content: never on the way back from a header pull.
        guard sv.contentOffset.y > old.y, old.y >= -sv.adjustedContentInset.top else { return }
        startAutomatically()
    }

    /// True when the content is taller than the view (short content loads by a pull) and the
    /// offset shows `triggerAutomaticallyRefreshPercent` of the footer: the offset rule's place.
    private var isScrolledIntoView: Bool {
        guard let sv = scrollView, sv.contentSize.height > 0 else { return false }
        let inset = sv.adjustedContentInset, h = frame.height
        let offsetY = sv.contentOffset.y, contentH = sv.contentSize.height, viewH = sv.bounds.height
        return inset.top + contentH > viewH
            && offsetY >= contentH - viewH + h * triggerAutomaticallyRefreshPercent + inset.bottom - h
    }

    /// Starts an idle, shown footer with `automaticallyRefreshes` on that is scrolled into view when
    /// the wheel or a key scrolls toward the bottom against the end: the content cannot move, so
    /// the offset rule never sees it (after `resetNoMoreData()` at the end, say).
    /// - Parameters:
    ///   - sv: The scroll view that was scrolled.
    ///   - delta: The scroll asked for against the edges, in points (positive y: toward the bottom).
    open override func scrollView(_ sv: ScrollView, didScrollAgainstEdgeBy delta: Point) {
        super.scrollView(sv, didScrollAgainstEdgeBy: delta)
        guard delta.y > 0, isUserInteractionEnabled, !isHidden else { return }
        startIfScrolledIntoView()
    }

    /// Another control's refresh ended. A header's refresh that neither failed nor was cancelled
    /// reloaded the rows, so a footer waiting in `failed` for a retry goes back to idle: the page it
    /// failed to load is gone (SmartRefreshLayout resets its footer on a refresh). No more data
    /// stays until the app's `resetNoMoreData()`, as in MJRefresh. A footer it kept from starting
    /// (scrolled into view, pushed against the end or released at the end during it) starts at
    /// once if it is still idle, shown, with `automaticallyRefreshes` on and scrolled into view. A
    /// footer that was not asked to start meanwhile does not (a header's end moving the list back
    /// up is no new scroll, #1328).
    override func siblingDidEndRefreshing(_ sibling: RefreshComponent) {
        super.siblingDidEndRefreshing(sibling)
        if state == .failed, !sibling.loadsMore, sibling.lastOutcome?.isFailure != true,
            !sibling.lastRefreshWasCancelled
        {
            state = .idle
        }
        guard startsWhenUnblocked else { return }
        startsWhenUnblocked = false
        guard isUserInteractionEnabled, !isHidden else { return }
        startIfScrolledIntoView()
    }

    /// Starts automatically when idle, with `automaticallyRefreshes` on, and scrolled into view.
    private func startIfScrolledIntoView() {
        guard state == .idle, automaticallyRefreshes, isScrolledIntoView else { return }
        startAutomatically()
    }

    /// A new drag resets the count of automatic starts; a release at (or past) the end of the content,
    /// or any pull-up of content shorter than the view, starts refreshing an idle footer.
    /// - Parameter old: The pan state before the change.
    open override func scrollViewPanStateDidChange(from old: PanState) {
        super.scrollViewPanStateDidChange(from: old)
        guard let sv = scrollView else { return }
        switch sv.panState {
        case .began:
            leftTriggerTimes = autoTriggerTimes
        case .ended where state == .idle || state == .failed:   // (a pull-up at the end retries)
            let inset = sv.adjustedContentInset, offsetY = sv.contentOffset.y
            // Both count against this drag's starts: a release is the end of the same gesture.
            if inset.top + sv.contentSize.height <= sv.bounds.height {
                // Short content pulled up.
                if offsetY > -inset.top { startAutomatically(countsAgainstGesture: true, source: .pull) }
            } else if offsetY >= sv.contentSize.height + inset.bottom - sv.bounds.height {
                startAutomatically(countsAgainstGesture: true, source: .pull)   // released at (or past) the end
            }
        default:
            break
        }
    }

    /// Starts refreshing when the tap lands on an idle, visible footer and `startsOnTap` is on, or
    /// on a footer waiting in `failed` for a retry (no trigger count applies).
    /// - Parameters:
    ///   - sv: The scroll view that was tapped.
    ///   - point: Where the tap landed, in content coordinates (points).
    open override func scrollView(_ sv: ScrollView, didTapAt point: Point) {
        super.scrollView(sv, didTapAt: point)
        guard startsOnTap || state == .failed, state == .idle || state == .failed, !isHidden,
            isUserInteractionEnabled, frame.contains(point), gestureMayStartRefresh
        else { return }
        beginRefreshing(source: .pull)   // a tap is the user's own request (a retry too): no trigger count
    }

    /// Starts a refresh a scroll asked for, counting it against `autoTriggerTimes` when it comes
    /// from a gesture (a drag, its release or its momentum): `.automatic` when the footer came into
    /// view, `.pull` for a release at the end.
    /// Kept from starting by another control's refresh, it waits for that refresh to end.
    private func startAutomatically(countsAgainstGesture: Bool = false, source: RefreshSource = .automatic) {
        guard let sv = scrollView else { return }
        guard gestureMayStartRefresh else {
            if siblings.contains(where: \.blocksOtherControls) { startsWhenUnblocked = true }
            return
        }
        if countsAgainstGesture || sv.isDragging || sv.isDecelerating {
            guard leftTriggerTimes != 0 else { return }
            if leftTriggerTimes > 0 { leftTriggerTimes -= 1 }
        }
        beginRefreshing(source: source)
    }

    // MARK: State

    /// After a failed load the footer waits in `failed` for a retry (a tap, Enter, a pull-up released
    /// at the end, `beginRefreshing()`); other outcomes lead where a footer's do.
    override func state(after outcome: RefreshOutcome?) -> RefreshState {
        if outcome?.isFailure == true { return .failed }
        return super.state(after: outcome)
    }

    /// Retries a load that failed (`failed`): the footer starts refreshing, unless another control
    /// of the scroll view is busy. Enter does this through the input router (source `.key`).
    /// - Parameter source: What asks for the retry (``RefreshComponent/refreshSource``): `.code` by default.
    /// - Returns: True when the retry started.
    @discardableResult
    public func retry(source: RefreshSource = .code) -> Bool {
        guard state == .failed, !isHidden, isUserInteractionEnabled, gestureMayStartRefresh else { return false }
        beginRefreshing(source: source)
        return isRefreshing
    }

    /// Runs the refreshing handler at once on entering `refreshing` (the footer is already in view);
    /// leaving it runs the end completion on the next frame.
    /// - Parameter old: The refresh state the footer left.
    open override func stateDidChange(from old: RefreshState) {
        super.stateDidChange(from: old)
        startsWhenUnblocked = false   // a start waiting for another refresh is for an idle footer
        if state == .refreshing {
            executeRefreshingCallback()
        } else if old == .refreshing || old == .finished, state != .finished, let completion = endRefreshingCompletion {
            endRefreshingCompletion = nil
            deferToNextFrame(completion)
        }
    }

    /// How much of the footer shows at the drawn offset, 0…1.
    /// - Parameter offset: The content offset being drawn, in points.
    /// - Returns: The fraction of the footer's height that is in view, clamped to 0…1.
    open override func pullingPercent(forDrawnOffset offset: Point) -> Double? {
        guard let sv = scrollView, frame.height > 0 else { return 0 }
        return min(max((offset.y + sv.bounds.height - frame.minY) / frame.height, 0), 1)
    }
}

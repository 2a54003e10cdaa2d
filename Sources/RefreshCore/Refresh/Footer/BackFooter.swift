/// A footer pulled up past the end of the content like a header is pulled down, as
/// `MJRefreshBackFooter`; it hovers by its bottom inset while it refreshes. It sits after the
/// content, or at the bottom of the visible room when the content is shorter than the view. Its
/// states and what moves it between them: <doc:StateMachines#Back-footer>.
open class BackFooter: RefreshFooter {
    private var geometry: TrailingPullGeometry? {
        trailingPullGeometry(axis: .vertical, ignored: ignoredScrollViewContentInsetBottom)
    }

    /// After the content, or at the bottom of the visible room when the content is shorter than the
    /// view; moved down by `ignoredScrollViewContentInsetBottom`.
    /// - Returns: The footer's resting y, in points.
    open override func restingOriginY() -> Double { geometry?.origin ?? 0 }

    /// Re-places the footer and, while it refreshes, keeps it hovering in view at the new size.
    /// - Parameters:
    ///   - sv: The scroll view whose frame changed size.
    ///   - old: The frame size before the change, in points.
    open override func scrollView(_ sv: ScrollView, frameSizeDidChangeFrom old: Size) {
        super.scrollView(sv, frameSizeDidChangeFrom: old)
        if let g = geometry { trailingPullKeepHovering(g) }
    }

    /// Re-places the footer and, while it refreshes, resizes its hover inset to the new height.
    open override func heightDidChange() {
        super.heightDidChange()
        if let g = geometry { trailingPullKeepHovering(g) }
    }

    /// Follows a drag past the end: sets the pull percent (1 one footer height past the end), goes
    /// idle ↔ pulling at that threshold, and starts refreshing when released while pulling; in no more
    /// data only the percent follows.
    /// - Parameter old: The content offset before the change, in points.
    open override func scrollViewContentOffsetDidChange(from old: Point) {
        super.scrollViewContentOffsetDidChange(from: old)
        if let g = geometry { trailingPullOffsetDidChange(g) }
    }

    /// - Parameter offset: The content offset being drawn, in points.
    /// - Returns: How far the drawn offset is past the end of the content, in footer heights (never
    ///   negative), or nil when not attached.
    open override func pullingPercent(forDrawnOffset offset: Point) -> Double? {
        geometry?.percent(at: offset.y)
    }

    /// - Returns: True when the content is pulled up more than one footer height past its end.
    open override func isPastRefreshThreshold() -> Bool {
        guard let sv = scrollView, let g = geometry else { return false }
        return sv.contentOffset.y > g.threshold
    }

    override var pullEdge: (axis: Axis, leading: Bool)? { (.vertical, false) }

    override func settleHeldPull() {
        if let g = geometry { trailingPullSettle(g) }
    }

    /// Entering `refreshing` adds the bottom inset that keeps the footer in view, scrolls there and then
    /// runs the handler; leaving it gives that inset back over the end animation.
    /// - Parameter old: The refresh state the footer left.
    open override func stateDidChange(from old: RefreshState) {
        super.stateDidChange(from: old)
        if state == .refreshing, let g = geometry {
            trailingPullBeginRefreshing(g)
        } else if (old == .refreshing || old == .finished) && state != .finished {
            trailingPullEndRefreshing()   // (showing the outcome, it keeps its place)
        }
    }
}

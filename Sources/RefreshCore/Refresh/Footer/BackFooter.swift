/// A footer pulled up past the end of the content like a header is pulled down, as
/// `MJRefreshBackFooter`: idle ↔ pulling one footer height past the end while dragging, refreshing
/// when released while pulling, hovering by the bottom inset until the refresh ends. It sits after
/// the content, or at the bottom of the visible room when the content is shorter than the view.
///
/// On end it gives back exactly the inset it added; rows that arrived meanwhile stay in view where
/// the footer was. In no more data it only reports its pulling percent.
open class BackFooter: RefreshFooter {
    private var geometry: TrailingPullGeometry? {
        trailingPullGeometry(axis: .vertical, ignored: ignoredScrollViewContentInsetBottom)
    }

    open override func restingOriginY() -> Double { geometry?.origin ?? 0 }

    open override func scrollView(_ sv: ScrollView, frameSizeDidChangeFrom old: Size) {
        super.scrollView(sv, frameSizeDidChangeFrom: old)
        if let g = geometry { trailingPullKeepHovering(g) }
    }

    open override func heightDidChange() {
        super.heightDidChange()
        if let g = geometry { trailingPullKeepHovering(g) }
    }

    open override func scrollViewContentOffsetDidChange(from old: Point) {
        super.scrollViewContentOffsetDidChange(from: old)
        if let g = geometry { trailingPullOffsetDidChange(g) }
    }

    open override func pullingPercent(forDrawnOffset offset: Point) -> Double? {
        geometry?.percent(at: offset.y)
    }

    open override func isPastRefreshThreshold() -> Bool {
        guard let sv = scrollView, let g = geometry else { return false }
        return sv.contentOffset.y > g.threshold
    }

    open override func stateDidChange(from old: RefreshState) {
        super.stateDidChange(from: old)
        if state == .refreshing, let g = geometry {
            trailingPullBeginRefreshing(g)
        } else if old == .refreshing {
            trailingPullEndRefreshing()
        }
    }
}

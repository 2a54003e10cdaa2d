/// A footer pulled up past the end of the content like a header is pulled down, as
/// `MJRefreshBackFooter`: idle ↔ pulling one footer height past the end while dragging, refreshing
/// when released while pulling, hovering by the bottom inset until the refresh ends. It sits after
/// the content, or at the bottom of the visible room when the content is shorter than the view.
/// The pull follows the header's rule with the signs flipped (``RefreshComponent``'s hooks).
///
/// On end it gives back exactly the inset it added; rows that arrived meanwhile stay in view where
/// the footer was. In no more data it only reports its pulling percent.
open class BackFooter: RefreshFooter {
    override var pullEdge: PullEdge? { .bottom }

    /// After the content, or at the bottom of the visible room when the content is shorter than the
    /// view; moved down by `ignoredScrollViewContentInsetBottom`.
    /// - Returns: The footer's resting y, in points.
    open override func restingOriginY() -> Double {
        pullGeometry?.trailingOrigin(ignoring: ignoredScrollViewContentInsetBottom) ?? 0
    }

    /// Re-places the footer and, while it refreshes, resizes its hover inset to the new height.
    open override func heightDidChange() {
        super.heightDidChange()
        keepHovering()
    }
}

/// A footer pulled up past the end of the content like a header is pulled down, as
/// `MJRefreshBackFooter`; it hovers by its bottom inset while it refreshes. It sits after the
/// content, or at the bottom of the visible room when the content is shorter than the view. Its
/// states and what moves it between them: <doc:StateMachines#Back-footer>.
open class BackFooter: RefreshFooter {
    override var pullEdge: PullEdge? { .bottom }

    /// After the content, or at the bottom of the visible room when the content is shorter than the
    /// view; moved down by `ignoredScrollViewContentInsetBottom`.
    /// - Returns: The footer's resting y, in points.
    open override func restingOriginY() -> Double {
        pullGeometry?.trailingOrigin(ignoring: ignoredScrollViewContentInsetBottom) ?? 0
    }

    override var placementRest: (origin: Double, shift: Double)? {
        (restingOriginY(), ignoredScrollViewContentInsetBottom)
    }

    /// Re-places the footer and, while it refreshes, resizes its hover inset to the new height.
    open override func heightDidChange() {
        super.heightDidChange()
        keepHovering()
    }
}

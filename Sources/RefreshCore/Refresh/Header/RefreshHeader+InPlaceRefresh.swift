/// Whether a header's refresh begun away from the top stays where the user reads
/// (RefreshHeader+InPlaceRefresh).
struct InPlaceRefreshState: RefreshComponentFeature {
    /// ``RefreshHeader/refreshesInPlaceAwayFromTop``.
    var isOn = false
    /// True while a refresh runs in place.
    var isRefreshingInPlace = false

    /// A refresh that begins in place shows on the list's new-rows pill until it ends.
    func component(_ component: RefreshComponent, didChangeStateFrom old: RefreshState) {
        let now = component.state == .refreshing && (isRefreshingInPlace || component.beginsInPlace)
        guard now != isRefreshingInPlace else { return }
        component.features[Self.self].isRefreshingInPlace = now
        (component.scrollView as? ListView)?.refreshInPlaceDidChange(now)
    }
}

extension RefreshHeader {
    /// A refresh begun by code (F5, `beginRefreshing()`) while the user reads away from the top
    /// (scrolled more than the header's height down) runs where they are instead of scrolling to
    /// the top, as a feed reader does: the header adds no inset and the content does not move (it
    /// hovers above, out of sight; scrolled back to the top during the refresh, it shows as after
    /// a pull, MJRefresh's inset rule). A list's ``ListView/newRowsPill`` shows the refresh with a
    /// spinner meanwhile; the rows the load inserts above keep the row being read still
    /// (``ListView/insertRows(_:)``) and the pill counts them.
    /// Off by default: MJRefresh scrolls to the top to show the header. A pull (at the top by
    /// definition) is not concerned.
    public var refreshesInPlaceAwayFromTop: Bool {
        get { features[InPlaceRefreshState.self].isOn }
        set { features[InPlaceRefreshState.self].isOn = newValue }
    }
}

extension RefreshComponent {
    /// True when a refresh beginning now stays where the user reads: a header with
    /// ``RefreshHeader/refreshesInPlaceAwayFromTop`` whose scroll view is more than its height
    /// past the top.
    var beginsInPlace: Bool {
        guard features[InPlaceRefreshState.self].isOn, pullEdge == .top, let sv = scrollView else { return false }
        return sv.contentOffset.y > -scrollViewOriginalInset.top + designHeight
    }
}

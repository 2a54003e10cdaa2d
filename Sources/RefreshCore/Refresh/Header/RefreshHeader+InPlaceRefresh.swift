/// Whether a header's refresh begun away from the top stays where the user reads
/// (RefreshHeader+InPlaceRefresh).
struct InPlaceRefreshState: FeatureState {
    /// ``RefreshHeader/refreshesInPlaceAwayFromTop``.
    var isOn = false
}

extension RefreshHeader {
    /// A refresh begun by code (F5, `beginRefreshing()`) while the user reads away from the top
    /// (scrolled more than the header's height down) runs where they are instead of scrolling to
    /// the top, as a feed reader does: the header adds no inset and the content does not move (it
    /// hovers above, out of sight; scrolled back to the top during the refresh, it shows as after
    /// a pull, MJRefresh's inset rule). The rows the load inserts above then keep the row being
    /// read still (``ListView/insertRows(_:)``) and a list's ``ListView/newRowsPill`` counts them.
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

extension RefreshComponent {
    /// The scroll view's adjusted inset without what this component adds: the app's inset, the
    /// system's and the other controls'. Always current (MJRefresh kept a copy that went stale).
    public var scrollViewOriginalInset: EdgeInsets {
        guard let sv = scrollView else { return .zero }
        return sv.adjustedContentInset - sv.refreshInset(for: self)
    }

    /// The inset this component adds to its scroll view now.
    public var addedInset: EdgeInsets { scrollView?.refreshInset(for: self) ?? .zero }

    /// Sets the inset this component adds (replacing what it added before); never negative.
    /// - Parameter inset: The edge insets, in points, this component adds on top of the app's own.
    public func setAddedInset(_ inset: EdgeInsets) { scrollView?.setRefreshInset(inset, for: self) }
}

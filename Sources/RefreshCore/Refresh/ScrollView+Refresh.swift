extension ScrollView {
    /// The pull-down header, as `mj_header`: setting a different one removes the old one and
    /// inserts the new one below the content (subview index 0).
    public var refreshHeader: RefreshHeader? {
        get { subviews.lazy.compactMap { $0 as? RefreshHeader }.first }
        set { replaceRefreshControl(of: RefreshHeader.self, with: newValue) }
    }

    /// The pull-up footer (auto or back), as `mj_footer`: setting a different one removes the old one.
    public var refreshFooter: RefreshFooter? {
        get { subviews.lazy.compactMap { $0 as? RefreshFooter }.first }
        set { replaceRefreshControl(of: RefreshFooter.self, with: newValue) }
    }

    /// The horizontal trailer, as `mj_trailer`: setting a different one removes the old one.
    public var refreshTrailer: RefreshTrailer? {
        get { subviews.lazy.compactMap { $0 as? RefreshTrailer }.first }
        set { replaceRefreshControl(of: RefreshTrailer.self, with: newValue) }
    }

    func replaceRefreshControl<T: RefreshComponent>(of type: T.Type, with new: T?) {
        let old = subviews.lazy.compactMap { $0 as? T }.first
        guard old !== new else { return }
        old?.removeFromSuperview()
        if let new { insertSubview(new, at: 0) }
    }
}

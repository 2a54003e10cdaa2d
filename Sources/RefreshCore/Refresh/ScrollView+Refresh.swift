extension ScrollView {
    /// The pull-down header, as `mj_header`: setting a different one removes the old one and
    /// inserts the new one below the content (subview index 0).
    public var refreshHeader: RefreshHeader? {
        get { subviews.lazy.compactMap { $0 as? RefreshHeader }.first }
        set { replaceRefreshControl(of: RefreshHeader.self, with: newValue) }
    }

    func replaceRefreshControl<T: RefreshComponent>(of type: T.Type, with new: T?) {
        let old = subviews.lazy.compactMap { $0 as? T }.first
        guard old !== new else { return }
        old?.removeFromSuperview()
        if let new { insertSubview(new, at: 0) }
    }
}

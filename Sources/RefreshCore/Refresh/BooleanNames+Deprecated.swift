// The Boolean properties of earlier versions, kept so apps that used them still compile: Swift
// names a Boolean property so that it reads as an assertion (`footer.automaticallyRefreshes`).

extension RefreshComponent {
    /// Deprecated: use ``automaticallyChangesAlpha``.
    @available(*, deprecated, renamed: "automaticallyChangesAlpha")
    public var automaticallyChangeAlpha: Bool {
        get { automaticallyChangesAlpha }
        set { automaticallyChangesAlpha = newValue }
    }
}

extension AutoFooter {
    /// Deprecated: use ``automaticallyRefreshes``.
    @available(*, deprecated, renamed: "automaticallyRefreshes")
    public var automaticallyRefresh: Bool {
        get { automaticallyRefreshes }
        set { automaticallyRefreshes = newValue }
    }
}

extension AutoStateFooter {
    /// Deprecated: use ``isRefreshingTitleHidden`` (the name MJRefresh's Swift users already write).
    @available(*, deprecated, renamed: "isRefreshingTitleHidden")
    public var refreshingTitleHidden: Bool {
        get { isRefreshingTitleHidden }
        set { isRefreshingTitleHidden = newValue }
    }
}

extension StateHeader {
    /// Deprecated: use ``areLabelsHidden``.
    @available(*, deprecated, renamed: "areLabelsHidden")
    public var labelsHidden: Bool { areLabelsHidden }
}

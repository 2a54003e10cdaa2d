import RefreshCore

/// The refresh controls a script's `call` step (or a key) can address.
package enum RefreshTarget: String, CaseIterable, Sendable {
    case header, footer, trailer
}

/// The methods a script's `call` step can run on a refresh control.
package enum RefreshMethod: String, CaseIterable, Sendable {
    case beginRefreshing, endRefreshing, endRefreshingWithNoMoreData, resetNoMoreData

    /// True for the methods only footers have.
    package var isFooterOnly: Bool { self == .endRefreshingWithNoMoreData || self == .resetNoMoreData }

    /// Runs the method on `component` (footer-only methods need a `RefreshFooter`; the parser
    /// makes sure they only reach one).
    func run(on component: RefreshComponent) {
        switch self {
        case .beginRefreshing: component.beginRefreshing()
        case .endRefreshing: component.endRefreshing()
        case .endRefreshingWithNoMoreData: (component as? RefreshFooter)?.endRefreshingWithNoMoreData()
        case .resetNoMoreData: (component as? RefreshFooter)?.resetNoMoreData()
        }
    }
}

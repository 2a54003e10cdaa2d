/// The refresh controls of a scroll view that a replay's `call` step (or a key) can address.
public enum RefreshTarget: String, CaseIterable, Sendable {
    /// The pull-down header (`ScrollView.refreshHeader`).
    case header
    /// The auto or back footer (`ScrollView.refreshFooter`).
    case footer
    /// The horizontal trailer (`ScrollView.refreshTrailer`).
    case trailer

    /// The control of `scrollView` this target names, if it has one.
    ///
    /// - Parameter scrollView: The scroll view whose control to return.
    /// - Returns: Its header, footer or trailer; nil when it has none.
    @MainActor public func component(of scrollView: ScrollView) -> RefreshComponent? {
        switch self {
        case .header: return scrollView.refreshHeader
        case .footer: return scrollView.refreshFooter
        case .trailer: return scrollView.refreshTrailer
        }
    }
}

/// The methods a replay's `call` step can run on a refresh control.
public enum RefreshMethod: String, CaseIterable, Sendable {
    /// `RefreshComponent.beginRefreshing()`.
    case beginRefreshing
    /// `RefreshComponent.endRefreshing()`.
    case endRefreshing
    /// `RefreshFooter.endRefreshingWithNoMoreData()` (footers only).
    case endRefreshingWithNoMoreData
    /// `RefreshFooter.resetNoMoreData()` (footers only).
    case resetNoMoreData
    /// `RefreshComponent.cancelRefreshing()`.
    case cancelRefreshing
    /// `RefreshComponent.showRefreshing()`: a refresh shown without its handler.
    case showRefreshing

    /// The methods every control takes, in order.
    public static let takenByEveryControl: [RefreshMethod] = allCases.filter { !$0.isFooterOnly }

    /// True for the methods only footers have.
    public var isFooterOnly: Bool { self == .endRefreshingWithNoMoreData || self == .resetNoMoreData }

    /// Runs the method on `component`; a footer-only method on a control that is no footer does
    /// nothing.
    ///
    /// - Parameter component: The control to call.
    @MainActor public func run(on component: RefreshComponent) {
        switch self {
        case .beginRefreshing: component.beginRefreshing()
        case .endRefreshing: component.endRefreshing()
        case .endRefreshingWithNoMoreData: (component as? RefreshFooter)?.endRefreshingWithNoMoreData()
        case .resetNoMoreData: (component as? RefreshFooter)?.resetNoMoreData()
        case .cancelRefreshing: component.cancelRefreshing()
        case .showRefreshing: component.showRefreshing()
        }
    }
}

/// What the source feature remembers (RefreshComponent+Source): what started the running refresh,
/// whether it runs the handler, and what started a refresh that waits for another control.
struct RefreshSourceState: RefreshComponentFeature {
    /// ``RefreshComponent/refreshSource``.
    var current: RefreshSource?
    /// False for a refresh begun by ``RefreshComponent/showRefreshing(source:)``.
    var callsHandler = true
    /// What asked for the refresh waiting for another control's end (`beginRefreshingWhenUnblocked`).
    var waiting: RefreshSource?

    /// A refresh that ended forgets its source (and a show-only refresh its form).
    func component(_ component: RefreshComponent, didChangeStateFrom old: RefreshState) {
        guard !component.isRefreshing, current != nil || !callsHandler else { return }
        component.features[Self.self].current = nil
        component.features[Self.self].callsHandler = true
    }
}

extension RefreshComponent {
    /// What started the running refresh (refreshing, or `willRefresh` before its first frame): the
    /// user's pull, a key, the app's code or the control by itself (``RefreshSource``). The handler
    /// reads it (also as ``RefreshLoad/source``); nil while the control does not refresh. The trace
    /// names it as the control's `"source"`.
    public var refreshSource: RefreshSource? { isRefreshing ? features[RefreshSourceState.self].current : nil }

    /// False while the running refresh only shows (``showRefreshing(source:)``): its handler is not
    /// called. True otherwise.
    public var refreshCallsHandler: Bool { features[RefreshSourceState.self].callsHandler }

    /// Shows the control refreshing for a load the app started itself, without calling the
    /// handler (Flutter #11675, #40235): the control hovers and spins exactly as for
    /// ``beginRefreshing(source:completion:)``, but ``refreshingHandler`` and ``loadHandler`` are
    /// not run, no ``RefreshLoad`` is made and the handler count (the trace's `callbacks`) stays.
    /// End it with ``endRefreshing(completion:)`` when the app's load is done (or
    /// ``cancelRefreshing()``); ``refreshTimeout`` applies as to any refresh. Ignored, with a
    /// warning, when `beginRefreshing` would be.
    /// - Parameter source: What the refresh is shown for; `.code` by default.
    public func showRefreshing(source: RefreshSource = .code) {
        begin(source: source, callsHandler: false, completion: nil, call: "showRefreshing")
    }

    /// Part of every begin that is not ignored, before the state changes (so a handler run on the
    /// change reads it): notes what started the refresh and whether it calls the handler.
    func noteBeginning(source: RefreshSource, callsHandler: Bool) {
        features[RefreshSourceState.self].current = source
        features[RefreshSourceState.self].callsHandler = callsHandler
    }

    /// What asked for the refresh waiting for another control's end; set when it starts to wait.
    var waitingSource: RefreshSource {
        get { features[RefreshSourceState.self].waiting ?? .code }
        set { features[RefreshSourceState.self].waiting = newValue }
    }
}

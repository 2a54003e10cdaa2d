extension RefreshComponent {
    /// Begins a refresh now, as ``beginRefreshing(completion:)``, or, while another refresh control
    /// of the same scroll view holds it (refreshing, about to, or showing its load's outcome),
    /// waits and begins as soon as that one has ended (SmartRefreshLayout's `autoRefresh` after a
    /// finish), instead of ignoring the call. Meanwhile ``isWaitingToBegin`` is true and a header
    /// says that it waits ("Waiting for loading to finish"). F5 and Ctrl+R through the input
    /// router call this. `endRefreshing()`, hiding the control or removing it gives the wait up;
    /// calling this again while waiting changes nothing.
    /// - Parameter completion: Runs once after the refreshing handler when this refresh begins; nil
    ///   keeps a completion set before.
    /// - Returns: True when the refresh began now; false when it waits, or the control already
    ///   refreshes (a warning is logged, as by `beginRefreshing()`).
    @discardableResult
    public func beginRefreshingWhenUnblocked(completion: (() -> Void)? = nil) -> Bool {
        guard !isRefreshing else {
            beginRefreshing(completion: completion)   // (ignored with its warning)
            return false
        }
        guard siblings.contains(where: \.blocksOtherControls) else {
            beginRefreshing(completion: completion)
            return isRefreshing
        }
        if let completion { beginRefreshingCompletion = completion }
        isWaitingToBegin = true
        return false
    }

    /// The control that kept this one waiting ended its refresh: this one begins now, unless yet
    /// another control still holds the scroll view (then it waits for that one).
    func beginIfWaiting() {
        guard isWaitingToBegin, !siblings.contains(where: \.blocksOtherControls) else { return }
        isWaitingToBegin = false
        guard scrollView != nil, !isHidden else { return }
        beginRefreshing()
    }

    /// True when another control of the scroll view holds it (refreshing, about to, or showing its
    /// outcome) and did not start during the gesture still under way: a pull of this control
    /// waits for it.
    var isHeldByAnotherControl: Bool {
        guard let sv = scrollView else { return false }
        let gestureOngoing = sv.isDragging || sv.isDecelerating
        return siblings.contains { $0.blocksOtherControls && !(gestureOngoing && $0.refreshDrag == sv.dragCount) }
    }
}

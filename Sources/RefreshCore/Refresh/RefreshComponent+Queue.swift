/// What the begin queue remembers (RefreshComponent+Queue): whether a refresh waits for another
/// control of the scroll view to end its own.
struct BeginQueue {
    /// ``RefreshComponent/isWaitingToBegin``.
    var isWaiting = false
}

extension RefreshComponent {
    /// True while a refresh asked for with ``beginRefreshingWhenUnblocked(source:completion:)`` waits for
    /// another control of the scroll view to end its refresh; it begins then.
    public internal(set) var isWaitingToBegin: Bool {
        get { beginQueue.isWaiting }
        set {
            guard newValue != beginQueue.isWaiting else { return }
            beginQueue.isWaiting = newValue
            updateTexts()
        }
    }

    /// Part of every state change (in the order `state`'s setter gives): a refresh about to start
    /// no longer waits.
    func queueStateWillChange() {
        if isRefreshing { isWaitingToBegin = false }
    }

    /// Part of every state change: when this refresh blocked the other controls and no longer
    /// does, one waiting in view may start now (and then blocks the rest, and this control, in
    /// turn).
    /// - Parameter old: The state the control left.
    func queueStateDidChange(from old: RefreshState) {
        guard Self.blocksOthers(old) && !blocksOtherControls else { return }
        for sibling in siblings where !isRefreshing {
            sibling.siblingDidEndRefreshing(self)
        }
    }

    /// True while the control holds the scroll view: refreshing, about to, or showing the outcome
    /// of its load (`finished`). The other controls of the scroll view wait meanwhile.
    var blocksOtherControls: Bool { Self.blocksOthers(state) || holdsScrollView }

    /// True for the states in which a control holds its scroll view.
    /// - Parameter state: A refresh state.
    /// - Returns: True for `refreshing`, `willRefresh` and `finished`.
    static func blocksOthers(_ state: RefreshState) -> Bool {
        state == .refreshing || state == .willRefresh || state == .finished
    }

    /// The other refresh controls of the same scroll view.
    var siblings: [RefreshComponent] {
        scrollView?.subviews.compactMap { $0 as? RefreshComponent }.filter { $0 !== self } ?? []
    }

    /// True when a gesture may start a refresh of this component: no other control of the scroll
    /// view is refreshing or pulling, and none started a refresh during the gesture still under
    /// way (a drag and its momentum), so one gesture never fires a header and a footer.
    public var gestureMayStartRefresh: Bool {
        guard let sv = scrollView else { return false }
        let gestureOngoing = sv.isDragging || sv.isDecelerating
        return !siblings.contains {
            $0.blocksOtherControls || $0.state == .pulling || (gestureOngoing && $0.refreshDrag == sv.dragCount)
        }
    }

    /// Begins a refresh now, as ``beginRefreshing(source:completion:)``, or, while another refresh control
    /// of the same scroll view holds it (refreshing, about to, or showing its load's outcome),
    /// waits and begins as soon as that one has ended (SmartRefreshLayout's `autoRefresh` after a
    /// finish), instead of ignoring the call. Meanwhile ``isWaitingToBegin`` is true and a header
    /// says that it waits ("Waiting for loading to finish"). F5 and Ctrl+R through the input
    /// router call this. `endRefreshing()`, hiding the control or removing it gives the wait up;
    /// calling this again while waiting changes nothing.
    /// - Parameters:
    ///   - source: What asks for it (``refreshSource`` once it begins): `.code` by default.
    ///   - completion: Runs once after the refreshing handler when this refresh begins; nil keeps a
    ///     completion set before.
    /// - Returns: True when the refresh began now; false when it waits, or the control already
    ///   refreshes (a warning is logged, as by `beginRefreshing()`).
    @discardableResult
    public func beginRefreshingWhenUnblocked(source: RefreshSource = .code, completion: (() -> Void)? = nil) -> Bool {
        guard !isRefreshing else {
            beginRefreshing(source: source, completion: completion)   // (ignored with its warning)
            return false
        }
        guard siblings.contains(where: \.blocksOtherControls) else {
            beginRefreshing(source: source, completion: completion)
            return isRefreshing
        }
        if let completion { beginRefreshingCompletion = completion }
        waitingSource = source
        isWaitingToBegin = true
        return false
    }

    /// The control that kept this one waiting ended its refresh: this one begins now, unless yet
    /// another control still holds the scroll view (then it waits for that one).
    func beginIfWaiting() {
        guard isWaitingToBegin, !siblings.contains(where: \.blocksOtherControls) else { return }
        isWaitingToBegin = false
        guard scrollView != nil, !isHidden else { return }
        beginRefreshing(source: waitingSource)
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

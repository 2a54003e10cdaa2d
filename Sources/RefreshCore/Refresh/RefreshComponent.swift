/// The base of every refresh control, as `MJRefreshComponent`: the state machine, the refreshing
/// handler, begin/end with their hooks, the pull percentage, and attaching to a scroll view
/// (observing offset, content size and pan state).
///
/// Subclasses override the hooks (`prepare`, `placeSubviews`, `scrollView…DidChange`,
/// `stateDidChange(from:)`, `pullingPercent(forDrawnOffset:)`), always calling `super` first, so
/// each rung of the ladder adds one concern.
///
/// Each feature of a control (the pull's settings, placement, outcome display, threshold events,
/// reveal and alpha, the begin queue, announcements, text fitting, language, the end animation)
/// keeps its state in a small struct and its code in its own `RefreshComponent+<Feature>.swift`;
/// this file holds only what every control needs. A state change runs the features in one fixed
/// order, given at ``state``.
///
/// The rules of the state machine, and where they differ from MJRefresh's on purpose, are written
/// once, in <doc:StateMachines>. The inset a control adds is kept apart from the app's
/// (`ScrollView.setRefreshInset(_:for:)`), so neither can corrupt the other.
open class RefreshComponent: View, ScrollViewObserver, FrameObserver {
    /// The scroll view this component is attached to.
    public private(set) weak var scrollView: ScrollView?

    /// Runs when a refresh starts (after the begin animation), as MJRefresh's `refreshingBlock`. End
    /// it with `endRefreshing()`. Setting it replaces ``loadHandler``: one handler runs.
    public var refreshingHandler: (() -> Void)? {
        didSet { if refreshingHandler != nil { loadHandler = nil } }
    }
    /// Runs when a refresh starts (after the begin animation), with the ``RefreshLoad`` of that
    /// refresh: finish it with its outcome (`load.finish(.success)`, `.failure(message:)`,
    /// `.noMoreData`). A late `finish`, after the refresh ended or a newer one began, changes
    /// nothing. Setting it replaces ``refreshingHandler``: one handler runs. `setRefreshingAction`
    /// and `setRefreshingTask` set it.
    public var loadHandler: ((_ load: RefreshLoad) -> Void)? {
        didSet { if loadHandler != nil { refreshingHandler = nil } }
    }
    /// Runs after the handler, once per refresh (`beginRefreshing(completion:)` sets it).
    public var beginRefreshingCompletion: (() -> Void)?
    /// The colour of the control's texts, arrow and spinner, MJRefresh's grey RGB(90, 90, 90) by
    /// default: setting it does what setting MJRefresh's `stateLabel.textColor`,
    /// `lastUpdatedTimeLabel.textColor`, `arrowView.tintColor` and `loadingView.color` together does,
    /// at once (`tintColorDidChange()`), over any colour given to one of them before. Gif images keep
    /// their own colours.
    public var tintColor = Color.refreshLabel { didSet { tintColorDidChange() } }

    /// How many times the handler has run (the trace's `callbacks`).
    package internal(set) var handlerCallCount = 0
    /// Incremented whenever a refresh starts or ends, so a stale animation completion can tell.
    package private(set) var refreshGeneration = 0
    private var stateStorage = RefreshState.idle
    private var pullingPercentStorage = 0.0

    // The features' state, one struct each, owned by the feature's file.
    var pullSettings = PullSettings()
    var pullTracking = PullTracking()
    var placementState = PlacementState()
    var outcome = OutcomeDisplay()
    var thresholdTracking = ThresholdTracking()
    var revealState = RevealState()
    var beginQueue = BeginQueue()
    var textFitMemo = TextFitMemo()
    var language = LanguageState()
    var animations = RefreshAnimations()

    /// Creates an idle component and calls `prepare()` once, so subclasses set up their subviews there.
    /// - Parameter frame: The initial frame, in points; attaching to a scroll view sets its x and width.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        prepare()
    }

    // MARK: Hooks for subclasses

    /// Sets up subviews and sizes; called once from `init`.
    open func prepare() {}
    /// Places subviews; called by the layout pass.
    open func placeSubviews() {}
    /// Called when the scroll view's content offset changed while the component is enabled and
    /// visible. A header, a back footer and a trailer follow the pull here, with one rule for every
    /// edge (RefreshComponent+Pull); an auto footer overrides it.
    /// - Parameter old: The content offset before the change, in points.
    open func scrollViewContentOffsetDidChange(from old: Point) { pullOffsetDidChange() }
    /// Called when the scroll view's content size changed, before `scrollViewGeometryDidChange()`.
    /// - Parameter old: The content size before the change, in points.
    open func scrollViewContentSizeDidChange(from old: Size) {}
    /// Called after the scroll view's content size, insets or frame size changed; controls placed
    /// after the content (footers, trailers) re-place themselves here.
    open func scrollViewGeometryDidChange() {}
    /// Called when the scroll view's pan gesture changed state (drag began, ended, cancelled) while the
    /// component is enabled and visible; the new state is `scrollView?.panState`.
    /// - Parameter old: The pan state before the change.
    open func scrollViewPanStateDidChange(from old: PanState) {}
    /// Called after every state change, before layout; the new state is `state`. A header, a back
    /// footer and a trailer hover here: entering `refreshing` animates the inset on their edge up by
    /// their height (width) and scrolls them into view (unless the refresh began under the finger,
    /// with ``refreshTrigger`` `.threshold`: the release settles it there), then runs the handler;
    /// leaving it (or the outcome shown after it) animates exactly that inset back.
    /// - Parameter old: The refresh state the component left.
    open func stateDidChange(from old: RefreshState) { pullStateDidChange(from: old) }
    /// Called after `pullingPercent` changed.
    open func pullingPercentDidChange() {}
    /// Called at each threshold crossing of a pull, exactly once per crossing (``ThresholdEvent``),
    /// after the state change that goes with it (with ``RefreshTrigger/threshold``, `.armed` comes
    /// just before the refresh begins), before ``onThresholdEvent``. The normal header turns its
    /// arrow here.
    /// - Parameter event: What the crossing was.
    open func thresholdEventDidOccur(_ event: ThresholdEvent) {}
    /// Called when the end animation has finished (the component no longer looks refreshing).
    open func endRefreshingAnimationDidFinish() {}
    /// Re-sets the component's texts (the state's title, localized strings) and lays out again;
    /// called after every state change and language change. The state classes override it.
    open func updateTexts() {}
    /// Called whenever what the component shows may have changed: its state, its pulling percent,
    /// the end of its end animation, a drag taking over its slide-out. Image-sequence components
    /// pick their frame here.
    open func visualStateDidChange() {}
    /// The sentence announced on the window's ``Announcer`` (`ViewContext.announcer`) after the
    /// control entered its state from `old`, or nil for none. By default, localized: "Refreshing"
    /// or "Loading more" when a refresh starts; a load's outcome when shown ("Loaded 5 items", the
    /// failure's message, "No more data"). Override it to say something else, or nothing.
    /// - Parameter old: The refresh state the control left.
    /// - Returns: The localized sentence, or nil.
    open func announcement(forChangeFrom old: RefreshState) -> String? {
        defaultAnnouncement(forChangeFrom: old)
    }
    /// Called after `tintColor` was set: the state and normal classes re-colour their labels, arrow
    /// and spinner here; a custom control re-colours its own views.
    open func tintColorDidChange() {}

    /// The pulling percent the drawn content offset `offset` gives, or nil to leave it as it is.
    /// While the component is not refreshing (nor ending), it is applied every frame after the
    /// animations stepped, so the percent and alpha follow what is drawn at any frame rate.
    /// - Parameter offset: The content offset being drawn this frame, in points.
    /// - Returns: The pulling percent for that offset (1 at the refresh threshold), or nil to keep the
    ///   current one. A header, a back footer and a trailer give how far `offset` is pulled past
    ///   their edge, in trigger distances (never negative); other components, and a control not
    ///   attached, give nil.
    open func pullingPercent(forDrawnOffset offset: Point) -> Double? {
        pullGeometry.map { $0.percent(at: offset[$0.edge.axis]) }
    }

    /// True when the model offset is past the point where releasing starts a refresh. A control
    /// still `pulling` once the drag is over refreshes if this holds, else goes back to idle.
    /// - Returns: True when releasing now would start a refresh: for a header, a back footer and a
    ///   trailer, when the content is pulled more than the trigger distance past their edge; false
    ///   for other components.
    open func isPastRefreshThreshold() -> Bool {
        guard let sv = scrollView, let g = pullGeometry else { return false }
        return g.isPastThreshold(at: sv.contentOffset[g.edge.axis])
    }

    /// Lays out as `View` does, then calls `placeSubviews()` so subclasses position their labels,
    /// arrow and spinner.
    open override func layoutSubviews() {
        super.layoutSubviews()
        placeSubviews()
    }

    /// A height set by anyone but the placement is the new design height (RefreshComponent+Placement).
    /// - Parameter old: The frame size before the change.
    open override func sizeDidChange(from old: Size) {
        super.sizeDidChange(from: old)
        placementSizeDidChange(from: old)
    }

    // MARK: Hooks of the ladder's rungs (internal)

    /// The edge of the scroll view a pull control sits at (nil: the control is not pulled, as an
    /// auto footer): the pull rule (RefreshComponent+Pull) follows drags past it.
    var pullEdge: PullEdge? { nil }
    /// The control's resting origin on its pull axis and its ignored inset signed outward, for
    /// `placedSpan(rest:shift:)`; nil for a control that is not placed by the pull (the default).
    var placementRest: (origin: Double, shift: Double)? { nil }
    /// Called as a drag moves the content past the edge, and with false when it is back inside:
    /// `held` is true while the pull is past the threshold but the control stays idle because
    /// another one holds the scroll view. The header says it waits then; the others ignore it.
    /// - Parameter held: True while pulled past the threshold and held by another control.
    func heldPullDidChange(_ held: Bool) {}
    /// True while the control holds the scroll view for something else than a refresh (a header's
    /// open second floor): the other controls wait as for a refresh, and it does not begin one.
    var holdsScrollView: Bool { false }
    /// True for controls that load more (footers, trailers); false for those that refresh (headers).
    var loadsMore: Bool { false }
    /// The state's name in a trace: the state's raw value, or what the control is doing instead
    /// (a header's second floor).
    package var traceStateName: String { state.rawValue }
    /// The frame index shown by an image-sequence component, for traces (nil otherwise).
    package var traceFrameIndex: Int? { nil }

    // MARK: State

    /// The refresh state. Setting the state it already has does nothing; any other change runs the
    /// features in the fixed order below, explained in <doc:StateMachines> ("Inside a state change").
    public var state: RefreshState {
        get { stateStorage }
        set {
            guard newValue != stateStorage else { return }
            let old = stateStorage
            stateStorage = newValue
            if newValue == .refreshing || old == .refreshing || old == .willRefresh { refreshGeneration += 1 }
            revealStateWillChange()   // a reveal lasts only while refreshing
            queueStateWillChange()   // a refresh about to start no longer waits,
            endingStateWillChange()   // nor slides the last one out,
            outcomeStateWillChange(from: old)   // and forgets the last outcome; `finished` shows one
            stateDidChange(from: old)   // the ladder's hook: hovering, the handler
            announceStateChange(from: old)
            outcomeStateDidChange(from: old)   // a control that does not slide out stops showing it
            updateTexts()
            visualStateDidChange()
            endingStateDidChange(from: old)   // a refresh never shown still runs its end completion
            setNeedsLayout()
            queueStateDidChange(from: old)   // a control waiting for this one may begin
            thresholdStateDidChange()   // armed, disarmed or triggered
            featuresStateDidChange(from: old)   // the features kept in `features`, in first-use order
        }
    }

    /// Refreshing or about to (`willRefresh`).
    public var isRefreshing: Bool { state == .refreshing || state == .willRefresh }

    /// How far the pull has gone: 1 at the refresh threshold. Drives alpha
    /// (``automaticallyChangesAlpha``) and frame scrubbing. A non-finite value is ignored, with a
    /// warning.
    public var pullingPercent: Double {
        get { pullingPercentStorage }
        set {
            guard newValue.isFinite else {
                return logger.warning(
                    "A non-finite value was ignored",
                    metadata: ["control": "\(typeName)", "property": "pullingPercent", "value": "\(newValue)"])
            }
            pullingPercentStorage = newValue
            followPullWithAlpha()
            pullingPercentDidChange()
            visualStateDidChange()
        }
    }

    // MARK: Begin and end

    /// Starts a refresh: at once when in a window, else through `willRefresh` on the first frame.
    /// Ignored (with a warning) while already refreshing, or while another refresh control of the
    /// same scroll view refreshes.
    /// - Parameters:
    ///   - source: What started it, which the handler reads as ``refreshSource`` (the trace's
    ///     `"source"`): `.code` by default; `.automatic` for a refresh the app begins by itself as a
    ///     screen opens. The control's own gestures and the input router's keys name theirs.
    ///   - completion: Runs once after the refreshing handler when this refresh begins; nil keeps a
    ///     completion set before.
    public func beginRefreshing(source: RefreshSource = .code, completion: (() -> Void)? = nil) {
        begin(source: source, callsHandler: true, completion: completion, call: "beginRefreshing")
    }

    /// Begins a refresh from `source` (``beginRefreshing(source:completion:)``, or
    /// ``showRefreshing(source:)`` when `callsHandler` is false); `call` names the public call in
    /// the warning when it is ignored.
    func begin(source: RefreshSource, callsHandler: Bool, completion: (() -> Void)?, call: String) {
        guard !isRefreshing, !holdsScrollView else {
            return warnIgnored(call)
        }
        if let busy = siblings.first(where: \.blocksOtherControls) {
            return warnIgnored(
                call, "A call was ignored while another control holds the scroll view",
                ["holder": "\(busy.typeName)"])
        }
        if let completion { beginRefreshingCompletion = completion }
        noteBeginning(source: source, callsHandler: callsHandler)
        if let sv = scrollView, sv.isDragging || sv.isDecelerating { refreshDrag = sv.dragCount }
        animate(duration: fastAnimationDuration, { self.alpha = 1 })
        // A control its begin animation brings into view goes to 1 as it is revealed (`startReveal`).
        if pullEdge == nil || scrollView == nil { pullingPercent = 1 }
        state = window != nil ? .refreshing : .willRefresh
    }

    /// Ends the refresh now. Outside a refresh it changes nothing, logs a warning and still runs
    /// `completion` on the next frame, so callers never wait forever.
    /// - Parameter completion: Runs when the end animation has finished; nil keeps a completion set
    ///   before.
    public func endRefreshing(completion: (() -> Void)? = nil) {
        if isWaitingToBegin && !isRefreshing {
            // A refresh waiting for another control's end (`beginRefreshingWhenUnblocked`) is given up.
            isWaitingToBegin = false
            if let completion { deferToNextFrame(completion) }
            return
        }
        if state == .finished || state == .failed {
            // Showing an outcome, or an auto footer waiting for a retry: it collapses now.
            if let completion { endRefreshingCompletion = completion }
            state = state == .finished ? state(after: lastOutcome) : .idle
            return
        }
        guard isRefreshing else {
            warnIgnored("endRefreshing")
            if let completion { deferToNextFrame(completion) }
            return
        }
        if let completion { endRefreshingCompletion = completion }
        state = .idle
    }

    /// Where the control goes once it has shown `outcome`: idle here; a footer goes to
    /// `noMoreData` for `.noMoreData`, and an auto footer waits in `failed` after a failure.
    /// - Parameter outcome: The outcome the last load finished with (nil: none).
    /// - Returns: The state the control collapses to.
    func state(after outcome: RefreshOutcome?) -> RefreshState { .idle }

    /// Begins a refresh a gesture asked for, unless another control has the gesture (then idle).
    func beginRefreshingFromGesture() {
        guard gestureMayStartRefresh else {
            if state == .pulling { state = .idle }
            return
        }
        beginRefreshingAsGesture()
    }

    /// Leaves `refreshing` at once (no outcome shown) for the state `outcome` leads to, as the
    /// MJRefresh calls would: `endRefreshing()` for idle; a footer overrides it for no more data.
    /// - Parameter outcome: The outcome the load finished with.
    func collapse(after outcome: RefreshOutcome) {
        switch state(after: outcome) {
        case .idle: endRefreshing()
        case let other: state = other
        }
    }

    // MARK: Attaching

    /// Detaches from the old scroll view (giving its inset back and stopping observing) and attaches to
    /// the new one: spans its width, turns on vertical bouncing, observes it and calls
    /// `didAttach(to:)`. A superview that is not a scroll view is logged as a warning.
    /// - Parameter newSuperview: The view the component is being added to, or nil when removed.
    open override func willMove(toSuperview newSuperview: View?) {
        super.willMove(toSuperview: newSuperview)
        if let newSuperview, !(newSuperview is ScrollView) {
            // Reported where the component is going: it has no superview (nor its logger) yet.
            newSuperview.logger.warning(
                "A refresh control was added to a view that is not a scroll view; it will not refresh",
                metadata: ["control": "\(typeName)", "value": "\(type(of: newSuperview))"])
        }
        if let old = scrollView, newSuperview !== old {
            willDetach(from: old)
            old.setRefreshInset(.zero, for: self)
            old.setOverscrollShape(nil, for: self)
            old.removeObserver(self)
            scrollView = nil
        }
        guard let sv = newSuperview as? ScrollView, sv !== scrollView else { return }
        scrollView = sv
        frame = Rect(x: -sv.adjustedContentInset.left, y: frame.minY, width: sv.bounds.width, height: frame.height)
        sv.alwaysBounceVertical = true
        sv.addObserver(self)
        didAttach(to: sv)
        updateOverscrollShape()
    }

    /// Called after attaching to `scrollView`; subclasses adjust its axis settings and add insets here.
    /// - Parameter scrollView: The scroll view the component was just added to.
    open func didAttach(to scrollView: ScrollView) {}

    /// Called before leaving `scrollView`; the inset the component added is given back right after.
    /// By default ends a refresh under way at once, without animation.
    /// - Parameter scrollView: The scroll view the component is leaving.
    open func willDetach(from scrollView: ScrollView) {
        isWaitingToBegin = false
        if blocksOtherControls { Animator.withoutAnimation { state = .idle } }
    }

    /// The language changed, or the component joined a window: texts are re-set and laid out
    /// again (MJRefresh's `i18nDidChange`); by default `updateTexts()`.
    open func languageDidChange() { updateTexts() }

    /// Follows the new window's localizer and re-sets the texts (`languageDidChange()`).
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        observeLocalizer()
        languageDidChange()
    }

    /// Called when `sibling`, another control of the same scroll view, left `refreshing` (or
    /// `willRefresh`): a control its refresh kept from starting may start now. A control waiting
    /// to begin (`beginRefreshingWhenUnblocked`) begins; an auto footer in view loads.
    /// - Parameter sibling: The control whose refresh just ended.
    func siblingDidEndRefreshing(_ sibling: RefreshComponent) { beginIfWaiting() }

    /// Shapes drags past the control's edge only while it is shown.
    open override func hiddenDidChange() {
        super.hiddenDidChange()
        if isHidden { isWaitingToBegin = false }
        updateOverscrollShape()
    }

    // MARK: ScrollViewObserver

    /// True when the component is as wide as its scroll view (headers, footers); a trailer keeps its own width.
    open var followsScrollViewWidth: Bool { true }

    /// Follows the scroll view's width (see `followsScrollViewWidth`), then re-places; a back footer
    /// or trailer that hovers keeps itself in view at the new size.
    /// - Parameters:
    ///   - sv: The scroll view whose frame changed size.
    ///   - old: The frame size before the change, in points.
    open func scrollView(_ sv: ScrollView, frameSizeDidChangeFrom old: Size) {
        if followsScrollViewWidth { frame.size.width = sv.bounds.width }
        setNeedsLayout()
        scrollViewGeometryDidChange()
        keepHovering()
    }

    /// Called when a list or grid reloaded its data; the auto and back footers hide themselves
    /// there when there is too little content.
    /// - Parameter scrollView: The scroll view that reloaded.
    open func scrollViewDidReloadData(_ scrollView: ScrollView) {}
    /// Called when the scroll view was tapped; an auto footer loads when the tap lands on it.
    /// - Parameters:
    ///   - scrollView: The scroll view that was tapped.
    ///   - point: Where the tap landed, in content coordinates (points).
    open func scrollView(_ scrollView: ScrollView, didTapAt point: Point) {}
    /// Called when the user scrolled (the wheel, a key) against an edge the content already rests
    /// at; an auto footer at the end loads.
    /// - Parameters:
    ///   - scrollView: The scroll view that was scrolled.
    ///   - delta: The scroll asked for on each axis pushed against its edge, in points (positive y:
    ///     toward the bottom).
    open func scrollView(_ scrollView: ScrollView, didScrollAgainstEdgeBy delta: Point) {}
    /// Calls `scrollViewGeometryDidChange()` when the scroll view's content inset changed.
    /// - Parameters:
    ///   - scrollView: The scroll view whose inset changed.
    ///   - old: The content inset before the change, in points.
    open func scrollView(_ scrollView: ScrollView, contentInsetDidChangeFrom old: EdgeInsets) {
        scrollViewGeometryDidChange()
    }

    // MARK: FrameObserver

    /// A component that began refreshing off-window starts refreshing on its first frame.
    /// - Parameter time: The frame's time in seconds, from the window's injected clock.
    open func advance(to time: Double) {
        if state == .willRefresh { state = .refreshing }
    }

    /// True while the component still has work for the next frame (a pending `willRefresh`), so the
    /// window keeps drawing frames.
    open var isMoving: Bool { state == .willRefresh }

    /// Follows the drawn offset with the pulling percent, and settles a release that left the
    /// component `pulling` (refreshing past the threshold, idle short of it).
    /// - Parameter time: The frame's time in seconds, from the window's injected clock.
    open func presentationDidUpdate(at time: Double) {
        guard let sv = scrollView, isUserInteractionEnabled, !isHidden else { return }
        if effectivePlacement == .scale { followPlacement() }   // stretched over the room as drawn
        if let reveal, state == .refreshing {
            pullingPercent = revealPercent(reveal, drawn: sv.presentationContentOffset)
            return
        }
        if state == .pulling && !sv.isDragging {
            if isPastRefreshThreshold() { beginRefreshingFromGesture() } else { state = .idle }
        }
        guard !isRefreshing, !isEndingRefresh, state != .finished,
            let p = pullingPercent(forDrawnOffset: sv.presentationContentOffset), p != pullingPercent
        else { return }
        pullingPercent = p
    }
}

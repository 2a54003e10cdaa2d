/// The base of every refresh control, as `MJRefreshComponent`: the state machine, the refreshing
/// handler, begin/end with their hooks, the pull percentage and automatic alpha, and attaching to a
/// scroll view (observing offset, content size and pan state).
///
/// Subclasses override the hooks (`prepare`, `placeSubviews`, `scrollView…DidChange`,
/// `stateDidChange(from:)`, `pullingPercent(forDrawnOffset:)`), always calling `super` first, so
/// each rung of the ladder adds one concern.
///
/// The rules of the state machine, and where they differ from MJRefresh's on purpose, are written
/// once, in <doc:StateMachines>. The inset a control adds is kept apart from the app's
/// (`ScrollView.setRefreshInset(_:for:)`), so neither can corrupt the other.
open class RefreshComponent: View, ScrollViewObserver, FrameObserver {
    /// The default duration, in seconds, of the begin-refreshing animation (MJRefresh's 0.25 s).
    public static let fastAnimationDuration = 0.25
    /// The default duration, in seconds, of the end-refreshing animation (MJRefresh's 0.4 s).
    public static let slowAnimationDuration = 0.4

    /// The scroll view this component is attached to.
    public private(set) weak var scrollView: ScrollView?

    /// Runs when a refresh starts (after the begin animation), as MJRefresh's `refreshingBlock`. End
    /// it with `endRefreshing()`. Setting it replaces ``loadHandler`` (and the `setRefreshingAction`
    /// / `setRefreshingTask` forms, which set that): one handler runs.
    public var refreshingHandler: (() -> Void)? {
        didSet { if refreshingHandler != nil { loadHandler = nil } }
    }
    /// Runs when a refresh starts (after the begin animation), with the ``RefreshLoad`` of that
    /// refresh: finish it with its outcome (`load.finish(.success)`, `.failure(message:)`,
    /// `.noMoreData`). A late `finish`, after the refresh ended or a newer one began, changes
    /// nothing. Setting it replaces ``refreshingHandler``: one handler runs.
    public var loadHandler: ((_ load: RefreshLoad) -> Void)? {
        didSet { if loadHandler != nil { refreshingHandler = nil } }
    }
    /// The outcome the latest refresh was finished with through its ``RefreshLoad``; nil while a
    /// refresh runs, and when the latest one ended otherwise (`endRefreshing()`,
    /// `endRefreshingWithNoMoreData()`, a `done` or `Void` task form, hiding, detaching).
    public private(set) var lastOutcome: RefreshOutcome?
    /// Runs after the handler, once per refresh (`beginRefreshing(completion:)` sets it).
    public var beginRefreshingCompletion: (() -> Void)?
    /// Runs when the end animation has finished.
    public var endRefreshingCompletion: (() -> Void)?
    /// Runs when the end animation starts.
    public var endRefreshingAnimationBegin: (() -> Void)?
    /// Runs at each threshold crossing of a pull (``ThresholdEvent``), after
    /// ``thresholdEventDidOccur(_:)``: a haptic tick, a sound, a cue of the app's.
    public var onThresholdEvent: ((ThresholdEvent) -> Void)?
    /// Duration, in seconds, of the begin animation that scrolls the control into view; zero disables
    /// animation.
    public var fastAnimationDuration = RefreshComponent.fastAnimationDuration
    /// Duration, in seconds, of the end animation that gives the inset back; zero disables animation.
    public var slowAnimationDuration = RefreshComponent.slowAnimationDuration
    /// The colour of the control's texts, arrow and spinner, MJRefresh's grey RGB(90, 90, 90) by
    /// default: setting it does what setting MJRefresh's `stateLabel.textColor`,
    /// `lastUpdatedTimeLabel.textColor`, `arrowView.tintColor` and `loadingView.color` together does,
    /// at once (`tintColorDidChange()`), over any colour given to one of them before. Gif images keep
    /// their own colours.
    public var tintColor = Color.refreshLabel { didSet { tintColorDidChange() } }

    // MARK: Outcome

    /// How long, in seconds, a load's outcome stays on show (`finished`: "Refreshed", the failure's
    /// message, "No more data", with an icon in the normal classes) before the control collapses;
    /// 0 collapses at once. SmartRefreshLayout and easy_refresh show theirs for about as long. Only
    /// loads finished with an outcome show one: `endRefreshing()`, the `done` and `Void` forms
    /// collapse at once, as in MJRefresh. A value that is not a finite number ≥ 0 is taken as 0.5,
    /// with a warning.
    public var outcomeDisplayDuration = RefreshComponent.defaultOutcomeDisplayDuration {
        didSet {
            guard !(outcomeDisplayDuration >= 0 && outcomeDisplayDuration.isFinite) else { return }
            logger.warning("\(typeName): outcomeDisplayDuration \(outcomeDisplayDuration) taken as 0.5")
            outcomeDisplayDuration = RefreshComponent.defaultOutcomeDisplayDuration
        }
    }
    /// The default of ``outcomeDisplayDuration``: half a second.
    public static let defaultOutcomeDisplayDuration = 0.5

    /// The shortest time, in seconds, a refresh shows its refreshing look: a load finished sooner
    /// (through its ``RefreshLoad`` or the task and `done` forms) ends once the refresh has lasted
    /// this long, so a fast reply never flashes a spinner for one frame. 0 (the default) ends at
    /// once. `endRefreshing()` always acts at once. A value that is not a finite number ≥ 0 is taken
    /// as 0, with a warning.
    public var minimumRefreshingDuration = 0.0 {
        didSet {
            guard !(minimumRefreshingDuration >= 0 && minimumRefreshingDuration.isFinite) else { return }
            logger.warning("\(typeName): minimumRefreshingDuration \(minimumRefreshingDuration) taken as 0")
            minimumRefreshingDuration = 0
        }
    }

    /// Ends the outcome's show (its slide-out finished, or a drag took over), re-setting the texts.
    private func stopShowingOutcome() {
        guard isShowingOutcome, state != .finished else { return }
        isShowingOutcome = false
        updateTexts()
    }

    // MARK: Geometry

    /// When a pull starts a refresh: on release past the threshold (`.release`, MJRefresh's rule),
    /// or as soon as a drag crosses it (`.threshold`). The header, the back footer and the trailer
    /// use it; an auto footer starts by itself and ignores it.
    public var refreshTrigger = RefreshTrigger.release

    /// How far past its edge, in points, the content must be pulled for the control to become
    /// `pulling` (and, with ``refreshTrigger`` `.threshold`, to start refreshing); the pulling percent
    /// is 1 there. Nil (the default) uses the control's height (a trailer's width), MJRefresh's rule.
    /// While refreshing the control hovers at its own height whatever this is. A value that is not
    /// a positive finite number is taken as nil, with a warning. Used by the header, the back footer
    /// and the trailer.
    public var triggerDistance: Double? {
        didSet {
            guard let d = triggerDistance, !(d > 0 && d.isFinite) else { return }
            logger.warning("\(typeName): triggerDistance \(d) ignored (the control's height is used)")
            triggerDistance = nil
        }
    }

    /// How far the content follows the finger past the control's edge, as a factor of the scroll
    /// view's rubber band: 1 (the default) is iOS's band, below 1 is stiffer, above 1 looser. The
    /// overscroll the band would draw is multiplied by it while dragging; a release springs back
    /// from wherever the content is drawn. A value that is not a positive finite number is taken as
    /// 1, with a warning. Used by the header, the back footer and the trailer while attached and
    /// shown.
    public var dragRate = 1.0 {
        didSet {
            if !(dragRate > 0 && dragRate.isFinite) {
                logger.warning("\(typeName): dragRate \(dragRate) taken as 1")
                dragRate = 1
            }
            updateOverscrollShape()
        }
    }

    /// The most the content shows past the control's edge while dragging, in points (nil, the
    /// default: no limit). It caps the drag only: content already further out (the control hovering
    /// at a greater height) is not pulled in. A trigger distance beyond it can never be reached by a
    /// drag. A negative or non-finite value is taken as nil, with a warning. Used by the header, the
    /// back footer and the trailer while attached and shown.
    public var maximumPullDistance: Double? {
        didSet {
            if let m = maximumPullDistance, !(m >= 0 && m.isFinite) {
                logger.warning("\(typeName): maximumPullDistance \(m) ignored (no limit)")
                maximumPullDistance = nil
            }
            updateOverscrollShape()
        }
    }

    /// The edge of the scroll view a pull control sits at (nil: the control is not pulled, as an
    /// auto footer): the pull rule (RefreshComponent+Pull) follows drags past it, and the geometry
    /// settings shape them.
    var pullEdge: PullEdge? { nil }

    /// Where a pulled control shows while pulled and refreshing (``RefreshPlacement``):
    /// `translate`, MJRefresh's, unless set. Only the header and the back footer follow it; the
    /// others (auto footers, the trailer) stay `translate` (`effectivePlacement`).
    public var placement: RefreshPlacement = .translate {
        didSet { if placement != oldValue { placementDidChange() } }
    }

    /// With ``placement`` `.front`: true makes room for the control while it refreshes (the content
    /// moves on by its height, its hover inset, given back exactly at the end, as with
    /// `.translate`) while the control stays over the content; false (the default) leaves the
    /// content at rest under it. The other placements always make room.
    public var frontPushesContent = false {
        didSet { if frontPushesContent != oldValue && effectivePlacement == .front { rehover() } }
    }

    /// The control's height as designed: what its threshold, pulling percent and hover inset are
    /// measured with. It is the frame's height, except while the `scale` placement stretches the
    /// frame over the room the pull opens; setting the frame's height (or a footer's `height`)
    /// sets it.
    public var designHeight: Double { stretchedDesignHeight ?? frame.height }

    /// Where the control's content goes in its bounds: its ``designHeight``, centred (on whole
    /// points) in the frame the `scale` placement stretches; the bounds themselves otherwise. The
    /// state classes lay out their labels and images in it.
    public var designBounds: Rect {
        let h = designHeight
        return Rect(x: 0, y: ((bounds.height - h) / 2).rounded(), width: bounds.width, height: h)
    }

    /// The design height while the `scale` placement stretches the frame to another (nil: the
    /// frame's height is the design height).
    var stretchedDesignHeight: Double?
    /// True while the placement sets the frame (`applyPlacedSpan()`): a height set meanwhile is not
    /// a new design height.
    var isStretchingFrame = false
    /// `clipsToBounds` as it was before the `scale` placement turned it on (nil: not scaled), so a
    /// frame stretched shorter than the design height cuts its centred content.
    var clipsBeforeScale: Bool?

    /// A height set by anyone but the placement (a gif control growing, a footer's `height`, a
    /// custom control's own) is the new design height: the `scale` placement stretches from it.
    /// - Parameter old: The frame size before the change.
    open override func sizeDidChange(from old: Size) {
        super.sizeDidChange(from: old)
        guard !isStretchingFrame, stretchedDesignHeight != nil, frame.height != old.height else { return }
        stretchedDesignHeight = nil
        followPlacement()
    }

    /// The control's resting origin on its pull axis and its ignored inset signed outward, for
    /// `placedSpan(rest:shift:)`; nil for a control that is not placed by the pull (the default).
    var placementRest: (origin: Double, shift: Double)? { nil }

    /// The placement the control follows: its `placement` when it is placed by the pull
    /// (`placementRest`), else `translate`.
    var effectivePlacement: RefreshPlacement { placementRest == nil ? .translate : placement }

    /// Called as a drag moves the content past the edge, and with false when it is back inside:
    /// `held` is true while the pull is past the threshold but the control stays idle because
    /// another one holds the scroll view. The header says it waits then; the others ignore it.
    /// - Parameter held: True while pulled past the threshold and held by another control.
    func heldPullDidChange(_ held: Bool) {}

    /// Tells the scroll view how this control shapes drags past its edge (nothing for the defaults,
    /// so iOS's rubber band is left exactly as it is).
    func updateOverscrollShape() {
        guard let sv = scrollView else { return }
        guard let edge = pullEdge, !isHidden, dragRate != 1 || maximumPullDistance != nil else {
            return sv.setOverscrollShape(nil, for: self)
        }
        sv.setOverscrollShape(
            OverscrollShape(axis: edge.axis, leading: edge.isLeading, rate: dragRate, maximum: maximumPullDistance),
            for: self)
    }

    /// The pull past the edge, in points, at which this control becomes `pulling`: ``triggerDistance``,
    /// else `extent` (the control's height, or a trailer's width).
    func pullTriggerDistance(extent: Double) -> Double { triggerDistance ?? extent }

    /// True when a drag crossing the threshold now starts a refresh (``refreshTrigger``
    /// `.threshold`): not twice in one drag.
    func refreshesOnCrossing(_ sv: ScrollView) -> Bool { refreshTrigger == .threshold && refreshDrag != sv.dragCount }

    /// True when a refresh begins under the finger (``refreshTrigger`` `.threshold`, during a drag):
    /// the control adds its inset but leaves the offset to the finger, and settles at its height
    /// once the finger lifts (`settleHeldPull()`).
    func beginsUnderFinger(_ sv: ScrollView) -> Bool { refreshTrigger == .threshold && sv.isDragging }

    /// How many times the handler has run (the trace's `callbacks`).
    package private(set) var handlerCallCount = 0
    /// Incremented whenever a refresh starts or ends, so a stale animation completion can tell.
    package private(set) var refreshGeneration = 0
    /// True from the end of a refresh until its end animation has finished (or a drag took over):
    /// the component still shows its refreshing look while it slides out.
    public private(set) var isEndingRefresh = false
    /// True while the control shows the outcome of its last load: in `finished`, and as it slides
    /// out afterwards (until its end animation finished or a drag took over).
    public private(set) var isShowingOutcome = false
    /// The clock's time when the running refresh entered `refreshing` (nil off-window).
    private var refreshBeganAt: Double?
    /// The scroll view's row or item count when the running refresh began (nil: not a data view).
    var dataCountAtRefreshStart: Int?
    /// The drag (`ScrollView.dragCount`) during which this component last began refreshing, if any.
    var refreshDrag: Int?
    /// True while a pull control keeps itself in view as it hovers (`keepHovering()`, a trailing
    /// control's): from the start of the refresh until the user drags (then where the content goes
    /// is theirs) or the refresh ends.
    var keepsHoverInView = false
    private var stateStorage = RefreshState.idle
    private var localizerSubscription = LocalizerSubscription()
    private var pullingPercentStorage = 0.0
    /// Armed or not, the latest threshold event, those not yet traced (RefreshComponent+Threshold).
    var thresholdTracking = ThresholdTracking()
    /// The reveal under way of a refresh that began with the control out of view (`startReveal`).
    var reveal: BeginReveal?
    /// The last fits of the control's labels (RefreshComponent+Text).
    var textFitMemo = TextFitMemo()
    /// True while a refresh asked for with ``beginRefreshingWhenUnblocked(completion:)`` waits for
    /// another control of the scroll view to end its refresh; it begins then.
    public internal(set) var isWaitingToBegin = false {
        didSet { if isWaitingToBegin != oldValue { updateTexts() } }
    }

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
    /// edge: the pulling percent (1 at the trigger distance, the control's height or a trailer's
    /// width by default), idle ↔ pulling at that threshold while dragging, a refresh when released
    /// while pulling (or, with ``refreshTrigger`` `.threshold`, as the drag crosses it), only the
    /// percent in no more data; while refreshing a header gives up the part of its inset the content
    /// is scrolled in past. An auto footer overrides it.
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
    /// control entered its state from `old`, or nil for none. By default: "Refreshing" (a header)
    /// or "Loading more" (a footer, a trailer) when a refresh starts; the outcome of a load when it
    /// is shown ("Refreshed", "Loaded 5 items", the failure's message or "Load failed", with "Tap to
    /// retry" for an auto footer; "No more data"); "No more data" when a footer is marked so. All
    /// localized. Override it to say something else, or nothing.
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

    // MARK: State

    /// Setting the state it already has does nothing.
    public var state: RefreshState {
        get { stateStorage }
        set {
            guard newValue != stateStorage else { return }
            let old = stateStorage
            stateStorage = newValue
            if newValue == .refreshing || old == .refreshing || old == .willRefresh { refreshGeneration += 1 }
            if newValue != .refreshing { reveal = nil }
            if newValue == .refreshing || newValue == .willRefresh {
                isWaitingToBegin = false
                isEndingRefresh = false
                isShowingOutcome = false
                lastOutcome = nil
            }
            if newValue == .refreshing {
                // Before `stateDidChange`, which may run the handler (an auto footer's) at once.
                refreshBeganAt = window?.context.clock.now
                dataCountAtRefreshStart = scrollView?.totalDataCount
            }
            if newValue == .finished { isShowingOutcome = true }
            stateDidChange(from: old)
            if let sentence = announcement(forChangeFrom: old) { window?.context.announcer.announce(sentence) }
            // A control that does not slide out (an auto footer) stops showing the outcome as it leaves.
            if old == .finished && !isEndingRefresh { isShowingOutcome = false }
            updateTexts()
            visualStateDidChange()
            if old == .willRefresh, !isRefreshing, let completion = endRefreshingCompletion {
                // Ended before it was ever shown: nothing to animate, the completion still runs.
                endRefreshingCompletion = nil
                deferToNextFrame(completion)
            }
            setNeedsLayout()
            if Self.blocksOthers(old) && !blocksOtherControls {
                // This refresh blocked the other controls: one waiting in view may start now (and
                // then blocks the rest, and this control, in turn).
                for sibling in siblings where !isRefreshing {
                    sibling.siblingDidEndRefreshing(self)
                }
            }
            thresholdStateDidChange()
        }
    }

    /// Refreshing or about to (`willRefresh`).
    public var isRefreshing: Bool { state == .refreshing || state == .willRefresh }

    /// True while the control holds the scroll view: refreshing, about to, or showing the outcome
    /// of its load (`finished`). The other controls of the scroll view wait meanwhile.
    var blocksOtherControls: Bool { Self.blocksOthers(state) || holdsScrollView }

    /// True while the control holds the scroll view for something else than a refresh (a header's
    /// open second floor): the other controls wait as for a refresh, and it does not begin one.
    var holdsScrollView: Bool { false }

    /// The state's name in a trace: the state's raw value, or what the control is doing instead
    /// (a header's second floor).
    package var traceStateName: String { state.rawValue }

    static func blocksOthers(_ state: RefreshState) -> Bool {
        state == .refreshing || state == .willRefresh || state == .finished
    }

    /// How far the pull has gone: 1 at the refresh threshold. Drives alpha and frame scrubbing.
    public var pullingPercent: Double {
        get { pullingPercentStorage }
        set {
            guard newValue.isFinite else { return logger.warning("\(typeName): non-finite pulling percent ignored") }
            pullingPercentStorage = newValue
            if !isRefreshing && !isEndingRefresh && automaticallyChangesAlpha { alpha = min(max(newValue, 0), 1) }
            pullingPercentDidChange()
            visualStateDidChange()
        }
    }

    /// Fades the component with the pull (alpha = pulling percent) while not refreshing.
    public var automaticallyChangesAlpha = false {
        didSet {
            guard !isRefreshing else { return }
            alpha = automaticallyChangesAlpha ? min(max(pullingPercent, 0), 1) : 1
        }
    }

    // MARK: Begin and end

    /// Starts a refresh: at once when in a window, else through `willRefresh` on the first frame.
    /// Ignored (with a warning) while already refreshing, or while another refresh control of the
    /// same scroll view refreshes.
    /// - Parameter completion: Runs once after the refreshing handler when this refresh begins; nil
    ///   keeps a completion set before.
    public func beginRefreshing(completion: (() -> Void)? = nil) {
        guard !isRefreshing, !holdsScrollView else {
            return logger.warning("\(typeName): beginRefreshing while \(traceStateName) ignored")
        }
        if let busy = siblings.first(where: \.blocksOtherControls) {
            return logger.warning("\(typeName): beginRefreshing while the \(busy.typeName) refreshes ignored")
        }
        if let completion { beginRefreshingCompletion = completion }
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
            logger.warning("\(typeName): endRefreshing while \(state.rawValue) ignored")
            if let completion { deferToNextFrame(completion) }
            return
        }
        if let completion { endRefreshingCompletion = completion }
        state = .idle
    }

    /// The refreshing handler in completion form: the refresh ends when `done` is called, as
    /// `endRefreshing()` ends it (no outcome is recorded). `done` is main-actor isolated and
    /// Sendable: a task may carry it, and calls it back on the main actor (or posts it with
    /// ``Scheduler/post(_:)``). Sets ``loadHandler``; to report an outcome, set that instead.
    /// - Parameter action: Called when a refresh starts, with a `done` closure that ends this refresh
    ///   (a stale `done` from an earlier refresh does nothing).
    public func setRefreshingAction(_ action: @escaping (_ done: @escaping @Sendable @MainActor () -> Void) -> Void) {
        loadHandler = { load in action { load.finish(outcome: nil) } }
    }

    /// The refreshing handler as Swift concurrency (easy_refresh's `onRefresh` returning its
    /// result): the refresh ends with the outcome `task` returns, or with `.failure(message:)`
    /// carrying the error's description when it throws (a `LocalizedError`'s `errorDescription`,
    /// else the error as Swift prints it). The end hops back to the main actor through the window's
    /// scheduler (``Scheduler/post(_:)``), so it is delivered at the start of a frame and traces
    /// stay ordered by frame. It is bound to its refresh as ``RefreshLoad/finish(_:)`` is: a task
    /// that returns after its refresh ended or a newer one began changes nothing. Sets
    /// ``loadHandler``.
    /// - Parameter task: The asynchronous work of one refresh, run detached from the main actor;
    ///   returns how the load ended (`return .success` when there is nothing else to say).
    public func setRefreshingTask(_ task: @escaping @Sendable () async throws -> RefreshOutcome) {
        loadHandler = { [weak self] load in
            guard let scheduler = self?.window?.context.scheduler else { return load.finish(outcome: nil) }
            Task.detached {
                let outcome: RefreshOutcome
                do {
                    outcome = try await task()
                } catch {
                    outcome = .failure(message: RefreshOutcome.describe(error))
                }
                scheduler.post { load.finish(outcome) }
            }
        }
    }

    /// Runs the handler (``refreshingHandler`` or ``loadHandler``, with a new ``RefreshLoad``) and
    /// the begin completion, counting the call. Subclasses call this when their begin animation has
    /// finished.
    public func executeRefreshingCallback() {
        handlerCallCount += 1
        refreshingHandler?()
        if let loadHandler { loadHandler(RefreshLoad(component: self)) }
        beginRefreshingCompletion?()
    }

    /// Ends the running refresh for its load (which checked it is the current one), once it has
    /// shown its refreshing look for ``minimumRefreshingDuration``: then the outcome is recorded
    /// (so `stateDidChange(from:)` sees it) and shown for ``outcomeDisplayDuration`` (`finished`)
    /// before the control collapses to ``state(after:)``. With no outcome (the `done` forms) it
    /// ends as `endRefreshing()` does.
    func endLoad(with outcome: RefreshOutcome?) {
        let shown = (window?.context.clock.now).flatMap { now in refreshBeganAt.map { now - $0 } } ?? .infinity
        let wait = minimumRefreshingDuration - shown
        guard wait > 1e-9, let scheduler = window?.context.scheduler else { return showOutcome(outcome) }
        let generation = refreshGeneration
        scheduler.after(wait) { [weak self] in
            // An explicit end, a hide or a new refresh meanwhile took over.
            guard let self, self.refreshGeneration == generation, self.state == .refreshing else { return }
            self.showOutcome(outcome)
        }
    }

    private func showOutcome(_ outcome: RefreshOutcome?) {
        lastOutcome = outcome
        guard let outcome else { return endRefreshing() }
        guard outcomeDisplayDuration > 0, let scheduler = window?.context.scheduler else {
            return collapse(after: outcome)
        }
        state = .finished
        let generation = refreshGeneration
        scheduler.after(outcomeDisplayDuration) { [weak self] in
            guard let self, self.refreshGeneration == generation, self.state == .finished else { return }
            self.state = self.state(after: outcome)
        }
    }

    /// Leaves `refreshing` for the state `outcome` leads to, as the MJRefresh calls would.
    private func collapse(after outcome: RefreshOutcome) {
        switch state(after: outcome) {
        case .noMoreData: (self as? RefreshFooter)?.endRefreshingWithNoMoreData()
        case .idle: endRefreshing()
        case let other: state = other
        }
    }

    /// Where the control goes once it has shown `outcome`: idle here; a footer goes to
    /// `noMoreData` for `.noMoreData`, and an auto footer waits in `failed` after a failure.
    /// - Parameter outcome: The outcome the last load finished with (nil: none).
    /// - Returns: The state the control collapses to.
    func state(after outcome: RefreshOutcome?) -> RefreshState { .idle }

    /// Leaves the refreshing look over `slowAnimationDuration`: `changes` (giving back the inset)
    /// animate with the end-animation-begin hook and the fade of `automaticallyChangesAlpha`; at the
    /// end the pulling percent returns to 0 and `endRefreshingCompletion` runs. Subclasses call it
    /// from `stateDidChange` when leaving `refreshing`.
    /// - Parameter changes: The property changes to animate out, such as giving the added inset back.
    public func animateEndOfRefresh(_ changes: @escaping () -> Void) {
        let generation = refreshGeneration
        let completion = endRefreshingCompletion
        endRefreshingCompletion = nil
        isEndingRefresh = true
        animate(
            duration: slowAnimationDuration,
            {
                changes()
                self.endRefreshingAnimationBegin?()
                if self.automaticallyChangesAlpha { self.alpha = 0 }
            },
            completion: { [weak self] in
                guard let self else { return }
                if self.refreshGeneration == generation && self.isEndingRefresh {
                    self.isEndingRefresh = false
                    self.stopShowingOutcome()
                    self.pullingPercent = 0   // (which also tells visualStateDidChange)
                    self.endRefreshingAnimationDidFinish()
                }
                completion?()
            })
    }

    // MARK: Animation helpers

    /// Animates with the window's animator; off-window the changes and completion run at once.
    /// - Parameters:
    ///   - duration: The animation's length in seconds, with an ease-in-out curve.
    ///   - changes: The view property changes to animate.
    ///   - completion: Runs when the animation has finished (or at once off-window).
    public func animate(duration: Double, _ changes: () -> Void, completion: (() -> Void)? = nil) {
        if let animator = window?.context.animator {
            animator.animate(
                duration: duration, curve: .easeInOut, animations: changes,
                completion: completion.map { c in { _ in c() } })
        } else {
            Animator.withoutAnimation(changes)
            completion?()
        }
    }

    func deferToNextFrame(_ work: @escaping () -> Void) {
        if let scheduler = window?.context.scheduler { scheduler.async(work) } else { work() }
    }

    // MARK: Inset

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
                "\(typeName): added to a \(type(of: newSuperview)), not a scroll view; it will not refresh")
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

    // MARK: Language

    /// The localizer to use; nil uses the window's (`ViewContext.localizer`).
    public var localizer: RefreshLocalizer? { didSet { observeLocalizer() } }

    /// The localizer in force: the explicit one, else the window's, else the shared default.
    public var effectiveLocalizer: RefreshLocalizer {
        localizer ?? window?.context.localizer ?? RefreshLocalizer.shared
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

    private func observeLocalizer() {
        guard localizerSubscription.follow(effectiveLocalizer, handler: { [weak self] in self?.languageDidChange() })
        else { return }
        languageDidChange()
    }

    // MARK: Other controls

    /// Called when `sibling`, another control of the same scroll view, left `refreshing` (or
    /// `willRefresh`): a control its refresh kept from starting may start now. A control waiting
    /// to begin (`beginRefreshingWhenUnblocked`) begins; an auto footer in view loads.
    /// - Parameter sibling: The control whose refresh just ended.
    func siblingDidEndRefreshing(_ sibling: RefreshComponent) { beginIfWaiting() }

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

    /// Begins a refresh a gesture asked for, unless another control has the gesture (then idle).
    func beginRefreshingFromGesture() {
        guard gestureMayStartRefresh else {
            if state == .pulling { state = .idle }
            return
        }
        beginRefreshingAsGesture()
    }

    // MARK: ScrollViewObserver

    /// Forwards an offset change to `scrollViewContentOffsetDidChange(from:)` unless the component is
    /// hidden or has user interaction disabled.
    /// - Parameters:
    ///   - sv: The scroll view the component is attached to.
    ///   - old: The content offset before the change, in points.
    public func scrollView(_ sv: ScrollView, contentOffsetDidChangeFrom old: Point) {
        guard isUserInteractionEnabled, !isHidden else { return }
        scrollViewContentOffsetDidChange(from: old)
    }

    /// Forwards a content size change to `scrollViewContentSizeDidChange(from:)` and
    /// `scrollViewGeometryDidChange()` unless user interaction is disabled.
    /// - Parameters:
    ///   - sv: The scroll view the component is attached to.
    ///   - old: The content size before the change, in points.
    public func scrollView(_ sv: ScrollView, contentSizeDidChangeFrom old: Size) {
        guard isUserInteractionEnabled else { return }
        scrollViewContentSizeDidChange(from: old)
        scrollViewGeometryDidChange()
    }

    /// Forwards a pan state change to `scrollViewPanStateDidChange(from:)`; a new drag takes over an
    /// end animation under way, and a release short of the threshold returns a `pulling` control to
    /// idle.
    /// - Parameters:
    ///   - sv: The scroll view the component is attached to.
    ///   - old: The pan state before the change.
    public func scrollView(_ sv: ScrollView, panStateDidChangeFrom old: PanState) {
        guard isUserInteractionEnabled, !isHidden else { return }
        if sv.panState == .began { keepsHoverInView = false }
        if sv.panState == .began && isEndingRefresh {
            isEndingRefresh = false   // the finger took over the slide-out
            stopShowingOutcome()
            visualStateDidChange()
        }
        scrollViewPanStateDidChange(from: old)
        if sv.panState == .ended || sv.panState == .cancelled, state == .pulling, !isPastRefreshThreshold() {
            state = .idle   // released short of the threshold, whatever path the offset took
        }
        if sv.panState == .ended || sv.panState == .cancelled, refreshTrigger == .threshold, state == .refreshing,
            refreshDrag == sv.dragCount
        {
            // This drag started the refresh on crossing the threshold: once the release has set
            // the content moving, it settles where the control hovers.
            let generation = refreshGeneration
            deferToNextFrame { [weak self] in
                guard let self, self.refreshGeneration == generation, self.state == .refreshing,
                    self.scrollView?.isDragging == false
                else { return }
                self.settleHeldPull()
            }
        }
    }

    /// Shapes drags past the control's edge only while it is shown.
    open override func hiddenDidChange() {
        super.hiddenDidChange()
        if isHidden { isWaitingToBegin = false }
        updateOverscrollShape()
    }

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

    /// Called when a list or grid reloaded its data; the auto and back footers use it to hide
    /// themselves when there is too little content. Does nothing by default.
    /// - Parameter scrollView: The scroll view that reloaded.
    open func scrollViewDidReloadData(_ scrollView: ScrollView) {}
    /// Called when the scroll view was tapped; an auto footer starts loading when the tap lands on it.
    /// Does nothing by default.
    /// - Parameters:
    ///   - scrollView: The scroll view that was tapped.
    ///   - point: Where the tap landed, in content coordinates (points).
    open func scrollView(_ scrollView: ScrollView, didTapAt point: Point) {}
    /// Called when the user scrolled (the wheel, a key) against an edge the content already rests
    /// at; an auto footer at the end loads. Does nothing by default.
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

    // MARK: Trace

    /// The frame index shown by an image-sequence component, for traces (nil otherwise).
    package var traceFrameIndex: Int? { nil }
}

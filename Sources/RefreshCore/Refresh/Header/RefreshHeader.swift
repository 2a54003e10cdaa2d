import Foundation

/// A pull-down refresh control, as `MJRefreshHeader`: it sits above the content, is pulled down past
/// the top to refresh, and hovers in view by its top inset while it refreshes. Its states, what
/// moves it between them and its geometry settings: <doc:StateMachines#Header>.
open class RefreshHeader: RefreshComponent {
    /// The height, in points, every header starts with (MJRefresh's 54).
    public static let defaultHeight = 54.0
    /// The key under which headers store their last refresh time unless given another one.
    public static let defaultLastUpdatedTimeKey = LastUpdatedKey.default

    /// Moves the header up by this much, for content insets the header should not sit below.
    public var ignoredScrollViewContentInsetTop = 0.0 { didSet { setNeedsLayout() } }
    /// The key the last refresh time is stored under.
    public var lastUpdatedTimeKey = RefreshHeader.defaultLastUpdatedTimeKey
    /// Where last refresh times persist; nil keeps them in memory for this header only.
    public var lastUpdatedStore: LastUpdatedStore? = nil
    private var memoryDate: Date?
    /// The top inset this header adds to the scroll view now (0 when not refreshing).
    public var addedInsetTop: Double { addedInset.top }
    /// True while the header is dragged past its threshold but another control of the scroll view
    /// holds it (refreshing, or showing its load's outcome): it never becomes `pulling` then, so it
    /// never says "Release to refresh"; a state header says it waits instead, and a release there
    /// refreshes once that control has ended (``RefreshComponent/beginRefreshingWhenUnblocked(source:completion:)``).
    public private(set) var isPulledWhileHeld = false {
        didSet { if isPulledWhileHeld != oldValue { updateTexts() } }
    }

    /// The header's second floor (SmartRefreshLayout's two-level refresh), or nil (the default) for
    /// none: pulled past its ``SecondFloor/openDistance`` and released, the header opens the floor
    /// instead of refreshing. Setting another one closes a floor shown at once.
    public var secondFloor: SecondFloor? {
        didSet {
            guard secondFloor !== oldValue else { return }
            if let oldValue { uninstallSecondFloor(oldValue) }
            installSecondFloor()
            updateTexts()
        }
    }

    /// Creates a header whose refreshing handler is `handler`.
    /// - Parameter handler: Runs when a refresh starts; end it with `endRefreshing()`.
    public convenience init(handler: @escaping () -> Void) {
        self.init(frame: .zero)
        refreshingHandler = handler
    }

    /// Gives the header its default height, `defaultHeight`.
    open override func prepare() {
        super.prepare()
        frame.size.height = RefreshHeader.defaultHeight
    }

    /// Places the header just above the content, raised by `ignoredScrollViewContentInsetTop`, or
    /// where its `placement` puts it.
    open override func placeSubviews() {
        super.placeSubviews()
        // Set only when it moved: setting it again would stop a placement's slide under way.
        applyPlacedSpan()
        layoutSecondFloor()
        followGapFill()
    }

    /// Follows the drawn offset (``RefreshComponent/presentationDidUpdate(at:)``), then places the
    /// ``gapFill`` over the gap as drawn this frame.
    /// - Parameter time: The frame's time in seconds, from the window's injected clock.
    open override func presentationDidUpdate(at time: Double) {
        super.presentationDidUpdate(at: time)
        followGapFill()
    }

    override var placementRest: (origin: Double, shift: Double)? {
        (-designHeight - ignoredScrollViewContentInsetTop, -ignoredScrollViewContentInsetTop)
    }

    /// When the last refresh ended, as stored under `lastUpdatedTimeKey`.
    public var lastUpdatedTime: Date? {
        lastUpdatedStore.map { $0.date(forKey: lastUpdatedTimeKey) } ?? memoryDate
    }

    // MARK: Scrolling

    override var pullEdge: PullEdge? { .top }

    override func heldPullDidChange(_ held: Bool) { isPulledWhileHeld = held }

    override var holdsScrollView: Bool { secondFloor?.isShown ?? false }

    package override var traceStateName: String {
        guard let phase = secondFloor?.phase, phase != .closed else { return super.traceStateName }
        return phase.rawValue
    }

    /// Follows the pull (the refresh rule, and the second floor's distance while dragging); while the
    /// second floor is shown the pull rule rests.
    /// - Parameter old: The content offset before the change.
    open override func scrollViewContentOffsetDidChange(from old: Point) {
        if secondFloor?.isShown == true { return }
        super.scrollViewContentOffsetDidChange(from: old)
        secondFloorOffsetDidChange()
    }

    override func beginRefreshingFromGesture() {
        if openSecondFloorOnRelease() { return }
        super.beginRefreshingFromGesture()
    }

    /// A tap on the open second floor closes it (on a close control) or goes to its `onTap`.
    /// - Parameters:
    ///   - sv: The scroll view that was tapped.
    ///   - point: Where the tap landed, in content coordinates.
    open override func scrollView(_ sv: ScrollView, didTapAt point: Point) {
        super.scrollView(sv, didTapAt: point)
        secondFloorDidTap(at: point)
    }

    /// The second floor follows the scroll view's size, content and insets.
    open override func scrollViewGeometryDidChange() {
        super.scrollViewGeometryDidChange()
        secondFloorGeometryDidChange()
    }

    /// Puts the second floor's view into the scroll view.
    /// - Parameter scrollView: The scroll view the header was just added to.
    open override func didAttach(to scrollView: ScrollView) {
        super.didAttach(to: scrollView)
        installSecondFloor()
    }

    /// Closes a second floor shown at once and takes its view out of the scroll view, then ends a
    /// refresh under way as every control does.
    /// - Parameter scrollView: The scroll view the header is leaving.
    open override func willDetach(from scrollView: ScrollView) {
        if let secondFloor { uninstallSecondFloor(secondFloor) }
        super.willDetach(from: scrollView)
    }

    /// Hiding the header closes a second floor shown at once.
    open override func hiddenDidChange() {
        super.hiddenDidChange()
        if isHidden, let secondFloor, secondFloor.isShown { uninstallSecondFloor(secondFloor); installSecondFloor() }
    }

    /// A release while pulled past the threshold and held by another control waits for that
    /// control's end, then refreshes (`isPulledWhileHeld`); a cancelled drag gives it up.
    /// - Parameter old: The pan state before the change.
    open override func scrollViewPanStateDidChange(from old: PanState) {
        super.scrollViewPanStateDidChange(from: old)
        secondFloorPanStateDidChange()
        guard let sv = scrollView, sv.panState == .ended || sv.panState == .cancelled, isPulledWhileHeld else { return }
        isPulledWhileHeld = false
        if sv.panState == .ended { beginRefreshingWhenUnblocked(source: .pull) }
    }

    /// The control that held the scroll view ended: a pull past the threshold under way becomes
    /// `pulling` at once (and invites a release), instead of at the finger's next move.
    override func siblingDidEndRefreshing(_ sibling: RefreshComponent) {
        super.siblingDidEndRefreshing(sibling)
        guard isPulledWhileHeld, let sv = scrollView else { return }
        isPulledWhileHeld = false
        scrollViewContentOffsetDidChange(from: sv.contentOffset)
    }

    // MARK: State

    /// Leaving `refreshing` saves the last refresh time (unless the load failed), then hovers and
    /// gives the inset back as every pull control does (``RefreshComponent/stateDidChange(from:)``).
    /// - Parameter old: The refresh state the header left.
    open override func stateDidChange(from old: RefreshState) {
        // A failed load updated nothing: the last-updated time stays. Saved before the end animation
        // starts (in `super`), which off-window ends at once and runs its completion.
        // Nor did a cancelled one (`isCancellingRefresh`).
        if old == .refreshing, !(lastOutcome?.isFailure ?? false), !isCancellingRefresh { saveLastUpdatedTime() }
        super.stateDidChange(from: old)
        secondFloorStateDidChange()
    }

    private func saveLastUpdatedTime() {
        guard let now = window?.context.calendar.now else { return }
        if let store = lastUpdatedStore { store.setDate(now, forKey: lastUpdatedTimeKey) } else { memoryDate = now }
        lastUpdatedTimeDidChange()
    }

    /// Called after the last refresh time was saved; the state header updates its label here.
    open func lastUpdatedTimeDidChange() {}
}

/// Where a header's second floor is (``SecondFloor/phase``). Its raw value is the name a trace gives
/// the header's state while the phase is not `closed`.
///
/// It is a phase of its own, not a ``RefreshState``: the floor is an optional part of one kind of
/// control, every other control (and every switch over `RefreshState` in an app) never meets it, and
/// the header's refresh state machine stays MJRefresh's. While the floor is anything but `closed` or
/// `releaseToOpen`, the header is `idle` and holds its scroll view as a refresh does.
public enum SecondFloorPhase: String, CaseIterable, Sendable {
    /// Out of view: the header refreshes as usual.
    case closed
    /// Dragged past ``SecondFloor/openDistance``: releasing opens the floor (the header is still
    /// `pulling`). SmartRefreshLayout's `ReleaseToTwoLevel`.
    case releaseToOpen = "releaseToSecondFloor"
    /// Released: the floor moves down over the viewport. SmartRefreshLayout's `TwoLevelReleased`.
    case opening = "openingSecondFloor"
    /// The floor covers the viewport and takes the input. SmartRefreshLayout's `TwoLevel`.
    case open = "secondFloor"
    /// Closing: the list moves back to where it was. SmartRefreshLayout's `TwoLevelFinish`.
    case closing = "closingSecondFloor"
}

/// A second floor for a header (SmartRefreshLayout's two-level header, easy_refresh's second floor):
/// pulled past a second, larger distance (``openDistance``) and released, the header opens the app's
/// ``content`` view over the whole viewport instead of refreshing; a pull up on it, a tap on one of
/// its ``closeControls``, or ``close(animated:)`` closes it, and the list returns exactly where it was (offset
/// and insets). Below that distance the header refreshes as usual. Works with any header: attach it
/// with ``RefreshHeader/secondFloor``.
///
/// The floor sits right above the header's resting place, in every placement. A pull past the
/// header's threshold shows its bottom above the header; opening scrolls the content down by the floor's height (the header adds that
/// much inset, kept apart from the app's, as a refresh's) so the floor fills the viewport. While it is
/// open the scroll view does not scroll (``ScrollView/isScrollEnabled`` is false; it is set back when
/// the floor has closed), no control of the scroll view refreshes, and
/// ``RefreshComponent/beginRefreshing(source:completion:)`` is ignored with a warning. With
/// ``RefreshComponent/refreshTrigger`` `.threshold` the refresh starts at the first threshold, so the
/// floor never opens by a pull (only by ``RefreshHeader/openSecondFloor(animated:)``). Its states:
/// <doc:StateMachines#Second-floor>.
@MainActor
public final class SecondFloor {
    /// The factor of the header's height that ``openDistance`` defaults to (SmartRefreshLayout's
    /// `floorRate`, 1.9).
    public static let defaultOpenRate = 1.9
    /// The default of ``animationDuration``, in seconds.
    public static let defaultAnimationDuration = 0.5

    /// The app's view: it fills the floor (its frame is set to the floor's bounds).
    public let content: View
    /// The view the floor is made of, added to the scroll view above the header; the app's
    /// ``content`` fills it. Its frame is the header's to set.
    public let container = View()
    /// The header the floor belongs to (nil until attached with ``RefreshHeader/secondFloor``).
    public internal(set) weak var header: RefreshHeader?

    /// How far past the top, in points, the content must be pulled for a release to open the floor;
    /// nil (the default) is ``defaultOpenRate`` header heights. It is never shorter than the header's
    /// trigger distance, and never longer than its ``RefreshComponent/maximumPullDistance`` (which
    /// then opens it when reached). A value that is not a positive finite number is taken as nil,
    /// with a warning.
    public var openDistance: Double? {
        didSet {
            guard let d = openDistance, !(d > 0 && d.isFinite) else { return }
            (header?.logger ?? RefreshLogging.defaultLogger).warning(
                "SecondFloor: openDistance \(d) ignored (\(Self.defaultOpenRate) header heights are used)")
            openDistance = nil
        }
    }
    /// Duration, in seconds, of the opening and closing animations (0: none). A value that is not a
    /// finite number ≥ 0 is taken as the default, with a warning.
    public var animationDuration = SecondFloor.defaultAnimationDuration {
        didSet {
            guard !(animationDuration >= 0 && animationDuration.isFinite) else { return }
            (header?.logger ?? RefreshLogging.defaultLogger).warning(
                "SecondFloor: animationDuration \(animationDuration) taken as \(Self.defaultAnimationDuration)")
            animationDuration = Self.defaultAnimationDuration
        }
    }
    /// Whether a drag up on the open floor closes it (SmartRefreshLayout's
    /// `enablePullToCloseTwoLevel`): the list follows the finger, and a release more than
    /// ``pullUpCloseFraction`` of the viewport up closes the floor, a shorter one opens it again.
    public var closesOnPullUp = true
    /// The part of the viewport's height a drag up must cover to close the floor (0.2). A value
    /// outside 0…1 (or not a number) is taken as 0.2, with a warning.
    public var pullUpCloseFraction = 0.2 {
        didSet {
            guard !(0...1).contains(pullUpCloseFraction) else { return }
            (header?.logger ?? RefreshLogging.defaultLogger).warning(
                "SecondFloor: pullUpCloseFraction \(pullUpCloseFraction) taken as 0.2 (allowed: 0…1)")
            pullUpCloseFraction = 0.2
        }
    }
    /// Views inside ``content`` that close the floor when tapped (a close button).
    public var closeControls: [View] = []
    /// Called with every other tap on the open floor, in ``content``'s coordinates.
    public var onTap: ((Point) -> Void)?
    /// Called once each time the floor has opened (its animation finished). The header's refreshing
    /// handler does not run for it.
    public var onOpen: (() -> Void)?
    /// Called once each time the floor has closed (the list is back where it was).
    public var onClose: (() -> Void)?

    /// Where the floor is now.
    public internal(set) var phase = SecondFloorPhase.closed

    /// True while the floor opens, is open or closes: it covers (part of) the viewport and holds the
    /// scroll view.
    public var isShown: Bool { phase == .opening || phase == .open || phase == .closing }

    /// Creates a floor showing `content`.
    /// - Parameter content: The app's view for the floor; its frame follows the floor's size.
    public init(content: View) {
        self.content = content
        container.clipsToBounds = true
        container.addSubview(content)
    }

    /// Closes the floor (``RefreshHeader/closeSecondFloor(animated:)``).
    /// - Parameter animated: False to close at once.
    public func close(animated: Bool = true) { header?.closeSecondFloor(animated: animated) }

    /// What the floor keeps while it is shown, to give back exactly when it closes.
    struct Saved {
        /// The content offset before the pull that opened it.
        var offset: Point
        /// The scroll view's `isScrollEnabled`.
        var scrollEnabled: Bool
    }

    /// Set while shown.
    var saved: Saved?
    /// The content offset when the drag under way began (where the list was before it).
    var dragStartOffset: Point?
    /// True during a drag that began on the open floor.
    var isDraggedOnFloor = false
    /// Incremented at each open and close, so a stale animation completion can tell.
    var generation = 0
}

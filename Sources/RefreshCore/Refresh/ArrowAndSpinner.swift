/// The arrow and spinner of the normal classes: the arrow turns between its idle and pulling
/// angles (fast animation); while refreshing the arrow hides and the spinner spins; when a refresh
/// ends the spinner fades out (slow animation) and the arrow comes back only if the control is
/// still idle then (so an end followed at once by no more data or a new refresh never re-shows it,
/// MJRefresh #1020). In no more data both hide. While the control shows a load's outcome
/// (`finished`, and an auto footer's `failed`) both hide and the outcome's icon shows in their
/// place; it fades out as the control collapses.
@MainActor
public final class ArrowAndSpinner {
    /// The arrow (MJRefresh's `arrowView`), tinted like the labels.
    public let arrowView: ImageView
    /// The spinner (MJRefresh's `loadingView`).
    public let loadingView = ActivityIndicator()
    /// The outcome's icon (a tick, a cross, a bar), shown while the control shows its load's
    /// outcome. The control adds it as a subview beside the other two.
    public let outcomeView = OutcomeIcon()
    /// The arrow's angle in idle, in radians (0: pointing down, as drawn).
    public let idleRotation: Double
    /// The arrow's angle while pulling, in radians.
    public let pullingRotation: Double
    /// When true the arrow turns on its control's threshold events (``ThresholdEvent``), forwarded
    /// to ``thresholdEventDidOccur(_:of:)``: up on `.armed`, back on `.disarmed`, instead of on
    /// entering and leaving `pulling`. False by default; the normal header sets it.
    public var turnsOnThresholdEvents = false

    /// A pair with `arrow` (tinted like the labels) turned to `idleRotation` to start with.
    /// - Parameters:
    ///   - arrow: The arrow image, drawn pointing down.
    ///   - idleRotation: The arrow's angle in idle, in radians.
    ///   - pullingRotation: The arrow's angle while pulling, in radians.
    public init(arrow: Image, idleRotation: Double, pullingRotation: Double) {
        arrowView = ImageView(image: arrow, tint: .refreshLabel)
        self.idleRotation = idleRotation
        self.pullingRotation = pullingRotation
        arrowView.rotation = idleRotation
    }

    /// The colour of both, the arrow's tint and the spinner's (MJRefresh's `arrowView.tintColor` and
    /// `loadingView.color`); reads the arrow's.
    public var tint: Color {
        get { arrowView.tint ?? .refreshLabel }
        set {
            arrowView.tint = newValue
            loadingView.tint = newValue
            outcomeView.tint = newValue
        }
    }

    /// Follows `control` into its new state.
    /// - Parameters:
    ///   - control: The control whose new state (`control.state`) the pair shows; its animation
    ///     durations time the turns and the fade.
    ///   - old: The refresh state the control left.
    public func stateDidChange(of control: RefreshComponent, from old: RefreshState) {
        let fast = control.fastAnimationDuration, slow = control.slowAnimationDuration
        if control.state != .finished && control.state != .failed && old != .finished && old != .failed {
            outcomeView.isHidden = true
        }
        switch control.state {
        case .idle where old == .finished || old == .failed:
            // The outcome's icon fades out as the control collapses; the arrow comes back after.
            Animator.withoutAnimation { arrowView.rotation = idleRotation }
            control.animate(
                duration: slow, { self.outcomeView.alpha = 0 },
                completion: { [weak self, weak control] in
                    guard let self, let control, control.state == .idle else { return }
                    Animator.withoutAnimation { self.outcomeView.alpha = 1 }
                    self.outcomeView.isHidden = true
                    self.arrowView.isHidden = false
                })
        case .idle:
            if old == .refreshing {
                Animator.withoutAnimation { arrowView.rotation = idleRotation }
                control.animate(
                    duration: slow, { self.loadingView.alpha = 0 },
                    completion: { [weak self, weak control] in
                        guard let self, let control, control.state == .idle else { return }
                        Animator.withoutAnimation { self.loadingView.alpha = 1 }
                        self.loadingView.stopAnimating()
                        self.arrowView.isHidden = false
                    })
            } else {
                loadingView.stopAnimating()
                arrowView.isHidden = false
                // Leaving pulling is a `.disarmed`, which turns the arrow when it follows the events.
                guard !(turnsOnThresholdEvents && old == .pulling) else { return }
                control.animate(duration: fast, { self.arrowView.rotation = self.idleRotation })
            }
        case .pulling:
            loadingView.stopAnimating()
            arrowView.isHidden = false
            guard !turnsOnThresholdEvents else { return }   // `.armed` turns it
            control.animate(duration: fast, { self.arrowView.rotation = self.pullingRotation })
        case .refreshing, .willRefresh:
            Animator.withoutAnimation {
                loadingView.alpha = 1
                outcomeView.alpha = 1
            }
            loadingView.startAnimating()
            arrowView.isHidden = true
            outcomeView.isHidden = true   // a refresh begun while an outcome shows clears it at once
        case .noMoreData:
            loadingView.stopAnimating()
            arrowView.isHidden = true
            outcomeView.isHidden = true
        case .finished, .failed:
            loadingView.stopAnimating()
            arrowView.isHidden = true
            Animator.withoutAnimation { outcomeView.alpha = 1 }
            outcomeView.outcome = control.lastOutcome ?? .success
            outcomeView.isHidden = false
        }
    }

    /// Turns the arrow for `event` of `control` when ``turnsOnThresholdEvents`` is true (fast
    /// animation): to ``pullingRotation`` on `.armed`, back to ``idleRotation`` on `.disarmed`;
    /// `.triggered` leaves it, the refresh hiding it. Does nothing otherwise.
    /// - Parameters:
    ///   - event: The threshold event the control just told.
    ///   - control: The control it happened to; its fast animation duration times the turn.
    public func thresholdEventDidOccur(_ event: ThresholdEvent, of control: RefreshComponent) {
        guard turnsOnThresholdEvents else { return }
        let rotation: Double
        switch event {
        case .armed: rotation = pullingRotation
        case .disarmed: rotation = idleRotation
        case .triggered: return
        }
        control.animate(duration: control.fastAnimationDuration, { self.arrowView.rotation = rotation })
    }

    /// Centres both on `centre` (the slot MJRefresh keeps left of the text).
    /// - Parameter centre: The slot's centre, in the control's coordinates (points).
    public func place(centeredOn centre: Point) {
        for view in [arrowView as ImageView, loadingView] {
            let size = view.image?.size ?? .zero
            view.frame = Rect(
                x: centre.x - size.width / 2, y: centre.y - size.height / 2, width: size.width, height: size.height)
        }
        let side = OutcomeIcon.side
        outcomeView.frame = Rect(x: centre.x - side / 2, y: centre.y - side / 2, width: side, height: side)
    }

    /// True while the arrow, the spinner or the outcome's icon shows: the slot then takes room
    /// beside the text (`RefreshComponent.imageFrame(leftOf:size:gap:)`).
    public var isShowing: Bool { !arrowView.isHidden || !loadingView.isHidden || !outcomeView.isHidden }

    /// The size of the slot that fits both.
    public var slotSize: Size {
        let a = arrowView.image?.size ?? .zero, s = loadingView.image?.size ?? .zero
        return Size(width: max(a.width, s.width), height: max(a.height, s.height))
    }
}

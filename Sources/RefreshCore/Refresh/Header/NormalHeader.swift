/// The default header, as `MJRefreshNormalHeader`: an arrow left of the text that turns to point up
/// (0.25 s) when the pull arms (``ThresholdEvent/armed``: releasing would refresh) and back when it
/// disarms, and a spinner while refreshing that fades out when the refresh ends (`ArrowAndSpinner`).
open class NormalHeader: StateHeader {
    /// The arrow every new normal control starts with: a host may load the project's
    /// `Assets/arrow/arrow@1x.png` … `@4x.png` into it; by default it is `ArrowArtwork.image()`, the
    /// same drawing the assets are made from, drawn at whatever scale it is shown. It points down;
    /// the controls turn it as they need.
    public static var defaultArrowImage = ArrowArtwork.image()

    /// The arrow and spinner pair; its arrow turns on the header's threshold events
    /// (``ArrowAndSpinner/turnsOnThresholdEvents``).
    public let indicator = ArrowAndSpinner(
        arrow: NormalHeader.defaultArrowImage, idleRotation: 0,
        pullingRotation: 0.000001 - .pi)
    /// The arrow (MJRefresh's `arrowView`).
    public var arrowView: ImageView { indicator.arrowView }
    /// The spinner (MJRefresh's `loadingView`).
    public var loadingView: ActivityIndicator { indicator.loadingView }

    /// Sets up the state header and adds the arrow and the spinner.
    open override func prepare() {
        super.prepare()
        indicator.turnsOnThresholdEvents = true
        addSubview(arrowView)
        addSubview(loadingView)
        addSubview(indicator.outcomeView)
    }

    /// Centres the arrow and the spinner `labelLeftInset` points left of the fitted text (right of it
    /// in a right-to-left language); while neither shows, the text has the whole width.
    open override func placeSubviews() {
        super.placeSubviews()
        // MJRefresh centres the arrow and the spinner `labelLeftInset` left of the text.
        let slot = indicator.isShowing ? indicator.slotSize : Size(width: 0, height: indicator.slotSize.height)
        let frame = imageFrameLeftOfText(size: slot, gap: labelLeftInset - slot.width / 2)
        indicator.place(centeredOn: Point(x: frame.midX, y: frame.midY))
    }

    /// The arrow's or spinner's slot beside the text, as `placeSubviews` places it.
    override var textImageSlot: (width: Double, gap: Double) {
        let width = indicator.isShowing ? indicator.slotSize.width : 0
        return (width, labelLeftInset - width / 2)
    }

    /// Colours the arrow and the spinner with `tintColor` (the labels too, through `super`).
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        indicator.tint = tintColor
    }

    /// Turns the arrow or shows the spinner for the new state (`ArrowAndSpinner`).
    /// - Parameter old: The refresh state the header left.
    open override func stateDidChange(from old: RefreshState) {
        super.stateDidChange(from: old)
        indicator.stateDidChange(of: self, from: old)
    }

    /// Turns the arrow: up when the pull arms, back when it disarms (`ArrowAndSpinner`).
    /// - Parameter event: The threshold event that just occurred.
    open override func thresholdEventDidOccur(_ event: ThresholdEvent) {
        super.thresholdEventDidOccur(event)
        indicator.thresholdEventDidOccur(event, of: self)
    }
}

/// The default back footer, as `MJRefreshBackNormalFooter`: an arrow left of the text that points
/// up while idle and turns down (0.25 s) when releasing would load, a spinner while refreshing
/// (`ArrowAndSpinner`); both hide in no more data.
open class BackNormalFooter: BackStateFooter {
    /// The arrow and spinner pair.
    public let indicator = ArrowAndSpinner(
        arrow: NormalHeader.defaultArrowImage, idleRotation: 0.000001 - .pi,
        pullingRotation: 0)
    /// The arrow (MJRefresh's `arrowView`).
    public var arrowView: ImageView { indicator.arrowView }
    /// The spinner (MJRefresh's `loadingView`).
    public var loadingView: ActivityIndicator { indicator.loadingView }

    /// Sets up the state footer and adds the arrow and the spinner.
    open override func prepare() {
        super.prepare()
        addSubview(arrowView)
        addSubview(loadingView)
        addSubview(indicator.outcomeView)
    }

    /// Centres the arrow and the spinner `labelLeftInset` points left of the fitted text (right of it
    /// in a right-to-left language); while neither shows (no more data), the text has the whole width.
    open override func placeSubviews() {
        super.placeSubviews()
        let slot = indicator.isShowing ? indicator.slotSize : Size(width: 0, height: indicator.slotSize.height)
        let frame = imageFrame(leftOf: stateLabel, size: slot, gap: labelLeftInset - slot.width / 2)
        indicator.place(centeredOn: Point(x: frame.midX, y: frame.midY))
    }

    /// Colours the arrow and the spinner with `tintColor` (the labels too, through `super`).
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        indicator.tint = tintColor
    }

    /// Turns the arrow or shows the spinner for the new state (`ArrowAndSpinner`).
    /// - Parameter old: The refresh state the footer left.
    open override func stateDidChange(from old: RefreshState) {
        super.stateDidChange(from: old)
        indicator.stateDidChange(of: self, from: old)
    }
}

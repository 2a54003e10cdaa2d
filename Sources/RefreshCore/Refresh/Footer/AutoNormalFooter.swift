/// The default auto footer, as `MJRefreshAutoNormalFooter`: a spinner left of "Loading..." while
/// refreshing (centred when the refreshing title is hidden), and in its place the outcome's icon
/// while the footer shows how its load ended (`finished`) or waits for a retry (`failed`).
open class AutoNormalFooter: AutoStateFooter {
    /// The spinner shown while refreshing (MJRefresh's `loadingView`).
    public let loadingView = ActivityIndicator()
    /// The outcome's icon, shown in `finished` and `failed`.
    public let outcomeView = OutcomeIcon()

    /// Sets up the state footer and adds the spinner.
    open override func prepare() {
        super.prepare()
        addSubview(loadingView)
        addSubview(outcomeView)
    }

    /// Centres the spinner `labelLeftInset` points left of the fitted text (right of it in a
    /// right-to-left language; in the middle without text); while neither the spinner nor the
    /// outcome's icon shows (idle), the text has the whole width.
    open override func placeSubviews() {
        super.placeSubviews()
        var size = loadingView.image?.size ?? .zero
        if loadingView.isHidden && outcomeView.isHidden { size.width = 0 }
        loadingView.frame = imageFrame(leftOf: stateLabel, size: size, gap: labelLeftInset - size.width / 2)
        // The icon takes the spinner's place, centred on it.
        let side = OutcomeIcon.side, slot = loadingView.frame
        outcomeView.frame = Rect(x: slot.midX - side / 2, y: slot.midY - side / 2, width: side, height: side)
    }

    /// Colours the spinner with `tintColor` (the label too, through `super`).
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        loadingView.tint = tintColor
        outcomeView.tint = tintColor
    }

    /// Spins the spinner while refreshing and stops it otherwise; shows the outcome's icon in
    /// `finished` and `failed`.
    /// - Parameter old: The refresh state the footer left.
    open override func stateDidChange(from old: RefreshState) {
        super.stateDidChange(from: old)
        if isRefreshing { loadingView.startAnimating() } else { loadingView.stopAnimating() }
        let showsOutcome = state == .finished || state == .failed
        if showsOutcome { outcomeView.outcome = lastOutcome ?? .success }
        outcomeView.isHidden = !showsOutcome
    }
}

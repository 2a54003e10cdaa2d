/// The default auto footer, as `MJRefreshAutoNormalFooter`: a spinner left of "Loading..." while
/// refreshing (centred when the refreshing title is hidden).
open class AutoNormalFooter: AutoStateFooter {
    /// The spinner shown while refreshing (MJRefresh's `loadingView`).
    public let loadingView = ActivityIndicator()

    /// Sets up the state footer and adds the spinner.
    open override func prepare() {
        super.prepare()
        addSubview(loadingView)
    }

    /// Centres the spinner `labelLeftInset` points left of the text (or in the middle without text).
    open override func placeSubviews() {
        super.placeSubviews()
        let size = loadingView.image?.size ?? .zero
        loadingView.frame = imageFrame(leftOf: stateLabel, size: size, gap: labelLeftInset - size.width / 2)
    }

    /// Colours the spinner with `tintColor` (the label too, through `super`).
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        loadingView.tint = tintColor
    }

    /// Spins the spinner while refreshing and stops it otherwise.
    /// - Parameter old: The refresh state the footer left.
    open override func stateDidChange(from old: RefreshState) {
        super.stateDidChange(from: old)
        if isRefreshing { loadingView.startAnimating() } else { loadingView.stopAnimating() }
    }
}

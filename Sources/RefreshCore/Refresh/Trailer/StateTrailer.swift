/// A trailer with a state label, as `MJRefreshStateTrailer`: the title reads down the 60 pt column
/// (`VerticalLabel`: Chinese, Japanese and Korean stacked a character per line, other scripts turned
/// a quarter), "Swipe to see details" while idle and "Release to see details" while pulling and
/// refreshing (localized, or the app's titles per state and language). The title is fitted by
/// `TextFit`'s rule: a turned title too long for the column wraps onto a second line, then shrinks
/// to as little as 75 %, then is cut with "…".
open class StateTrailer: RefreshTrailer, StateTitled {
    /// The column that shows the current state's title.
    public let stateLabel = VerticalLabel(font: RefreshComponent.stateLabelFont, color: .refreshLabel)
    /// The app's titles per state and language (`setTitle(_:for:language:)`).
    public var titles = StateTitles() { didSet { updateTexts() } }

    /// Sets up the trailer and adds the state column (two lines at most, shrinking to 75 %) with its
    /// first title.
    open override func prepare() {
        super.prepare()
        stateLabel.maximumLines = 2
        stateLabel.minimumScaleFactor = TextFit.controlMinimumScale
        addSubview(stateLabel)
        updateTexts()
    }

    /// Colours the state label with `tintColor`.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        stateLabel.textColor = tintColor
    }

    /// The localization key of the built-in title shown in `state`.
    /// - Parameter state: The refresh state to look up.
    /// - Returns: `trailerIdleText` when idle or in no more data, else `trailerPullingText`.
    public func defaultTitleKey(for state: RefreshState) -> RefreshStringKey {
        switch state {
        case .idle, .noMoreData: return .trailerIdleText
        case .pulling, .refreshing, .willRefresh: return .trailerPullingText
        case .finished: return .footerSucceededText
        case .failed: return .footerFailedText
        }
    }

    /// Re-reads the state's title and lays out again.
    open override func updateTexts() {
        super.updateTexts()
        stateLabel.text = currentTitle
        setNeedsLayout()
    }

    /// The width the title takes across the column at the trailer's height: one line of the label's
    /// font, or two when it wraps.
    public var columnWidth: Double {
        max((stateLabel.font.size * 1.25).rounded(.up), stateLabel.thickness(forHeight: bounds.height).rounded(.up))
    }

    /// Centres the title column, `columnWidth` wide, over the trailer's full height.
    open override func placeSubviews() {
        super.placeSubviews()
        let w = columnWidth
        stateLabel.frame = Rect(x: (bounds.width - w) / 2, y: 0, width: w, height: bounds.height)
    }
}

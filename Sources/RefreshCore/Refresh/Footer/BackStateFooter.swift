/// A back footer with a state label, as `MJRefreshBackStateFooter`: "Pull up to load more",
/// "Release to load more", "Loading...", "No more data" (localized, or the app's titles per state
/// and language).
open class BackStateFooter: BackFooter, StateTitled {
    /// The label that shows the current state's title.
    public let stateLabel = RefreshComponent.makeStateLabel()
    /// The app's titles per state and language (`setTitle(_:for:language:)`).
    public var titles = StateTitles() { didSet { updateTexts() } }
    /// Space between the text and an arrow, spinner or image left of it.
    public var labelLeftInset = 25.0 { didSet { setNeedsLayout() } }

    /// Sets up the footer and adds the state label (one line, fitted by `TextFit`'s rule) with its
    /// first title.
    open override func prepare() {
        super.prepare()
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
    /// - Returns: The `BackFooter…Text` key for `state`.
    public func defaultTitleKey(for state: RefreshState) -> RefreshStringKey {
        switch state {
        case .idle: return .backFooterIdleText
        case .pulling: return .backFooterPullingText
        case .refreshing, .willRefresh: return .backFooterRefreshingText
        case .noMoreData: return .backFooterNoMoreDataText
        case .finished: return .footerSucceededText
        case .failed: return .footerFailedText
        }
    }

    /// Re-reads the state's title and lays out again.
    open override func updateTexts() {
        super.updateTexts()
        stateLabel.text = currentTitle
        stateLabel.keptSuffixLength = currentTitleKeptSuffixLength
        setNeedsLayout()
    }

    /// Gives the state label the footer's height (``RefreshComponent/designBounds``) and fits its
    /// title by `TextFit`'s rule, centred across the footer.
    open override func placeSubviews() {
        super.placeSubviews()
        let room = designBounds
        stateLabel.frame = Rect(
            x: stateLabel.frame.minX, y: room.minY, width: stateLabel.frame.width, height: room.height)
        placeText(stateLabel)
    }
}

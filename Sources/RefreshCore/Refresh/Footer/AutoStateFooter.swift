/// An auto footer with a state label, as `MJRefreshAutoStateFooter`: "Tap or pull up to load
/// more", "Loading...", "No more data" (localized, or the app's titles per state and language),
/// and the refreshing title can be hidden.
open class AutoStateFooter: AutoFooter, StateTitled {
    /// The label that shows the current state's title.
    public let stateLabel = RefreshComponent.makeStateLabel()
    /// The app's titles per state and language (`setTitle(_:for:language:)`).
    public var titles = StateTitles() { didSet { updateTexts() } }
    /// Space between the text and a spinner or image left of it.
    public var labelLeftInset = 25.0 { didSet { setNeedsLayout() } }
    /// Shows no title while refreshing (only the spinner or images).
    public var isRefreshingTitleHidden = false { didSet { updateTexts() } }

    /// Sets up the footer and adds the state label (two lines at most) with its first title.
    open override func prepare() {
        super.prepare()
        stateLabel.numberOfLines = 2   // a long translation in a narrow window wraps before it shrinks
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
    /// - Returns: The `AutoFooter…Text` key for `state` (pulling shows the idle title).
    public func defaultTitleKey(for state: RefreshState) -> RefreshStringKey {
        switch state {
        case .idle, .pulling: return .autoFooterIdleText
        case .refreshing, .willRefresh: return .autoFooterRefreshingText
        case .noMoreData: return .autoFooterNoMoreDataText
        case .finished: return .footerSucceededText
        case .failed: return .footerFailedText
        }
    }

    /// Re-reads the state's title and lays out again.
    open override func updateTexts() {
        super.updateTexts()
        stateLabel.text = isRefreshing && isRefreshingTitleHidden ? "" : currentTitle
        setNeedsLayout()
    }

    /// Stretches the state label over the whole footer.
    open override func placeSubviews() {
        super.placeSubviews()
        stateLabel.frame = Rect(origin: .zero, size: bounds.size)
    }
}

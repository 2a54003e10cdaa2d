/// The default trailer, as `MJRefreshNormalTrailer`: an arrow beside the text column that points
/// left (the way to pull) and turns to point right (0.25 s) when releasing would refresh; a spinner
/// in its place while refreshing, which MJRefresh's trailer lacks (`ArrowAndSpinner`).
open class NormalTrailer: StateTrailer {
    /// The arrow's size in the 60 pt column: 20 pt long (it lies across the column beside the
    /// title, which may wrap onto two turned lines), with the header's 16 pt width, 2 pt stroke and
    /// head; only the shaft is shorter.
    public static let arrowSize = Size(width: ArrowArtwork.size.width, height: 20)

    /// The arrow every new trailer starts with: `ArrowArtwork` 20 pt long (`arrowSize`), the same
    /// stroke and head as `NormalHeader.defaultArrowImage`. It points down; the trailer turns it.
    public static var defaultArrowImage = ArrowArtwork.image(length: arrowSize.height)

    /// The arrow and spinner pair.
    public let indicator = ArrowAndSpinner(
        arrow: NormalTrailer.defaultArrowImage, idleRotation: .pi / 2,
        pullingRotation: .pi / 2 + .pi - 0.000001)
    /// The arrow (MJRefresh's `arrowView`).
    public var arrowView: ImageView { indicator.arrowView }
    /// The spinner (MJRefresh's `loadingView`).
    public var loadingView: ActivityIndicator { indicator.loadingView }

    /// Sets up the state trailer and adds the arrow and the spinner.
    open override func prepare() {
        super.prepare()
        addSubview(arrowView)
        addSubview(loadingView)
        addSubview(indicator.outcomeView)
    }

    /// Puts the arrow (or spinner) at the left with the title centred right of it, or centres it in the
    /// column when there is no title.
    open override func placeSubviews() {
        super.placeSubviews()
        // Turned a quarter, the arrow takes its height across the column.
        let across = max(NormalTrailer.arrowSize.height, loadingView.image?.size.width ?? 0)
        let h = bounds.height
        if stateLabel.isHidden || stateLabel.text.isEmpty {
            indicator.place(centeredOn: Point(x: bounds.width / 2, y: h / 2))
        } else {
            // The arrow at the left, the title centred in the room right of it (wider when it wraps).
            indicator.place(centeredOn: Point(x: 3 + across / 2, y: h / 2))
            let left = 3 + across + 1, w = min(columnWidth, bounds.width - left)
            stateLabel.frame = Rect(x: left + (bounds.width - left - w) / 2, y: 0, width: w, height: h)
        }
        let a = NormalTrailer.arrowSize
        arrowView.frame = Rect(
            x: arrowView.frame.midX - a.width / 2, y: h / 2 - a.height / 2, width: a.width, height: a.height)
    }

    /// Colours the arrow and the spinner with `tintColor` (the labels too, through `super`).
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        indicator.tint = tintColor
    }

    /// Turns the arrow or shows the spinner for the new state (`ArrowAndSpinner`).
    /// - Parameter old: The refresh state the trailer left.
    open override func stateDidChange(from old: RefreshState) {
        super.stateDidChange(from: old)
        indicator.stateDidChange(of: self, from: old)
    }
}

/// A control pulled left past the end of a horizontal list, as `MJRefreshTrailer`: 60 pt wide and
/// as tall as the scroll view, hovering by the right inset while it refreshes. It sits after the
/// content, or at the right of the visible room when the content is narrower than the view.
/// Attaching turns horizontal bouncing on and vertical bouncing off. Its states: the back footer's
/// machine on the horizontal axis, <doc:StateMachines#Trailer>.
open class RefreshTrailer: RefreshComponent {
    /// MJRefresh's trailer width.
    public static let defaultWidth = 60.0

    /// Moves the trailer right by this much, for a right inset it should sit inside of (negative
    /// values are taken as 0).
    public var ignoredScrollViewContentInsetRight = 0.0 {
        didSet {
            if !(ignoredScrollViewContentInsetRight >= 0) {
                logger.warning(
                    "A value out of range was clamped",
                    metadata: [
                        "control": "\(typeName)", "property": "ignoredScrollViewContentInsetRight",
                        "value": "\(ignoredScrollViewContentInsetRight)", "result": "0",
                    ])
                ignoredScrollViewContentInsetRight = 0
            }
            placeInScrollView()
        }
    }

    /// The trailer's width; a negative or non-finite width is taken as 0 with a warning.
    public var width: Double {
        get { trailerWidth }
        set {
            let w = newValue.isFinite ? max(0, newValue) : 0
            if w != newValue {
                logger.warning(
                    "A value out of range was clamped",
                    metadata: ["control": "\(typeName)", "property": "width", "value": "\(newValue)", "result": "\(w)"])
            }
            trailerWidth = w
            frame.size.width = w
            placeInScrollView()
            keepHovering()
        }
    }
    private var trailerWidth = RefreshTrailer.defaultWidth

    override var pullEdge: PullEdge? { .right }

    /// A trailer loads more.
    override var loadsMore: Bool { true }

    /// Gives the trailer its width, `defaultWidth` unless set before.
    open override func prepare() {
        super.prepare()
        frame.size.width = trailerWidth
    }

    /// Puts the trailer after the content, full height (called on every change it depends on).
    public func placeInScrollView() {
        guard let sv = scrollView, let g = pullGeometry else { return }
        let f = Rect(
            x: g.trailingOrigin(ignoring: ignoredScrollViewContentInsetRight), y: 0, width: trailerWidth,
            height: sv.bounds.height)
        if frame != f { frame = f }
    }

    /// Turns horizontal bouncing on and vertical bouncing off, then places the trailer.
    /// - Parameter scrollView: The scroll view the trailer was just added to.
    open override func didAttach(to scrollView: ScrollView) {
        super.didAttach(to: scrollView)
        scrollView.alwaysBounceHorizontal = true
        scrollView.alwaysBounceVertical = false
        placeInScrollView()
    }

    /// Moves the trailer to its place after the content, full height.
    open override func placeSubviews() {
        super.placeSubviews()
        placeInScrollView()
    }

    /// False: the trailer keeps its own width.
    open override var followsScrollViewWidth: Bool { false }

    /// Re-places the trailer for the new content size, insets or frame.
    open override func scrollViewGeometryDidChange() {
        super.scrollViewGeometryDidChange()
        placeInScrollView()
    }
}

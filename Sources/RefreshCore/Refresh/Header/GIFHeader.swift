/// A header that shows image sequences per state, as `MJRefreshGifHeader`: while idle the frame
/// follows the pull, pulling and refreshing loop at their duration (a one-image state is static),
/// and the refreshing loop keeps playing while the header slides out after a refresh
/// (`StateImagePlayer`). The header grows to the tallest frame. The image is centred when both
/// labels are hidden, else right-aligned left of the text.
open class GIFHeader: StateHeader, GIFRefreshControl {
    /// The view the image sequences play in.
    public let gifView = ImageView()
    /// Plays the sequences per state in `gifView`.
    public private(set) lazy var player = StateImagePlayer(imageView: gifView)

    /// Sets up the state header, moves the text 20 points from the image and adds `gifView`.
    open override func prepare() {
        super.prepare()
        labelLeftInset = 20
        addSubview(gifView)
    }

    /// Makes the header `height` tall.
    /// - Parameter height: The new height, in points (the tallest frame's height when a sequence is set).
    public func grow(toFit height: Double) {
        stretchedDesignHeight = nil   // the frame's height is the design height again
        frame.size.height = height
    }

    /// Shows the frame the new state or pull percent calls for.
    open override func visualStateDidChange() {
        super.visualStateDidChange()
        syncImage()
    }

    /// Steps the looping sequence of the pulling or refreshing state.
    /// - Parameter time: The frame's time in seconds, on the window's injected clock.
    open override func advance(to time: Double) {
        super.advance(to: time)
        advanceImage(to: time)
    }

    /// True while a sequence loops, so the window keeps drawing frames.
    open override var isMoving: Bool { super.isMoving || player.isLooping }

    /// The index of the frame shown now, for traces.
    package override var traceFrameIndex: Int? { frameIndex }

    /// Places `gifView` left of the text, or centred when both labels are hidden.
    open override func placeSubviews() {
        super.placeSubviews()
        gifView.frame = imageFrameLeftOfText(size: gifView.image?.size ?? .zero, gap: labelLeftInset)
    }

    /// The image's width beside the text, as `placeSubviews` places it.
    override var textImageSlot: (width: Double, gap: Double) { (gifView.image?.size.width ?? 0, labelLeftInset) }
}

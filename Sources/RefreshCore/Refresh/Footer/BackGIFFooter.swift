/// A back footer that shows image sequences per state, as `MJRefreshBackGifFooter`: while idle the
/// frame follows the pull, pulling and refreshing loop, and the refreshing loop keeps playing while
/// the footer slides out (`StateImagePlayer`); in no more data the images hide. Centred when the
/// label is hidden, else left of the text.
open class BackGIFFooter: BackStateFooter, GIFRefreshControl {
    /// The view the image sequences play in.
    public let gifView = ImageView()
    /// Plays the sequences per state in `gifView`.
    public private(set) lazy var player = StateImagePlayer(imageView: gifView)

    /// Sets up the state footer, moves the text 20 points from the image and adds `gifView`.
    open override func prepare() {
        super.prepare()
        labelLeftInset = 20
        addSubview(gifView)
    }

    /// Makes the footer `height` tall (its inset follows).
    /// - Parameter height: The new height, in points (the tallest frame's height when a sequence is set).
    public func grow(toFit height: Double) { self.height = height }

    /// Shows the frame the new state or pull percent calls for, and hides the image in no more data.
    open override func visualStateDidChange() {
        super.visualStateDidChange()
        gifView.isHidden = state == .noMoreData
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

    /// The index of the frame shown now, for traces; nil while the image is hidden.
    package override var traceFrameIndex: Int? { gifView.isHidden ? nil : frameIndex }

    /// Places `gifView` `labelLeftInset` points left of the fitted text, or centred when the label
    /// shows no text; while it is hidden, the text has the whole width.
    open override func placeSubviews() {
        super.placeSubviews()
        var size = gifView.image?.size ?? .zero
        if gifView.isHidden { size.width = 0 }
        gifView.frame = imageFrame(leftOf: stateLabel, size: size, gap: labelLeftInset)
    }
}

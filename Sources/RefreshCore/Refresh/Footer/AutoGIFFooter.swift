/// An auto footer that plays images while refreshing, as `MJRefreshAutoGifFooter`: only the
/// refreshing sequence is used; the images show while refreshing and hide otherwise. Centred when
/// the refreshing title is hidden, else left of it.
open class AutoGIFFooter: AutoStateFooter, GIFRefreshControl {
    /// The view the image sequences play in.
    public let gifView = ImageView()
    /// Plays the sequences per state in `gifView`.
    public private(set) lazy var player = StateImagePlayer(imageView: gifView)

    /// Sets up the state footer, moves the text 20 points from the image and adds `gifView`.
    open override func prepare() {
        super.prepare()
        labelLeftInset = 20
        gifView.isHidden = true
        addSubview(gifView)
    }

    /// Makes the footer `height` tall (its inset follows).
    /// - Parameter height: The new height, in points (the tallest frame's height when a sequence is set).
    public func grow(toFit height: Double) { self.height = height }

    /// Shows the refreshing images while refreshing and hides them otherwise.
    open override func visualStateDidChange() {
        super.visualStateDidChange()
        gifView.isHidden = !isRefreshing
        syncImage()
    }

    /// Steps the looping refreshing sequence.
    /// - Parameter time: The frame's time in seconds, on the window's injected clock.
    open override func advance(to time: Double) {
        super.advance(to: time)
        advanceImage(to: time)
    }

    /// True while the refreshing sequence loops, so the window keeps drawing frames.
    open override var isMoving: Bool { super.isMoving || (isRefreshing && player.isLooping) }

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

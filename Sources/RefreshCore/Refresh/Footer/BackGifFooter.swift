/// A back footer that shows image sequences per state, as `MJRefreshBackGifFooter`: while idle the
/// frame follows the pull, pulling and refreshing loop, and the refreshing loop keeps playing while
/// the footer slides out (`StateImagePlayer`); in no more data the images hide. Centred when the
/// label is hidden, else left of the text.
open class BackGifFooter: BackStateFooter, GifRefreshControl {
    /// The view the image sequences play in.
    public let gifView = ImageView()
    /// Plays the sequences per state in `gifView`.
    public private(set) lazy var player = StateImagePlayer(imageView: gifView)

    open override func prepare() {
        super.prepare()
        labelLeftInset = 20
        addSubview(gifView)
    }

    /// Makes the footer `height` tall (its inset follows).
    public func grow(toFit height: Double) { self.height = height }

    open override func visualStateDidChange() {
        super.visualStateDidChange()
        gifView.isHidden = state == .noMoreData
        syncImage()
    }

    open override func advance(to time: Double) {
        super.advance(to: time)
        advanceImage(to: time)
    }

    open override var isMoving: Bool { super.isMoving || player.isLooping }

    open override var traceFrameIndex: Int? { gifView.isHidden ? nil : frameIndex }

    open override func placeSubviews() {
        super.placeSubviews()
        gifView.frame = imageFrame(leftOf: stateLabel, size: gifView.image?.size ?? .zero, gap: labelLeftInset)
    }
}

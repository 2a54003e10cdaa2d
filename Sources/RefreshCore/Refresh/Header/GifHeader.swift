/// A header that shows image sequences per state, as `MJRefreshGifHeader`: while idle the frame
/// follows the pull, pulling and refreshing loop at their duration (a one-image state is static),
/// and the refreshing loop keeps playing while the header slides out after a refresh
/// (`StateImagePlayer`). The header grows to the tallest frame. The image is centred when both
/// labels are hidden, else right-aligned left of the text.
open class GifHeader: StateHeader, GifRefreshControl {
    /// The view the image sequences play in.
    public let gifView = ImageView()
    /// Plays the sequences per state in `gifView`.
    public private(set) lazy var player = StateImagePlayer(imageView: gifView)

    open override func prepare() {
        super.prepare()
        labelLeftInset = 20
        addSubview(gifView)
    }

    /// Makes the header `height` tall.
    public func grow(toFit height: Double) { frame.size.height = height }

    open override func visualStateDidChange() {
        super.visualStateDidChange()
        syncImage()
    }

    open override func advance(to time: Double) {
        super.advance(to: time)
        advanceImage(to: time)
    }

    open override var isMoving: Bool { super.isMoving || player.isLooping }

    open override var traceFrameIndex: Int? { frameIndex }

    open override func placeSubviews() {
        super.placeSubviews()
        gifView.frame = imageFrameLeftOfText(size: gifView.image?.size ?? .zero, gap: labelLeftInset)
    }
}

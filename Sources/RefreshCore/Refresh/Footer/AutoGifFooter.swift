/// An auto footer that plays images while refreshing, as `MJRefreshAutoGifFooter`: only the
/// refreshing sequence is used; the images show while refreshing and hide otherwise. Centred when
/// the refreshing title is hidden, else left of it.
open class AutoGifFooter: AutoStateFooter, GifRefreshControl {
    /// The view the image sequences play in.
    public let gifView = ImageView()
    /// Plays the sequences per state in `gifView`.
    public private(set) lazy var player = StateImagePlayer(imageView: gifView)

    open override func prepare() {
        super.prepare()
        labelLeftInset = 20
        gifView.isHidden = true
        addSubview(gifView)
    }

    /// Makes the footer `height` tall (its inset follows).
    public func grow(toFit height: Double) { self.height = height }

    open override func visualStateDidChange() {
        super.visualStateDidChange()
        gifView.isHidden = !isRefreshing
        syncImage()
    }

    open override func advance(to time: Double) {
        super.advance(to: time)
        advanceImage(to: time)
    }

    open override var isMoving: Bool { super.isMoving || (isRefreshing && player.isLooping) }

    open override var traceFrameIndex: Int? { gifView.isHidden ? nil : frameIndex }

    open override func placeSubviews() {
        super.placeSubviews()
        gifView.frame = imageFrame(leftOf: stateLabel, size: gifView.image?.size ?? .zero, gap: labelLeftInset)
    }
}

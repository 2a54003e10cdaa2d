/// A spinning activity indicator, as `UIActivityIndicatorView`: the spinner image turns one
/// twelfth of a circle at a time, twelve steps a second, on the window's clock. The default image is
/// `SpinnerArtwork.image(diameter:)`, which draws each step itself at the canvas's scale, so the
/// spinning bars stay as sharp as the still ones.
open class ActivityIndicator: ImageView, FrameObserver {
    public static let stepsPerSecond = 12.0
    public private(set) var isAnimating = false
    /// Hidden whenever it is not animating.
    public var hidesWhenStopped = true { didSet { isHidden = hidesWhenStopped && !isAnimating } }
    private var startTime: Double?

    public init(diameter: Double = 20, color: Color = .refreshLabel) {
        super.init(image: SpinnerArtwork.image(diameter: diameter), tint: color)
        isHidden = true
    }

    public func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        isHidden = false
        startTime = nil
        rotation = 0
    }

    public func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
    }

    public func advance(to time: Double) {
        guard isAnimating else { return }
        let start = startTime ?? time
        startTime = start
        let step = ((time - start) * ActivityIndicator.stepsPerSecond).rounded(.down)
        Animator.withoutAnimation { rotation = step.truncatingRemainder(dividingBy: 12) / 12 * 2 * .pi }
    }

    public var isMoving: Bool { isAnimating }
}

/// A spinning activity indicator, as `UIActivityIndicatorView`: the spinner image turns one
/// twelfth of a circle at a time, twelve steps a second, on the window's clock. The default image is
/// `SpinnerArtwork.image(diameter:)`, which draws each step itself at the canvas's scale, so the
/// spinning bars stay as sharp as the still ones.
open class ActivityIndicator: ImageView, FrameObserver {
    /// How many twelfth-of-a-circle steps the spinner turns per second.
    public static let stepsPerSecond = 12.0
    /// True between `startAnimating()` and `stopAnimating()`.
    public private(set) var isAnimating = false
    /// Hidden whenever it is not animating.
    public var hidesWhenStopped = true { didSet { isHidden = hidesWhenStopped && !isAnimating } }
    private var startTime: Double?

    /// Creates a stopped (hidden) spinner.
    /// - Parameters:
    ///   - diameter: The spinner's diameter, in points.
    ///   - color: The bars' tint, MJRefresh's label grey by default.
    public init(diameter: Double = 20, color: Color = .refreshLabel) {
        super.init(image: SpinnerArtwork.image(diameter: diameter), tint: color)
        isHidden = true
    }

    /// Shows the spinner and starts turning it from its first step on the next frame; does nothing
    /// when already animating.
    public func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        isHidden = false
        startTime = nil
        rotation = 0
    }

    /// Stops turning, hiding the spinner when `hidesWhenStopped`; does nothing when already stopped.
    public func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
    }

    /// Turns the spinner to the step `time` calls for, counting from the first frame after it started.
    /// - Parameter time: The frame's time in seconds, on the window's injected clock.
    public func advance(to time: Double) {
        guard isAnimating else { return }
        guard window?.context.reducesMotion != true else {
            // Reduced motion: a still spinner says "busy" without moving.
            if rotation != 0 { Animator.withoutAnimation { rotation = 0 } }
            return
        }
        let start = startTime ?? time
        startTime = start
        let step = ((time - start) * ActivityIndicator.stepsPerSecond).rounded(.down)
        Animator.withoutAnimation { rotation = step.truncatingRemainder(dividingBy: 12) / 12 * 2 * .pi }
    }

    /// True while animating (and motion is not reduced), so the window keeps drawing frames.
    public var isMoving: Bool { isAnimating && window?.context.reducesMotion != true }
}

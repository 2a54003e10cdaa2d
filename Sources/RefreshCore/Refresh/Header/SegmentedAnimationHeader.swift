/// A header that plays a designer's animation by segments (`SegmentPlayer`): the pull scrubs the
/// `pull` segment, the refresh loops the `refresh` segment, and the load's outcome plays its ending
/// segment before the header hides. The animation (a Lottie file loaded by RefreshSDL's
/// `LottieLoader`) is drawn at the header's size × the screen's scale, fitted into the header
/// keeping its aspect ratio and centred; the theme's tint picks its recoloured frames.
///
/// Without an animation it shows nothing, as a header of no content: a loader that refuses a file
/// hands a fallback header instead.
open class SegmentedAnimationHeader: RefreshHeader, SegmentTracing {
    /// The view the frames show in.
    public let animationView = ImageView()
    /// Plays the animation's segments in `animationView`.
    public private(set) lazy var player = SegmentPlayer(imageView: animationView)

    /// The animation played; setting it also keeps an outcome on show until its ending segment
    /// has played (``RefreshComponent/outcomeDisplayDuration``).
    public var animation: SegmentedAnimation? {
        get { player.animation }
        set {
            player.animation = newValue
            if let newValue {
                let ending = [AnimationSegment.success, .failure, .noMoreData].map(newValue.duration(of:)).max() ?? 0
                outcomeDisplayDuration = max(RefreshComponent.defaultOutcomeDisplayDuration, ending)
            }
            player.update(for: self)
            setNeedsLayout()
        }
    }

    /// Adds `animationView`.
    open override func prepare() {
        super.prepare()
        addSubview(animationView)
    }

    /// Shows the frame the new state or pull calls for.
    open override func visualStateDidChange() {
        super.visualStateDidChange()
        if player.update(for: self) { setNeedsLayout() }
    }

    /// Steps the refresh loop or the ending segment.
    /// - Parameter time: The frame's time in seconds, on the window's clock.
    open override func advance(to time: Double) {
        super.advance(to: time)
        if player.advance(to: time, for: self) { setNeedsLayout() }
    }

    /// True while the refresh loop or an ending plays, so the window keeps drawing frames.
    open override var isMoving: Bool { super.isMoving || player.isPlaying }

    /// The theme whose tint this is picks the recoloured frames (the file's own colours otherwise).
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        player.theme = RefreshTheme.allCases.first { $0.tint == tintColor } ?? .light
    }

    /// The file's frame number shown now, for traces.
    package override var traceFrameIndex: Int? { player.frame }
    /// The segment playing now, for traces.
    package var traceSegment: AnimationSegment? { player.frame == nil ? nil : player.segment }

    /// Fits the animation into the header, keeping its aspect ratio, centred.
    open override func placeSubviews() {
        super.placeSubviews()
        animationView.frame = Self.fittedFrame(of: animation?.size ?? .zero, in: bounds)
    }

    /// `size` scaled to fit `bounds` keeping its aspect ratio, centred, on whole points.
    static func fittedFrame(of size: Size, in bounds: Rect) -> Rect {
        guard size.width > 0, size.height > 0, bounds.size.width > 0, bounds.size.height > 0 else {
            return Rect(x: bounds.midX, y: bounds.midY, width: 0, height: 0)
        }
        let s = min(bounds.size.width / size.width, bounds.size.height / size.height)
        let w = (size.width * s).rounded(), h = (size.height * s).rounded()
        return Rect(
            x: (bounds.origin.x + (bounds.size.width - w) / 2).rounded(),
            y: (bounds.origin.y + (bounds.size.height - h) / 2).rounded(), width: w, height: h)
    }
}

/// An auto footer that plays a designer's animation by segments left of its state text
/// (`SegmentPlayer`): the `refresh` segment loops while it loads, and the load's outcome plays its
/// segment: `success` before it collapses, `failure` held while it waits for a retry, `noMoreData`
/// held once everything is loaded. The animation is drawn at its own size in points (fitted into the
/// footer's height) × the screen's scale; the theme's tint picks its recoloured frames.
open class SegmentedAnimationAutoFooter: AutoStateFooter, SegmentTracing {
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

    /// Adds `animationView`, 8 points left of the text (the room the normal footer's outcome icon takes
    /// with its gap, so the longest failure text still fits at 320 points).
    open override func prepare() {
        super.prepare()
        labelLeftInset = 8
        addSubview(animationView)
    }

    /// Shows the frame the new state calls for.
    open override func visualStateDidChange() {
        super.visualStateDidChange()
        if player.update(for: self) { setNeedsLayout() }
    }

    /// Steps the loading loop or the ending segment.
    /// - Parameter time: The frame's time in seconds, on the window's clock.
    open override func advance(to time: Double) {
        super.advance(to: time)
        if player.advance(to: time, for: self) { setNeedsLayout() }
    }

    /// True while the loading loop or an ending plays, so the window keeps drawing frames.
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

    /// Places the animation left of the text, at its own size fitted into the footer's height.
    open override func placeSubviews() {
        super.placeSubviews()
        var size = animation?.size ?? .zero
        if size.height > bounds.height, size.height > 0 {
            size = Size(width: size.width * bounds.height / size.height, height: bounds.height)
        }
        animationView.frame = imageFrame(leftOf: stateLabel, size: size, gap: labelLeftInset)
    }
}

/// Plays a `SegmentedAnimation` in an image view by the control's state, as designers expect of a
/// Lottie refresh animation: the `pull` segment scrubbed by the clamped pull percent while idle or
/// pulling, the `refresh` segment looping at the file's frame rate while refreshing, and once the
/// load ends the outcome's segment (`success`, `failure`, `noMoreData`) played once, holding its
/// last frame while the control hides. The frame numbers are computed here, from the file's frame
/// rate and the segments' ranges. With reduced motion the refresh segment stands on its first frame
/// and an ending shows its last frame at once.
///
/// A segment the animation lacks falls back: an ending to the refresh loop, the refresh loop to the
/// pull segment, the pull segment to the file's first frame.
@MainActor
public final class SegmentPlayer {
    /// The view the frames show in.
    public let imageView: ImageView
    /// The animation played; nil shows no image.
    public var animation: SegmentedAnimation? {
        didSet {
            segment = nil
            frame = nil
        }
    }
    /// The theme whose colours the frames take.
    public var theme = RefreshTheme.light {
        didSet { if theme != oldValue, let frame { show(frame) } }
    }
    /// The segment playing now (nil before anything was shown).
    public private(set) var segment: AnimationSegment?
    /// The file frame number shown now (nil: no image).
    public private(set) var frame: Int?
    private var segmentStart: Double?
    private var now = 0.0

    /// A player that shows its frames in `imageView`.
    /// - Parameter imageView: The control's animation view.
    public init(imageView: ImageView) { self.imageView = imageView }

    /// The segment `control` should play now.
    /// - Parameter control: The control whose state, outcome and ending pick the segment.
    /// - Returns: `refresh` while refreshing, the outcome's segment once a load ended (a failed
    ///   auto footer waiting to retry, a footer with no more data, a control sliding out), else `pull`.
    public static func segment(for control: RefreshComponent) -> AnimationSegment {
        switch control.state {
        case .refreshing, .willRefresh: return control.isEndingRefresh ? ending(of: control) : .refresh
        case .finished: return ending(of: control)
        case .failed: return .failure
        case .noMoreData: return .noMoreData
        case .idle, .pulling: return control.isEndingRefresh ? ending(of: control) : .pull
        }
    }

    private static func ending(of control: RefreshComponent) -> AnimationSegment {
        switch control.lastOutcome {
        case .failure: return .failure
        case .noMoreData: return .noMoreData
        case .success, nil: return .success
        }
    }

    /// Brings the frame in line with `control`'s state and pull; returns true when the image changed.
    /// - Parameter control: The control whose state and pulling percent pick the frame.
    /// - Returns: True when the image shown changed.
    @discardableResult
    public func update(for control: RefreshComponent) -> Bool {
        guard let animation else { return show(nil) }
        let wanted = playable(Self.segment(for: control), in: animation)
        if wanted != segment {
            segment = wanted
            segmentStart = nil
        }
        return show(frameNumber(in: animation, reducesMotion: reducesMotion, percent: control.pullingPercent))
    }

    /// Steps a looping or ending segment to `time`; returns true when the image changed.
    /// - Parameters:
    ///   - time: The frame's time in seconds, on the window's clock; a segment starts at the first
    ///     time it sees.
    ///   - control: The control whose pull picks the frame of the pull segment.
    /// - Returns: True when the image shown changed.
    @discardableResult
    public func advance(to time: Double, for control: RefreshComponent) -> Bool {
        now = time
        guard isPlaying, let animation else { return false }
        return show(frameNumber(in: animation, reducesMotion: reducesMotion, percent: control.pullingPercent))
    }

    /// True while the frames change with time: the refresh loop (not with reduced motion) or an
    /// ending that has not reached its last frame.
    public var isPlaying: Bool {
        guard let animation, let segment, segment != .pull, let range = animation.segments[segment] else {
            return false
        }
        if segment == .refresh { return !reducesMotion && range.count > 1 }
        return frame != range.upperBound
    }

    private var reducesMotion: Bool { imageView.window?.context.reducesMotion == true }

    /// The segment to play for `wanted`, falling back when the animation lacks it.
    private func playable(_ wanted: AnimationSegment, in animation: SegmentedAnimation) -> AnimationSegment {
        if animation.segments[wanted] != nil { return wanted }
        switch wanted {
        case .success, .failure, .noMoreData: return animation.segments[.refresh] != nil ? .refresh : .pull
        case .refresh, .pull: return .pull
        }
    }

    private func frameNumber(in animation: SegmentedAnimation, reducesMotion: Bool, percent: Double) -> Int {
        guard let segment, let range = animation.segments[segment] else { return animation.firstFrame }
        let count = range.count
        switch segment {
        case .pull:
            let p = percent.isFinite ? min(max(percent, 0), 1) : 0
            return range.lowerBound + min(Int(Double(count) * p), count - 1)
        case .refresh:
            if reducesMotion { return range.lowerBound }
            return range.lowerBound + elapsedFrames(animation) % count
        case .success, .failure, .noMoreData:
            if reducesMotion { return range.upperBound }
            return range.lowerBound + min(elapsedFrames(animation), count - 1)
        }
    }

    /// Whole frames since the segment started, at the file's frame rate.
    private func elapsedFrames(_ animation: SegmentedAnimation) -> Int {
        let start = segmentStart ?? now
        segmentStart = start
        let frames = ((now - start) * animation.frameRate + 1e-9).rounded(.down)
        return frames.isFinite ? Int(min(max(frames, 0), 1e9)) : 0
    }

    @discardableResult
    private func show(_ number: Int?) -> Bool {
        frame = number
        let image = number.flatMap { n in animation.map { $0.image(frame: n, theme: theme) } }
        guard imageView.image !== image else { return false }
        imageView.image = image
        return true
    }
}

/// A control that plays a segmented animation and names the playing segment in traces.
@MainActor package protocol SegmentTracing {
    /// The segment playing now, for the trace's `segment` field.
    var traceSegment: AnimationSegment? { get }
}

/// A named part of a refresh animation, as a designer marks it in the file (a Lottie marker) or a
/// manifest gives it as a frame range.
public enum AnimationSegment: String, CaseIterable, Sendable {
    /// Scrubbed by the pull: 0 % shows its first frame, 100 % (and past it) its last.
    case pull
    /// Loops at the file's frame rate while the control refreshes.
    case refresh
    /// Plays once after a load that succeeded (or a plain `endRefreshing()`), before the control hides.
    case success
    /// Plays once after a load that failed; an auto footer waiting to retry holds its last frame.
    case failure
    /// Plays once when a footer has loaded everything, then holds its last frame.
    case noMoreData
}

/// A vector animation's frames, ready to play by segment (`SegmentPlayer`): one image per frame of
/// the file, each drawn at the size it is shown at (artwork, so crisp at every size and scale), the
/// same frames recoloured for the dark and high-contrast themes, and the frame range of each
/// segment in the file's own frame numbers.
public struct SegmentedAnimation: Sendable {
    /// The file frame number of `frames[0]`.
    public let firstFrame: Int
    /// Frames per second of the file.
    public let frameRate: Double
    /// The frames in the file's own colours, `firstFrame` first.
    public let frames: [Image]
    /// The frames recoloured for a theme; a theme not here shows `frames`.
    public let themedFrames: [RefreshTheme: [Image]]
    /// Each segment's first and last file frame numbers, within the file.
    public let segments: [AnimationSegment: ClosedRange<Int>]

    /// An animation of `frames` (at least one), clamping every segment into the file's frames.
    /// - Parameters:
    ///   - firstFrame: The file frame number of `frames[0]`.
    ///   - frameRate: Frames per second (a value that is not finite and positive counts as 30).
    ///   - frames: One image per frame, in the file's colours; must not be empty (a precondition).
    ///   - themedFrames: The same frames recoloured per theme, each list as long as `frames`.
    ///   - segments: Each segment's file frame range.
    public init(
        firstFrame: Int, frameRate: Double, frames: [Image], themedFrames: [RefreshTheme: [Image]] = [:],
        segments: [AnimationSegment: ClosedRange<Int>]
    ) {
        precondition(!frames.isEmpty, "a segmented animation needs a frame")
        self.firstFrame = firstFrame
        self.frameRate = frameRate > 0 && frameRate.isFinite ? frameRate : 30
        self.frames = frames
        self.themedFrames = themedFrames.filter { $0.value.count == frames.count }
        let last = firstFrame + frames.count - 1
        self.segments = segments.compactMapValues { range in
            let lower = min(max(range.lowerBound, firstFrame), last)
            return lower...min(max(range.upperBound, lower), last)
        }
    }

    /// The size of the file's canvas, in points.
    public var size: Size { frames[0].size }

    /// The image of file frame `frame` (clamped into the file) in `theme`'s colours.
    /// - Parameters:
    ///   - frame: A file frame number.
    ///   - theme: The theme whose recoloured frames to use, when the animation has them.
    /// - Returns: The frame's image.
    public func image(frame: Int, theme: RefreshTheme) -> Image {
        let list = themedFrames[theme] ?? frames
        return list[min(max(frame - firstFrame, 0), list.count - 1)]
    }

    /// Seconds `segment` takes to play once at the file's frame rate (0 when the file lacks it).
    /// - Parameter segment: The segment to time.
    /// - Returns: Its frame count ÷ the frame rate.
    public func duration(of segment: AnimationSegment) -> Double {
        guard let range = segments[segment] else { return 0 }
        return Double(range.count) / frameRate
    }
}

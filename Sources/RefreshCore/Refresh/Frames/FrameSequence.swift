/// The images a gif header shows for one state, with how long each stays on screen.
///
/// PNG sequences spread one total duration evenly (`count × 0.1` s by default, as MJRefresh's
/// `setImages:forState:`); animated GIFs keep their own per-frame delays.
public struct FrameSequence {
    /// The frames, in the order they play.
    public let images: [Image]
    /// Seconds each frame stays on screen, one per image; every entry is positive and finite.
    public let frameDurations: [Double]
    /// `ends[i]` is when frame `i` stops showing (cumulative durations).
    private let ends: [Double]

    /// The frame duration used when a delay is missing, zero or invalid (MJRefresh's 0.1 s per image).
    public static let defaultFrameDuration = 0.1

    /// Frames spread evenly over `duration` seconds (`count × 0.1` when nil, zero, negative or not finite).
    /// - Parameters:
    ///   - images: The frames, in order (may be empty).
    ///   - duration: Seconds one pass through every frame takes.
    public init(images: [Image], duration: Double? = nil) {
        let n = images.count
        var total = Double(n) * FrameSequence.defaultFrameDuration
        if let duration, duration.isFinite, duration > 0 { total = duration }
        self.init(checkedImages: images, durations: [Double](repeating: n > 0 ? total / Double(n) : 0, count: n))
    }

    /// Frames with their own durations in seconds (a GIF's delays). A missing, zero, negative or
    /// non-finite duration counts as 0.1 s; extra durations are ignored.
    /// - Parameters:
    ///   - images: The frames, in order (may be empty).
    ///   - frameDurations: Seconds each frame stays on screen, matched to `images` by index.
    public init(images: [Image], frameDurations: [Double]) {
        let durations = images.indices.map { i -> Double in
            let d = i < frameDurations.count ? frameDurations[i] : 0
            return d.isFinite && d > 0 ? d : FrameSequence.defaultFrameDuration
        }
        self.init(checkedImages: images, durations: durations)
    }

    private init(checkedImages images: [Image], durations: [Double]) {
        self.images = images
        self.frameDurations = durations
        var t = 0.0
        ends = durations.map { d in
            t += d; return t
        }
    }

    /// How many frames the sequence has.
    public var count: Int { images.count }
    /// True when the sequence has no frames (a control then shows no image).
    public var isEmpty: Bool { images.isEmpty }

    /// The time one pass through every frame takes.
    public var totalDuration: Double { ends.last ?? 0 }

    /// The largest frame size in points (a gif header grows to the tallest frame).
    public var maxSize: Size {
        Size(width: images.map(\.size.width).max() ?? 0, height: images.map(\.size.height).max() ?? 0)
    }

    /// Tolerance for frame boundaries, so summed durations such as 0.1 + 0.2 land on the next frame.
    private static let epsilon = 1e-9

    /// The frame showing `elapsed` seconds after the sequence started. Frame `i` shows from the sum
    /// of the durations before it (inclusive) to the sum including it (exclusive). Looping wraps
    /// around `totalDuration`; otherwise the last frame stays. Negative or NaN time shows frame 0,
    /// and so does an empty sequence (check `isEmpty`).
    /// - Parameters:
    ///   - elapsed: Seconds since the sequence started playing.
    ///   - looping: True to wrap around `totalDuration`; false to stay on the last frame at the end.
    /// - Returns: The index of the frame showing, 0 for an empty sequence.
    public func frameIndex(at elapsed: Double, looping: Bool) -> Int {
        guard !images.isEmpty, elapsed > 0 else { return 0 }   // also catches NaN
        let total = totalDuration
        var t = elapsed
        if !t.isFinite { return looping ? 0 : images.count - 1 }
        if looping {
            t -= (t / total).rounded(.down) * total
            if total - t <= FrameSequence.epsilon { t = 0 }
        } else if t + FrameSequence.epsilon >= total {
            return images.count - 1
        }
        // First frame whose end is after t (binary search).
        var lo = 0, hi = images.count - 1
        while lo < hi {
            let mid = (lo + hi) / 2
            if ends[mid] <= t + FrameSequence.epsilon { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// The frame an idle header shows at pull percent `p`, as MJRefresh: `min(Int(count × p), count − 1)`,
    /// clamped to 0 for negative or NaN percents (and for an empty sequence).
    /// - Parameter p: The control's pulling percent (1 at the refresh threshold); values past 1 show
    ///   the last frame.
    /// - Returns: The index of the frame to show, 0 for an empty sequence.
    public func frameIndex(forPullPercent p: Double) -> Int {
        guard !images.isEmpty, p > 0 else { return 0 }   // also catches NaN
        if p >= 1 { return images.count - 1 }
        return min(Int(Double(images.count) * p), images.count - 1)
    }

    /// The image showing `elapsed` seconds in; nil for an empty sequence.
    /// - Parameters:
    ///   - elapsed: Seconds since the sequence started playing.
    ///   - looping: True to wrap around `totalDuration`; false to stay on the last frame at the end.
    /// - Returns: The frame showing, or nil for an empty sequence.
    public func image(at elapsed: Double, looping: Bool) -> Image? {
        images.isEmpty ? nil : images[frameIndex(at: elapsed, looping: looping)]
    }

    /// The image an idle header shows at pull percent `p`; nil for an empty sequence.
    /// - Parameter p: The control's pulling percent (1 at the refresh threshold).
    /// - Returns: The frame to show, or nil for an empty sequence.
    public func image(forPullPercent p: Double) -> Image? {
        images.isEmpty ? nil : images[frameIndex(forPullPercent: p)]
    }
}

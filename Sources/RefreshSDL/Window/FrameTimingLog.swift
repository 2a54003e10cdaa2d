/// The input-to-present latency and the present times of a window's frames, on CLOCK_MONOTONIC
/// seconds given to it (the window reads `MonotonicTime`; tests give their own times).
///
/// An input event counts from when it reached the app (`EventArrival`) to the return of the present
/// of the first frame that shows its effect: the first frame produced after it was applied to the
/// tree, when that frame changed pixels on screen. Several events applied before one frame (motion
/// coalesced into it) are all shown by it; the frame's latency is its oldest event's, the longest any
/// of them waited. A frame that changed no pixels shows nothing yet (an animation a key started
/// moves less than a pixel in its first frame): its events wait for the next frame that does, until
/// the window rests (`windowRested()`), when they are dropped, not carried to a later frame they had
/// nothing to do with.
public struct FrameTimingLog: Sendable, Equatable {
    /// What one presented frame showed.
    public struct Frame: Sendable, Equatable {
        /// When its present returned, CLOCK_MONOTONIC seconds.
        public var presented: Double
        /// Milliseconds from the arrival of the oldest input event it shows to `presented`; nil when
        /// it shows no input.
        public var latencyMilliseconds: Double?
        /// How many input events it shows (coalesced into it).
        public var inputCount: Int
        /// Milliseconds since the previous frame's present; nil for the first frame.
        public var intervalMilliseconds: Double?

        /// A frame presented at `presented` showing `inputCount` inputs, the oldest `latencyMilliseconds` old.
        public init(presented: Double, latencyMilliseconds: Double?, inputCount: Int, intervalMilliseconds: Double?) {
            self.presented = presented
            self.latencyMilliseconds = latencyMilliseconds
            self.inputCount = inputCount
            self.intervalMilliseconds = intervalMilliseconds
        }
    }

    /// Arrival times of the input applied since the last frame, oldest first.
    /// The last frame produced, nil before one.
    public private(set) var last: Frame?
    /// The latency of each input event shown lately (milliseconds; one value per event).
    public private(set) var latencies = RecentSamples(capacity: 600)
    /// The intervals between the last presents (milliseconds), for a frame-time graph.
    public private(set) var intervals = RecentSamples(capacity: 120)
    /// The latency of the last input shown, milliseconds; nil before one.
    public private(set) var lastLatencyMilliseconds: Double?

    /// An empty log.
    public init() {}

    /// Notes an input event applied to the tree, which reached the app at `arrival` (seconds).
    public mutating func inputApplied(arrivedAt arrival: Double) {
        guard arrival.isFinite else { return }
        pendingArrivals.append(arrival)
    }

    /// Each pending event's arrival, for its own latency; the oldest is the frame's (kept small: the
    /// events of one frame).
    private var pendingArrivals: [Double] = []

    /// Notes a frame whose present returned at `presented` (seconds): it shows the input applied
    /// since the last frame when `showedPixels`. Returns what it showed.
    ///
    /// - Parameters:
    ///   - presented: CLOCK_MONOTONIC seconds when the present returned.
    ///   - showedPixels: False when the frame changed nothing on screen (its input waits for the next).
    /// - Returns: The frame: when it was presented, its latency and inputs, its interval.
    @discardableResult
    public mutating func framePresented(at presented: Double, showedPixels: Bool = true) -> Frame {
        let interval = last.map { (presented - $0.presented) * 1000 }
        var frame = Frame(presented: presented, latencyMilliseconds: nil, inputCount: 0, intervalMilliseconds: interval)
        if showedPixels, let oldest = pendingArrivals.min(), let newest = pendingArrivals.last {
            frame.latencyMilliseconds = max(0, (presented - oldest) * 1000)
            frame.inputCount = pendingArrivals.count
            for arrival in pendingArrivals { latencies.add(max(0, (presented - arrival) * 1000)) }
            lastLatencyMilliseconds = max(0, (presented - newest) * 1000)
        }
        if let interval { intervals.add(interval) }
        if showedPixels { dropPendingInput() }
        last = frame
        return frame
    }

    /// The window went to rest (no frame needed): input not shown by now showed nothing; it is dropped.
    public mutating func windowRested() { dropPendingInput() }

    private mutating func dropPendingInput() {
        pendingArrivals.removeAll(keepingCapacity: true)
    }
}

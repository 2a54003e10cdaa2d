/// What the window knows about its frames and pacing, for the HUD: measured by the window (with a
/// `FrameRateMeter` and a CPU timer around its frame), not by the scene.
package struct FrameStats: Equatable {
    /// Frames presented per second over the last second or so; nil before there are two frames.
    package var framesPerSecond: Double?
    /// CPU time the last frame took (input, tick, render, present), in milliseconds; nil before one.
    package var lastFrameCPUMilliseconds: Double?
    /// The share of the window's pixels the last frame repainted (damage-only redraw), in
    /// percent; nil before a frame.
    package var lastFrameRepaintedPercent: Double?
    /// How fast the scene's clock runs against the wall clock (1, 0.5, 0.25, 0.1).
    package var speed: Double
    /// True while the scene's clock is stopped.
    package var isPaused: Bool
    /// Input-to-present latency (`FrameTimingLog`): the last input's, and p50 and p99 of the recent
    /// ones, in milliseconds; nil before any input was shown.
    package var latency: LatencySummary?
    /// The intervals between the recent presents, oldest first, in milliseconds (the HUD's graph).
    package var frameIntervalsMilliseconds: [Double] = []
    /// The frame interval the window paces to, in milliseconds (the graph's reference line).
    package var targetFrameMilliseconds: Double?

    /// Stats for a window running at `speed`, not paused, with nothing measured yet unless given.
    package init(
        framesPerSecond: Double? = nil, lastFrameCPUMilliseconds: Double? = nil,
        lastFrameRepaintedPercent: Double? = nil, speed: Double = 1, isPaused: Bool = false
    ) {
        self.framesPerSecond = framesPerSecond
        self.lastFrameCPUMilliseconds = lastFrameCPUMilliseconds
        self.lastFrameRepaintedPercent = lastFrameRepaintedPercent
        self.speed = speed
        self.isPaused = isPaused
    }
}

/// The last input-to-present latency and the percentiles of the recent ones, in milliseconds.
package struct LatencySummary: Equatable {
    /// The latency of the last input shown.
    package var last: Double
    /// The median of the recent inputs' latencies.
    package var p50: Double
    /// The 99th percentile of the recent inputs' latencies.
    package var p99: Double

    /// A summary of these values (milliseconds).
    package init(last: Double, p50: Double, p99: Double) {
        self.last = last
        self.p50 = p50
        self.p99 = p99
    }
}

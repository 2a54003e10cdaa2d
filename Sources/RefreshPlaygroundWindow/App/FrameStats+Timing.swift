import RefreshPlayground
import RefreshSDL

extension FrameStats {
    /// Stats with the latency and frame times of a window's `timing` (`RefreshWindow.timing`).
    init(
        framesPerSecond: Double?, lastFrameCPUMilliseconds: Double?, lastFrameRepaintedPercent: Double?,
        speed: Double, isPaused: Bool, timing: FrameTimingLog, targetFrameMilliseconds: Double
    ) {
        self.init(
            framesPerSecond: framesPerSecond, lastFrameCPUMilliseconds: lastFrameCPUMilliseconds,
            lastFrameRepaintedPercent: lastFrameRepaintedPercent, speed: speed, isPaused: isPaused)
        let latencies = timing.latencies.values.sorted()   // one sort for both percentiles
        if let last = timing.lastLatencyMilliseconds, let p50 = latencies.nearestRank(0.5),
            let p99 = latencies.nearestRank(0.99)
        {
            latency = LatencySummary(last: last, p50: p50, p99: p99)
        }
        frameIntervalsMilliseconds = timing.intervals.values
        self.targetFrameMilliseconds = targetFrameMilliseconds
    }
}

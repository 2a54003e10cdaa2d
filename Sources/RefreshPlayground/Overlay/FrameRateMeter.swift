import Logging
import RefreshCore

/// Frames per second over a rolling window of frame times: the window records the time of every
/// frame it presents, the meter forgets frames older than `window` seconds before the newest, and
/// reports `(frames − 1) / (newest − oldest)`. Times come from the caller's clock (the meter never
/// reads one). After a rest longer than the window the rate is unknown again (nil) until a second
/// frame arrives, so an idle window does not report a stale rate.
package struct FrameRateMeter {
    /// The default span of frames the rate is measured over, in seconds.
    package static let defaultWindow = 1.0

    /// The span of frames the rate is measured over, in seconds.
    package let window: Double
    private var times: [Double] = []
    /// Where refused windows and frame times are reported.
    package var logger: Logger

    /// A meter over the last `window` seconds. A window that is not a positive finite number of
    /// seconds is refused with a warning naming it to `logger`, and the default (1 s) is used.
    package init(window: Double = FrameRateMeter.defaultWindow, logger: Logger = RefreshLogging.defaultLogger) {
        self.logger = logger
        if window.isFinite && window > 0 {
            self.window = window
        } else {
            logger.warning(
                "The frame-rate window must be a positive finite number of seconds; the default is used",
                metadata: ["control": "FrameRateMeter", "value": "\(window)", "result": "\(Self.defaultWindow)"])
            self.window = Self.defaultWindow
        }
    }

    /// Records a frame presented at `time` (seconds on the caller's clock). A time before the
    /// previous frame (a clock that was reset) starts the measurement over; a non-finite time is
    /// ignored with a warning.
    package mutating func recordFrame(at time: Double) {
        guard time.isFinite else {
            return logger.warning(
                "A frame time that is not finite was ignored",
                metadata: ["control": "FrameRateMeter", "value": "\(time)"])
        }
        if let last = times.last, time < last { times.removeAll(keepingCapacity: true) }
        times.append(time)
        let oldest = time - window
        if let keep = times.firstIndex(where: { $0 >= oldest }), keep > 0 { times.removeFirst(keep) }
    }

    /// How many frames are inside the window.
    package var frameCount: Int { times.count }

    /// Frames per second over the frames inside the window; nil with fewer than two of them (or
    /// two at the same time).
    package var framesPerSecond: Double? {
        guard let first = times.first, let last = times.last, times.count >= 2, last > first else { return nil }
        return Double(times.count - 1) / (last - first)
    }

    /// Forgets every frame (after the window was hidden, say).
    package mutating func reset() { times.removeAll(keepingCapacity: true) }
}

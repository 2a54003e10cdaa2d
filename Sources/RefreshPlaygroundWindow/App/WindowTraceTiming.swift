import RefreshCore
import RefreshPlayground
import RefreshSDL

/// The members the window's trace adds after `t` (docs/replay.md): `"wall"`, real seconds since the
/// window opened; `"presented"`, when the frame's present returned on CLOCK_MONOTONIC (seconds,
/// comparable with another process's readings, such as a benchmark sending input); and, on frames
/// that show input, `"latency"`, milliseconds from the arrival of the oldest input the frame shows
/// to `presented` (`FrameTimingLog`).
enum WindowTraceTiming {
    /// `wall`, then `presented` and `latency` of `frame` (the frame just presented; nil: none).
    static func members(wall: Double, frame: FrameTimingLog.Frame?) -> [(key: String, value: JSONValue)] {
        var members: [(key: String, value: JSONValue)] = [("wall", TraceFormat.number(wall))]
        guard let frame else { return members }
        members.append(("presented", .number((frame.presented * 1_000_000).rounded() / 1_000_000)))
        if let latency = frame.latencyMilliseconds {
            members.append(("latency", .number((latency * 1000).rounded() / 1000)))
        }
        return members
    }
}

import Foundation
import RefreshCore
import RefreshPlayground

/// The lines of a window trace (`--trace`) the latency benchmark reads: when each frame was
/// presented, its latency, its offset, and what moved.
struct WindowTraceFrame: Equatable {
    /// `presented`: CLOCK_MONOTONIC seconds.
    var presented: Double
    /// `latency` in milliseconds, nil on frames that show no input.
    var latency: Double?
    /// `offset.y`.
    var offsetY: Double
    /// `decelerating`.
    var decelerating: Bool
    /// `header.state`, nil without a header.
    var headerState: String?

    /// The frames of a trace file's text; lines without `presented` (or not JSON) are skipped.
    static func frames(inTrace text: String) -> [WindowTraceFrame] {
        text.split(separator: "\n").compactMap { line in
            guard let value = try? JSONValue.parse(Array(line.utf8)), let d = value.dictionary,
                case let .number(presented)? = d["presented"],
                case let .object(offset)? = d["offset"],
                case let .number(y)? = offset.first(where: { $0.key == "y" })?.value
            else { return nil }
            var frame = WindowTraceFrame(
                presented: presented, latency: nil, offsetY: y, decelerating: d["decelerating"] == .bool(true),
                headerState: nil)
            if case let .number(latency)? = d["latency"] { frame.latency = latency }
            if case let .string(state)? = d["header"]?.dictionary?["state"] { frame.headerState = state }
            return frame
        }
    }
}

/// What the first frame showing a sent input must show.
enum LatencyExpectation: Equatable {
    /// `offset.y` at least this (content dragged up).
    case offsetAtLeast(Double)
    /// `offset.y` at most this (content dragged down).
    case offsetAtMost(Double)
    /// `offset.y` other than in the last frame presented before the send.
    case offsetChanged
}

/// One input sent from outside: when (CLOCK_MONOTONIC seconds) and what shows it.
struct SentInput: Equatable {
    var sent: Double
    var expect: LatencyExpectation
}

enum LatencyMatcher {
    /// Milliseconds from each send to the present of the first frame after it that shows it
    /// (`frames` in present order); sends no frame shows are left out.
    static func latencies(of sends: [SentInput], in frames: [WindowTraceFrame]) -> [Double] {
        sends.compactMap { input in
            let before = frames.last { $0.presented <= input.sent }?.offsetY
            let shown = frames.first { frame in
                guard frame.presented > input.sent else { return false }
                switch input.expect {
                case let .offsetAtLeast(y): return frame.offsetY >= y - 0.01
                case let .offsetAtMost(y): return frame.offsetY <= y + 0.01
                case .offsetChanged: return before.map { frame.offsetY != $0 } ?? true
                }
            }
            return shown.map { ($0.presented - input.sent) * 1000 }
        }
    }

    /// Milliseconds between consecutive frames that both satisfy `during` (a fling, a refresh).
    static func intervals(in frames: [WindowTraceFrame], during: (WindowTraceFrame) -> Bool) -> [Double] {
        zip(frames, frames.dropFirst()).compactMap { a, b in
            during(a) && during(b) ? (b.presented - a.presented) * 1000 : nil
        }
    }
}

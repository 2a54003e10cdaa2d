import RefreshCore
import RefreshPlayground
import RefreshTesting

/// The line replay and the window print after writing an animation: where, what, how long, how
/// big, and when the frame memory ran out, what to do about it.
enum AnimationReport {
    /// "animation: 'path' (GIF, 42 frames, 3.52 s, 118 KB)", with the frame limit's advice when
    /// `capture` was full.
    static func line(_ capture: AnimatedCapture, path: String, end: Double?, bytes: Int) -> String {
        let seconds = JSONValue.numberText((capture.duration(end: end) * 100).rounded() / 100)
        var line =
            "animation: \(EchoedText.path(path)) (\(capture.format.rawValue), \(capture.shownFrames.count) frames, "
            + "\(seconds) s, \((bytes + 1023) / 1024) KB)"
        if capture.isFull {
            line +=
                "; it stops where its frames filled \(capture.byteLimit >> 20) MB: a smaller --animation-scale "
                + "or --animation-fps records longer"
        }
        return line
    }
}

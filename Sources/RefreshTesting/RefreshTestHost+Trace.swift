import RefreshCore

extension RefreshTestHost {
    /// The trace line of the current state as frame `frame` at `time` (what `trace` keeps for
    /// each frame): one JSON object, numbers rounded to three decimals. Each control's `events`
    /// are its threshold events since the previous line, which this call takes: the host calls it
    /// once per frame.
    ///
    /// - Parameters:
    ///   - frame: The frame number the line names.
    ///   - time: The time the line names, in seconds.
    /// - Returns: The line, without a newline.
    public func traceLine(frame: Int, time: Double) -> String {
        FrameTrace.object(root: root, scrollView: scrollView, frame: frame, time: time).serialized()
    }
}

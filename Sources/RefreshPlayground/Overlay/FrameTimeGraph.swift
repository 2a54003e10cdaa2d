import RefreshCore

/// The HUD's graph of the recent frame times: one bar per interval between presents, newest on the
/// right, scaled so the frame interval (the faint line) is half the graph's height; a bar more than
/// 2 ms off the interval is drawn in the highlight colour, one beyond twice the interval is cut at
/// the top. Steady pacing reads as an even row of bars touching the line.
enum FrameTimeGraph {
    /// The graph's height in points.
    static let height = 28.0
    /// The space between the HUD's last line and the graph.
    static let gap = 4.0
    /// The width of one bar and its gap, in points.
    static let barPitch = 2.0
    /// How far from the frame interval a bar may be (milliseconds) before it is highlighted: the
    /// pacing target's tolerance.
    static let tolerance = 2.0

    /// Draws `times` (milliseconds, oldest first) in `rect` against `target` (milliseconds; when nil,
    /// the longest time shown is half the height). Only the newest bars that fit are drawn.
    static func render(times: [Double], target: Double?, in rect: Rect, canvas: Canvas) {
        guard rect.width >= barPitch, rect.height > 0 else { return }
        canvas.fill(rect, color: OverlayStyle.hudGraphBackground)
        let reference = target ?? times.max() ?? 1
        guard reference > 0, reference.isFinite else { return }
        let fit = Int(rect.width / barPitch)
        let shown = times.suffix(fit)
        var x = rect.maxX - Double(shown.count) * barPitch
        for t in shown {
            let h = min(rect.height, (t / (2 * reference) * rect.height).rounded())
            let off = target.map { abs(t - $0) > tolerance } ?? false
            canvas.fill(
                Rect(x: x, y: rect.maxY - h, width: barPitch - 1, height: h),
                color: off ? OverlayStyle.hudHighlight : OverlayStyle.hudValue)
            x += barPitch
        }
        canvas.fill(
            Rect(x: rect.minX, y: (rect.midY).rounded(), width: rect.width, height: 1), color: OverlayStyle.hudGraphLine
        )
    }
}

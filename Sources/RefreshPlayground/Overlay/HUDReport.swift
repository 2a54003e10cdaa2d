import Foundation
import RefreshCore

/// The text of the HUD for one frame: lines of fixed-width fields (drawn monospaced, so numbers do
/// not jitter as they change), each line a run of segments that differ only in colour.
///
/// ```
/// header.normal
/// lang en   speed 1×   paused
/// fps  60.0   cpu  2.31 ms
/// latency   12.4  p50 10.2  p99 17.9 ms
/// repaint   6.4 %
/// offset   x     0.0 y  -112.3
/// velocity x       0 y    -523
/// scroll   dragging
/// inset    t 0 l 0 b 0 r 0
/// content  390 × 1100
///          state        pull calls event
/// header   pulling     112 %     0 armed
/// footer   idle          0 %     0 —         hidden
/// said     Loaded 5 items
/// ```
///
/// The status line says `still` while motion is reduced; `said` is the last announcement;
/// `latency` is input to present (`FrameTimingLog`): the last input's, then p50 and p99 of the recent ones. Below the lines the HUD graphs the recent
/// frame times (`frameTimes`) against the frame interval (`frameTarget`).
package struct HUDReport: Equatable {
    /// What a segment is, which decides its colour.
    package enum Role: Equatable {
        /// The example's ID, bold.
        case title
        /// What a number is ("offset", "x").
        case label
        /// A number or a state at rest.
        case value
        /// Something to notice: a state other than idle, "paused", "hidden".
        case highlight
    }

    /// A run of text in one colour.
    package struct Segment: Equatable {
        /// The characters, spaces included (they keep the columns).
        package var text: String
        /// What the text is, which decides its colour.
        package var role: Role
    }

    /// One line of the HUD.
    package struct Line: Equatable {
        /// The runs of the line, left to right.
        package var segments: [Segment]
        /// The line as plain text.
        package var text: String { segments.map(\.text).joined() }
    }

    /// The lines, top to bottom.
    package let lines: [Line]
    /// The recent intervals between presents, oldest first, in milliseconds (graphed under the lines).
    package let frameTimes: [Double]
    /// The frame interval the window paces to, in milliseconds; nil when unknown.
    package let frameTarget: Double?

    /// The plain text of every line, joined with line breaks.
    package var text: String { lines.map(\.text).joined(separator: "\n") }

    /// Width of the first column (the labels).
    static let labelWidth = 9

    /// The report for `scene` as it is now, with the window's `stats`.
    package init(scene: PlaygroundScene, stats: FrameStats) {
        let sv = scene.scrollView
        var lines: [Line] = []
        func line(_ parts: (String, Role)...) {
            lines.append(Line(segments: parts.map { Segment(text: $0.0, role: $0.1) }))
        }
        func label(_ s: String) -> String {
            s.padding(toLength: max(s.count, Self.labelWidth), withPad: " ", startingAt: 0)
        }

        line((scene.example.id, .title))
        if scene.scrollViews.count > 1 {
            // A split example: the values below are the focused list's.
            line(
                (label("focus"), .label),
                ("list \(scene.focusIndex + 1) of \(scene.scrollViews.count)", .value))
        }
        var status: [Segment] = [
            Segment(text: "lang ", role: .label), Segment(text: scene.localizer.language.code, role: .value),
            Segment(text: "   speed ", role: .label), Segment(text: Self.speed(stats.speed), role: .value),
        ]
        if stats.isPaused { status.append(Segment(text: "   paused", role: .highlight)) }
        if scene.context.reducesMotion { status.append(Segment(text: "   still", role: .highlight)) }
        lines.append(Line(segments: status))
        line(
            ("fps ", .label), (Self.fixed(stats.framesPerSecond, decimals: 1, width: 5), .value),
            ("   cpu ", .label), (Self.fixed(stats.lastFrameCPUMilliseconds, decimals: 2, width: 5), .value),
            (" ms", .label))
        line(
            (label("latency"), .label), (Self.fixed(stats.latency?.last, decimals: 1, width: 5), .value),
            ("  p50", .label), (Self.fixed(stats.latency?.p50, decimals: 1, width: 5), .value),
            ("  p99", .label), (Self.fixed(stats.latency?.p99, decimals: 1, width: 5), .value),
            (" ms", .label))
        line(
            (label("repaint"), .label), (Self.fixed(stats.lastFrameRepaintedPercent, decimals: 1, width: 5), .value),
            (" %", .label))
        let offset = sv.presentationContentOffset, velocity = sv.velocity
        line(
            (label("offset") + "x", .label), (Self.fixed(offset.x, decimals: 1, width: 8), .value),
            (" y", .label), (Self.fixed(offset.y, decimals: 1, width: 8), .value))
        line(
            (label("velocity") + "x", .label), (Self.fixed(velocity.x, decimals: 0, width: 8), .value),
            (" y", .label), (Self.fixed(velocity.y, decimals: 0, width: 8), .value))
        line((label("scroll"), .label), (Self.motion(of: sv), .value))
        let inset = sv.adjustedContentInset
        line(
            (label("inset") + "t ", .label), (Self.compact(inset.top), .value), (" l ", .label),
            (Self.compact(inset.left), .value),
            (" b ", .label), (Self.compact(inset.bottom), .value), (" r ", .label), (Self.compact(inset.right), .value))
        line(
            (label("content"), .label),
            (Self.compact(sv.contentSize.width) + " × " + Self.compact(sv.contentSize.height), .value))

        let components = RefreshTarget.allCases.compactMap { target in scene.component(target).map { (target, $0) } }
        if !components.isEmpty {
            line(
                (label("") + "state".padding(toLength: 11, withPad: " ", startingAt: 0) + "  pull calls event", .label))
            for (target, c) in components {
                var segments = [
                    Segment(text: label(target.rawValue), role: .label),
                    Segment(
                        text: c.state.rawValue.padding(
                            toLength: max(11, c.state.rawValue.count), withPad: " ", startingAt: 0),
                        role: c.state == .idle ? .value : .highlight),
                    Segment(text: Self.percent(c.pullingPercent), role: .value),
                    Segment(text: Self.fixed(Double(c.handlerCallCount), decimals: 0, width: 6), role: .value),
                    Self.thresholdEvent(c.lastThresholdEvent),
                ]
                if c.isHidden { segments.append(Segment(text: " hidden", role: .highlight)) }
                lines.append(Line(segments: segments))
            }
        }
        if let said = scene.context.announcer.last?.text {
            line((label("said"), .label), (EchoedText.escaped(said, limit: Self.announcementWidth - 1), .value))
        }
        self.lines = lines
        frameTimes = stats.frameIntervalsMilliseconds
        frameTarget = stats.targetFrameMilliseconds
    }

    // MARK: Formatting

    /// `value` with `decimals` decimals, right-aligned in `width` characters; "—" when unknown or
    /// not finite; never "-0".
    static func fixed(_ value: Double?, decimals: Int, width: Int) -> String {
        guard let value, value.isFinite else { return leftPad("—", width) }
        let scale = pow(10, Double(decimals))
        let rounded = (value * scale).rounded() / scale
        return leftPad(String(format: "%.\(decimals)f", rounded == 0 ? 0 : rounded), width)
    }

    /// A pull percentage as the HUD shows it: `1.123` → `" 112 %"` (six characters).
    static func percent(_ fraction: Double) -> String {
        fixed(fraction.isFinite ? fraction * 100 : nil, decimals: 0, width: 4) + " %"
    }

    /// The last threshold event of a control (`armed`, `disarmed`, `triggered`, `—` before the
    /// first), after a space, padded to the longest, so the panel keeps its width as events come.
    /// Armed is highlighted: releasing now refreshes.
    static func thresholdEvent(_ event: ThresholdEvent?) -> Segment {
        let longest = ThresholdEvent.allCases.map(\.rawValue.count).max() ?? 0
        return Segment(
            text: " " + (event?.rawValue ?? "—").padding(toLength: longest, withPad: " ", startingAt: 0),
            role: event == .armed ? .highlight : .value)
    }

    /// The most characters of an announcement the HUD shows ("…" included), so the panel keeps a
    /// sensible width.
    static let announcementWidth = 30

    /// A speed factor without trailing zeros: `1×`, `0.5×`, `0.25×`, `0.1×`.
    static func speed(_ factor: Double) -> String {
        guard factor.isFinite else { return "—" }
        var s = String(format: "%.2f", factor)
        while s.hasSuffix("0") { s.removeLast() }
        if s.hasSuffix(".") { s.removeLast() }
        return s + "×"
    }

    /// A size or inset: whole numbers without a fraction, others with one decimal.
    static func compact(_ value: Double) -> String {
        guard value.isFinite else { return "—" }
        let tenth = (value * 10).rounded() / 10
        if tenth == tenth.rounded() { return String(format: "%.0f", tenth == 0 ? 0 : tenth) }
        return String(format: "%.1f", tenth)
    }

    /// What moves the scroll view: a drag, momentum or a bounce, an animated scroll (or a refresh
    /// control's animated reveal or end), a resting touch.
    static func motion(of sv: ScrollView) -> String {
        if sv.isDragging { return "dragging" }
        if sv.isDecelerating { return "decelerating" }
        if sv.isScrollAnimating || sv.isBoundsOriginAnimating { return "animating" }
        if sv.isTracking { return "touching" }
        return "at rest"
    }

    private static func leftPad(_ s: String, _ width: Int) -> String {
        s.count >= width ? s : String(repeating: " ", count: width - s.count) + s
    }
}

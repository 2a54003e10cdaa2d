import RefreshCore

/// The tuning panel (K): the scene's `FeelTuning` drawn as the HUD draws, an opaque dark panel in
/// a monospaced font with the HUD's colours (`OverlayStyle`), shrinking to fit a small window. It
/// sits at the bottom left over a header (or no control), at the top left over a footer or a
/// trailer, away from the edge being pulled. One row per value: its name, the value now (a `*`
/// after one the panel changed) and its range; the selected row in the highlight colour.
package final class TuningPanel {
    /// Draws the lines; its corner is the panel's.
    private let renderer: HUD

    /// A panel measuring its text with `textMeasurer` (the window's text renderer).
    package init(textMeasurer: TextMeasurer) { renderer = HUD(textMeasurer: textMeasurer) }

    /// Draws the panel for `scene` over whatever `canvas` holds; nothing while it is closed.
    package func render(scene: PlaygroundScene, in canvas: Canvas, viewport: Size) {
        guard scene.tuning.isOpen else { return }
        let target = scene.tuning.activeControl(in: scene)?.target
        renderer.corner = target == nil || target == .header ? .bottomLeft : .topLeft
        renderer.render(Self.report(for: scene), in: canvas, viewport: viewport)
    }

    /// The panel's lines for `scene`.
    static func report(for scene: PlaygroundScene) -> HUDReport {
        let tuning = scene.tuning
        var lines: [HUDReport.Line] = []
        func line(_ parts: (String, HUDReport.Role)...) {
            lines.append(HUDReport.Line(segments: parts.map { HUDReport.Segment(text: $0.0, role: $0.1) }))
        }
        let active = tuning.activeControl(in: scene)
        let owner = active.map { "\($0.target.rawValue) \(String(describing: type(of: $0.control)))" } ?? "no control"
        line(("feel", .title), ("  \(owner)", .label))
        line(("↑↓ select  ←→ change", .label))
        line(("Enter Swift  R reset  K close", .label))
        let rows = tuning.rows(in: scene)
        let height = tuning.controlHeight(in: scene)
        for (i, value) in rows.enumerated() {
            let selected = i == tuning.selection
            let now = tuning.current(value, in: scene)
            var text = value.literal(now)
            if now == nil {
                text = value.nilMeaning == .controlHeight ? "\(value.literal(height)) (hold)" : "none"
            } else if !value.unit.isEmpty {
                text += " " + value.unit
            }
            if case let .some(was) = tuning.original(value), value.literal(was) != value.literal(now) { text += " *" }
            line(
                ((selected ? "▸ " : "  ") + pad(value.label(for: active?.control), 13), selected ? .highlight : .label),
                (pad(text, 12), selected ? .highlight : .value),
                (value.rangeText, .label))
        }
        return HUDReport(lines: lines)
    }

    private static func pad(_ s: String, _ width: Int) -> String {
        s.count >= width ? s + " " : s + String(repeating: " ", count: width - s.count)
    }
}

extension HUDReport {
    /// A report of ready-made lines (the tuning panel's), with no frame-time graph.
    init(lines: [Line]) {
        self.lines = lines
        frameTimes = []
        frameTarget = nil
    }
}

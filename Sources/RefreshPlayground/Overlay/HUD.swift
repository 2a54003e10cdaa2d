import RefreshCore

/// A corner of the window.
package enum HUDCorner: CaseIterable, Sendable {
    case topLeft, topRight, bottomLeft, bottomRight
}

/// The heads-up display toggled with H: a compact opaque dark panel in a corner of the window
/// with the scene's live numbers (`HUDReport`) in a monospaced font. Its colours are its own, so it
/// reads the same over light and dark content. It takes at most the window's width less a margin
/// and half its height: in a small window the font shrinks (down to 7 pt), and lines that still do
/// not fit are cut at the panel's edge, so it never covers the whole list.
package final class HUD {
    /// Where the panel sits, and how big it is, for one report in one window.
    package struct Layout: Equatable {
        /// The panel in window points.
        package var panel: Rect
        /// The font the lines are drawn with (monospaced).
        package var font: Font
        /// The distance between lines, in points.
        package var lineHeight: Double
        /// How many lines (from the top) fit in the panel.
        package var visibleLineCount: Int
        /// Where the frame-time graph goes (`FrameTimeGraph`), under the lines; nil when the report
        /// has fewer than two frame times or the panel was cut.
        package var graph: Rect? = nil
    }

    /// Distance from the window's edges.
    static let margin = 8.0
    /// Distance from the panel's edges to the text.
    static let padding = 8.0
    /// Space added between lines, in points.
    static let leading = 2.0
    /// The largest share of the window's height the panel may take.
    static let maximumHeightFraction = 0.5

    /// Drawn only while true; the window flips it with H.
    package var isVisible = false
    /// The corner the panel sits in; bottom right by default, away from a pulled header.
    package var corner = HUDCorner.bottomRight
    let textMeasurer: TextMeasurer

    /// A HUD measuring its text with `textMeasurer` (the window's text renderer).
    package init(textMeasurer: TextMeasurer) {
        self.textMeasurer = textMeasurer
    }

    /// Shows a hidden HUD, hides a shown one.
    package func toggle() { isVisible.toggle() }

    /// The panel for `report` in a window of `viewport`: the largest font from 11 pt down to 7 pt
    /// (half-point steps) at which every line fits the window's width less the margins and the
    /// lines fit half its height; at 7 pt the panel is cut to those limits.
    package func layout(for report: HUDReport, viewport: Size) -> Layout {
        let vw = viewport.width.sanitized(atLeast: 0)
        let vh = viewport.height.sanitized(atLeast: 0)
        let availableWidth = max(0, vw - 2 * Self.margin)
        let availableHeight = max(0, vh * Self.maximumHeightFraction)
        let longest = report.lines.map(\.text).max { $0.count < $1.count } ?? ""
        let graphs = report.frameTimes.count >= 2
        let graphHeight = graphs ? FrameTimeGraph.gap + FrameTimeGraph.height : 0
        var size = OverlayStyle.hudFontSize
        var measured: (width: Double, height: Double, line: Double)
        repeat {
            let font = Font.monospaced(size)
            let line = textMeasurer.size(of: "0", font: font).height.rounded(.up) + Self.leading
            // Monospaced: the line with the most characters is the widest (bold has the same advance).
            let width = textMeasurer.size(of: longest, font: font).width.rounded(.up) + 2 * Self.padding
            measured = (width, Double(report.lines.count) * line - Self.leading + 2 * Self.padding + graphHeight, line)
            if measured.width <= availableWidth && measured.height <= availableHeight { break }
            size -= 0.5
        } while size >= OverlayStyle.hudMinimumFontSize
        size = max(size, OverlayStyle.hudMinimumFontSize)
        let width = min(measured.width, availableWidth), height = min(measured.height, availableHeight)
        let x = corner == .topLeft || corner == .bottomLeft ? Self.margin : vw - Self.margin - width
        let y = corner == .topLeft || corner == .topRight ? Self.margin : vh - Self.margin - height
        let fitsGraph = graphs && height >= measured.height
        let textHeight = height - (fitsGraph ? graphHeight : 0)
        let visible =
            measured.line > 0 ? Int(((textHeight - 2 * Self.padding + Self.leading) / measured.line).rounded(.down)) : 0
        let graph =
            fitsGraph
            ? Rect(
                x: x + Self.padding, y: y + height - Self.padding - FrameTimeGraph.height,
                width: max(0, width - 2 * Self.padding), height: FrameTimeGraph.height) : nil
        return Layout(
            panel: Rect(x: x, y: y, width: width, height: height), font: .monospaced(size),
            lineHeight: measured.line, visibleLineCount: max(0, min(report.lines.count, visible)), graph: graph)
    }

    /// Draws the HUD for `scene` as it is now, with the window's `stats`, over whatever `canvas`
    /// holds; nothing while hidden. Call it every frame the window draws, after the scene.
    package func render(scene: PlaygroundScene, stats: FrameStats, in canvas: Canvas, viewport: Size) {
        guard isVisible else { return }
        render(HUDReport(scene: scene, stats: stats), in: canvas, viewport: viewport)
    }

    /// Draws `report`. Each line is drawn once per colour, the other colours' characters blanked
    /// out: in a monospaced font the runs then line up exactly at any scale.
    func render(_ report: HUDReport, in canvas: Canvas, viewport: Size) {
        let layout = layout(for: report, viewport: viewport)
        guard !layout.panel.isEmpty else { return }
        canvas.fill(
            layout.panel.insetBy(EdgeInsets(top: -1, left: -1, bottom: -1, right: -1)), color: OverlayStyle.hudBorder)
        canvas.fill(layout.panel, color: OverlayStyle.hudPanel)
        canvas.save()
        canvas.clip(to: layout.panel)
        let x = layout.panel.minX + Self.padding
        for (i, line) in report.lines.prefix(layout.visibleLineCount).enumerated() {
            let rect = Rect(
                x: x, y: layout.panel.minY + Self.padding + Double(i) * layout.lineHeight,
                width: max(0, layout.panel.maxX - x), height: layout.lineHeight)
            for role in [HUDReport.Role.title, .label, .value, .highlight]
            where line.segments.contains(where: { $0.role == role }) {
                let text = line.segments.map {
                    $0.role == role ? $0.text : String(repeating: " ", count: $0.text.count)
                }.joined()
                var font = layout.font
                if role == .title { font.weight = .bold }
                canvas.drawText(text, font: font, color: Self.color(of: role), in: rect, alignment: .left)
            }
        }
        if let graph = layout.graph {
            FrameTimeGraph.render(times: report.frameTimes, target: report.frameTarget, in: graph, canvas: canvas)
        }
        canvas.restore()
    }

    static func color(of role: HUDReport.Role) -> Color {
        switch role {
        case .title: return OverlayStyle.hudTitle
        case .label: return OverlayStyle.hudLabel
        case .value: return OverlayStyle.hudValue
        case .highlight: return OverlayStyle.hudHighlight
        }
    }
}

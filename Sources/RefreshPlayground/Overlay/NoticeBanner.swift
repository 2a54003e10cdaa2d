import RefreshCore

/// The window's word after a key (`KeyNotice`): a small dark panel across the middle of the window
/// (its text wrapped onto two lines, then shrunk, in a narrow window)
/// ("F5: already refreshing", "F: rows make room") shown for `shownFor` seconds of real time, then
/// faded out over `fadeFor`. In the HUD's colours and font, so it reads the same over every theme;
/// an overlay, so never in a capture's replay.
package final class NoticeBanner {
    /// Seconds the notice shows fully.
    static let shownFor = 1.5
    /// Seconds it then takes to fade out.
    static let fadeFor = 0.3
    static let font = Font.monospaced(12)
    static let padding = 8.0
    static let height = 28.0

    /// The words shown, nil before the first notice.
    package private(set) var text: String?
    private var shownAt = 0.0
    let textMeasurer: TextMeasurer

    /// A banner measuring its text with `textMeasurer` (the window's text renderer).
    package init(textMeasurer: TextMeasurer) { self.textMeasurer = textMeasurer }

    /// Shows `notice` from `time` (seconds of a monotonic clock), replacing one still shown.
    package func show(_ notice: KeyNotice, at time: Double) {
        text = notice.text
        shownAt = time
    }

    /// The banner's opacity at `time`: 1 while shown, falling to 0 over the fade, 0 after.
    package func alpha(at time: Double) -> Double {
        guard text != nil else { return 0 }
        let age = time - shownAt
        if age < Self.shownFor { return 1 }
        return max(0, 1 - (age - Self.shownFor) / Self.fadeFor)
    }

    /// True while the banner still shows at `time` (the window keeps drawing frames meanwhile).
    package func isVisible(at time: Double) -> Bool { alpha(at: time) > 0 }

    /// The notice fitted to a window of `viewport` by `TextFit`'s rule (two lines, then down to
    /// 75 %, then cut), and its panel: centred, as wide as the text, at most the window less 8 pt a
    /// side.
    package func layout(viewport: Size) -> (panel: Rect, fit: TextFit, lineHeight: Double) {
        let room = max(0, viewport.width - 16 - 2 * Self.padding)
        let fit = TextFit.fit(
            [TextFit.Text(text ?? "", font: Self.font)], length: room, maximumLines: 2, minimumScale: 0.75,
            measurer: textMeasurer)
        let font = fit.fonts.first ?? Self.font, lines = max(1, fit.lines.first?.count ?? 1)
        let lineHeight = textMeasurer.size(of: "0", font: font).height.rounded(.up)
        let width = min(fit.width.rounded(.up) + 2 * Self.padding, max(0, viewport.width - 16))
        let height = max(Self.height, Double(lines) * lineHeight + Self.padding)
        let panel = Rect(
            x: ((viewport.width - width) / 2).rounded(), y: ((viewport.height - height) / 2).rounded(),
            width: width, height: height)
        return (panel, fit, lineHeight)
    }

    /// Draws the notice as it looks at `time`; nothing once it has faded.
    package func render(in canvas: Canvas, viewport: Size, at time: Double) {
        let a = alpha(at: time)
        guard a > 0, let text else { return }
        let (panel, fit, lineHeight) = layout(viewport: viewport)
        let lines = fit.lines.first ?? [text], font = fit.fonts.first ?? Self.font
        canvas.save()
        canvas.multiplyAlpha(a)
        canvas.fill(panel.insetBy(EdgeInsets(top: -1, left: -1, bottom: -1, right: -1)), color: OverlayStyle.hudBorder)
        canvas.fill(panel, color: OverlayStyle.hudPanel)
        canvas.clip(to: panel)
        let top = panel.midY - lineHeight * Double(lines.count) / 2
        for (i, line) in lines.enumerated() {
            let rect = Rect(x: panel.minX, y: top + Double(i) * lineHeight, width: panel.width, height: lineHeight)
            canvas.drawText(line, font: font, color: OverlayStyle.hudValue, in: rect, alignment: .center)
        }
        canvas.restore()
    }
}

/// Text in a rectangle, as a minimal `UILabel`, fitted by `TextFit`'s rule: one line by default;
/// text wider than the label wraps at spaces onto up to `numberOfLines` lines (when they fit its
/// height), then shrinks, down to `minimumScaleFactor` of its font size (UILabel's
/// `adjustsFontSizeToFitWidth`), and what still does not fit is cut with "…" at its end (UILabel's
/// default tail truncation), or before its last `keptSuffixLength` characters. The lines are
/// centred as a block down the label. A refresh control fits its labels together (one size for a
/// header's title and time) and tells each what to show.
open class Label: View {
    /// The text shown (a refresh control's state title or last-updated time); changing it lays the label out again.
    public var text = "" { didSet { if text != oldValue { setNeedsLayout(); superview?.setNeedsLayout() } } }
    /// The font before any shrinking to fit; 17 pt regular by default.
    public var font = Font.system(17) { didSet { if font != oldValue { superview?.setNeedsLayout() } } }
    /// The colour of the text; black by default.
    public var textColor = Color.black
    /// Where each line sits across the label; left by default.
    public var alignment = TextAlignment.left
    /// How far the font may shrink (a fraction of its size, 0…1) before text that does not fit is
    /// cut with "…"; 1, the default, never shrinks. The refresh controls' labels use 0.75, so a long
    /// translation in a narrow window stays whole.
    public var minimumScaleFactor = 1.0 {
        didSet {
            minimumScaleFactor = minimumScaleFactor.isFinite ? min(max(minimumScaleFactor, 0.1), 1) : 1
            if minimumScaleFactor != oldValue { superview?.setNeedsLayout() }
        }
    }

    /// How many lines a long text may wrap onto (at least 1), as far as the label's height holds them.
    public var numberOfLines = 1 {
        didSet {
            numberOfLines = max(1, numberOfLines)
            if numberOfLines != oldValue { superview?.setNeedsLayout() }
        }
    }

    /// How many characters at the end of the text a cut keeps whole (0, the default: the text is cut
    /// at its end): a text too long even at the smallest font is cut before them instead, as a
    /// header's last-updated label keeps its time ("Last upd… Today 12:00").
    public var keptSuffixLength = 0 {
        didSet {
            keptSuffixLength = max(0, keptSuffixLength)
            if keptSuffixLength != oldValue { superview?.setNeedsLayout() }
        }
    }

    /// Creates a label with no frame yet; its superview sizes it, often with `sizeThatFits(_:)`.
    /// - Parameters:
    ///   - text: The text shown; empty by default.
    ///   - font: The font; 17 pt regular by default.
    ///   - color: The text colour; black by default.
    public init(text: String = "", font: Font = .system(17), color: Color = .black) {
        self.text = text
        self.font = font
        self.textColor = color
        super.init(frame: .zero)
    }

    private var measurer: TextMeasurer { window?.context.textMeasurer ?? Label.fallbackMeasurer }

    /// The measured size of the text as drawn (`displayedText` in `displayedFont`: the widest line
    /// and every line's height), with the window's measurer (an approximation off-window).
    public var textSize: Size {
        let (shownFont, lines) = fit()
        let m = measurer
        if lines.count == 1 { return m.size(of: lines[0], font: shownFont) }
        guard lines.count > 1 else { return m.size(of: text, font: shownFont) }
        let lineHeight = m.size(of: text, font: shownFont).height
        return Size(
            width: lines.map { m.size(of: $0, font: shownFont).width }.max() ?? 0,
            height: lineHeight * Double(lines.count))
    }

    /// The size of the whole text on one line in `font`, whatever the room offered (no wrapping or shrinking).
    /// - Parameter size: The room offered; ignored.
    /// - Returns: The measured size in points, with the window's measurer (an approximation off-window).
    open override func sizeThatFits(_ size: Size) -> Size { measurer.size(of: text, font: font) }

    private struct Fit: Equatable {
        var text: String
        var font: Font
        var size: Size
        var minimumScale: Double
        var lines: Int
        var kept: Int
    }
    private var fitted: (key: Fit, font: Font, lines: [String])?
    /// Room for the first one-line fit, made with the label: a label first drawn in a frame long
    /// after it was made (a cell that scrolls in, a row the list re-labels) allocates nothing then.
    private var firstFitLines: [String] = {
        var lines: [String] = []
        lines.reserveCapacity(1)
        return lines
    }()
    private var fitKey: Fit {
        Fit(
            text: text, font: font, size: frame.size, minimumScale: minimumScaleFactor, lines: numberOfLines,
            kept: keptSuffixLength)
    }

    /// Shows `lines` in `font` until the text, the font, the fitting settings or the frame's size
    /// change: what the control that placed the label fitted for it with `TextFit`, together with
    /// its other labels and in the room it gave them.
    package func show(_ lines: [String], font shownFont: Font) { fitted = (fitKey, shownFont, lines) }

    /// The font and lines as drawn: what the control that placed the label fitted for it, else
    /// `TextFit`'s rule across the label's width: the whole text on one line in `font` when it fits
    /// (or the label has no width yet); else wrapped onto as many lines as `numberOfLines` and the
    /// height allow; else in the largest font (in half points, not below `minimumScaleFactor`)
    /// where one of those fits; else at the smallest font, its last line cut with "…".
    private func fit() -> (font: Font, lines: [String]) {
        let width = frame.width
        guard width > 0, !text.isEmpty else { return (font, [text]) }
        let key = fitKey
        if let f = fitted, f.key == key { return (f.font, f.lines) }
        let m = measurer
        if numberOfLines == 1 && minimumScaleFactor >= 1 && keptSuffixLength == 0 {
            // The common case (list rows): one measurement when the text fits, as before wrapping existed.
            // The last fit's buffer is reused (nothing else holds it once `fitted` lets go), so a
            // reused cell's new text allocates nothing here.
            var lines = fitted.map(\.lines) ?? firstFitLines
            fitted = nil
            firstFitLines = []
            lines.removeAll(keepingCapacity: true)
            lines.append(m.truncatingTail(text, font: font, toFit: width))
            fitted = (key, font, lines)
            return (font, lines)
        }
        let fit = TextFit.fit(
            [TextFit.Text(text, font: font, keptSuffixLength: keptSuffixLength)], length: width,
            maximumLines: numberOfLines, across: frame.height, minimumScale: minimumScaleFactor, measurer: m)
        fitted = (key, fit.fonts[0], fit.lines[0])
        return (fit.fonts[0], fit.lines[0])
    }

    /// The text as drawn: the whole text when it fits (wrapped or shrunk if need be), else cut with
    /// "…" (at its end, or before its kept end); lines joined with line breaks.
    public var displayedText: String { fit().lines.joined(separator: "\n") }

    /// The font the text is drawn with: `font`, or smaller when the text had to shrink to fit.
    public var displayedFont: Font { fit().font }

    /// Draws the background, then the displayed lines in the displayed font, vertically centred as a
    /// block and aligned by `alignment`.
    /// - Parameter canvas: The surface to draw on.
    open override func draw(in canvas: Canvas) {
        super.draw(in: canvas)
        guard !text.isEmpty else { return }
        let rect = Rect(origin: presentationBoundsOrigin, size: presentationFrame.size)
        let (shownFont, lines) = fit()
        guard lines.count > 1 else {
            return canvas.drawText(lines.first ?? "", font: shownFont, color: textColor, in: rect, alignment: alignment)
        }
        let lineHeight = measurer.size(of: text, font: shownFont).height
        let top = rect.midY - lineHeight * Double(lines.count) / 2
        for (i, line) in lines.enumerated() {
            canvas.drawText(
                line, font: shownFont, color: textColor,
                in: Rect(x: rect.minX, y: top + Double(i) * lineHeight, width: rect.width, height: lineHeight),
                alignment: alignment)
        }
    }

    static let fallbackMeasurer = ApproximateTextMeasurer()
}

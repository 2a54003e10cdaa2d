/// A single line of text, as a minimal `UILabel`: text wider than the label first shrinks, down to
/// `minimumScaleFactor` of its font size (UILabel's `adjustsFontSizeToFitWidth`), then is cut at
/// its end with "…" (UILabel's default tail truncation).
open class Label: View {
    public var text = "" { didSet { if text != oldValue { setNeedsLayout(); superview?.setNeedsLayout() } } }
    public var font = Font.system(17) { didSet { if font != oldValue { superview?.setNeedsLayout() } } }
    public var textColor = Color.black
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

    public init(text: String = "", font: Font = .system(17), color: Color = .black) {
        self.text = text
        self.font = font
        self.textColor = color
        super.init(frame: .zero)
    }

    private var measurer: TextMeasurer { window?.context.textMeasurer ?? Label.fallbackMeasurer }

    /// The measured size of the text in the font it is drawn with (`displayedFont`), with the
    /// window's measurer (an approximation off-window).
    public var textSize: Size { measurer.size(of: text, font: displayedFont) }

    open override func sizeThatFits(_ size: Size) -> Size { measurer.size(of: text, font: font) }

    private struct Fit: Equatable {
        var text: String
        var font: Font
        var width: Double
        var minimumScale: Double
    }
    private var fitted: (key: Fit, font: Font, text: String)?

    /// The font and text as drawn: the whole text in `font` when it fits the label's width (or the
    /// label has no width yet); else in a font shrunk just enough (in half points, not below
    /// `minimumScaleFactor`), and if that is not enough, the longest start that fits followed by "…".
    private func fit() -> (font: Font, text: String) {
        let width = frame.width
        guard width > 0, !text.isEmpty else { return (font, text) }
        let key = Fit(text: text, font: font, width: width, minimumScale: minimumScaleFactor)
        if let f = fitted, f.key == key { return (f.font, f.text) }
        let m = measurer
        var shown = font
        let full = m.size(of: text, font: font).width
        if full > width + 0.5, minimumScaleFactor < 1, full > 0 {
            let smallest = font.size * minimumScaleFactor
            var size = max(smallest, (font.size * width / full * 2).rounded(.down) / 2)
            while size > smallest, m.size(of: text, font: Font(weight: font.weight, size: size)).width > width + 0.5 {
                size = max(smallest, size - 0.5)
            }
            shown = Font(weight: font.weight, size: size)
        }
        let result = (font: shown, text: m.truncatingTail(text, font: shown, toFit: width))
        fitted = (key, result.font, result.text)
        return result
    }

    /// The text as drawn: the whole text when it fits (shrunk if need be), else the longest start
    /// of it that fits followed by "…".
    public var displayedText: String { fit().text }

    /// The font the text is drawn with: `font`, or smaller when the text had to shrink to fit.
    public var displayedFont: Font { fit().font }

    open override func draw(in canvas: Canvas) {
        super.draw(in: canvas)
        guard !text.isEmpty else { return }
        let rect = Rect(origin: presentationBoundsOrigin, size: presentationFrame.size)
        let (shownFont, shownText) = fit()
        canvas.drawText(shownText, font: shownFont, color: textColor, in: rect, alignment: alignment)
    }

    nonisolated(unsafe) static let fallbackMeasurer = ApproximateTextMeasurer()
}

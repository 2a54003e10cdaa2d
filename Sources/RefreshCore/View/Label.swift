/// A single line of text, as a minimal `UILabel`: text wider than the label is cut at its end
/// with "…" (UILabel's default tail truncation).
open class Label: View {
    public var text = "" { didSet { if text != oldValue { setNeedsLayout(); superview?.setNeedsLayout() } } }
    public var font = Font.system(17) { didSet { if font != oldValue { superview?.setNeedsLayout() } } }
    public var textColor = Color.black
    public var alignment = TextAlignment.left

    public init(text: String = "", font: Font = .system(17), color: Color = .black) {
        self.text = text
        self.font = font
        self.textColor = color
        super.init(frame: .zero)
    }

    /// The measured size of the text with the window's measurer (an approximation off-window).
    public var textSize: Size {
        let measurer = window?.context.textMeasurer ?? Label.fallbackMeasurer
        return measurer.size(of: text, font: font)
    }

    open override func sizeThatFits(_ size: Size) -> Size { textSize }

    private var truncation: (text: String, font: Font, width: Double, result: String)?

    /// The text as drawn: the whole text when it fits the label's width (or the label has no width
    /// yet), else the longest start of it that fits followed by "…".
    public var displayedText: String {
        let width = frame.width
        guard width > 0, !text.isEmpty else { return text }
        if let t = truncation, t.text == text, t.font == font, t.width == width { return t.result }
        let measurer = window?.context.textMeasurer ?? Label.fallbackMeasurer
        let result = measurer.truncatingTail(text, font: font, toFit: width)
        truncation = (text, font, width, result)
        return result
    }

    open override func draw(in canvas: Canvas) {
        super.draw(in: canvas)
        guard !text.isEmpty else { return }
        let rect = Rect(origin: presentationBoundsOrigin, size: presentationFrame.size)
        canvas.drawText(displayedText, font: font, color: textColor, in: rect, alignment: alignment)
    }

    nonisolated(unsafe) static let fallbackMeasurer = ApproximateTextMeasurer()
}

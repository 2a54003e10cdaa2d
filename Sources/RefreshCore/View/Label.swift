/// A single line of text, as a minimal `UILabel`.
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

    open override func draw(in canvas: Canvas) {
        super.draw(in: canvas)
        guard !text.isEmpty else { return }
        let rect = Rect(origin: presentationBoundsOrigin, size: presentationFrame.size)
        canvas.drawText(text, font: font, color: textColor, in: rect, alignment: alignment)
    }

    nonisolated(unsafe) static let fallbackMeasurer = ApproximateTextMeasurer()
}

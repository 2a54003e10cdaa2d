/// One visible row: a title, an optional subtitle and a separator line. Cells are reused as
/// rows scroll in and out.
open class ListCell: View {
    public let titleLabel = Label(font: .system(17), color: CellColors.default.title)
    public let subtitleLabel = Label(font: .system(13), color: CellColors.default.subtitle)
    public var separatorColor = CellColors.default.separator
    public var contentInsetLeft = 16.0
    /// The row this cell shows now.
    public internal(set) var row = -1

    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundColor = CellColors.default.background
        addSubview(titleLabel)
        addSubview(subtitleLabel)
    }

    /// Shows `content`; a nil subtitle hides the second line.
    open func configure(with content: ListRowContent) {
        titleLabel.text = content.title
        subtitleLabel.text = content.subtitle ?? ""
        subtitleLabel.isHidden = content.subtitle == nil
        setNeedsLayout()
    }

    /// Takes `colors`: background, title, subtitle and separator (the list gives every cell its
    /// `cellColors`).
    open func apply(_ colors: CellColors) {
        backgroundColor = colors.background
        titleLabel.textColor = colors.title
        subtitleLabel.textColor = colors.subtitle
        separatorColor = colors.separator
    }

    open override func layoutSubviews() {
        let w = max(0, bounds.width - contentInsetLeft * 2)
        if subtitleLabel.isHidden {
            titleLabel.frame = Rect(x: contentInsetLeft, y: 0, width: w, height: bounds.height)
        } else {
            let h = bounds.height
            titleLabel.frame = Rect(x: contentInsetLeft, y: h * 0.14, width: w, height: h * 0.42)
            subtitleLabel.frame = Rect(x: contentInsetLeft, y: h * 0.54, width: w, height: h * 0.32)
        }
    }

    open override func draw(in canvas: Canvas) {
        super.draw(in: canvas)
        let o = presentationBoundsOrigin, s = presentationFrame.size
        let line = 1 / canvas.scale
        canvas.fill(Rect(x: o.x + contentInsetLeft, y: o.y + s.height - line, width: s.width - contentInsetLeft, height: line),
                    color: separatorColor)
    }
}

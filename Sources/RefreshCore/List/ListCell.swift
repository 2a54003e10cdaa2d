/// One visible row: a title, an optional subtitle and a separator line. Cells are reused as
/// rows scroll in and out.
open class ListCell: TwoLineCell {
    /// The colour of the one-pixel line along the cell's bottom edge.
    public var separatorColor = CellColors.default.separator
    /// The inset in points of the texts from both sides, and of the separator from the left edge.
    public var contentInsetLeft = 16.0
    /// The row this cell shows now.
    public internal(set) var row = -1

    /// An empty row with a 17 pt title; the list configures it with a row's content.
    /// - Parameter frame: The row's frame in its superview's coordinates; the list sets it when it lays the row out.
    public init(frame: Rect = .zero) {
        super.init(titleFont: .system(17), frame: frame)
    }

    /// Takes `colors`: background, title, subtitle and separator.
    /// - Parameter colors: The palette to show.
    open override func apply(_ colors: CellColors) {
        super.apply(colors)
        separatorColor = colors.separator
    }

    /// Fills the row with the title, or splits it between the title and the subtitle when there is one.
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

    /// Draws the row's background, then the separator along its bottom edge, one pixel thick at the canvas's scale.
    /// - Parameter canvas: The surface to draw on.
    open override func draw(in canvas: Canvas) {
        super.draw(in: canvas)
        let o = presentationBoundsOrigin, s = presentationFrame.size
        let line = 1 / canvas.scale
        canvas.fill(
            Rect(x: o.x + contentInsetLeft, y: o.y + s.height - line, width: s.width - contentInsetLeft, height: line),
            color: separatorColor)
    }
}

/// One visible item of a grid: an opaque white card with a coloured swatch band across its top,
/// the title centred below it and the subtitle, when there is one, under the title. Cells are
/// reused as items scroll in and out.
open class GridCell: TwoLineCell {
    /// The swatch colours, picked by item index in turn, so neighbouring cards differ (cards one
    /// line apart share a colour only when a line holds a multiple of the palette's 7 items).
    public static let swatchPalette: [Color] = [
        Color(r: 255, g: 59, b: 48),   // red
        Color(r: 255, g: 149, b: 0),   // orange
        Color(r: 255, g: 204, b: 0),   // yellow
        Color(r: 52, g: 199, b: 89),   // green
        Color(r: 48, g: 176, b: 199),   // teal
        Color(r: 0, g: 122, b: 255),   // blue
        Color(r: 175, g: 82, b: 222),   // purple
    ]
    /// Space between the card's edges and its swatch and texts.
    public static let padding = 8.0

    /// The item this cell shows now; -1 while it waits to be reused.
    public internal(set) var item = -1

    /// An empty card with a bold 15 pt title, both lines centred; the grid configures it with an
    /// item's content.
    /// - Parameter frame: The card's frame in its superview's coordinates; the grid sets it when it lays the item out.
    public init(frame: Rect = .zero) {
        super.init(titleFont: .bold(15), frame: frame)
        // Text never spills onto the neighbouring cards when items are small.
        clipsToBounds = true
        titleLabel.alignment = .center
        subtitleLabel.alignment = .center
    }

    /// The colour of the swatch for the item shown now.
    public var swatchColor: Color {
        let n = GridCell.swatchPalette.count
        return GridCell.swatchPalette[((item % n) + n) % n]
    }

    /// The swatch band in the cell's own coordinates: inside the padding, 45% of the inner height.
    public var swatchFrame: Rect { GridCell.swatchFrame(in: bounds.size) }

    private static func swatchFrame(in size: Size) -> Rect {
        let p = padding
        return Rect(x: p, y: p, width: max(0, size.width - 2 * p), height: max(0, (size.height - 2 * p) * 0.45))
    }

    /// Centres the title (and the subtitle, when shown) in the room below the swatch, inside the padding.
    open override func layoutSubviews() {
        let p = GridCell.padding
        let width = max(0, bounds.width - 2 * p)
        let top = swatchFrame.maxY + 4, bottom = max(top, bounds.height - p)
        let titleHeight = (titleLabel.font.size * 1.3).rounded(.up)
        let subtitleHeight = (subtitleLabel.font.size * 1.3).rounded(.up)
        let gap = 2.0
        let block = subtitleLabel.isHidden ? titleHeight : titleHeight + gap + subtitleHeight
        // The text block is centred in the room under the swatch (top-aligned when it does not fit).
        let y = top + max(0, (bottom - top - block) / 2)
        titleLabel.frame = Rect(x: p, y: y, width: width, height: titleHeight)
        subtitleLabel.frame = Rect(x: p, y: y + titleHeight + gap, width: width, height: subtitleHeight)
    }

    /// Draws the card's background, then the swatch band in the item's palette colour.
    /// - Parameter canvas: The surface to draw on, already translated to this cell's frame.
    open override func draw(in canvas: Canvas) {
        super.draw(in: canvas)
        let swatch = GridCell.swatchFrame(in: presentationFrame.size)
        guard !swatch.isEmpty else { return }
        let o = presentationBoundsOrigin
        canvas.fill(swatch.offsetBy(dx: o.x, dy: o.y), color: swatchColor)
    }
}

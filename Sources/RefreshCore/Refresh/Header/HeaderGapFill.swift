/// What fills the room a pulled header leaves above itself (``RefreshHeader/gapFill``): the whole
/// visible gap, from the top of the scroll view down to the header's bottom (down to the top of the
/// content, in the `behind` placement), takes the header's background instead of showing the
/// window's. It follows the pull, the hover while refreshing and the slide out, in every
/// ``RefreshPlacement``, and is drawn under the header's own content.
public enum HeaderGapFill: Sendable {
    /// One colour.
    case color(Color)
    /// A vertical gradient stretched over the whole fill: `top` at the top of the visible gap,
    /// `bottom` at the header's bottom; at rest, over the header alone.
    case verticalGradient(top: Color, bottom: Color)
    /// A picture that stretches with the pull (the stretchy header): see ``GapFillImageMode`` for
    /// how it is scaled, and `backdrop` for the room above it once it stops growing (nil: nothing,
    /// the window shows there).
    case image(Image, mode: GapFillImageMode = .stretch, backdrop: Color? = nil)

    /// The most a ``GapFillImageMode/stretch`` image is magnified past its own point size (2: each
    /// of its pixels at most twice as wide and tall as the image was made to be shown), unless
    /// more is needed to cover the header at rest. Past it the image stops growing: it stays
    /// anchored at the header's bottom and the room above it shows the backdrop.
    public static let maximumImageScale = 2.0
}

/// How a ``HeaderGapFill/image(_:mode:backdrop:)`` fill scales its image.
public enum GapFillImageMode: Sendable, CaseIterable {
    /// Aspect-fill over the whole fill, anchored at its bottom and centred across it: at rest it
    /// covers the header (its bottom part showing), and as the pull opens the gap it grows, keeping
    /// its aspect, until it is ``HeaderGapFill/maximumImageScale`` times its own size.
    case stretch
    /// The size that covers the header at rest (aspect-fill of the header's design bounds),
    /// anchored at the header's bottom and never scaled by the pull: a pull reveals more of it.
    case fixed
}

/// The view that draws a header's ``HeaderGapFill``: the header's first subview, placed by
/// `RefreshHeader.followGapFill()` over the gap and the header, under the header's content.
final class HeaderGapFillView: View {
    /// The fill drawn.
    var fill: HeaderGapFill?
    /// The header's design height: what a ``GapFillImageMode/fixed`` image covers, and the least
    /// any image is scaled to cover.
    var headerHeight = 0.0

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        name = "HeaderGapFill"
        isUserInteractionEnabled = false
        clipsToBounds = true
    }

    override func draw(in canvas: Canvas) {
        let b = Rect(origin: presentationBoundsOrigin, size: presentationFrame.size)
        guard b.width > 0, b.height > 0, let fill else { return }
        switch fill {
        case .color(let c):
            canvas.fill(b, color: c)
        case .verticalGradient(let top, let bottom):
            drawGradient(in: b, top: top, bottom: bottom, canvas: canvas)
        case .image(let image, let mode, let backdrop):
            let r = HeaderGapFillView.imageRect(
                imageSize: image.size, in: b, headerHeight: headerHeight, mode: mode)
            if let backdrop, r.minY > b.minY {
                canvas.fill(Rect(x: b.minX, y: b.minY, width: b.width, height: r.minY - b.minY), color: backdrop)
            }
            canvas.drawImage(image, in: r, rotation: 0, tint: nil)
        }
    }

    /// A band of one colour per run of device-pixel rows of the same colour (at most one per
    /// row), so a tall gap costs a few hundred fills at most.
    private func drawGradient(in b: Rect, top: Color, bottom: Color, canvas: Canvas) {
        let s = max(canvas.scale, 0.25)
        let rows = max(1, Int((b.height * s).rounded(.up)))
        func color(_ row: Int) -> Color { top.mixed(with: bottom, (Double(row) + 0.5) / Double(rows)) }
        var start = 0
        var current = color(0)
        for row in 1...rows {
            let next = row < rows ? color(row) : current
            if row < rows && next == current { continue }
            let y0 = b.minY + Double(start) / s
            let y1 = row == rows ? b.maxY : b.minY + Double(row) / s
            canvas.fill(Rect(x: b.minX, y: y0, width: b.width, height: y1 - y0), color: current)
            start = row
            current = next
        }
    }

    /// Where an image fill draws its image in `bounds`: aspect-fill of `bounds` (``GapFillImageMode/stretch``,
    /// at most ``HeaderGapFill/maximumImageScale`` times its size unless covering the header needs
    /// more) or of the header's bottom `headerHeight` points (``GapFillImageMode/fixed``), centred
    /// across and anchored at the bottom.
    /// - Parameters:
    ///   - imageSize: The image's size in points.
    ///   - bounds: The fill's bounds.
    ///   - headerHeight: The header's design height.
    ///   - mode: How the image scales.
    /// - Returns: The image's rectangle, in the fill's coordinates.
    static func imageRect(imageSize: Size, in bounds: Rect, headerHeight: Double, mode: GapFillImageMode) -> Rect {
        guard imageSize.width > 0, imageSize.height > 0 else { return Rect(origin: bounds.origin, size: .zero) }
        let cover = max(bounds.width / imageSize.width, min(headerHeight, bounds.height) / imageSize.height)
        let scale: Double
        switch mode {
        case .fixed: scale = cover
        case .stretch:
            let fill = max(bounds.width / imageSize.width, bounds.height / imageSize.height)
            scale = min(fill, max(cover, HeaderGapFill.maximumImageScale))
        }
        let w = imageSize.width * scale, h = imageSize.height * scale
        return Rect(x: bounds.minX + (bounds.width - w) / 2, y: bounds.maxY - h, width: w, height: h)
    }
}

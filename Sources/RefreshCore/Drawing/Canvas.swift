/// How text is placed horizontally inside its rectangle.
public enum TextAlignment: Sendable {
    /// Text starts at the rect's left edge, is centred in it, or ends at its right edge.
    case left, center, right
}

/// The drawing surface views render into. Coordinates are points in the current space;
/// `save`/`restore` bracket changes to the translation, clip and opacity.
///
/// The SDL layer implements it for windows and for headless surfaces; tests may record calls.
@MainActor
public protocol Canvas: AnyObject {
    /// Pixels per point of the target.
    var scale: Double { get }
    /// Pushes the current translation, clip and opacity so a later `restore()` brings them back.
    func save()
    /// Pops the state the matching `save()` pushed.
    func restore()
    /// Moves the origin of later drawing by `offset`.
    /// - Parameter offset: The displacement in points, in the current space.
    func translate(by offset: Point)
    /// Intersects the clip with `rect` (in the current space).
    /// - Parameter rect: The area later drawing is limited to, in points.
    func clip(to rect: Rect)
    /// Multiplies the opacity of later drawing by `alpha`.
    /// - Parameter alpha: The factor, 0 (invisible) ... 1 (unchanged).
    func multiplyAlpha(_ alpha: Double)
    /// The opacity later drawing gets (the product of every `multiplyAlpha` in force).
    var currentAlpha: Double { get }
    /// The current clip in the current space, for culling.
    var clipBounds: Rect { get }

    /// Fills a rectangle with a colour, blended with the current opacity and cut to the clip.
    /// - Parameters:
    ///   - rect: The area to fill, in points in the current space.
    ///   - color: The fill colour; its alpha is multiplied by `currentAlpha`.
    func fill(_ rect: Rect, color: Color)
    /// Draws `text` on one line, vertically centred in `rect` and aligned as asked, then turned by
    /// `rotation` radians clockwise on screen about the rect's centre (as `drawImage` turns images).
    ///
    /// The text is laid out in `rect` exactly as upright text is and the result is turned, so for a
    /// quarter turn pass the rect as it is before turning: a line meant to run down a column `w` wide
    /// and `h` tall is drawn in a rect `h` wide and `w` tall with the column's centre, and `.left`
    /// alignment then puts the start of the text at the top (`rotation` π/2) or at the bottom (−π/2).
    /// A rotation of 0 (or a whole turn) draws exactly what upright text draws.
    /// - Parameters:
    ///   - text: The line to draw; it is not wrapped or truncated here.
    ///   - font: The weight, size in points and design.
    ///   - color: The text colour; its alpha is multiplied by `currentAlpha`.
    ///   - rect: The rectangle the text is laid out in, in points, before turning.
    ///   - alignment: Where the line sits horizontally in `rect`.
    ///   - rotation: The clockwise turn in radians about the rect's centre.
    func drawText(_ text: String, font: Font, color: Color, in rect: Rect, alignment: TextAlignment, rotation: Double)
    /// Draws `image` into `rect`, rotated by `rotation` radians about the rect's centre. What is drawn
    /// is `image.rendition(size: rect.size, scale: scale, rotation: rotation)`: a bitmap made for
    /// the rect's pixel size (artwork, a matching representation) unscaled on whole pixels, any
    /// other bitmap stretched into the rect.
    /// - Parameters:
    ///   - image: The bitmap, representations or artwork to draw.
    ///   - rect: The destination in points, in the current space.
    ///   - rotation: The clockwise turn in radians about the rect's centre (a refresh arrow's flip,
    ///     a spinner's step).
    ///   - tint: Nil to draw the pixels as they are; otherwise their colour channels are multiplied by
    ///     the tint's and their alpha by its alpha (template images are white, so they take its colour).
    func drawImage(_ image: Image, in rect: Rect, rotation: Double, tint: Color?)
    /// Fills the inside of `path` (by `rule`) with `color`, antialiased, blended with the current
    /// opacity, in the current translation and cut to the clip. A path that is empty or not finite
    /// draws nothing.
    /// - Parameters:
    ///   - path: The outline, in points in the current space; open subpaths are closed for filling.
    ///   - color: The fill colour; its alpha is multiplied by `currentAlpha`.
    ///   - rule: Which points a self-crossing or nested outline counts as inside.
    func fill(_ path: Path, color: Color, rule: FillRule)
    /// Strokes the outline of `path` with `color` as `style` says (width, caps, joins, dashes),
    /// antialiased, blended with the current opacity, in the current translation and cut to the
    /// clip. A path that is empty or not finite, or an invalid style, draws nothing.
    /// - Parameters:
    ///   - path: The outline, in points in the current space.
    ///   - color: The stroke colour; its alpha is multiplied by `currentAlpha`.
    ///   - style: The width, caps, joins and dash pattern, in points.
    func stroke(_ path: Path, color: Color, style: StrokeStyle)
}

extension Canvas {
    /// Fills `path` with the non-zero rule: `fill(_:color:rule:)` with `.nonZero`.
    /// - Parameters:
    ///   - path: The outline, in points in the current space.
    ///   - color: The fill colour; its alpha is multiplied by `currentAlpha`.
    public func fill(_ path: Path, color: Color) { fill(path, color: color, rule: .nonZero) }

    /// Draws `text` upright: `drawText(_:font:color:in:alignment:rotation:)` with a rotation of 0.
    /// - Parameters:
    ///   - text: The line to draw.
    ///   - font: The weight, size in points and design.
    ///   - color: The text colour.
    ///   - rect: The rectangle the line is vertically centred in, in points.
    ///   - alignment: Where the line sits horizontally in `rect`.
    public func drawText(_ text: String, font: Font, color: Color, in rect: Rect, alignment: TextAlignment) {
        drawText(text, font: font, color: color, in: rect, alignment: alignment, rotation: 0)
    }
}

/// How text is placed horizontally inside its rectangle.
public enum TextAlignment: Sendable {
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
    func save()
    func restore()
    /// Moves the origin of later drawing by `offset`.
    func translate(by offset: Point)
    /// Intersects the clip with `rect` (in the current space).
    func clip(to rect: Rect)
    /// Multiplies the opacity of later drawing by `alpha`.
    func multiplyAlpha(_ alpha: Double)
    /// The opacity later drawing gets (the product of every `multiplyAlpha` in force).
    var currentAlpha: Double { get }
    /// The current clip in the current space, for culling.
    var clipBounds: Rect { get }

    func fill(_ rect: Rect, color: Color)
    /// Draws `text` on one line, vertically centred in `rect` and aligned as asked, then turned by
    /// `rotation` radians clockwise on screen about the rect's centre (as `drawImage` turns images).
    ///
    /// The text is laid out in `rect` exactly as upright text is and the result is turned, so for a
    /// quarter turn pass the rect as it is before turning: a line meant to run down a column `w` wide
    /// and `h` tall is drawn in a rect `h` wide and `w` tall with the column's centre, and `.left`
    /// alignment then puts the start of the text at the top (`rotation` π/2) or at the bottom (−π/2).
    /// A rotation of 0 (or a whole turn) draws exactly what upright text draws.
    func drawText(_ text: String, font: Font, color: Color, in rect: Rect, alignment: TextAlignment, rotation: Double)
    /// Draws `image` into `rect`, rotated by `rotation` radians about the rect's centre. What is drawn
    /// is `image.rendition(size: rect.size, scale: scale, rotation: rotation)`: a bitmap made for
    /// the rect's pixel size (artwork, a matching representation) unscaled on whole pixels, any
    /// other bitmap stretched into the rect.
    func drawImage(_ image: Image, in rect: Rect, rotation: Double, tint: Color?)
}

extension Canvas {
    /// Draws `text` upright: `drawText(_:font:color:in:alignment:rotation:)` with a rotation of 0.
    public func drawText(_ text: String, font: Font, color: Color, in rect: Rect, alignment: TextAlignment) {
        drawText(text, font: font, color: color, in: rect, alignment: alignment, rotation: 0)
    }
}

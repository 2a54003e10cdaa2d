/// How text is placed horizontally inside its rectangle.
public enum TextAlignment: Sendable {
    case left, center, right
}

/// The drawing surface views render into. Coordinates are points in the current space;
/// `save`/`restore` bracket changes to the translation, clip and opacity.
///
/// The SDL layer implements it for windows and for headless surfaces; tests may record calls.
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
    /// Draws `text` on one line, vertically centred in `rect` and aligned as asked.
    func drawText(_ text: String, font: Font, color: Color, in rect: Rect, alignment: TextAlignment)
    /// Draws `image` stretched into `rect`, rotated by `rotation` radians about the rect's centre.
    func drawImage(_ image: Image, in rect: Rect, rotation: Double, tint: Color?)
}

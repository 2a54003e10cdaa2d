/// MJRefresh's pull-down arrow drawn in code: 16 × 40 pt, a thin shaft with an open chevron head,
/// pointing DOWN (the normal header turns it 180° to point up once releasing would refresh).
///
/// It is a white template on transparent pixels (anti-aliased edges in the alpha channel): draw it
/// with a tint, normally `Color.refreshLabel` (RGB 90, 90, 90) as `NormalHeader` does, so one image
/// serves any text colour. `Assets/arrow/arrow@1x.png` … `arrow@4x.png` are this drawing at scales 1…4.
///
/// The drawing is fitted to the pixel grid of each scale: the shaft is a whole number of pixels wide
/// (the stroke rounded, at least one) and starts and ends on pixel edges across, so at any whole
/// scale it is solid with no grey fringe; the even width keeps it centred, so a half turn (a flip)
/// leaves it exactly where it was.
public enum ArrowArtwork {
    /// The size in points.
    public static let size = Size(width: 16, height: 40)
    /// Stroke width of the shaft and head, in points.
    public static let lineWidth = 2.0

    /// The arrow at `scale` pixels per point: `round(16 × scale) × round(40 × scale)` pixels.
    /// - Parameter scale: Pixels per point; 2 by default, and 1 when not finite and positive.
    /// - Returns: A white arrow on transparent pixels, pointing down.
    public static func bitmap(scale: Double = 2) -> Bitmap {
        let s = scale.isFinite && scale > 0 ? scale : 1
        let w = max(1, Int((size.width * s).rounded())), h = max(1, Int((size.height * s).rounded()))
        var painter = BitmapPainter(width: w, height: h)
        painter.fill(shape(scale: s), color: .white)
        return painter.bitmap
    }

    /// The arrow as artwork drawn at whatever scale it is shown (see `Image`); `bitmap` is the
    /// drawing at `scale`.
    /// - Parameter scale: The base scale of the image's `bitmap`; 2 by default, and 2 when not finite and positive.
    /// - Returns: A 16 × 40 pt template image that `NormalHeader` draws tinted and turns to flip.
    public static func image(scale: Double = 2) -> Image {
        let base = scale.isFinite && scale > 0 ? scale : 2
        // The size and base scale are valid constants, so this cannot throw.
        return try! Image(size: size, name: "ArrowArtwork", baseScale: base) { s, _ in bitmap(scale: s) }
    }

    /// The arrow's outline in pixels at `scale` (shaft and chevron joined, so they blend once).
    /// - Parameter s: Pixels per point; the caller passes a finite, positive value.
    /// - Returns: The shape in the pixel coordinates of a `round(16 × s) × round(40 × s)` bitmap.
    public static func shape(scale s: Double) -> SDFShape {
        let width = Double(max(1, Int((size.width * s).rounded())))
        let stroke = max(1, (lineWidth * s).rounded())
        let left = ((width - stroke) / 2).rounded(.down)   // the shaft's left edge, on a pixel edge
        let cx = left + stroke / 2
        let r = stroke / 2
        let top = (2 * s).rounded(), tip = 38.5 * s
        let armDX = 5.75 * s, armDY = 6.5 * s
        let shaft = SDFShape.roundedRect(Rect(x: left, y: top, width: stroke, height: tip - top), cornerRadius: 0)
        let tipPoint = Point(x: cx, y: tip)
        let leftArm = SDFShape.capsule(from: tipPoint, to: Point(x: cx - armDX, y: tip - armDY), radius: r)
        let rightArm = SDFShape.capsule(from: tipPoint, to: Point(x: cx + armDX, y: tip - armDY), radius: r)
        return SDFShape.union([shaft, leftArm, rightArm])
    }
}

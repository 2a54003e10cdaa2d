/// MJRefresh's pull-down arrow drawn in code: 16 × 40 pt, a thin shaft with an open chevron head,
/// pointing DOWN (the normal header turns it 180° to point up once releasing would refresh). A
/// shorter arrow (`length`, as `NormalTrailer`'s 20 pt) keeps the same 2 pt stroke and head and
/// shortens only the shaft.
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

    /// The length of the shortest arrow drawn, in points: the head and a little shaft.
    public static let minimumLength = 12.0

    /// The arrow at `scale` pixels per point: `round(16 × scale) × round(length × scale)` pixels.
    /// - Parameters:
    ///   - scale: Pixels per point; 2 by default, and 1 when not finite and positive.
    ///   - length: The arrow's length in points; 40 (`size.height`) by default, at least
    ///     `minimumLength`, and 40 when not finite.
    /// - Returns: A white arrow on transparent pixels, pointing down.
    public static func bitmap(scale: Double = 2, length: Double = size.height) -> Bitmap {
        let s = scale.isFinite && scale > 0 ? scale : 1
        let l = checked(length)
        let w = max(1, Int((size.width * s).rounded())), h = max(1, Int((l * s).rounded()))
        var painter = BitmapPainter(width: w, height: h)
        painter.fill(shape(scale: s, length: l), color: .white)
        return painter.bitmap
    }

    /// `length` kept finite and at least `minimumLength`.
    private static func checked(_ length: Double) -> Double {
        length.isFinite ? max(minimumLength, length) : size.height
    }

    /// The arrow as artwork drawn at whatever scale it is shown (see `Image`); `bitmap` is the
    /// drawing at `scale`.
    /// - Parameters:
    ///   - scale: The base scale of the image's `bitmap`; 2 by default, and 2 when not finite and positive.
    ///   - length: The arrow's length in points, as in `bitmap(scale:length:)`; 40 by default.
    /// - Returns: A 16 × `length` pt template image that `NormalHeader` (and, 20 pt long,
    ///   `NormalTrailer`) draws tinted and turns.
    public static func image(scale: Double = 2, length: Double = size.height) -> Image {
        let base = scale.isFinite && scale > 0 ? scale : 2
        let l = checked(length)
        let name = l == size.height ? "ArrowArtwork" : "ArrowArtwork(length: \(l))"
        // The size and base scale are valid, so this cannot throw.
        return try! Image(size: Size(width: size.width, height: l), name: name, baseScale: base) { s, _ in
            bitmap(scale: s, length: l)
        }
    }

    /// The arrow's outline in pixels at `scale` (shaft and chevron joined, so they blend once).
    /// - Parameters:
    ///   - s: Pixels per point; the caller passes a finite, positive value.
    ///   - length: The arrow's length in points; 40 by default. The caller passes a finite value
    ///     of at least `minimumLength`.
    /// - Returns: The shape in the pixel coordinates of a `round(16 × s) × round(length × s)` bitmap.
    public static func shape(scale s: Double, length: Double = size.height) -> SDFShape {
        let width = Double(max(1, Int((size.width * s).rounded())))
        let stroke = max(1, (lineWidth * s).rounded())
        let left = ((width - stroke) / 2).rounded(.down)   // the shaft's left edge, on a pixel edge
        let cx = left + stroke / 2
        let r = stroke / 2
        let top = (2 * s).rounded(), tip = (length - 1.5) * s
        let armDX = 5.75 * s, armDY = 6.5 * s
        let shaft = SDFShape.roundedRect(Rect(x: left, y: top, width: stroke, height: tip - top), cornerRadius: 0)
        let tipPoint = Point(x: cx, y: tip)
        let leftArm = SDFShape.capsule(from: tipPoint, to: Point(x: cx - armDX, y: tip - armDY), radius: r)
        let rightArm = SDFShape.capsule(from: tipPoint, to: Point(x: cx + armDX, y: tip - armDY), radius: r)
        return SDFShape.union([shaft, leftArm, rightArm])
    }
}

/// MJRefresh's pull-down arrow drawn in code: 15 × 40 pt, a thin shaft with an open chevron head,
/// pointing DOWN (the normal header turns it 180° to point up once releasing would refresh).
///
/// It is a white template on transparent pixels (anti-aliased edges in the alpha channel): draw it
/// with a tint, normally `Color.refreshLabel` (RGB 90, 90, 90) as `NormalHeader` does, so one image
/// serves any text colour. `Assets/arrow/arrow@2x.png` is this drawing at scale 2.
public enum ArrowArtwork {
    /// The size in points.
    public static let size = Size(width: 15, height: 40)
    /// Stroke width of the shaft and head, in points.
    public static let lineWidth = 2.0

    /// The arrow at `scale` pixels per point: `round(15 × scale) × round(40 × scale)` pixels.
    public static func bitmap(scale: Double = 2) -> Bitmap {
        let s = scale.isFinite && scale > 0 ? scale : 1
        let w = max(1, Int((size.width * s).rounded())), h = max(1, Int((size.height * s).rounded()))
        var painter = BitmapPainter(width: w, height: h)
        painter.fill(shape(scale: s), color: .white)
        return painter.bitmap
    }

    /// The arrow as an `Image` at `scale`.
    public static func image(scale: Double = 2) -> Image {
        Image(bitmap: bitmap(scale: scale), scale: scale, name: "ArrowArtwork")
    }

    /// The arrow's outline in pixels at `scale` (shaft and chevron joined, so they blend once).
    public static func shape(scale s: Double) -> SDFShape {
        let r = lineWidth / 2
        let cx = size.width / 2
        let top = 2.0, tip = 38.5
        let armDX = 5.75, armDY = 6.5
        func p(_ x: Double, _ y: Double) -> Point { Point(x: x * s, y: y * s) }
        let shaft = SDFShape.capsule(from: p(cx, top), to: p(cx, tip - 0.5), radius: r * s)
        let left = SDFShape.capsule(from: p(cx, tip), to: p(cx - armDX, tip - armDY), radius: r * s)
        let right = SDFShape.capsule(from: p(cx, tip), to: p(cx + armDX, tip - armDY), radius: r * s)
        return SDFShape.union([shaft, left, right])
    }
}

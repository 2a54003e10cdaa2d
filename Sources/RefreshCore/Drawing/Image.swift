/// An image the views can draw: decoded pixels plus the point size they cover.
///
/// Reference type so that renderers can cache a texture per image by identity.
public final class Image {
    public let bitmap: Bitmap
    /// Pixels per point (2 for an `@2x` asset).
    public let scale: Double
    /// Where the image came from, for error messages and traces.
    public let name: String

    public init(bitmap: Bitmap, scale: Double = 1, name: String = "") {
        self.bitmap = bitmap
        self.scale = scale > 0 && scale.isFinite ? scale : 1
        self.name = name
    }
    /// The size in points.
    public var size: Size { Size(width: Double(bitmap.width) / scale, height: Double(bitmap.height) / scale) }
}

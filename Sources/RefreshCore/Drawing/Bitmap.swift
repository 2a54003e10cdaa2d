/// A decoded RGBA image in memory: 8 bits per channel, straight alpha, rows top to bottom.
///
/// The core never decodes or encodes files; the SDL layer turns PNG bytes into a `Bitmap` and back.
public struct Bitmap: Equatable, Sendable {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// `width * height * 4` bytes, in R, G, B, A order.
    public var pixels: [UInt8]

    /// A bitmap filled with `color`.
    /// - Parameters:
    ///   - width: The width in pixels; must not be negative (a precondition).
    ///   - height: The height in pixels; must not be negative (a precondition).
    ///   - color: The colour of every pixel; transparent by default.
    public init(width: Int, height: Int, fill color: Color = .clear) {
        precondition(width >= 0 && height >= 0, "Bitmap size must not be negative")
        self.width = width
        self.height = height
        var p = [UInt8](repeating: 0, count: width * height * 4)
        if color != .clear {
            for i in stride(from: 0, to: p.count, by: 4) {
                p[i] = color.r; p[i + 1] = color.g; p[i + 2] = color.b; p[i + 3] = color.a
            }
        }
        pixels = p
    }

    /// Wraps existing RGBA bytes; returns nil when the byte count does not match the size.
    /// - Parameters:
    ///   - width: The width in pixels.
    ///   - height: The height in pixels.
    ///   - pixels: `width * height * 4` bytes, R, G, B, A per pixel, rows top to bottom.
    public init?(width: Int, height: Int, pixels: [UInt8]) {
        guard width >= 0, height >= 0, pixels.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The colour of one pixel; settable. Coordinates are not checked beyond the array's own bounds
    /// check, so they must lie inside the bitmap.
    /// - Parameters:
    ///   - x: The column, 0..<`width`.
    ///   - y: The row, 0..<`height`, 0 at the top.
    public subscript(x: Int, y: Int) -> Color {
        get {
            let i = (y * width + x) * 4
            return Color(r: pixels[i], g: pixels[i + 1], b: pixels[i + 2], a: pixels[i + 3])
        }
        set {
            let i = (y * width + x) * 4
            pixels[i] = newValue.r; pixels[i + 1] = newValue.g; pixels[i + 2] = newValue.b; pixels[i + 3] = newValue.a
        }
    }
}

/// A decoded RGBA image in memory: 8 bits per channel, straight alpha, rows top to bottom.
///
/// The core never decodes or encodes files; the SDL layer turns PNG bytes into a `Bitmap` and back.
public struct Bitmap: Equatable, Sendable {
    public let width: Int
    public let height: Int
    /// `width * height * 4` bytes, in R, G, B, A order.
    public var pixels: [UInt8]

    /// A bitmap filled with `color`.
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
    public init?(width: Int, height: Int, pixels: [UInt8]) {
        guard width >= 0, height >= 0, pixels.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

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

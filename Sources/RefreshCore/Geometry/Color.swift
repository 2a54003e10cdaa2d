/// An sRGB colour with 8-bit channels and straight (not premultiplied) alpha.
public struct Color: Hashable, Sendable {
    /// The red, green, blue and alpha channels, 0...255 each; alpha 255 is opaque.
    public var r: UInt8, g: UInt8, b: UInt8, a: UInt8

    /// Creates a colour from its four 8-bit channels.
    /// - Parameters:
    ///   - r: The red channel, 0...255.
    ///   - g: The green channel, 0...255.
    ///   - b: The blue channel, 0...255.
    ///   - a: The straight alpha, 0 (transparent) ... 255 (opaque, the default).
    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
        self.r = r; self.g = g; self.b = b; self.a = a
    }
    /// Creates a colour from a `0xRRGGBB` literal: `Color(hex: 0x5A5A5A)` for an opaque colour.
    /// - Parameters:
    ///   - hex: The red, green and blue bytes packed as `0xRRGGBB`; higher bits are ignored.
    ///   - alpha: The straight alpha, 0...255; opaque (255) by default.
    public init(hex: UInt32, alpha: UInt8 = 255) {
        self.init(r: UInt8((hex >> 16) & 0xFF), g: UInt8((hex >> 8) & 0xFF), b: UInt8(hex & 0xFF), a: alpha)
    }
    /// The same colour with its alpha multiplied by `factor` (clamped to 0...1), as used to fade
    /// refresh labels and artwork in with the pull percent.
    /// - Parameter factor: The opacity factor; values outside 0...1 are clamped and a non-finite value counts as 1.
    /// - Returns: This colour with the alpha scaled and rounded to the nearest step.
    public func multipliedAlpha(_ factor: Double) -> Color {
        let f = factor.sanitized(atLeast: 0, atMost: 1, otherwise: 1)
        return Color(r: r, g: g, b: b, a: UInt8((Double(a) * f).rounded()))
    }
    /// Linear blend toward `other`; `t` is clamped to 0...1.
    /// - Parameters:
    ///   - other: The colour reached at `t == 1`.
    ///   - t: The blend fraction, clamped to 0...1; a non-finite value counts as 0.
    /// - Returns: Each channel, alpha included, interpolated and rounded.
    public func mixed(with other: Color, _ t: Double) -> Color {
        let t = t.sanitized(atLeast: 0, atMost: 1)
        func m(_ x: UInt8, _ y: UInt8) -> UInt8 {
            let from = Double(x), to = Double(y)
            let value: Double = from + (to - from) * t
            return UInt8(value.rounded())
        }
        return Color(r: m(r, other.r), g: m(g, other.g), b: m(b, other.b), a: m(a, other.a))
    }

    /// Opaque white.
    public static let white = Color(r: 255, g: 255, b: 255)
    /// Opaque black.
    public static let black = Color(r: 0, g: 0, b: 0)
    /// Fully transparent black, the background of views that draw nothing.
    public static let clear = Color(r: 0, g: 0, b: 0, a: 0)
    /// MJRefresh's label grey, RGB(90, 90, 90).
    public static let refreshLabel = Color(r: 90, g: 90, b: 90)
}

/// An sRGB colour with 8-bit channels and straight (not premultiplied) alpha.
public struct Color: Hashable, Sendable {
    public var r: UInt8, g: UInt8, b: UInt8, a: UInt8

    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
        self.r = r; self.g = g; self.b = b; self.a = a
    }
    /// `Color(hex: 0x5A5A5A)` for an opaque colour.
    public init(hex: UInt32, alpha: UInt8 = 255) {
        self.init(r: UInt8((hex >> 16) & 0xFF), g: UInt8((hex >> 8) & 0xFF), b: UInt8(hex & 0xFF), a: alpha)
    }
    /// The same colour with its alpha multiplied by `factor` (clamped to 0...1).
    public func multipliedAlpha(_ factor: Double) -> Color {
        let f = factor.isFinite ? min(max(factor, 0), 1) : 1
        return Color(r: r, g: g, b: b, a: UInt8((Double(a) * f).rounded()))
    }
    /// Linear blend toward `other`; `t` is clamped to 0...1.
    public func mixed(with other: Color, _ t: Double) -> Color {
        let t = t.isFinite ? min(max(t, 0), 1) : 0
        func m(_ x: UInt8, _ y: UInt8) -> UInt8 { UInt8((Double(x) + (Double(y) - Double(x)) * t).rounded()) }
        return Color(r: m(r, other.r), g: m(g, other.g), b: m(b, other.b), a: m(a, other.a))
    }

    public static let white = Color(r: 255, g: 255, b: 255)
    public static let black = Color(r: 0, g: 0, b: 0)
    public static let clear = Color(r: 0, g: 0, b: 0, a: 0)
    /// MJRefresh's label grey, RGB(90, 90, 90).
    public static let refreshLabel = Color(r: 90, g: 90, b: 90)
}

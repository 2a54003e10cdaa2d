/// A typeface weight the toolkit can draw with. The SDL layer maps each to an installed font file
/// and falls back to a CJK face for text the Latin face cannot show.
public enum FontWeight: String, Hashable, Sendable {
    case regular, bold
}

/// The family of a font: the proportional text face, or a monospaced face whose characters all
/// have one advance (columns of numbers that do not jitter as they change).
public enum FontDesign: String, Hashable, Sendable {
    case proportional, monospaced
}

/// A font request: weight, size in points and design.
public struct Font: Hashable, Sendable {
    public var weight: FontWeight
    public var size: Double
    /// Proportional unless asked; the SDL layer maps monospaced to DejaVu Sans Mono.
    public var design: FontDesign

    public init(weight: FontWeight = .regular, size: Double, design: FontDesign = .proportional) {
        self.weight = weight
        self.size = size
        self.design = design
    }
    public static func system(_ size: Double) -> Font { Font(weight: .regular, size: size) }
    public static func bold(_ size: Double) -> Font { Font(weight: .bold, size: size) }
    /// A monospaced font of `size` points and `weight`.
    public static func monospaced(_ size: Double, weight: FontWeight = .regular) -> Font {
        Font(weight: weight, size: size, design: .monospaced)
    }
}

/// Measures text; injected into the view tree so the core can lay out labels without SDL.
public protocol TextMeasurer: AnyObject {
    /// The size in points that `text` takes when drawn with `font` on one line.
    func size(of text: String, font: Font) -> Size
}

/// A measurer for tests and headless layout: every character is `0.6 × size` wide, lines are `1.2 × size` tall.
public final class ApproximateTextMeasurer: TextMeasurer {
    public init() {}
    public func size(of text: String, font: Font) -> Size {
        Size(width: (Double(text.count) * font.size * 0.6).rounded(), height: (font.size * 1.2).rounded())
    }
}

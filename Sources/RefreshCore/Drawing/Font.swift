/// A typeface weight the toolkit can draw with. The SDL layer maps each to an installed font file
/// and falls back to a CJK face for text the Latin face cannot show.
public enum FontWeight: String, Hashable, Sendable {
    /// The normal text weight, and the heavier one MJRefresh's refresh labels use (bold 14 pt).
    case regular, bold
}

/// The family of a font: the proportional text face, or a monospaced face whose characters all
/// have one advance (columns of numbers that do not jitter as they change).
public enum FontDesign: String, Hashable, Sendable {
    /// The toolkit's text face, and a face whose characters share one advance.
    case proportional, monospaced
}

/// A font request: weight, size in points and design.
public struct Font: Hashable, Sendable {
    /// Regular or bold.
    public var weight: FontWeight
    /// The size in points (MJRefresh's refresh labels use 14).
    public var size: Double
    /// Proportional unless asked; the SDL layer maps monospaced to DejaVu Sans Mono.
    public var design: FontDesign

    /// Creates a font request.
    /// - Parameters:
    ///   - weight: Regular unless asked.
    ///   - size: The size in points.
    ///   - design: Proportional unless asked.
    public init(weight: FontWeight = .regular, size: Double, design: FontDesign = .proportional) {
        self.weight = weight
        self.size = size
        self.design = design
    }
    /// The regular proportional font of `size` points.
    /// - Parameter size: The size in points.
    /// - Returns: A regular, proportional font request.
    public static func system(_ size: Double) -> Font { Font(weight: .regular, size: size) }
    /// The bold proportional font of `size` points.
    /// - Parameter size: The size in points.
    /// - Returns: A bold, proportional font request.
    public static func bold(_ size: Double) -> Font { Font(weight: .bold, size: size) }
    /// A monospaced font of `size` points and `weight`.
    /// - Parameters:
    ///   - size: The size in points.
    ///   - weight: Regular unless asked.
    /// - Returns: A monospaced font request.
    public static func monospaced(_ size: Double, weight: FontWeight = .regular) -> Font {
        Font(weight: weight, size: size, design: .monospaced)
    }
}

/// Measures text; injected into the view tree so the core can lay out labels without SDL.
public protocol TextMeasurer: AnyObject {
    /// The size in points that `text` takes when drawn with `font` on one line.
    /// - Parameters:
    ///   - text: The text to measure, as one line.
    ///   - font: The font it is drawn with.
    /// - Returns: The width and line height in points.
    func size(of text: String, font: Font) -> Size
}

/// A measurer for tests and headless layout: every character is `0.6 × size` wide, lines are `1.2 × size` tall.
public final class ApproximateTextMeasurer: TextMeasurer {
    /// Creates the measurer; it holds no state.
    public init() {}
    /// `0.6 × size` points per character wide and `1.2 × size` tall, each rounded to whole points.
    /// - Parameters:
    ///   - text: The text to measure; its character count is all that matters.
    ///   - font: The font; only its size is used.
    /// - Returns: The approximate width and line height in points.
    public func size(of text: String, font: Font) -> Size {
        Size(width: (Double(text.count) * font.size * 0.6).rounded(), height: (font.size * 1.2).rounded())
    }
}

/// A typeface weight the toolkit can draw with. The SDL layer maps each to an installed font file
/// and falls back to a CJK face for text the Latin face cannot show.
public enum FontWeight: String, Hashable, Sendable {
    case regular, bold
}

/// A font request: weight and size in points.
public struct Font: Hashable, Sendable {
    public var weight: FontWeight
    public var size: Double

    public init(weight: FontWeight = .regular, size: Double) {
        self.weight = weight
        self.size = size
    }
    public static func system(_ size: Double) -> Font { Font(weight: .regular, size: size) }
    public static func bold(_ size: Double) -> Font { Font(weight: .bold, size: size) }
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

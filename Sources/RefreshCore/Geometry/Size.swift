/// A width and height in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal extent in points.
    public var width: Double
    /// The vertical extent in points.
    public var height: Double

    /// Creates a size from its two extents.
    /// - Parameters:
    ///   - width: The horizontal extent in points.
    ///   - height: The vertical extent in points.
    public init(width: Double, height: Double) { self.width = width; self.height = height }
    /// A size with no width and no height.
    public static let zero = Size(width: 0, height: 0)

    /// The extent along one axis: `width` for `.horizontal`, `height` for `.vertical`; settable.
    /// - Parameter axis: The axis whose extent is read or written.
    public subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// True when both dimensions are finite and not negative.
    public var isValid: Bool { width.isFinite && height.isFinite && width >= 0 && height >= 0 }
    /// The size as `WIDTHxHEIGHT`, for logs and test messages.
    public var description: String { "\(width)x\(height)" }
}

/// An axis-aligned rectangle in points.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top-left corner in points.
    public var origin: Point
    /// The width and height in points.
    public var size: Size

    /// Creates a rectangle from its top-left corner and size.
    /// - Parameters:
    ///   - origin: The top-left corner in points.
    ///   - size: The width and height in points.
    public init(origin: Point, size: Size) { self.origin = origin; self.size = size }
    /// Creates a rectangle from four numbers in points.
    /// - Parameters:
    ///   - x: The left edge.
    ///   - y: The top edge.
    ///   - width: The horizontal extent.
    ///   - height: The vertical extent.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }
    /// The empty rectangle at the origin.
    public static let zero = Rect(origin: .zero, size: .zero)

    /// The left edge in points.
    public var minX: Double { origin.x }
    /// The top edge in points.
    public var minY: Double { origin.y }
    /// The right edge in points (`minX + width`).
    public var maxX: Double { origin.x + size.width }
    /// The bottom edge in points (`minY + height`).
    public var maxY: Double { origin.y + size.height }
    /// The horizontal centre in points.
    public var midX: Double { origin.x + size.width / 2 }
    /// The vertical centre in points.
    public var midY: Double { origin.y + size.height / 2 }
    /// The horizontal extent in points.
    public var width: Double { size.width }
    /// The vertical extent in points.
    public var height: Double { size.height }
    /// True when the width or the height is zero or negative, so the rectangle covers no area.
    public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

    /// The overlap of two rectangles, `.zero`-sized at the origin when they do not meet.
    /// - Parameter other: The rectangle to intersect with.
    /// - Returns: The shared area; when the rectangles do not overlap, a zero-sized rectangle at the
    ///   corner where they would meet.
    public func intersection(_ other: Rect) -> Rect {
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        if x1 <= x0 || y1 <= y0 { return Rect(x: x0, y: y0, width: 0, height: 0) }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
    /// True when the two rectangles share some area (touching edges do not count).
    /// - Parameter other: The rectangle to test against.
    /// - Returns: Whether the intersection is non-empty.
    public func intersects(_ other: Rect) -> Bool { !intersection(other).isEmpty }
    /// True when `other` lies wholly inside this rectangle.
    /// - Parameter other: The rectangle to test; shared edges count as inside.
    /// - Returns: Whether all of `other` is within this rectangle.
    public func contains(_ other: Rect) -> Bool {
        other.minX >= minX && other.minY >= minY && other.maxX <= maxX && other.maxY <= maxY
    }
    /// True when a point lies inside this rectangle, as used for hit-testing clicks and drags.
    /// - Parameter p: The point, in the same coordinate space as the rectangle.
    /// - Returns: Whether `p` is inside; the left and top edges are inside, the right and bottom edges are not.
    public func contains(_ p: Point) -> Bool { p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY }
    /// The same rectangle moved by a displacement.
    /// - Parameters:
    ///   - dx: The horizontal move in points.
    ///   - dy: The vertical move in points.
    /// - Returns: The moved rectangle, same size.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }
    /// The rectangle shrunk inward by insets, e.g. a scroll view's bounds less its content inset.
    /// - Parameter insets: The distance to move each edge inward, in points.
    /// - Returns: The inner rectangle; its width and height are clamped at 0.
    public func insetBy(_ insets: EdgeInsets) -> Rect {
        Rect(
            x: minX + insets.left, y: minY + insets.top,
            width: max(0, width - insets.left - insets.right),
            height: max(0, height - insets.top - insets.bottom))
    }
    /// The rectangle as `[(x, y) WIDTHxHEIGHT]`, for logs and test messages.
    public var description: String { "[\(origin) \(size)]" }
}

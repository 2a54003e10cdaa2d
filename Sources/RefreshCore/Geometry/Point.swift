/// A position or displacement in points (not pixels).
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal coordinate in points, growing to the right.
    public var x: Double
    /// The vertical coordinate in points, growing downward.
    public var y: Double

    /// Creates a point from its two coordinates.
    /// - Parameters:
    ///   - x: The horizontal coordinate in points.
    ///   - y: The vertical coordinate in points.
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    /// The origin, (0, 0).
    public static let zero = Point(x: 0, y: 0)

    /// The component on one axis: `x` for `.horizontal`, `y` for `.vertical`; settable.
    /// - Parameter axis: The axis whose component is read or written.
    public subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? x : y }
        set { if axis == .horizontal { x = newValue } else { y = newValue } }
    }

    /// Adds two points component-wise, e.g. an origin and a content offset.
    /// - Parameters:
    ///   - a: The first point.
    ///   - b: The displacement added to it.
    /// - Returns: The component-wise sum.
    public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
    /// Subtracts two points component-wise, e.g. to turn a window position into a view-local one.
    /// - Parameters:
    ///   - a: The point to subtract from.
    ///   - b: The point subtracted.
    /// - Returns: The component-wise difference.
    public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
    /// The point as `(x, y)`, for logs and test messages.
    public var description: String { "(\(x), \(y))" }
}

/// One of the two scroll axes.
public enum Axis: CaseIterable, Sendable {
    /// Left-right scrolling (a trailer's axis) and top-bottom scrolling (a header's and footer's axis).
    case horizontal, vertical
}

/// Distances inward from each edge, as UIKit's `UIEdgeInsets`.
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// The inset from the top edge in points (a scroll view's `contentInset.top`, grown by a refreshing header).
    public var top: Double
    /// The inset from the left edge in points.
    public var left: Double
    /// The inset from the bottom edge in points (grown by a refreshing footer).
    public var bottom: Double
    /// The inset from the right edge in points (grown by a refreshing trailer).
    public var right: Double

    /// Creates insets from four distances in points; each defaults to 0.
    /// - Parameters:
    ///   - top: The inset from the top edge.
    ///   - left: The inset from the left edge.
    ///   - bottom: The inset from the bottom edge.
    ///   - right: The inset from the right edge.
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    /// No inset on any edge.
    public static let zero = EdgeInsets()

    /// The leading inset on an axis (top or left).
    /// - Parameter axis: `.vertical` for the top inset, `.horizontal` for the left one.
    /// - Returns: The inset in points.
    public func leading(_ axis: Axis) -> Double { axis == .horizontal ? left : top }
    /// The trailing inset on an axis (bottom or right).
    /// - Parameter axis: `.vertical` for the bottom inset, `.horizontal` for the right one.
    /// - Returns: The inset in points.
    public func trailing(_ axis: Axis) -> Double { axis == .horizontal ? right : bottom }

    /// Adds two sets of insets edge by edge, as a refresh component does when it stacks its height onto the content inset.
    /// - Parameters:
    ///   - a: The first insets.
    ///   - b: The insets added to them.
    /// - Returns: The per-edge sum.
    public static func + (a: EdgeInsets, b: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom, right: a.right + b.right)
    }
    /// Subtracts insets edge by edge, as a refresh component does when it gives its height back.
    /// - Parameters:
    ///   - a: The insets to subtract from.
    ///   - b: The insets subtracted.
    /// - Returns: The per-edge difference (which may be negative).
    public static func - (a: EdgeInsets, b: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: a.top - b.top, left: a.left - b.left, bottom: a.bottom - b.bottom, right: a.right - b.right)
    }
    /// True when all four edges are finite (no NaN or infinity).
    public var isFinite: Bool { top.isFinite && left.isFinite && bottom.isFinite && right.isFinite }
    /// The insets as `{top T, left L, bottom B, right R}`, for logs and test messages.
    public var description: String { "{top \(top), left \(left), bottom \(bottom), right \(right)}" }
}

/// Distances inward from each edge, as UIKit's `UIEdgeInsets`.
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    public static let zero = EdgeInsets()

    /// The leading inset on an axis (top or left).
    public func leading(_ axis: Axis) -> Double { axis == .horizontal ? left : top }
    /// The trailing inset on an axis (bottom or right).
    public func trailing(_ axis: Axis) -> Double { axis == .horizontal ? right : bottom }

    public static func + (a: EdgeInsets, b: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom, right: a.right + b.right)
    }
    public static func - (a: EdgeInsets, b: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: a.top - b.top, left: a.left - b.left, bottom: a.bottom - b.bottom, right: a.right - b.right)
    }
    public var isFinite: Bool { top.isFinite && left.isFinite && bottom.isFinite && right.isFinite }
    public var description: String { "{top \(top), left \(left), bottom \(bottom), right \(right)}" }
}

import RefreshCore

/// The pixels a frame repaints: a few disjoint rectangles, as LVGL keeps its invalidated areas.
///
/// Rectangles are added as changes are found; overlapping ones are merged into their bounding box
/// (so every pixel is repainted once, and a translucent draw is never applied twice), and nearby
/// ones are joined when their bounding box is no larger than the two of them (LVGL's rule: one
/// larger pass costs less than two). Past `maximumCount` rectangles everything becomes one box.
/// Adding and joining reuse the region's storage: a steady frame allocates nothing.
public struct DamageRegion: Equatable, Sendable {
    /// The disjoint rectangles, in no particular order.
    public private(set) var rects: [PixelRect] = []
    /// Beyond this many rectangles the region collapses to their bounding box.
    public static let maximumCount = 16

    /// An empty region.
    public init() { rects.reserveCapacity(Self.maximumCount + 1) }

    /// True when nothing is to be repainted.
    public var isEmpty: Bool { rects.isEmpty }

    /// How many pixels the region covers (its rectangles are disjoint).
    public var area: Int { rects.reduce(0) { $0 + Self.area($1) } }

    /// The smallest rectangle holding every rectangle of the region (empty for an empty region).
    public var bounds: PixelRect {
        guard var b = rects.first else { return PixelRect(x0: 0, y0: 0, x1: 0, y1: 0) }
        for r in rects.dropFirst() { b = Self.union(b, r) }
        return b
    }

    /// Empties the region, keeping its storage.
    public mutating func removeAll() { rects.removeAll(keepingCapacity: true) }

    /// Adds `rect` (empty rectangles are ignored), keeping the rectangles disjoint.
    ///
    /// - Parameter rect: The pixels to repaint.
    public mutating func add(_ rect: PixelRect) {
        guard !rect.isEmpty else { return }
        var r = rect
        // Swallow every rectangle the new one touches, growing it to their bounding box; the box
        // may now touch others, so look again until nothing overlaps.
        var i = 0
        while i < rects.count {
            let o = rects[i]
            if r.intersects(o) || Self.joinIsCheap(r, o) {
                r = Self.union(r, o)
                rects.swapAt(i, rects.count - 1)
                rects.removeLast()
                i = 0
            } else {
                i += 1
            }
        }
        rects.append(r)
        if rects.count > Self.maximumCount {
            let b = bounds
            rects.removeAll(keepingCapacity: true)
            rects.append(b)
        }
    }

    /// True when some rectangle of the region contains all of `rect`.
    ///
    /// - Parameter rect: The pixels to look for.
    /// - Returns: Whether one rectangle holds all of them (true for an empty `rect`).
    public func containsWhole(_ rect: PixelRect) -> Bool { rects.contains { $0.contains(rect) } }

    /// True when some rectangle of the region shares a pixel with `rect`.
    ///
    /// - Parameter rect: The pixels to look for.
    /// - Returns: Whether the region and `rect` share at least one pixel.
    public func intersects(_ rect: PixelRect) -> Bool { rects.contains { $0.intersects(rect) } }

    static func area(_ r: PixelRect) -> Int { r.isEmpty ? 0 : Int(r.width) * Int(r.height) }

    static func union(_ a: PixelRect, _ b: PixelRect) -> PixelRect {
        PixelRect(x0: min(a.x0, b.x0), y0: min(a.y0, b.y0), x1: max(a.x1, b.x1), y1: max(a.y1, b.y1))
    }

    /// Joining two disjoint rectangles pays when their bounding box is no larger than both together.
    static func joinIsCheap(_ a: PixelRect, _ b: PixelRect) -> Bool {
        area(union(a, b)) <= area(a) + area(b)
    }
}

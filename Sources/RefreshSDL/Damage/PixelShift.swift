import RefreshCore

/// Pixels a frame moved instead of repainting: a scroll view's content that only slid by whole
/// pixels since the last frame (`DamageTrackingTarget.shift`).
///
/// Every pixel of `rect` took the last frame's pixel `dx` columns to the left and `dy` rows up
/// (`rect` offset by `-dx`, `-dy`); the frame's `damage` was repainted over it afterwards.
public struct PixelShift: Equatable, Sendable {
    /// The pixels that were moved into: where they are now.
    public var rect: PixelRect
    /// How far they moved, in pixels: right and down are positive.
    public var dx: Int32, dy: Int32

    /// A move of the pixels now in `rect` by `dx`, `dy` (they came from `rect` offset by `-dx`, `-dy`).
    ///
    /// - Parameters:
    ///   - rect: Where the moved pixels are now.
    ///   - dx: Columns moved to the right (negative: to the left).
    ///   - dy: Rows moved down (negative: up).
    public init(rect: PixelRect, dx: Int32, dy: Int32) {
        self.rect = rect
        self.dx = dx
        self.dy = dy
    }
}

/// How points become whole pixels, and the largest side a rendering surface may have: the rule the
/// SDL layer renders with (`HeadlessTarget.pixelLength`, `SDLSurface.maximumSide`), here so that a
/// module without SDL (the playground's script reader) checks a viewport by the same rule.
package enum PixelGrid {
    /// The largest side of a rendering surface, in pixels (what software renderers and textures handle).
    package static let maximumSide = 16384

    /// Pixels covering `points` at `scale`: `ceil(points × scale)`, saturating instead of trapping on
    /// a huge product.
    /// - Parameters:
    ///   - points: A length in points.
    ///   - scale: Pixels per point.
    /// - Returns: The whole pixels that cover the length.
    package static func length(_ points: Double, scale: Double) -> Int {
        Int(saturating: (points * scale - 1e-9).rounded(.up))
    }
}

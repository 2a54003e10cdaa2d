import RefreshCore
import SnapshotTesting

extension Snapshotting where Value == Bitmap, Format == Bitmap {
    /// A bitmap as a PNG golden, exact by default (see `Diffing.image(precision:tolerance:masks:scale:file:testName:)`).
    ///
    /// Masked rectangles are painted magenta before the picture is recorded or compared, so the
    /// golden shows what the comparison leaves out.
    ///
    /// ```swift
    /// assertSnapshot(of: host.render(), as: .image(tolerance: 3), named: "pulled")
    /// ```
    ///
    /// - Parameters:
    ///   - precision: The share of pixels that must match, 0…1.
    ///   - perceptualPrecision: How alike a pixel's colour must look, 0…1, as swift-snapshot-testing's
    ///     parameter of that name: a pixel past `tolerance` still matches when the two colours' ΔE94 is
    ///     at most (1 − it) × 100 (0.98 lets through what an eye barely tells apart); 1, the default,
    ///     leaves only `tolerance`.
    ///   - tolerance: The largest difference in a channel, 0…255, that still counts as a match.
    ///   - masks: Rectangles in points left out of the comparison, painted magenta.
    ///   - scale: Pixels per point of the bitmap, which places the masks.
    ///   - file: The test file (the caller's by default); pass `assertSnapshot` the same.
    ///   - testName: The test (the caller's by default); pass `assertSnapshot` the same.
    /// - Returns: The strategy.
    public static func image(
        precision: Float = 1, perceptualPrecision: Float = 1, tolerance: Int = 0, masks: [Rect] = [], scale: Double = 1,
        file: StaticString = #filePath, testName: String = #function
    ) -> Snapshotting {
        image(
            ImageComparison(
                precision: precision, perceptualPrecision: perceptualPrecision, tolerance: tolerance, masks: masks),
            location: SnapshotLocation(file: file, testName: testName, scale: scale))
    }

    /// The strategy of `comparison` with its golden at `location`.
    static func image(_ comparison: ImageComparison, location: SnapshotLocation) -> Snapshotting {
        Snapshotting(
            pathExtension: "png", diffing: .image(comparison, location: location),
            snapshot: { bitmap in comparison.masked(bitmap, scale: location.scale) })
    }
}

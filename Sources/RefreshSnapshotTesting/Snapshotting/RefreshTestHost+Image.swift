import RefreshCore
import RefreshTesting
import SnapshotTesting

extension Snapshotting where Value == RefreshTestHost, Format == Bitmap {
    /// The host's window as a PNG golden: what `RefreshTestHost.render()` returns (a frame is
    /// produced first when input is waiting), compared as the bitmap strategy compares it.
    ///
    /// ```swift
    /// host.pull(.top, by: 40)
    /// assertSnapshot(of: host, as: .image(), named: "pulling")
    /// ```
    ///
    /// Assert on the main actor (the host is main-actor isolated).
    ///
    /// - Parameters:
    ///   - precision: The share of pixels that must match, 0…1.
    ///   - perceptualPrecision: How alike a pixel's colour must look, 0…1, as swift-snapshot-testing's
    ///     parameter of that name: a pixel past `tolerance` still matches when the two colours' ΔE94 is
    ///     at most (1 − it) × 100 (0.98 lets through what an eye barely tells apart); 1, the default,
    ///     leaves only `tolerance`.
    ///   - tolerance: The largest difference in a channel, 0…255, that still counts as a match.
    ///   - masks: Rectangles in window points left out of the comparison, painted magenta (at the
    ///     host's scale).
    ///   - file: The test file (the caller's by default); pass `assertSnapshot` the same.
    ///   - testName: The test (the caller's by default); pass `assertSnapshot` the same.
    /// - Returns: The strategy: the bitmap one, pulled back along `render()`.
    public static func image(
        precision: Float = 1, perceptualPrecision: Float = 1, tolerance: Int = 0, masks: [Rect] = [],
        file: StaticString = #filePath, testName: String = #function
    ) -> Snapshotting {
        let location = SnapshotLocation(file: file, testName: testName)
        let base = Snapshotting<Bitmap, Bitmap>.image(
            ImageComparison(
                precision: precision, perceptualPrecision: perceptualPrecision, tolerance: tolerance, masks: masks),
            location: location)
        return base.pullback { host in
            let (scale, picture) = MainActor.assumeIsolated { (host.scale, host.render()) }
            location.scale = scale
            return picture
        }
    }
}

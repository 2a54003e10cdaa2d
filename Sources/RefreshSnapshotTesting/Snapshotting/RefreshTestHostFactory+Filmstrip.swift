import RefreshCore
import RefreshTesting
import SnapshotTesting
import XCTest

extension Snapshotting where Value == RefreshTestHostFactory, Format == Bitmap {
    /// A motion golden: the contact sheet `RefreshTestHost.filmstrip(of:steps:refreshDuration:title:host:)`
    /// draws of a refresh control — held at pull 0…150 % of its threshold, then its refresh timeline
    /// a fifteenth of a second per cell — compared as a PNG, exact by default.
    ///
    /// A filmstrip needs a fresh scene per cell, so the value snapshotted is the recipe of the
    /// scene: a function making a new host each time it is called.
    ///
    /// ```swift
    /// func makeHost() throws -> RefreshTestHost {
    ///     let list = ListView(frame: .zero)
    ///     list.refreshHeader = RingHeader()
    ///     return try RefreshTestHost(scrollView: list, size: Size(width: 320, height: 480))
    /// }
    ///
    /// assertSnapshot(of: makeHost, as: .filmstrip(of: .header))
    /// ```
    ///
    /// A failure names the cells that differ by their row and caption ("refreshing t = 0.20 s").
    ///
    /// Assert on the main actor (hosts are main-actor isolated). When filming fails (the scroll
    /// view has no such control, the factory throws) the test fails with the reason, and the
    /// snapshot is an empty picture.
    ///
    /// - Parameters:
    ///   - target: The control to film.
    ///   - steps: Cells of the "pull" row (2…31); nil: every 25 %.
    ///   - refreshDuration: Seconds after the refreshing handler ran at which a refresh still going
    ///     is ended; nil leaves it to the handler (the timeline stops after 6 seconds at most).
    ///   - title: The sheet's first heading line; nil: "RefreshKit filmstrip · its header".
    ///   - precision: The share of pixels that must match, 0…1.
    ///   - perceptualPrecision: How alike a pixel's colour must look, 0…1, as swift-snapshot-testing's
    ///     parameter of that name: a pixel past `tolerance` still matches when the two colours' ΔE94 is
    ///     at most (1 − it) × 100 (0.98 lets through what an eye barely tells apart); 1, the default,
    ///     leaves only `tolerance`.
    ///   - tolerance: The largest difference in a channel, 0…255, that still counts as a match.
    ///   - file: The test file (the caller's by default); pass `assertSnapshot` the same.
    ///   - testName: The test (the caller's by default); pass `assertSnapshot` the same.
    ///   - line: The line a filming failure is reported at (the caller's by default).
    /// - Returns: The strategy: the bitmap one, pulled back along the filmstrip.
    public static func filmstrip(
        of target: RefreshTarget, steps: Int? = nil, refreshDuration: Double? = 1, title: String? = nil,
        precision: Float = 1, perceptualPrecision: Float = 1, tolerance: Int = 0, file: StaticString = #filePath,
        testName: String = #function,
        line: UInt = #line
    ) -> Snapshotting {
        labelledSheet(
            of: "filmstrip of the \(target.rawValue)",
            comparison: ImageComparison(
                precision: precision, perceptualPrecision: perceptualPrecision, tolerance: tolerance, masks: []),
            file: file, testName: testName, line: line
        ) { factory in
            try RefreshTestHost.filmstripSheet(
                of: target, steps: steps, refreshDuration: refreshDuration, title: title, host: factory)
        }
    }
}

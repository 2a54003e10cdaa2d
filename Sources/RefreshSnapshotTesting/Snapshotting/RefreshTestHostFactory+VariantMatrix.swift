import RefreshCore
import RefreshTesting
import SnapshotTesting
import XCTest

extension Snapshotting where Value == RefreshTestHostFactory, Format == Bitmap {
    /// A variants golden: the sheet `RefreshTestHost.variantMatrix(of:at:languages:themes:widths:scales:title:host:)`
    /// draws of a refresh control at one moment — rows of languages, columns of theme × window
    /// width × scale, cells with a label drawn cut framed red and captioned "cut: …" — compared as
    /// a PNG, exact by default.
    ///
    /// The value snapshotted is the recipe of the scene, the same function a filmstrip takes: the
    /// matrix calls it once per cell and puts the host in the cell's variant.
    ///
    /// ```swift
    /// func makeHost() throws -> RefreshTestHost {
    ///     let list = ListView(frame: .zero)
    ///     list.refreshHeader = RingHeader()
    ///     return try RefreshTestHost(scrollView: list, size: Size(width: 320, height: 480))
    /// }
    ///
    /// assertSnapshot(of: makeHost, as: .variantMatrix(of: .header, languages: [.en, .de, .ja]))
    /// ```
    ///
    /// A failure names the cells that differ by their language and column ("de · light · 320 pt ·
    /// @1x"). The picture shows cut labels but does not fail on them: to fail on any, assert on
    /// `RefreshTestHost.variantMatrix(...).cutCells`.
    ///
    /// Assert on the main actor (hosts are main-actor isolated). When the matrix cannot be made
    /// (the scroll view has no such control, the factory throws) the test fails with the reason,
    /// and the snapshot is an empty picture.
    ///
    /// - Parameters:
    ///   - target: The control to pose.
    ///   - moment: What every cell shows; `pulling` by default.
    ///   - languages: The rows; every language by default.
    ///   - themes: The columns' themes; light by default.
    ///   - widths: The columns' window widths in points; 320 and 390 by default.
    ///   - scales: The columns' pixels per point; 1 by default.
    ///   - title: The sheet's first heading line; nil: "RefreshKit variant matrix".
    ///   - precision: The share of pixels that must match, 0…1.
    ///   - perceptualPrecision: How alike a pixel's colour must look, 0…1, as in `filmstrip(of:...)`;
    ///     1, the default, leaves only `tolerance`.
    ///   - tolerance: The largest difference in a channel, 0…255, that still counts as a match.
    ///   - file: The test file (the caller's by default); pass `assertSnapshot` the same.
    ///   - testName: The test (the caller's by default); pass `assertSnapshot` the same.
    ///   - line: The line a failure to make the matrix is reported at (the caller's by default).
    /// - Returns: The strategy: the bitmap one, pulled back along the matrix.
    public static func variantMatrix(
        of target: RefreshTarget, at moment: MatrixMoment = .pulling,
        languages: [RefreshLanguage] = RefreshLanguage.allCases, themes: [RefreshTheme] = [.light],
        widths: [Double] = RefreshTestHost.matrixWidths, scales: [Double] = [1], title: String? = nil,
        precision: Float = 1, perceptualPrecision: Float = 1, tolerance: Int = 0, file: StaticString = #filePath,
        testName: String = #function, line: UInt = #line
    ) -> Snapshotting {
        labelledSheet(
            of: "variant matrix of the \(target.rawValue)",
            comparison: ImageComparison(
                precision: precision, perceptualPrecision: perceptualPrecision, tolerance: tolerance, masks: []),
            file: file, testName: testName, line: line
        ) { factory in
            try RefreshTestHost.variantMatrix(
                of: target, at: moment, languages: languages, themes: themes, widths: widths, scales: scales,
                title: title, host: factory
            ).renderSheet()
        }
    }
}

import Foundation
import RefreshCore
import RefreshSDL
import RefreshTesting
import SnapshotTesting

extension Diffing where Value == Bitmap {
    /// Bitmaps as PNG files, compared pixel by pixel: exact by default.
    ///
    /// Masked rectangles are painted magenta in both pictures first. A pixel differs when one of
    /// its channels (red, green, blue, alpha) differs by more than `tolerance`; the pictures match
    /// when at most `1 - precision` of the pixels differ, and never when their sizes differ.
    ///
    /// On failure it writes the actual image and a diff image (differing pixels in red over the
    /// faded golden) as `<test>.<name>.actual.png` and `<test>.<name>.diff.png` beside the golden,
    /// or under `$SNAPSHOT_ARTIFACTS/<test file's name>/` when that environment variable is set, and
    /// its message gives their paths, how many pixels differ and the largest channel difference. It
    /// also records the mismatch in the review folder (`SnapshotReview`) and ends the message with
    /// the address of its report.
    ///
    /// - Parameters:
    ///   - precision: The share of pixels that must match, 0…1 (as swift-snapshot-testing's image
    ///     strategies): 1 allows none to differ, 0.99 one in a hundred.
    ///   - perceptualPrecision: How alike a pixel's colour must look, 0…1, as swift-snapshot-testing's
    ///     parameter of that name: a pixel past `tolerance` still matches when the two colours' ΔE94 is
    ///     at most (1 − it) × 100 (0.98 lets through what an eye barely tells apart); 1, the default,
    ///     leaves only `tolerance`.
    ///   - tolerance: The largest difference in a channel, 0…255, that still counts as a match.
    ///   - masks: Rectangles in points left out of the comparison (a clock, a blinking caret).
    ///   - scale: Pixels per point of the bitmaps, which places the masks.
    ///   - file: The test file, which locates the golden for the failure artifacts; the caller's by
    ///     default, as `assertSnapshot`'s `file`. Pass the same value to both.
    ///   - testName: The test, which names the golden; the caller's by default, as
    ///     `assertSnapshot`'s `testName`. Pass the same value to both.
    /// - Returns: The diffing.
    public static func image(
        precision: Float = 1, perceptualPrecision: Float = 1, tolerance: Int = 0, masks: [Rect] = [], scale: Double = 1,
        file: StaticString = #filePath, testName: String = #function
    ) -> Diffing {
        image(
            ImageComparison(
                precision: precision, perceptualPrecision: perceptualPrecision, tolerance: tolerance, masks: masks),
            location: SnapshotLocation(file: file, testName: testName, scale: scale))
    }

    /// The diffing of `comparison`, leaving its failure artifacts by the golden `location` finds.
    static func image(_ comparison: ImageComparison, location: SnapshotLocation) -> Diffing {
        Diffing.diff(
            toData: { bitmap in
                (try? SDLImage.encodePNG(bitmap)).map { Data($0) } ?? Data()
            },
            fromData: { data in
                location.referenceData = data
                location.referenceProblem = nil
                do {
                    return try SDLImage.decodePNG(data: Array(data), name: "\(location.suite)/\(location.testName)")
                } catch {
                    location.referenceProblem = "\(error)"
                    return Bitmap(width: 0, height: 0)
                }
            },
            diffV2: { reference, actual in
                // The run's ledger (orphaned goldens): the golden compared, or the test's goldens that
                // are the same picture, which the bytes alone cannot tell apart.
                for golden in location.candidateGoldens(pathExtension: "png") {
                    GoldenLedger.note(golden, in: SnapshotReview.folder(forTestFile: location.file))
                }
                guard
                    let failure = comparison.failure(
                        reference: reference, actual: actual, scale: location.scale, cells: location.cells)
                else {
                    FailureArtifacts.removeStale(for: location)
                    ReviewRecord.remove(for: location)
                    return nil
                }
                let paths = FailureArtifacts.write(actual: actual, diff: failure.diffImage, for: location)
                let message = failure.message(
                    actualPath: paths.actual, diffPath: paths.diff, referenceProblem: location.referenceProblem)
                let review = ReviewRecord.write(failure, actual: actual, message: message, location: location)
                return (message + "\n" + review, [])
            })
    }
}

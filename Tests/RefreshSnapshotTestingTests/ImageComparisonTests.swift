import RefreshCore
import XCTest

@testable import RefreshSnapshotTesting

/// What differs and by how much: a pixel counts when a channel moves by more than the tolerance,
/// pictures match when at least `precision` of their pixels do, masks hide what is under them.
nonisolated final class ImageComparisonTests: XCTestCase {
    @MainActor func compare(
        _ actual: Bitmap, precision: Float = 1, perceptualPrecision: Float = 1, tolerance: Int = 0,
        masks: [Rect] = [], scale: Double = 1
    ) -> ImageFailure? {
        ImageComparison(
            precision: precision, perceptualPrecision: perceptualPrecision, tolerance: tolerance, masks: masks
        )
        .failure(reference: .pattern(), actual: actual, scale: scale)
    }

    @MainActor func testTheSamePictureMatches() async {
        XCTAssertNil(compare(.pattern()))
    }

    @MainActor func testOnePixelChangedFailsWithTheCountAndTheLargestDifference() async throws {
        let failure = try XCTUnwrap(compare(Bitmap.pattern().nudged(7, 5, by: 200)))
        XCTAssertEqual(failure.differingPixels, 1)
        XCTAssertEqual(failure.pixelCount, 40 * 30)
        XCTAssertEqual(failure.maxChannelDelta, 200)
        XCTAssertEqual(failure.diffImage.color(7, 5), Color(r: 255, g: 0, b: 0), "the differing pixel is red")
        XCTAssertNotEqual(failure.diffImage.color(8, 5), Color(r: 255, g: 0, b: 0))
        let message = failure.message(actualPath: "A.png", diffPath: "D.png", referenceProblem: nil)
        XCTAssertTrue(
            message.hasPrefix(
                "1 of 1200 pixels (0.08 %) differ by more than 0 in a channel; the largest difference is 200."),
            message)
        XCTAssertTrue(message.contains("\nactual: A.png\ndiff:   D.png (differing pixels red"), message)
    }

    @MainActor func testAChangeWithinTheTolerancePasses() async throws {
        let nudged = Bitmap.pattern().nudged(3, 3, by: -3)
        XCTAssertNil(compare(nudged, tolerance: 3))
        XCTAssertNotNil(compare(nudged, tolerance: 2))
        let past = try XCTUnwrap(compare(Bitmap.pattern().nudged(3, 3, by: 4), tolerance: 3))
        XCTAssertEqual(past.differingPixels, 1)
        XCTAssertEqual(past.maxChannelDelta, 4)
    }

    @MainActor func testPrecisionIsTheShareOfPixelsThatMustMatch() async throws {
        var twelve = Bitmap.pattern()
        for x in 0..<12 { twelve = twelve.nudged(x, 0, by: 100) }   // 12 of 1200: 1 %
        XCTAssertNil(compare(twelve, precision: 0.99))
        let failure = try XCTUnwrap(compare(twelve, precision: 0.995))
        XCTAssertEqual(failure.differingPixels, 12)
        XCTAssertTrue(
            failure.message(actualPath: "a", diffPath: "d", referenceProblem: nil).contains(
                "precision 0.995 allows 6."))
        let c = ImageComparison(precision: 0.99, tolerance: 0, masks: [])
        XCTAssertEqual(c.allowedDifferingPixels(of: 10_000), 100, "0.99 read as written, not as 0.9900000095")
        XCTAssertEqual(ImageComparison(precision: 0.9, tolerance: 0, masks: []).allowedDifferingPixels(of: 100), 10)
        XCTAssertEqual(ImageComparison(precision: 1, tolerance: 0, masks: []).allowedDifferingPixels(of: 100), 0)
        XCTAssertEqual(ImageComparison(precision: 2, tolerance: -5, masks: []).precision, 1, "clamped")
    }

    @MainActor func testAMaskHidesAChangeAndShowsMagentaInTheDiff() async throws {
        let changed = Bitmap.pattern().nudged(10, 10, by: 200).nudged(30, 20, by: 200)
        // In points at scale 2: (4, 4, 2, 2) covers pixels 8…11.
        let failure = try XCTUnwrap(compare(changed, masks: [Rect(x: 4, y: 4, width: 2, height: 2)], scale: 2))
        XCTAssertEqual(failure.differingPixels, 1, "only the change outside the mask")
        XCTAssertEqual(failure.diffImage.color(10, 10), ImageComparison.maskColor)
        XCTAssertEqual(failure.diffImage.color(8, 8), ImageComparison.maskColor)
        XCTAssertNotEqual(failure.diffImage.color(12, 12), ImageComparison.maskColor)
        XCTAssertEqual(failure.diffImage.color(30, 20), Color(r: 255, g: 0, b: 0))
        let message = failure.message(actualPath: "a", diffPath: "d", referenceProblem: nil)
        XCTAssertTrue(message.hasSuffix("masks magenta)"), message)
        let both = [Rect(x: 4, y: 4, width: 2, height: 2), Rect(x: 15, y: 10, width: 1, height: 1)]
        XCTAssertNil(compare(changed, masks: both, scale: 2))
    }

    @MainActor func testAMaskIsRoundedOutwardsAndClipped() async {
        let masked = ImageComparison(precision: 1, tolerance: 0, masks: [Rect(x: 38.5, y: -4, width: 10, height: 8.2)])
            .masked(.pattern(), scale: 1)
        XCTAssertEqual(masked.color(38, 0), ImageComparison.maskColor)
        XCTAssertEqual(masked.color(39, 4), ImageComparison.maskColor, "0.2 of a pixel covers the pixel")
        XCTAssertNotEqual(masked.color(39, 5), ImageComparison.maskColor)
        XCTAssertNotEqual(masked.color(37, 0), ImageComparison.maskColor)
    }

    @MainActor func testPicturesOfDifferentSizesNeverMatch() async throws {
        let failure = try XCTUnwrap(compare(.pattern(width: 41, height: 30), precision: 0))
        XCTAssertTrue(
            failure.message(actualPath: "a", diffPath: "d", referenceProblem: nil).hasPrefix(
                "The sizes differ: the golden is 40×30 px, the actual image 41×30 px."))
    }

    @MainActor func testPerceptualPrecisionLetsThroughWhatLooksTheSame() async throws {
        // Red 5 steps up on a mid-grey-blue pixel: ΔE94 about 1.6, below what 0.98 allows (2).
        let slight = Bitmap.pattern().nudged(20, 15, by: 5)
        XCTAssertNotNil(compare(slight), "exact by default")
        XCTAssertNil(compare(slight, perceptualPrecision: 0.98))
        XCTAssertNotNil(compare(slight, perceptualPrecision: 0.99), "0.99 allows a ΔE94 of 1 only")
        // 120 steps of red is a different colour whatever the precision asks.
        let failure = try XCTUnwrap(compare(slight.nudged(3, 3, by: 120), perceptualPrecision: 0.98))
        XCTAssertEqual(failure.differingPixels, 1, "the slight change still passes beside it")
        XCTAssertEqual(failure.maxChannelDelta, 120)
        XCTAssertEqual(failure.diffImage.color(3, 3), Color(r: 255, g: 0, b: 0))
        XCTAssertNotEqual(failure.diffImage.color(20, 15), Color(r: 255, g: 0, b: 0), "looks the same: not red")
        let message = failure.message(actualPath: "A.png", diffPath: "D.png", referenceProblem: nil)
        XCTAssertTrue(message.contains("and look different (ΔE94 above 2, perceptual precision 0.98)"), message)
    }

    @MainActor func testDeltaEIsZeroForTheSameColourAndLargeForOpposites() async {
        XCTAssertEqual(PerceptualDifference.deltaE(10, 20, 30, 255, 10, 20, 30, 255), 0)
        XCTAssertEqual(PerceptualDifference.deltaE(0, 0, 0, 255, 255, 255, 255, 255), 100, accuracy: 0.01)
        XCTAssertEqual(
            PerceptualDifference.deltaE(0, 0, 0, 0, 255, 255, 255, 255), 0, accuracy: 1e-9,
            "a transparent pixel is the white it is composited over")
    }

    @MainActor func testTheFailureSaysWhereLargestRegionFirstInPointsAndPixels() async throws {
        var changed = Bitmap.pattern()
        for y in 20..<26 { for x in 2..<12 { changed = changed.nudged(x, y, by: 200) } }   // 10 × 6 px
        changed = changed.nudged(36, 2, by: 200)
        let failure = try XCTUnwrap(compare(changed, scale: 2))
        XCTAssertEqual(
            failure.regions,
            [
                DifferingRegion(x: 2, y: 20, width: 10, height: 6, differingPixels: 60),
                DifferingRegion(x: 36, y: 2, width: 1, height: 1, differingPixels: 1),
            ])
        let message = failure.message(actualPath: "A.png", diffPath: "D.png", referenceProblem: nil)
        XCTAssertTrue(
            message.contains(
                "the largest difference is 200.\nWhere: 2 regions, largest first:\n"
                    + "  1. x 1–6, y 10–13 pt (2–12, 20–26 px), 60 px differ\n"
                    + "  2. x 18–18.5, y 1–1.5 pt (36–37, 2–3 px), 1 px differ\nactual: A.png"),
            message)
        XCTAssertEqual(failure.diffImage.color(1, 22), ImageComparison.outlineColor, "the first region is framed")
        XCTAssertEqual(failure.diffImage.color(2, 22), Color(r: 255, g: 0, b: 0), "its pixels stay red")
    }

    @MainActor func testOnlyTheFirstFiveRegionsAreListed() async throws {
        // Seven pixels in tiles that do not touch (every other 8 px tile, across and down).
        var changed = Bitmap.pattern(width: 80)
        for k in 0..<4 { changed = changed.nudged(2 + 16 * k, 2, by: 100) }
        for k in 0..<3 { changed = changed.nudged(2 + 16 * k, 18, by: 100) }
        let failure = try XCTUnwrap(
            ImageComparison(precision: 1, tolerance: 0, masks: []).failure(
                reference: .pattern(width: 80), actual: changed, scale: 1))
        XCTAssertEqual(failure.regions.count, 7, "\(failure.regions)")
        let lines = failure.whereLines
        XCTAssertEqual(lines.first, "Where: 7 regions, largest first (the first 5):")
        XCTAssertEqual(lines.count, 6)
    }

    @MainActor func testTheCellsARegionFallsInAreNamed() async throws {
        let changed = Bitmap.pattern().nudged(25, 5, by: 90)
        let cells = [
            LabelledCell(rect: Rect(x: 0, y: 0, width: 10, height: 15), label: "pull 0 %"),
            LabelledCell(rect: Rect(x: 10, y: 0, width: 10, height: 15), label: "pull 50 %"),
            LabelledCell(rect: Rect(x: 10, y: 0, width: 10, height: 15), label: "refreshing t = 0.00 s"),
        ]
        // At scale 2 the changed pixel (25, 5) is at 12.5, 2.5 pt: in the second and third cells.
        let failure = try XCTUnwrap(
            ImageComparison(precision: 1, tolerance: 0, masks: []).failure(
                reference: .pattern(), actual: changed, scale: 2, cells: cells))
        XCTAssertEqual(failure.differingCells, ["pull 50 %", "refreshing t = 0.00 s"])
        XCTAssertTrue(
            failure.message(actualPath: "a", diffPath: "d", referenceProblem: nil).contains(
                "\nCells that differ: pull 50 %; refreshing t = 0.00 s.\n"))
    }
}

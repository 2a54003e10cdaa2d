import Foundation
import RefreshCore
import RefreshSDL
import RefreshTesting
import SnapshotTesting
import XCTest

@testable import RefreshSnapshotTesting

/// A failing `.image` comparison records itself in the review folder and names the report at the
/// end of its message; passing again removes the record.
nonisolated final class ReviewRecordTests: ScratchReviewTestCase {
    @MainActor func verify(_ bitmap: Bitmap) -> String? {
        verifySnapshot(
            of: bitmap, as: .image(tolerance: 2, file: Scratch.file, testName: "testReview()"), named: "pattern",
            file: Scratch.file, testName: "testReview()")
    }

    @MainActor func testAMismatchIsRecordedWithItsFiguresAndPicturesAndAPassRemovesIt() async throws {
        XCTAssertNotNil(verify(.pattern()), "recorded the golden")
        XCTAssertEqual(try review.entries(), [], "recording a golden is no mismatch")

        let changed = Bitmap.pattern().nudged(7, 5, by: 200)
        let message = try XCTUnwrap(verify(changed))
        XCTAssertTrue(message.hasSuffix("\nreview: \(review.report.absoluteString)"), message)
        let entry = try XCTUnwrap(try review.entries().first)
        let golden = Scratch.goldens.appendingPathComponent("testReview.pattern.png")
        XCTAssertEqual(entry.id, "Goldens/testReview.pattern")
        XCTAssertEqual(entry.test, "testReview")
        XCTAssertEqual(entry.testFile, "\(Scratch.file)")
        XCTAssertEqual(entry.golden, golden.path)
        XCTAssertEqual(
            [entry.differingPixels, entry.pixelCount, entry.maxDifference, entry.tolerance], [1, 1200, 200, 2])
        XCTAssertEqual(entry.actualSize, .init(width: 40, height: 30))
        XCTAssertTrue(message.contains(entry.message), "the record holds the message")
        let copy = { (kind: String) in
            try SDLImage.loadBitmap(
                path: self.review.folder.appendingPathComponent("Goldens.testReview.pattern.\(kind).png").path)
        }
        XCTAssertEqual(try copy("reference"), try SDLImage.loadBitmap(path: golden.path))
        XCTAssertEqual(try copy("actual"), changed)
        XCTAssertEqual(try copy("diff").color(7, 5), Color(r: 255, g: 0, b: 0))

        XCTAssertNil(verify(.pattern()))
        XCTAssertEqual(try review.entries(), [], "a passing comparison removes its record")
    }
}

import Foundation
import RefreshCore
import RefreshSDL
import SnapshotTesting
import XCTest

@testable import RefreshSnapshotTesting

/// The bitmap strategy through swift-snapshot-testing's own `verifySnapshot`, in a scratch folder:
/// recording, matching, failing with the actual and diff images beside the golden, their paths in
/// the message, and tidying up once it passes again.
nonisolated final class BitmapImageTests: ScratchTestCase {
    /// `verifySnapshot` of `bitmap` as the golden `Goldens/<test>.pattern.png` in the scratch folder.
    @MainActor func verify(
        _ bitmap: Bitmap, test: String, precision: Float = 1, tolerance: Int = 0, masks: [Rect] = [],
        record: SnapshotTestingConfiguration.Record? = nil
    ) -> String? {
        verifySnapshot(
            of: bitmap,
            as: .image(precision: precision, tolerance: tolerance, masks: masks, file: Scratch.file, testName: test),
            named: "pattern", record: record, file: Scratch.file, testName: test)
    }

    @MainActor func testRecordsThenMatchesExactly() async throws {
        let first = try XCTUnwrap(verify(.pattern(), test: "testRecord()"))
        XCTAssertTrue(first.contains("No reference was found on disk. Automatically recorded snapshot"), first)
        let golden = Scratch.goldens.appendingPathComponent("testRecord.pattern.png")
        XCTAssertEqual(try SDLImage.loadBitmap(path: golden.path), .pattern())
        XCTAssertNil(verify(.pattern(), test: "testRecord()"))
        XCTAssertNotNil(verify(Bitmap.pattern().nudged(0, 0, by: 1), test: "testRecord()"), "exact by default")
    }

    @MainActor func testRecordingFollowsSwiftSnapshotTesting() async throws {
        XCTAssertNotNil(verify(.pattern(), test: "testRecording()"))
        let changed = Bitmap.pattern().nudged(1, 1, by: 90)
        let message = try XCTUnwrap(withSnapshotTesting(record: .all) { verify(changed, test: "testRecording()") })
        XCTAssertTrue(message.hasPrefix("Record mode is on."), message)
        XCTAssertNil(verify(changed, test: "testRecording()"), "the golden was re-recorded")
        XCTAssertNotNil(verify(.pattern(), test: "testRecording()", record: .failed))
        XCTAssertNil(verify(.pattern(), test: "testRecording()"), "record: .failed re-recorded it")
    }

    @MainActor func testAFailureLeavesTheActualAndDiffImagesBesideTheGoldenAndNamesThem() async throws {
        XCTAssertNotNil(verify(.pattern(), test: "testOnePixel()"))
        let changed = Bitmap.pattern().nudged(7, 5, by: 200)
        let message = try XCTUnwrap(verify(changed, test: "testOnePixel()"))
        let actual = Scratch.goldens.appendingPathComponent("testOnePixel.pattern.actual.png")
        let diff = Scratch.goldens.appendingPathComponent("testOnePixel.pattern.diff.png")
        XCTAssertTrue(message.hasPrefix("Snapshot \"pattern\" does not match reference."), message)
        XCTAssertTrue(
            message.contains(
                "1 of 1200 pixels (0.08 %) differ by more than 0 in a channel; the largest difference is 200.\n"
                    + "Where: 1 region:\n  1. x 7–8, y 5–6 pt, 1 px differ\n"
                    + "actual: \(actual.path)\ndiff:   \(diff.path) (differing pixels red over the faded golden, "
                    + "regions framed blue)"),
            message)
        XCTAssertEqual(try SDLImage.loadBitmap(path: actual.path), changed)
        let diffImage = try SDLImage.loadBitmap(path: diff.path)
        XCTAssertEqual(diffImage.color(7, 5), Color(r: 255, g: 0, b: 0))
        XCTAssertEqual(diffImage.color(5, 5), Color(r: 0, g: 90, b: 255), "the region's frame, 2 px outside it")
        XCTAssertEqual(diffImage.width, 40)
        print("A failure message, as a test shows it:\n\(message)")

        XCTAssertNil(verify(.pattern(), test: "testOnePixel()"))
        XCTAssertFalse(Scratch.exists(actual), "a passing comparison removes what its failure left")
        XCTAssertFalse(Scratch.exists(diff))
        XCTAssertTrue(Scratch.exists(Scratch.goldens.appendingPathComponent("testOnePixel.pattern.png")))
    }

    @MainActor func testSnapshotArtifactsSendsThemToThatFolder() async throws {
        XCTAssertNotNil(verify(.pattern(), test: "testArtifacts()"))
        setenv("SNAPSHOT_ARTIFACTS", Scratch.artifacts.path, 1)
        let message = try XCTUnwrap(verify(Bitmap.pattern().nudged(0, 0, by: 50), test: "testArtifacts()"))
        let actual = Scratch.artifacts.appendingPathComponent("Goldens/testArtifacts.pattern.actual.png")
        let diff = Scratch.artifacts.appendingPathComponent("Goldens/testArtifacts.pattern.diff.png")
        XCTAssertTrue(message.contains("actual: \(actual.path)\ndiff:   \(diff.path)"), message)
        XCTAssertTrue(Scratch.exists(actual))
        XCTAssertTrue(Scratch.exists(diff))
        XCTAssertTrue(
            Scratch.exists(Scratch.artifacts.appendingPathComponent("Goldens/testArtifacts.pattern.png")),
            "beside swift-snapshot-testing's own copy of the failing snapshot")
        XCTAssertFalse(Scratch.exists(Scratch.goldens.appendingPathComponent("testArtifacts.pattern.actual.png")))
    }

    @MainActor func testToleranceAndPrecisionThroughTheStrategy() async throws {
        XCTAssertNotNil(verify(.pattern(), test: "testOptions()"))
        XCTAssertNil(verify(Bitmap.pattern().nudged(2, 2, by: 3), test: "testOptions()", tolerance: 3))
        let message = try XCTUnwrap(verify(Bitmap.pattern().nudged(2, 2, by: 4), test: "testOptions()", tolerance: 3))
        XCTAssertTrue(message.contains("1 of 1200 pixels (0.08 %) differ by more than 3 in a channel"), message)
        var twelve = Bitmap.pattern()
        for x in 0..<12 { twelve = twelve.nudged(x, 0, by: 100) }
        XCTAssertNil(verify(twelve, test: "testOptions()", precision: 0.99))
        XCTAssertNotNil(verify(twelve, test: "testOptions()", precision: 0.995))
    }

    @MainActor func testMasksArePaintedIntoTheGoldenAndHideChanges() async throws {
        let clock = Rect(x: 20, y: 10, width: 10, height: 5)
        XCTAssertNotNil(verify(.pattern(), test: "testMask()", masks: [clock]))
        let golden = try SDLImage.loadBitmap(path: Scratch.goldens.appendingPathComponent("testMask.pattern.png").path)
        XCTAssertEqual(golden.color(20, 10), ImageComparison.maskColor, "the golden shows what is left out")
        XCTAssertEqual(golden.color(29, 14), ImageComparison.maskColor)
        XCTAssertEqual(golden.color(30, 14), Bitmap.pattern().color(30, 14))
        XCTAssertNil(verify(Bitmap.pattern().nudged(25, 12, by: 255), test: "testMask()", masks: [clock]))
        XCTAssertNotNil(verify(Bitmap.pattern().nudged(25, 16, by: 255), test: "testMask()", masks: [clock]))
    }

    @MainActor func testAGoldenThatCannotBeToldLeavesItsImagesInTheArtifactsFolder() async throws {
        // A golden in a folder of its own (`snapshotDirectory`) is not the test file's.
        let folder = Scratch.root.appendingPathComponent("elsewhere").path
        func verifyElsewhere(_ b: Bitmap) -> String? {
            verifySnapshot(
                of: b, as: .image(file: Scratch.file, testName: "testElsewhere()"), named: "pattern",
                snapshotDirectory: folder, file: Scratch.file, testName: "testElsewhere()")
        }
        XCTAssertNotNil(verifyElsewhere(.pattern()))
        setenv("SNAPSHOT_ARTIFACTS", Scratch.artifacts.path, 1)
        let message = try XCTUnwrap(verifyElsewhere(Bitmap.pattern().nudged(1, 1, by: 9)))
        let actual = Scratch.artifacts.appendingPathComponent("Goldens/testElsewhere.actual.png")
        XCTAssertTrue(message.contains("actual: \(actual.path)"), message)
        XCTAssertTrue(Scratch.exists(actual))
    }

    @MainActor func testAGoldenThatIsNoPNGSaysSo() async throws {
        try FileManager.default.createDirectory(at: Scratch.goldens, withIntermediateDirectories: true)
        try Data("not a png".utf8).write(to: Scratch.goldens.appendingPathComponent("testBroken.pattern.png"))
        let message = try XCTUnwrap(verify(.pattern(), test: "testBroken()"))
        XCTAssertTrue(message.contains("The golden could not be read: "), message)
        XCTAssertTrue(message.contains("The sizes differ: the golden is 0×0 px, the actual image 40×30 px."), message)
    }
}

import Foundation
import RefreshCore
import RefreshTesting
import SnapshotTesting
import XCTest

@testable import RefreshSnapshotTesting

/// Record modes used the way swift-snapshot-testing means them: on CI a missing golden fails and
/// is not recorded; `.failed` re-records what mismatches and still fails; every comparison notes
/// its golden in the run's ledger.
nonisolated final class RecordModeTests: ScratchTestCase {
    func testCINeverRecordsUnlessTheEnvironmentChoosesAMode() {
        XCTAssertEqual(RefreshTestCase.recordMode(environment: ["CI": "true"]), .never)
        XCTAssertEqual(RefreshTestCase.recordMode(environment: ["CI": "1"]), .never)
        XCTAssertNil(RefreshTestCase.recordMode(environment: ["CI": "true", "SNAPSHOT_TESTING_RECORD": "all"]))
        XCTAssertNil(RefreshTestCase.recordMode(environment: [:]))
        XCTAssertNil(RefreshTestCase.recordMode(environment: ["CI": "false"]))
    }

    @MainActor func verify(_ bitmap: Bitmap, record: SnapshotTestingConfiguration.Record) -> String? {
        verifySnapshot(
            of: bitmap, as: .image(file: Scratch.file, testName: "testMode()"), named: "pattern", record: record,
            file: Scratch.file, testName: "testMode()")
    }

    @MainActor func testOnCIAMissingGoldenFailsAndIsNotRecorded() async throws {
        let golden = Scratch.goldens.appendingPathComponent("testMode.pattern.png")
        let message = try XCTUnwrap(verify(.pattern(), record: .never))
        XCTAssertTrue(message.contains("New snapshot was not recorded because recording is disabled"), message)
        XCTAssertFalse(Scratch.exists(golden), "nothing recorded")
        let hint = RefreshTestCase.missingGoldenHint(
            testFile: URL(fileURLWithPath: "/p/Tests/T/HeaderTests.swift"), test: "HeaderTests.testPulled")
        XCTAssertTrue(hint.contains("missing from /p/Tests/T/__Snapshots__/HeaderTests"), hint)
    }

    @MainActor func testFailedReRecordsOnlyWhatMismatchesAndStillFails() async throws {
        XCTAssertNotNil(verify(.pattern(), record: .missing), "recorded")
        XCTAssertNil(verify(.pattern(), record: .failed), "a match is left alone")
        let changed = Bitmap.pattern().nudged(3, 3, by: 90)
        XCTAssertNotNil(verify(changed, record: .failed), "a mismatch still fails")
        XCTAssertNil(verify(changed, record: .never), "and was re-recorded")
    }

    @MainActor func testEveryComparisonNotesItsGoldenInTheLedger() async throws {
        let review = Scratch.root.appendingPathComponent("review")
        let saved = ProcessInfo.processInfo.environment[SnapshotReview.folderVariable]
        setenv(SnapshotReview.folderVariable, review.path, 1)
        defer {
            if let saved {
                setenv(SnapshotReview.folderVariable, saved, 1)
            } else {
                unsetenv(SnapshotReview.folderVariable)
            }
        }
        XCTAssertNotNil(verify(.pattern(), record: .missing), "recorded: nothing compared yet")
        XCTAssertNil(try GoldenLedger.compared(in: review))
        XCTAssertNil(verify(.pattern(), record: .missing))
        let golden = Scratch.goldens.appendingPathComponent("testMode.pattern.png").standardizedFileURL
        XCTAssertEqual(try GoldenLedger.compared(in: review), [golden.path], "a comparison that passed")
    }
}

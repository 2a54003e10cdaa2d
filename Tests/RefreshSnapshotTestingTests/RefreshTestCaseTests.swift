import Foundation
import RefreshCore
import RefreshSDL
import RefreshTestSupport
import RefreshTesting
import XCTest

@testable import RefreshSnapshotTesting

/// The base class: its tests run on the main actor on Linux (this class is one), a watched host is
/// kept, and a failed test's hosts leave their trace and last frame, named in the output.
nonisolated final class RefreshTestCaseTests: RefreshTestCase {
    @MainActor func testAnAsyncMainActorTestRunsOnTheMainThread() async throws {
        XCTAssertTrue(Thread.isMainThread)
        let host = watch(try SampleScene.makeHost())
        host.pull(.top, by: 30, duration: 0.1)
        XCTAssertEqual(host.scrollView.refreshHeader?.state, .idle)
    }

    @MainActor func testAPassingTestIsNotTakenForAFailedOne() async throws {
        watch(try SampleScene.makeHost())
        XCTAssertFalse(testHasFailed, "so tearDown writes nothing for it")
    }

    @MainActor func testAFailedTestsHostsLeaveTheirTraceAndLastFrame() async throws {
        let host = try SampleScene.makeHost()
        host.pull(.top, by: 80, duration: 0.1)
        let folder = temporaryFolder("failure-record").url.appendingPathComponent("failed")
        let lines = RefreshTestCase.writeFailureRecord(of: [host], to: folder)
        let trace = folder.appendingPathComponent("host-1.jsonl").path
        let picture = folder.appendingPathComponent("host-1.png").path
        XCTAssertEqual(
            lines,
            [
                "RefreshTestCase: host 1's trace (6 frames): \(trace)",
                "RefreshTestCase: host 1's last frame: \(picture)",
            ])
        let written = try String(contentsOfFile: trace, encoding: .utf8)
        XCTAssertEqual(written, host.trace.map { $0 + "\n" }.joined())
        XCTAssertTrue(written.contains(#""state":"pulling""#))
        XCTAssertEqual(try SDLImage.loadBitmap(path: picture).pixels, host.render().pixels)
    }

    @MainActor func testTheFolderIsNamedAfterTheClassAndTheTest() async throws {
        Scratch.enter(for: self)
        setenv("SNAPSHOT_ARTIFACTS", "/tmp/arts", 1)
        XCTAssertEqual(
            failureFolder.path, "/tmp/arts/RefreshTestCaseTests/testTheFolderIsNamedAfterTheClassAndTheTest")
        unsetenv("SNAPSHOT_ARTIFACTS")
        XCTAssertTrue(failureFolder.path.hasPrefix(NSTemporaryDirectory()), failureFolder.path)
    }

    @MainActor func testAFolderThatCannotBeMadeIsSaid() async throws {
        let blocker = temporaryFolder("failure-record").url.appendingPathComponent("a-file")
        try Data("x".utf8).write(to: blocker)
        let lines = RefreshTestCase.writeFailureRecord(
            of: [try SampleScene.makeHost()], to: blocker.appendingPathComponent("sub"))
        XCTAssertEqual(lines.count, 1)
        let expected = "RefreshTestCase: cannot create \(blocker.path)/sub for the failed test's hosts: "
        XCTAssertTrue(lines[0].hasPrefix(expected), lines[0])
    }
}

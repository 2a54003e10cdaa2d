import Foundation
import RefreshCore
import RefreshTesting
import SnapshotTesting
import XCTest

@testable import RefreshSnapshotTesting

/// The trace strategy: one JSON line per frame, compared line by line.
nonisolated final class TraceTests: ScratchTestCase {
    /// A committed golden: a pull past the threshold, the release, the refresh starting.
    @MainActor func testGoldenPullPastTheThresholdAndRelease() async throws {
        let host = try SampleScene.makeHost()
        host.pull(.top, by: 80, duration: 0.1)
        host.release()
        host.advance(seconds: 0.3)
        assertSnapshot(of: host, as: .trace, named: "pull-release")
    }

    @MainActor func testTheTraceIsTheHostsLinesAndAFailureShowsTheLinesThatDiffer() async throws {
        let host = try SampleScene.makeHost()
        host.advance(frames: 3)
        func verify() -> String? {
            verifySnapshot(of: host, as: .trace, named: "frames", file: Scratch.file, testName: "testTrace()")
        }
        XCTAssertNotNil(verify())
        let golden = try String(
            contentsOf: Scratch.goldens.appendingPathComponent("testTrace.frames.jsonl"), encoding: .utf8)
        XCTAssertEqual(golden, host.trace.map { $0 + "\n" }.joined())
        XCTAssertEqual(golden.split(separator: "\n").count, 3)
        XCTAssertNil(verify())
        host.advance(frames: 1)
        let message = try XCTUnwrap(verify())
        XCTAssertTrue(message.contains("@@ "), message)
        XCTAssertTrue(message.contains("+{\"frame\":3,"), message)
    }
}

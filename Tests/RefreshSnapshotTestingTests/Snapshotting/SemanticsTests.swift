import Foundation
import RefreshCore
import RefreshTesting
import SnapshotTesting
import XCTest

@testable import RefreshSnapshotTesting

/// The semantics strategy: roles, states, stepped pulls, labels and the announcement as a text
/// golden, compared line by line.
nonisolated final class SemanticsTests: ScratchTestCase {
    /// A committed golden: the header pulled past its threshold, then refreshing.
    @MainActor func testGoldenPullingThenRefreshing() async throws {
        let host = try SampleScene.makeHost()
        host.pull(.top, by: 80, duration: 0.1)
        assertSnapshot(of: host, as: .semantics, named: "pulling")
        host.release()
        host.advance(seconds: 0.5)
        assertSnapshot(of: host, as: .semantics, named: "refreshing")
    }

    @MainActor func testTheGoldenIsTheDescriptionsTextAndAFailureShowsTheLinesThatDiffer() async throws {
        /// A fresh host with the header pulled so `points` of it show, still held.
        func pulled(by points: Double) throws -> RefreshTestHost {
            let host = try SampleScene.makeHost()
            host.pull(.top, by: points)
            return host
        }
        func verify(_ host: RefreshTestHost, as strategy: Snapshotting<RefreshTestHost, String> = .semantics)
            -> String?
        {
            verifySnapshot(of: host, as: strategy, named: "pull", file: Scratch.file, testName: "testSemantics()")
        }
        let host = try pulled(by: 30)   // 30 of 54 points: 55 %
        XCTAssertNotNil(verify(host), "the first run records")
        let golden = try String(
            contentsOf: Scratch.goldens.appendingPathComponent("testSemantics.pull.txt"), encoding: .utf8)
        XCTAssertEqual(golden, host.semantics().text)
        XCTAssertTrue(golden.contains("header NormalHeader: idle, pull 50 %, shown\n"), golden)
        XCTAssertNil(verify(try pulled(by: 31)), "a point more of pull (57 %) is still the 50 % step")
        XCTAssertNotNil(verify(try pulled(by: 31), as: .semantics(percentStep: 1)), "in 1 % steps it is not")
        let message = try XCTUnwrap(verify(try pulled(by: 80)))
        XCTAssertTrue(message.contains("@@ "), message)
        XCTAssertTrue(message.contains("−  header NormalHeader: idle, pull 50 %, shown"), message)
        XCTAssertTrue(message.contains("+  header NormalHeader: pulling, pull 140 %, shown"), message)
        XCTAssertTrue(message.contains("+    \"Release to refresh\""), message)
    }
}

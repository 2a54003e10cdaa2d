import Foundation
import SnapshotTesting
import XCTest

extension RefreshTestCase {
    /// The record mode a test of this class runs with when the environment does not choose one:
    /// `.never` on CI (`CI` is `true` or `1`, as CI services set it), so a missing golden fails
    /// there, naming itself, instead of being recorded on a machine nobody looks at; nil elsewhere
    /// (swift-snapshot-testing's own default, `.missing`, or `SNAPSHOT_TESTING_RECORD`).
    ///
    /// - Parameter environment: The process's environment.
    /// - Returns: `.never` on CI unless `SNAPSHOT_TESTING_RECORD` is set; nil otherwise.
    public static func recordMode(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> SnapshotTestingConfiguration.Record? {
        guard ["true", "1"].contains(environment["CI"]?.lowercased() ?? ""),
            (environment["SNAPSHOT_TESTING_RECORD"] ?? "").isEmpty
        else { return nil }
        return .never
    }

    /// The words a missing golden's failure gets on CI, after swift-snapshot-testing's "New
    /// snapshot was not recorded": where the golden belongs and how to record it.
    ///
    /// - Parameters:
    ///   - testFile: The test file of the assertion.
    ///   - test: The test, as the failure names it.
    /// - Returns: The sentence.
    static func missingGoldenHint(testFile: URL, test: String) -> String {
        let suite = testFile.deletingPathExtension().lastPathComponent
        let folder = testFile.deletingLastPathComponent().appendingPathComponent("__Snapshots__/\(suite)")
        return " The golden of this assertion of \(test) is missing from \(folder.path) (CI records nothing): "
            + "record it on your machine (swift test, or SNAPSHOT_TESTING_RECORD=missing), look at it, and commit it."
    }
}

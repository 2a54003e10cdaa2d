import Foundation
import RefreshCore
import RefreshSnapshotTesting
import RefreshTestSupport
import SnapshotTesting
import XCTest

/// Where failing screenshots go: `artifacts/snapshots` at the package root (swift-snapshot-testing's
/// copy of the actual image, and RefreshSnapshotTesting's `.actual.png` and `.diff.png`), never
/// beside the goldens.
enum SnapshotArtifacts {
    static var directory: String {
        Repository.url("artifacts/snapshots").path
    }

    /// Points the failure copies at the artifacts folder (`SNAPSHOT_ARTIFACTS`), unless the
    /// environment already names one.
    static func install() {
        setenv("SNAPSHOT_ARTIFACTS", directory, 0)
    }
}

/// Compares `bitmap` with the golden `__Snapshots__/<File>/<test>.<name>.png` through
/// RefreshSnapshotTesting's `.image` strategy, `tolerance` per channel (3: the project's goldens).
/// `make snapshots` re-records every golden; look at each one before committing it.
func assertScreenshot(
    _ bitmap: Bitmap, named name: String, tolerance: Int = 3,
    file: StaticString = #filePath, testName: String = #function, line: UInt = #line
) {
    SnapshotArtifacts.install()
    assertSnapshot(
        of: bitmap, as: .image(tolerance: tolerance, file: file, testName: testName),
        named: name, file: file, testName: testName, line: line)
}

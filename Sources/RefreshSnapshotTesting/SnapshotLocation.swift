import Foundation
import RefreshCore

/// Where the golden of one assertion lives, as swift-snapshot-testing names it:
/// `<folder of the test file>/__Snapshots__/<test file's name>/<test>.<name>.<extension>`.
///
/// A strategy knows the test file and the test (its `file` and `testName` arguments default to the
/// call site, as `assertSnapshot`'s do), but not the snapshot's name; the golden is the file of the
/// test whose bytes are those the comparison read. One location belongs to one strategy value,
/// used on the thread of the assertion.
final class SnapshotLocation {
    /// The test file's path (`#filePath`).
    let file: String
    /// The test's name as it is in file names: `testFoo()` is `testFoo`.
    let testName: String
    /// The bytes of the golden the comparison read last.
    var referenceData: Data?
    /// Why the golden could not be decoded, if it could not.
    var referenceProblem: String?
    /// Pixels per point of the pictures compared (masks are in points).
    var scale: Double
    /// The named parts of the last picture snapshotted (a filmstrip's cells), which a failure
    /// lists where the pictures differ; empty for a plain picture.
    var cells: [LabelledCell] = []

    init(file: StaticString, testName: String, scale: Double = 1) {
        self.file = "\(file)"
        self.testName = Self.sanitized(testName)
        self.scale = scale
    }

    /// The test file's name without its extension: the folder of its goldens.
    var suite: String { URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent }

    /// `__Snapshots__/<suite>` beside the test file.
    var snapshotDirectory: URL {
        URL(fileURLWithPath: file).deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__").appendingPathComponent(suite)
    }

    /// A name as swift-snapshot-testing puts it in a file name: every run of characters other than
    /// letters, digits and `_` becomes `-`, with none at either end.
    static func sanitized(_ string: String) -> String {
        string
            .replacingOccurrences(of: "\\W+", with: "-", options: .regularExpression)
            .replacingOccurrences(of: "^-|-$", with: "", options: .regularExpression)
    }

    /// The test's goldens with `pathExtension` in the snapshot folder, by name (failure artifacts
    /// left out).
    func goldens(pathExtension: String) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: snapshotDirectory.path)) ?? []
        return names.sorted()
            .filter { name in
                name.hasPrefix(testName + ".") && name.hasSuffix("." + pathExtension)
                    && !FailureArtifacts.suffixes.contains { name.hasSuffix($0 + "." + pathExtension) }
            }
            .map { snapshotDirectory.appendingPathComponent($0) }
    }

    /// The golden the comparison read: the test's golden whose bytes are `referenceData`; nil when
    /// none is (a golden in another folder, given to `assertSnapshot` as `snapshotDirectory`).
    func golden(pathExtension: String) -> URL? { candidateGoldens(pathExtension: pathExtension).first }

    /// Every golden of the test whose bytes are `referenceData`: the one the comparison read, and
    /// any other of the test's goldens that is the same picture (an idle state before and after).
    func candidateGoldens(pathExtension: String) -> [URL] {
        guard let referenceData else { return [] }
        return goldens(pathExtension: pathExtension).filter { url in
            (try? InputFile.read(url.path, limit: referenceData.count)).map { Data($0) } == referenceData
        }
    }
}

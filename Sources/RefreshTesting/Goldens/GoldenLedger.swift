import Foundation
import RefreshCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The goldens a test run compared, noted one path a line in `compared-goldens.txt` of its review
/// folder (`SnapshotReview.folder(forTestFile:)`), so that after a whole run `OrphanedGoldens` can
/// tell which committed goldens no test compares any more. Every comparison of the image
/// strategies notes its golden, whether it passed or failed; `make test` starts the run with an
/// empty review folder.
package enum GoldenLedger {
    /// The ledger's file name in the review folder.
    package static let fileName = "compared-goldens.txt"

    /// Notes that `golden` was compared, appending its path (links resolved: a snippet's goldens
    /// are reached through a link) to the ledger in `folder` (made if needed). Appends of one line are whole even when several test processes share the folder;
    /// a ledger that cannot be written is left alone (the comparison itself is what the test asserts).
    ///
    /// - Parameters:
    ///   - golden: The golden file the comparison read.
    ///   - folder: The review folder.
    package static func note(_ golden: URL, in folder: URL) {
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent(fileName).path
        let fd = open(path, O_WRONLY | O_CREAT | O_APPEND, 0o644)
        guard fd >= 0 else { return }
        defer { close(fd) }
        let line = Array((golden.resolvingSymlinksInPath().path + "\n").utf8)
        _ = line.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
    }

    /// The goldens noted in the ledger of `folder`, by standardized path; nil when there is no ledger.
    ///
    /// - Parameter folder: The review folder.
    /// - Returns: The paths noted; nil without a ledger.
    /// - Throws: `SnapshotReviewError` naming the ledger when it exists but cannot be read.
    package static func compared(in folder: URL) throws -> Set<String>? {
        let path = folder.appendingPathComponent(fileName).path
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        do {
            let text = String(decoding: try InputFile.read(path, limit: 64 << 20), as: UTF8.self)
            return Set(text.split(separator: "\n").map(String.init))
        } catch {
            throw SnapshotReviewError(.file, subject: path, problem: "the ledger cannot be read: \(error)")
        }
    }
}

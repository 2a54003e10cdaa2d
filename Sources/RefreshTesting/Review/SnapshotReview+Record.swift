import Foundation
import RefreshCore

extension SnapshotReview {
    /// Records `entry` with its three pictures (PNG bytes: the golden, the actual picture and the
    /// diff), replacing an earlier record of the same golden, and writes the report again.
    package func record(_ entry: Entry, reference: [UInt8], actual: [UInt8], diff: [UInt8]) throws {
        for (kind, bytes) in [(ImageKind.reference, reference), (.actual, actual), (.diff, diff)] {
            try write(bytes, to: folder.appendingPathComponent(entry.imageFile(kind)))
        }
        let json = entry.json.serialized(indent: 2) + "\n"
        try write(Array(json.utf8), to: folder.appendingPathComponent(entry.fileBase + ".json"))
        try writeReport()
    }

    /// Whether the folder holds a record of a golden of `test` in `suite` (a listing, no file read):
    /// what a passing comparison checks before it looks for its golden.
    package func hasRecord(suite: String, test: String) -> Bool {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.contains { $0.hasPrefix(suite + "." + test + ".") && $0.hasSuffix(".json") }
    }

    /// Removes the record of the golden `name` of `suite` (a comparison that passes again), if
    /// there is one, and writes the report again.
    package func removeRecord(suite: String, name: String) {
        let base = suite + "." + name
        guard FileManager.default.fileExists(atPath: folder.appendingPathComponent(base + ".json").path) else { return }
        removeFiles(base: base)
        _ = try? writeReport()
    }
}

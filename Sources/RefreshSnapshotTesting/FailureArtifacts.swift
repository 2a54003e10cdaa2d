import Foundation
import RefreshCore
import RefreshSDL

/// The pictures a failing image comparison leaves: the actual image and the diff image.
///
/// They go beside the golden, `<test>.<name>.actual.png` and `<test>.<name>.diff.png` next to
/// `<test>.<name>.png`, unless the `SNAPSHOT_ARTIFACTS` environment variable names a folder (as
/// swift-snapshot-testing's copies of failing snapshots do): then into `<that folder>/<test
/// file's name>/`. A golden that cannot be told (see `SnapshotLocation`) leaves `<test>.actual.png`
/// and `<test>.diff.png` in that folder, or in the temporary folder. A comparison that passes
/// again removes the pair it left beside its golden.
enum FailureArtifacts {
    /// What the two files add to the golden's name, before its extension.
    static let suffixes = [".actual", ".diff"]

    /// Where the pair goes for `location`, and its base name (`<test>.<name>`).
    static func folderAndBase(for location: SnapshotLocation, pathExtension: String) -> (URL, String) {
        let golden = location.golden(pathExtension: pathExtension)
        let base = golden.map { $0.deletingPathExtension().lastPathComponent } ?? location.testName
        if let artifacts = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"], !artifacts.isEmpty {
            return (URL(fileURLWithPath: artifacts, isDirectory: true).appendingPathComponent(location.suite), base)
        }
        if let golden { return (golden.deletingLastPathComponent(), base) }
        return (
            URL(fileURLWithPath: NSTemporaryDirectory(), isDirectory: true).appendingPathComponent(location.suite), base
        )
    }

    /// Writes `actual` and `diff` as PNGs; returns each one's path, or why it could not be written.
    static func write(actual: Bitmap, diff: Bitmap, for location: SnapshotLocation) -> (actual: String, diff: String) {
        write(actual: { try SDLImage.encodePNG(actual) }, diff: { try SDLImage.encodePNG(diff) }, for: location)
    }

    /// Writes the files `actual` and `diff` encode (an animation's actual APNG and its strip, both
    /// `.png`); returns each one's path, or why it could not be written.
    static func write(
        actual: () throws -> [UInt8], diff: () throws -> [UInt8], for location: SnapshotLocation
    ) -> (actual: String, diff: String) {
        let (folder, base) = folderAndBase(for: location, pathExtension: "png")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            let problem = "not written: cannot create \(folder.path): \(error)"
            return (problem, problem)
        }
        func save(_ bytes: () throws -> [UInt8], _ suffix: String) -> String {
            let path = folder.appendingPathComponent(base + suffix + ".png").path
            do {
                try OutputFile.write(try bytes(), to: path)
                return path
            } catch {
                return "\(path) could not be written: \(error)"
            }
        }
        return (save(actual, ".actual"), save(diff, ".diff"))
    }

    /// Removes the pair a failure left beside the golden of `location`, if there is one.
    static func removeStale(for location: SnapshotLocation) {
        let folder = location.snapshotDirectory
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        guard names.contains(where: { $0.hasPrefix(location.testName + ".") && $0.hasSuffix(".actual.png") }),
            let golden = location.golden(pathExtension: "png")
        else { return }
        let base = golden.deletingPathExtension().lastPathComponent
        for suffix in suffixes {
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(base + suffix + ".png"))
        }
    }
}

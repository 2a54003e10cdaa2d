import Foundation
import RefreshCore

/// The review folder of a test run: every golden mismatch of the image strategies leaves a record
/// there (`<suite>.<test>.<name>.json`) with copies of the golden, the actual picture and the diff,
/// and `index.html`, a static report of them all that opens from the file system (side by side, a
/// slider, a blink toggle, zoom to pixels, the figures, the test, and the command that accepts it).
///
/// A comparison that passes again removes its record; `accept(_:)` copies actual pictures over
/// their goldens. `refresh-goldens review` and `refresh-goldens accept` (the playground has them
/// too) are these calls.
public struct SnapshotReview: Sendable {
    /// The environment variable that names the review folder, for every test file.
    public static let folderVariable = "REFRESH_SNAPSHOT_REVIEW_DIR"
    /// The report's file name in the folder.
    public static let reportName = "index.html"

    /// The folder.
    public let folder: URL

    /// The review folder `folder`.
    public init(folder: URL) {
        self.folder = folder.standardizedFileURL
    }

    /// The review folder of the goldens of `testFile`: `$REFRESH_SNAPSHOT_REVIEW_DIR` when it is
    /// set, else `.build/snapshot-review` in the package the file is in (the nearest folder above
    /// it with a `Package.swift`), else `snapshot-review` in the temporary folder.
    public static func folder(
        forTestFile testFile: String, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> URL {
        if let named = environment[folderVariable], !named.isEmpty {
            return URL(fileURLWithPath: named, isDirectory: true)
        }
        var dir = URL(fileURLWithPath: testFile).deletingLastPathComponent()
        while dir.path != "/" && !dir.path.isEmpty {
            if FileManager.default.fileExists(atPath: dir.appendingPathComponent("Package.swift").path) {
                return dir.appendingPathComponent(".build/snapshot-review", isDirectory: true)
            }
            dir = dir.deletingLastPathComponent()
        }
        return URL(fileURLWithPath: NSTemporaryDirectory(), isDirectory: true)
            .appendingPathComponent("snapshot-review", isDirectory: true)
    }

    /// The report's path.
    public var report: URL { folder.appendingPathComponent(Self.reportName) }

    /// The mismatches recorded in the folder, by `id`; none when the folder does not exist.
    public func entries() throws -> [Entry] {
        guard FileManager.default.fileExists(atPath: folder.path) else { return [] }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        } catch {
            throw SnapshotReviewError(.file, subject: folder.path, problem: "the review folder cannot be listed")
        }
        return try names.filter { $0.hasSuffix(".json") }.sorted().map { name in
            let path = folder.appendingPathComponent(name).path
            let json: JSONValue
            do {
                json = try JSONValue.parse(InputFile.read(path, limit: 1 << 20))
            } catch {
                throw SnapshotReviewError(.file, subject: path, problem: "the record cannot be read: \(error)")
            }
            return try Entry(json: json, file: path)
        }
        .sorted { $0.id < $1.id }
    }

    /// Writes `index.html` for the entries in the folder (a page that says there are none when
    /// there are none) and returns its path.
    @discardableResult
    public func writeReport() throws -> URL {
        let page = SnapshotReviewPage(entries: try entries(), folder: folder).html
        try write(Array(page.utf8), to: report)
        return report
    }

    /// Copies the actual picture of every entry `selectors` name over its golden, removes those
    /// entries and writes the report again; returns them. A selector is an entry's `id`
    /// (`ScreenshotTests/testListPlain.idle`), a test (`ScreenshotTests/testListPlain`) or a test
    /// file (`ScreenshotTests`); one that names none, or an entry whose golden is unknown, is an
    /// error before anything is copied.
    @discardableResult
    public func accept(_ selectors: [String]) throws -> [Entry] {
        let all = try entries()
        var chosen: [Entry] = []
        for selector in selectors {
            let matches = all.filter { Self.selector(selector, names: $0) }
            guard !matches.isEmpty else {
                let known = all.isEmpty ? "there are none" : "recorded: " + all.map(\.id).joined(separator: ", ")
                throw SnapshotReviewError(
                    .unknownName, subject: selector,
                    problem: "no golden mismatch in \(folder.path) has this name (\(known))")
            }
            chosen += matches.filter { match in !chosen.contains { $0.id == match.id } }
        }
        return try accept(entries: chosen)
    }

    /// Copies the actual picture of every entry over its golden (see `accept(_:)`); returns them.
    @discardableResult
    public func acceptAll() throws -> [Entry] { try accept(entries: entries()) }

    private func accept(entries chosen: [Entry]) throws -> [Entry] {
        if let lost = chosen.first(where: { $0.golden == nil }) {
            throw SnapshotReviewError(
                .unknownGolden, subject: lost.id,
                problem: "the golden's place is unknown (it is not in __Snapshots__ beside \(lost.testFile)); "
                    + "copy \(folder.appendingPathComponent(lost.imageFile(.actual)).path) over it by hand")
        }
        for entry in chosen {
            let actual = folder.appendingPathComponent(entry.imageFile(.actual))
            let bytes: [UInt8]
            do {
                bytes = try InputFile.read(actual.path, limit: 256 << 20)
            } catch {
                throw SnapshotReviewError(
                    .file, subject: entry.id, problem: "its actual picture cannot be read: \(error)")
            }
            try write(bytes, to: URL(fileURLWithPath: entry.golden ?? ""))
            removeFiles(base: entry.fileBase)
        }
        if !chosen.isEmpty { try writeReport() }
        return chosen
    }

    /// Whether `selector` names `entry`: its id, or a prefix of it ending where a name part ends.
    static func selector(_ selector: String, names entry: Entry) -> Bool {
        entry.id == selector || entry.id.hasPrefix(selector + ".") || entry.id.hasPrefix(selector + "/")
    }

    /// Removes the record `<base>.json` and its pictures `<base>.<kind>.png`.
    func removeFiles(base: String) {
        for file in [base + ".json"] + ImageKind.allCases.map({ base + "." + $0.rawValue + ".png" }) {
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(file))
        }
    }

    /// Writes `bytes` to `url` atomically, creating its folder; an error names the file.
    func write(_ bytes: [UInt8], to url: URL) throws {
        do {
            try OutputFile.write(bytes, to: url.path, replacement: .atomic, createsFolder: true)
        } catch {
            throw SnapshotReviewError(.file, subject: url.path, problem: "cannot be written: \(error)")
        }
    }
}

import Foundation
import RefreshCore
import RefreshTestSupport
import XCTest

/// The release is described in one place and the repository needs nothing outside it.
nonisolated final class ReleaseTests: XCTestCase {
    /// CHANGELOG.md's newest entry (`## [x.y.z] - date`, Keep a Changelog) is the version the code states.
    func testTheNewestChangelogEntryIsTheLibrarysVersion() throws {
        let changelog = try Repository.read("CHANGELOG.md")
        // (`## [Unreleased]` collects what the next release adds: no version yet.)
        let entries = changelog.split(separator: "\n").filter { $0.hasPrefix("## [") && $0 != "## [Unreleased]" }
        let newest = try XCTUnwrap(entries.first, "CHANGELOG.md has no `## [version] - date` entry")
        let version = try XCTUnwrap(
            newest.dropFirst(4).split(separator: "]").first.map(String.init), "\(newest)")
        XCTAssertEqual(version, RefreshKit.version, "CHANGELOG.md's newest entry is \(newest)")
        XCTAssertNotNil(
            newest.range(
                of: #"^## \[[0-9]+\.[0-9]+\.[0-9]+\] - [0-9]{4}-[0-9]{2}-[0-9]{2}$"#, options: .regularExpression),
            "an entry reads `## [x.y.z] - YYYY-MM-DD`: \(newest)")
    }

    /// No file of the repository's code, tests, docs, examples or snippets points at a folder
    /// beside the repository: whoever clones it has all it refers to.
    func testNothingPointsOutsideTheRepository() throws {
        // Spelled in two parts so that this file does not name them itself.
        let outside = [".." + "/shared", "shared" + "/reference"]
        var found: [String] = []
        for path in try Self.textFiles(under: ["Sources", "Tests", "docs", "Examples", "Snippets", "README.md"]) {
            guard let text = try? String(contentsOf: Repository.url(path), encoding: .utf8) else { continue }
            for (n, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where outside.contains(where: line.contains) {
                found.append("\(path):\(n + 1): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        XCTAssertEqual(found, [], "these lines point outside the repository; say it in the repository's own words")
    }

    /// The files (relative paths) under `roots`, folders searched recursively, build output skipped.
    private static func textFiles(under roots: [String]) throws -> [String] {
        var paths: [String] = []
        let fm = FileManager.default
        for root in roots {
            var isFolder: ObjCBool = false
            guard fm.fileExists(atPath: Repository.url(root).path, isDirectory: &isFolder) else { continue }
            guard isFolder.boolValue else {
                paths.append(root)
                continue
            }
            let walker = fm.enumerator(atPath: Repository.url(root).path)
            while let item = walker?.nextObject() as? String {
                if item.split(separator: "/").contains(where: { $0 == ".build" || $0.hasPrefix(".") }) { continue }
                let ext = (item as NSString).pathExtension
                guard ["swift", "md", "json", "txt", "sh", "dot", "yml", "yaml", ""].contains(ext) else { continue }
                paths.append(root + "/" + item)
            }
        }
        XCTAssertGreaterThan(paths.count, 100, "the walk found the repository's files")
        return paths
    }
}

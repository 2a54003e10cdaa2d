import Foundation

/// The repository the tests run in: its root, its files, and the guides in `docs/` that the
/// documentation tests check.
nonisolated enum Repository {
    /// The repository's root, four folders up from this file.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The file or folder at `path` from the root.
    static func url(_ path: String) -> URL { root.appendingPathComponent(path) }

    /// The text of the file at `path` from the root.
    static func read(_ path: String) throws -> String { try String(contentsOf: url(path), encoding: .utf8) }

    /// Every Markdown file of `docs/`, as paths from the root, sorted.
    static func guides() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: url("docs").path).filter { $0.hasSuffix(".md") }.sorted()
            .map { "docs/\($0)" }
    }
}

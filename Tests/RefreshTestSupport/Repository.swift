import Foundation

/// The repository the tests run in: its root (found from this file's path, so a test file can move
/// without counting folders), its files, and the guides in `docs/`.
public nonisolated enum Repository {
    /// The repository's root, two folders up from this file (`Tests/RefreshTestSupport`).
    public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The file or folder at `path` from the root.
    public static func url(_ path: String) -> URL { root.appendingPathComponent(path) }

    /// The text of the file at `path` from the root.
    public static func read(_ path: String) throws -> String { try String(contentsOf: url(path), encoding: .utf8) }

    /// The bytes of the file at `path` from the root (such as "Assets/animations/bounce-dots/dots.gif").
    public static func bytes(_ path: String) throws -> [UInt8] { [UInt8](try Data(contentsOf: url(path))) }

    /// Every Markdown file of `docs/`, as paths from the root, sorted.
    public static func guides() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: url("docs").path).filter { $0.hasSuffix(".md") }.sorted()
            .map { "docs/\($0)" }
    }
}

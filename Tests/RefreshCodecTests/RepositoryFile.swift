import Foundation

/// Files committed in the repository (the assets, the fuzzers' corpora and regressions), read by path
/// from the repository's root, found from this file's path.
nonisolated enum RepositoryFile {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The bytes of the file at `relative` (such as "Assets/animations/bounce-dots/dots.gif").
    static func bytes(_ relative: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: root.appendingPathComponent(relative)))
    }
}

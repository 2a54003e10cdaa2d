import Foundation
import RefreshTestSupport
import XCTest

/// docs/architecture.md's "Map of the code" names every folder of the library modules, and every
/// folder it names exists: a folder added, moved or removed changes the map in the same commit.
nonisolated final class CodeMapTests: XCTestCase {
    /// The modules whose folders the map must name, each to its last level.
    static let libraries = ["RefreshCore", "RefreshCodec", "RefreshSDL", "RefreshTesting", "RefreshSnapshotTesting"]

    func testTheMapNamesEveryFolderOfTheLibraries() throws {
        let mapped = try CodeMap.read()
        let missing = try Self.libraries.flatMap { try Self.folders(under: "Sources/\($0)") }.filter {
            !mapped.contains($0)
        }
        XCTAssertEqual(
            missing, [],
            "docs/architecture.md's map of the code does not name these folders: add a line `  Name/  what it holds` "
                + "under its module, indented two spaces deeper than the folder it is in")
    }

    func testEveryFolderTheMapNamesExists() throws {
        let mapped = try CodeMap.read()
        XCTAssertTrue(mapped.contains("Sources/RefreshSDL/Window"), "the map was read: \(mapped.sorted())")
        let gone = mapped.sorted().filter { path in
            var isFolder: ObjCBool = false
            return !FileManager.default.fileExists(atPath: Repository.url(path).path, isDirectory: &isFolder)
                || !isFolder.boolValue
        }
        XCTAssertEqual(gone, [], "docs/architecture.md's map of the code names folders that do not exist")
    }

    func testTheMapsIndentationMakesThePaths() {
        let map = CodeMap.paths(
            in: """
                Sources/
                  CSDL2, CCairo                 C modules
                  RefreshCore/                  pure Swift
                    Scroll/                     the scroll view, Physics/ (named in passing)
                      Physics/                  rubber band
                    View/                       views
                Examples/HelloRefresh/          a second program
                """)
        XCTAssertEqual(
            map,
            [
                "Sources", "Sources/RefreshCore", "Sources/RefreshCore/Scroll", "Sources/RefreshCore/Scroll/Physics",
                "Sources/RefreshCore/View", "Examples/HelloRefresh",
            ])
    }

    /// Every folder below `root` (relative paths from the repository's root), at any depth.
    private static func folders(under root: String) throws -> [String] {
        let fm = FileManager.default
        let base = Repository.url(root)
        var found: [String] = []
        let walker = fm.enumerator(at: base, includingPropertiesForKeys: [.isDirectoryKey])
        while let url = walker?.nextObject() as? URL {
            guard try url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory == true else { continue }
            let relative = url.standardizedFileURL.path.dropFirst(base.standardizedFileURL.path.count + 1)
            found.append(root + "/" + relative)
        }
        XCTAssertFalse(found.isEmpty, "\(root) has folders")
        return found.sorted()
    }
}

/// The folders docs/architecture.md's "Map of the code" names: in its code block, each line whose
/// first word ends in `/` names a folder inside the one named above it with two spaces less.
nonisolated enum CodeMap {
    /// The folders the committed map names, as paths from the repository's root.
    static func read() throws -> Set<String> {
        let doc = try Repository.read("docs/architecture.md")
        guard let heading = doc.range(of: "## Map of the code"),
            let open = doc.range(of: "```\n", range: heading.upperBound..<doc.endIndex),
            let close = doc.range(of: "\n```", range: open.upperBound..<doc.endIndex)
        else {
            XCTFail("docs/architecture.md has no \"## Map of the code\" with a code block")
            return []
        }
        return Set(paths(in: String(doc[open.upperBound..<close.lowerBound])))
    }

    /// The folder paths a map's text names, in its order.
    static func paths(in map: String) -> [String] {
        var stack: [(indent: Int, path: String)] = []
        var paths: [String] = []
        for line in map.split(separator: "\n") {
            let indent = line.prefix { $0 == " " }.count
            guard let word = line.dropFirst(indent).split(separator: " ").first, word.hasSuffix("/"),
                !word.hasPrefix("(")
            else { continue }
            while let last = stack.last, last.indent >= indent { stack.removeLast() }
            let name = String(word.dropLast())
            let path = stack.last.map { $0.path + "/" + name } ?? name
            stack.append((indent, path))
            paths.append(path)
        }
        return paths
    }
}

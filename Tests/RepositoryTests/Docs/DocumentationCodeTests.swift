import Foundation
import RefreshTestSupport
import XCTest

/// The code the documentation shows is code the build compiles. The DocC articles show programs
/// only through `@Snippet` (snippets under `Snippets/` are built by `swift build --build-tests`);
/// the README and the guides in `docs/`, which GitHub renders without DocC, quote them: each of
/// their Swift blocks must be lines of a snippet as DocC shows it (the description comment, hidden
/// lines and markers left out). An article quotes a test file instead only where a snippet cannot
/// build the code (`quotedTests`: the inline snapshots).
nonisolated final class DocumentationCodeTests: XCTestCase {

    func testEverySwiftBlockOfTheReadmeAndTheGuidesIsTheTextOfASnippet() throws {
        let snippets = try Self.snippets()
        XCTAssertGreaterThanOrEqual(snippets.count, 5, "Snippets/ was found and read")
        let guides = try Repository.guides()
        XCTAssertTrue(guides.contains("docs/library.md"), "docs/ was found and read: \(guides)")
        var quoted = 0
        for file in ["README.md"] + guides {
            let blocks = try Self.swiftBlocks(in: file).filter { !Self.isManifest($0) }
            if file == "README.md" {
                XCTAssertGreaterThanOrEqual(blocks.count, 2, "the README's Swift blocks were found")
            }
            quoted += blocks.count
            for block in blocks {
                let lines = Self.significantLines(block)
                XCTAssertTrue(
                    snippets.contains { _, shown in Self.contains(shown, lines) },
                    "this block of \(file) is not the text of any snippet under Snippets/ (write it in a snippet, "
                        + "then copy what DocC shows):\n\(block)")
            }
        }
        XCTAssertGreaterThanOrEqual(quoted, 8, "the README's and docs/library.md's Swift blocks were all read")
    }

    func testTheReadmesPackageManifestIsTheGettingStartedArticles() throws {
        let readme = try Self.swiftBlocks(in: "README.md").filter(Self.isManifest)
        let article = try Self.swiftBlocks(in: "Sources/RefreshCore/RefreshCore.docc/GettingStarted.md")
            .filter(Self.isManifest)
        XCTAssertEqual(readme.count, 1)
        XCTAssertEqual(article.count, 1)
        XCTAssertEqual(readme, article, "the README and the getting-started article give one manifest")
        XCTAssertTrue(
            article.first?.contains(#".package(name: "RefreshKit", path: "#) ?? false,
            "a path dependency is named RefreshKit, so `package: \"RefreshKit\"` finds it whatever its folder")
    }

    func testArticlesShowSwiftOnlyThroughSnippets() throws {
        let folders = [
            "Sources/RefreshCore/RefreshCore.docc", "Sources/RefreshSDL/RefreshSDL.docc",
            "Sources/RefreshTesting/RefreshTesting.docc", "Sources/RefreshSnapshotTesting/RefreshSnapshotTesting.docc",
        ]
        var articles: [String] = []
        for folder in folders {
            let names = try FileManager.default.contentsOfDirectory(
                atPath: Repository.url(folder).path)
            articles += names.filter { $0.hasSuffix(".md") }.map { "\(folder)/\($0)" }
        }
        XCTAssertGreaterThanOrEqual(articles.count, 6)
        var snippetDirectives = 0
        let tests = try Self.quotedTests.map { Self.significantLines(try Repository.read($0)) }
        for article in articles {
            let blocks = try Self.swiftBlocks(in: article).filter { !Self.isManifest($0) }
                .filter { block in !tests.contains { Self.contains($0, Self.significantLines(block)) } }
            XCTAssertEqual(
                blocks, [],
                "\(article): show Swift code with @Snippet(path:slice:) from Snippets/, or quote one of "
                    + "\(Self.quotedTests.joined(separator: ", "))")
            let text = try Repository.read(article)
            snippetDirectives += text.components(separatedBy: "@Snippet(path: \"RefreshKit/Snippets/").count - 1
        }
        XCTAssertGreaterThanOrEqual(snippetDirectives, 10, "the articles show their code through snippets")
    }

    /// The "API at a glance" article lists signatures as inline code: each one is a declaration
    /// in RefreshCore's sources (whitespace aside), so a renamed or changed call cannot stay listed.
    func testTheSignaturesOfTheAPIAtAGlanceAreTheSources() throws {
        let article = try Repository.read("Sources/RefreshCore/RefreshCore.docc/APIAtAGlance.md")
        let declarations = ["func ", "mutating func ", "static func ", "open func ", "open var ", "var ", "init("]
        let signatures = Self.inlineCode(in: article).filter { span in declarations.contains { span.hasPrefix($0) } }
        XCTAssertGreaterThanOrEqual(signatures.count, 30, "the article's signatures were found")
        let folder = Repository.url("Sources/RefreshCore")
        guard let walker = FileManager.default.enumerator(atPath: folder.path) else {
            throw ProcessRunner.Failure("cannot read \(folder.path)")
        }
        var sources = ""
        for case let path as String in walker where path.hasSuffix(".swift") {
            sources += try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8) + "\n"
        }
        let flat = Self.flattened(sources)
        for signature in signatures {
            XCTAssertTrue(
                flat.contains(Self.flattened(signature)),
                "APIAtAGlance.md lists `\(signature)`, which no declaration in Sources/RefreshCore reads")
        }
    }

    func testTheSnippetReaderKeepsWhatDocCShows() {
        let source = """
            // The description.
            // Second line.

            import A
            // snippet.hide
            let hidden = 1
            // snippet.show
            // snippet.part
            let shown = 2   // a comment
            // snippet.end
            """
        XCTAssertEqual(Self.significantLines(Self.shownText(source)), ["import A", "let shown = 2   // a comment"])
    }

    /// Test files an article may quote in a ```swift block, line for line, where a snippet cannot
    /// hold the code: the inline snapshots need InlineSnapshotTesting (and so swift-syntax), which
    /// only their test target builds, not the snippets.
    private static let quotedTests = ["Tests/RefreshSnapshotTestingTests/Snapshotting/InlineSnapshotTests.swift"]

    // MARK: Reading

    /// Every snippet's path (relative to `Snippets/`) and the text DocC shows of it.
    private static func snippets() throws -> [(path: String, shown: [String])] {
        let folder = Repository.url("Snippets")
        guard let walker = FileManager.default.enumerator(atPath: folder.path) else {
            throw ProcessRunner.Failure("cannot read \(folder.path)")
        }
        var result: [(path: String, shown: [String])] = []
        for case let path as String in walker where path.hasSuffix(".swift") {
            let source = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
            result.append((path, significantLines(shownText(source))))
        }
        return result
    }

    /// A snippet's source as DocC shows it: without the leading comment (its description), the lines
    /// between `// snippet.hide` and `// snippet.show`, and the slice markers.
    private static func shownText(_ source: String) -> String {
        var lines = source.components(separatedBy: "\n")[...].drop { $0.trimmingCharacters(in: .whitespaces).isEmpty }
        lines = lines.drop { $0.trimmingCharacters(in: .whitespaces).hasPrefix("//") && !isMarker($0) }
        var shown: [String] = []
        var visible = true
        for line in lines {
            let marker = line.trimmingCharacters(in: .whitespaces)
            if marker == "// snippet.hide" {
                visible = false
            } else if marker == "// snippet.show" {
                visible = true
            } else if !isMarker(line), visible {
                shown.append(line)
            }
        }
        return shown.joined(separator: "\n")
    }

    private static func isMarker(_ line: String) -> Bool {
        line.trimmingCharacters(in: .whitespaces).hasPrefix("// snippet.")
    }

    /// The text of every fenced ```swift block of the Markdown file at `path` (from the root).
    private static func swiftBlocks(in path: String) throws -> [String] {
        let text = try Repository.read(path)
        var blocks: [String] = []
        var current: [String]?
        for line in text.components(separatedBy: "\n") {
            if current == nil, line == "```swift" {
                current = []
            } else if let block = current, line == "```" {
                blocks.append(block.joined(separator: "\n"))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    /// The text of every `inline code` span of `markdown` (fenced blocks left out).
    private static func inlineCode(in markdown: String) -> [String] {
        var spans: [String] = []
        var inFence = false
        for line in markdown.components(separatedBy: "\n") {
            if line.hasPrefix("```") { inFence.toggle() }
            guard !inFence else { continue }
            let parts = line.components(separatedBy: "`")
            spans += stride(from: 1, to: parts.count - 1, by: 2).map { parts[$0] }.filter { !$0.isEmpty }
        }
        return spans
    }

    /// `text` with every run of whitespace made one space, and none inside brackets' edges, so a
    /// declaration broken over lines reads as it does on one.
    private static func flattened(_ text: String) -> String {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).joined(separator: " ")
        return words.replacingOccurrences(of: "( ", with: "(").replacingOccurrences(of: " )", with: ")")
    }

    /// A package manifest, which no snippet can be: the README and the article give it in full.
    private static func isManifest(_ block: String) -> Bool { block.hasPrefix("// swift-tools-version") }

    /// The non-blank lines of `text` without their indentation: what a quotation must keep.
    private static func significantLines(_ text: String) -> [String] {
        text.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// Whether `lines` occur in `shown` one after another.
    private static func contains(_ shown: [String], _ lines: [String]) -> Bool {
        guard !lines.isEmpty, lines.count <= shown.count else { return false }
        return (0...(shown.count - lines.count)).contains { Array(shown[$0..<($0 + lines.count)]) == lines }
    }
}

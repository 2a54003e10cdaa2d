import Foundation
import RefreshTestSupport
import XCTest

/// Every relative link of the README and the guides leads somewhere: the file exists, and a
/// `#fragment` into a Markdown file names one of its headings (as GitHub makes their anchors).
nonisolated final class DocumentationLinkTests: XCTestCase {

    func testEveryRelativeLinkOfTheReadmeAndTheGuidesResolves() throws {
        let guides = try Repository.guides()
        var checked = 0
        var broken: [String] = []
        for file in ["README.md", "Assets/README.md"] + guides {
            let folder = (file as NSString).deletingLastPathComponent
            for link in Self.links(in: try Repository.read(file))
            where !link.contains("://") && !link.hasPrefix("mailto:") {
                checked += 1
                let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                let target = parts[0].isEmpty ? file : (folder as NSString).appendingPathComponent(parts[0])
                let path = Repository.url((target as NSString).standardizingPath).path
                guard FileManager.default.fileExists(atPath: path) else {
                    broken.append("\(file): \(link): no such file")
                    continue
                }
                if parts.count == 2, target.hasSuffix(".md") {
                    let anchors = Self.anchors(in: try String(contentsOfFile: path, encoding: .utf8))
                    if !anchors.contains(parts[1]) { broken.append("\(file): \(link): no heading makes #\(parts[1])") }
                }
            }
        }
        XCTAssertGreaterThan(checked, 60, "the links were found")
        XCTAssertEqual(broken, [], "links that lead nowhere")
    }

    func testTheLinkReaderFindsLinksAndAnchorsAsGitHubDoes() {
        let text = """
            # Use it as a library
            See [a](docs/a.md#b-c), ![pic](images/x.svg) and [web](https://x.org).
            `[not](a link)` in code.
            ```
            [nor](this)
            # Nor a heading
            ```
            ## Record a session, replay it as a test
            ### `make docs` and Ünïcode
            """
        XCTAssertEqual(Self.links(in: text), ["docs/a.md#b-c", "images/x.svg", "https://x.org"])
        XCTAssertEqual(
            Self.anchors(in: text),
            ["use-it-as-a-library", "record-a-session-replay-it-as-a-test", "make-docs-and-ünïcode"])
    }

    // MARK: Reading Markdown

    /// The lines of `text` outside fenced code blocks.
    private static func proseLines(_ text: String) -> [String] {
        var inFence = false
        return text.components(separatedBy: "\n").filter { line in
            if line.hasPrefix("```") {
                inFence.toggle()
                return false
            }
            return !inFence
        }
    }

    /// The targets of the inline links and images of `text`, outside code.
    static func links(in text: String) -> [String] {
        var links: [String] = []
        for line in proseLines(text) {
            // Code spans are not links.
            let prose = line.replacingOccurrences(of: "`[^`]*`", with: "", options: .regularExpression)
            let pattern = try! NSRegularExpression(pattern: #"\]\(([^)\s]+)\)"#)
            let range = NSRange(prose.startIndex..., in: prose)
            for match in pattern.matches(in: prose, range: range) {
                if let r = Range(match.range(at: 1), in: prose) { links.append(String(prose[r])) }
            }
        }
        return links
    }

    /// The anchors GitHub gives the headings of `text`: lower case, punctuation but `-` and `_`
    /// dropped, spaces made `-`; a repeated one gets `-1`, `-2`…
    static func anchors(in text: String) -> [String] {
        var seen: [String: Int] = [:]
        var anchors: [String] = []
        for line in proseLines(text) where line.hasPrefix("#") {
            let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
            var slug = ""
            for c in title.lowercased() where c.isLetter || c.isNumber || c == "-" || c == "_" || c == " " {
                slug.append(c == " " ? "-" : c)
            }
            let count = seen[slug, default: 0]
            seen[slug] = count + 1
            anchors.append(count == 0 ? slug : "\(slug)-\(count)")
        }
        return anchors
    }
}

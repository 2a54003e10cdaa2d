import Foundation
import RefreshTestSupport
import XCTest

@testable import RefreshPlayground
@testable import RefreshPlaygroundCommands

/// docs/playground.md documents the playground as the code defines it: every example, in the order
/// `list` prints them, every command, the default example; the README names every example too.
nonisolated final class PlaygroundDocsTests: XCTestCase {

    @MainActor func testThePlaygroundGuideDescribesEveryExampleInTheCataloguesOrder() async throws {
        let guide = try Repository.read("docs/playground.md")
        let rows = guide.components(separatedBy: "\n").compactMap { line -> String? in
            guard line.hasPrefix("| `"), let end = line.dropFirst(3).firstIndex(of: "`") else { return nil }
            return String(line[line.index(line.startIndex, offsetBy: 3)..<end])
        }
        let ids = ExampleCatalog.ids
        XCTAssertGreaterThan(ids.count, 20)
        XCTAssertEqual(rows.filter(ids.contains), ids, "the examples table of docs/playground.md, in `list`'s order")
        XCTAssertTrue(
            guide.contains("`\(ExampleCatalog.defaultID)` is the default"), "the guide names the default example")
    }

    @MainActor func testTheReadmeNamesEveryExample() async throws {
        let readme = try Repository.read("README.md")
        for id in ExampleCatalog.ids {
            XCTAssertTrue(readme.contains("`\(id)`"), "the README's examples table lacks \(id)")
        }
    }

    func testThePlaygroundGuideShowsEveryCommand() throws {
        let guide = try Repository.read("docs/playground.md")
        let names = PlaygroundCommand.configuration.subcommands.map { $0.configuration.commandName ?? "?" }
        XCTAssertGreaterThanOrEqual(names.count, 6)
        for name in names {
            XCTAssertTrue(
                guide.contains("refresh-playground \(name)") || (name == "window" && guide.contains("[window]")), name)
        }
    }
}

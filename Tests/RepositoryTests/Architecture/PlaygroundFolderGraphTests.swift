import Foundation
import RefreshTestSupport
import XCTest

/// The playground's folders use one another without a cycle (issue 18), and the picture of that
/// graph in docs/architecture.md is the graph the sources make today.
nonisolated final class PlaygroundFolderGraphTests: XCTestCase {
    /// The playground's three modules: what it shows (RefreshPlayground), its window and its commands.
    private static let playground = [
        Repository.url("Sources/RefreshPlayground"), Repository.url("Sources/RefreshPlaygroundWindow"),
        Repository.url("Sources/RefreshPlaygroundCommands"),
    ]
    /// The picture's Graphviz source; `make diagrams` writes it (through this test) and draws the SVG.
    private static let dotFile = Repository.url("docs/images/playground-folders.dot")

    func testThePlaygroundsFoldersUseOneAnotherWithoutACycle() throws {
        let graph = try SourceFolderGraph(directories: Self.playground)
        XCTAssertTrue(
            ["App", "CLI", "Examples", "Scene", "Support"].allSatisfy(graph.folders.contains),
            "the playground's folders were found: \(graph.folders)")
        XCTAssertEqual(graph.uses["CLI"]?["App"]?.contains("WindowApp"), true, "the command line opens the window")
        if let cycle = graph.cycle() {
            let steps = zip(cycle, cycle.dropFirst()).map { from, to in
                "\(from) → \(to) (\((graph.uses[from]?[to] ?? []).joined(separator: ", ")))"
            }
            XCTFail(
                "the playground's folders use one another in a cycle; move what two folders share to the one "
                    + "that needs it, or to Support/:\n" + steps.joined(separator: "\n"))
        }
    }

    func testTheArchitecturePictureIsTheGraphOfTheSources() throws {
        let dot = try SourceFolderGraph(directories: Self.playground).dot(
            title:
                "The folders of Sources/RefreshPlayground, RefreshPlaygroundWindow and RefreshPlaygroundCommands and which uses which (docs/architecture.md)."
        )
        if ProcessInfo.processInfo.environment["FOLDER_GRAPH_RECORD"] == "1" {
            try dot.write(to: Self.dotFile, atomically: true, encoding: .utf8)
            return
        }
        let committed = try String(contentsOf: Self.dotFile, encoding: .utf8)
        XCTAssertEqual(
            committed, dot,
            "docs/images/playground-folders.dot is not the graph of the sources: run `make diagrams` and commit "
                + "the .dot and the .svg")
    }

    // MARK: The reader itself

    func testCommentsAndStringsAreNotUsesButInterpolationsAre() {
        let code = SourceFolderGraph.code(
            of: """
                // Widget in a comment
                /* Widget /* nested */ Widget */ let a = "Widget \\(Gadget.name) \\"Widget\\""
                let b = #"Widget \\#(Sprocket.x) "Widget""#
                let c = \"\"\"
                    Widget
                    \"\"\"
                """)
        let words = Set(SourceFolderGraph.identifiers(in: code))
        XCTAssertFalse(words.contains("Widget"), code)
        XCTAssertTrue(words.isSuperset(of: ["Gadget", "name", "Sprocket", "a", "b", "c"]), code)
    }

    func testTopLevelDeclarationsAreFoundAndNestedOnesAreNot() {
        let names = SourceFolderGraph.topLevelDeclarations(
            in: """
                @available(*, deprecated, renamed: "B") package nonisolated final class A: B {
                    struct Nested {}
                }
                package typealias Theme = RefreshTheme
                func helper() {}
                let shared = 1
                extension Other {}
                """)
        XCTAssertEqual(names, ["A", "Theme", "helper", "shared"])
    }

    func testACycleIsFoundAndNamed() {
        let graph = SourceFolderGraph(files: [
            ("A/One.swift", "struct One { let two: Two }"),
            ("B/Two.swift", "struct Two { func three() -> Three { Three() } }"),
            ("C/Three.swift", "struct Three { var one: One? }"),
            ("D/Four.swift", "struct Four { let one: One }"),
        ])
        XCTAssertEqual(graph.uses["A"], ["B": ["Two"]])
        XCTAssertEqual(graph.uses["D"], ["A": ["One"]])
        XCTAssertEqual(graph.cycle(), ["A", "B", "C", "A"])
        let acyclic = SourceFolderGraph(files: [
            ("A/One.swift", "struct One { let two: Two }"), ("B/Two.swift", "struct Two {}"),
        ])
        XCTAssertNil(acyclic.cycle())
        XCTAssertTrue(acyclic.dot(title: "t").contains("\"A\" -> \"B\" [tooltip=\"Two\"];"))
    }
}

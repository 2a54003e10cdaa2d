import RefreshCore
import RefreshTesting
import XCTest

@testable import RefreshPlayground
@testable import RefreshPlaygroundCommands

/// What `filmstrip` refuses (exit 2) and which control it films by default.
nonisolated final class FilmstripRequestTests: XCTestCase {
    @MainActor func badInput(_ request: FilmstripRequest, file: StaticString = #filePath, line: UInt = #line) -> String
    {
        do {
            _ = try request.validated()
            XCTFail("\(request) was accepted", file: file, line: line)
            return ""
        } catch let error as FilmstripError {
            XCTAssertEqual(error.exitCode, 2, file: file, line: line)
            return error.description
        } catch {
            XCTFail("unexpected \(error)", file: file, line: line)
            return ""
        }
    }

    @MainActor func testAnExampleWithoutARefreshControlIsRefusedSayingSo() async {
        let message = badInput(FilmstripRequest(exampleID: "list.plain"))
        XCTAssertTrue(message.hasPrefix("list.plain has no refresh control"), message)
        XCTAssertTrue(message.contains("header.normal"), "names examples that have one: \(message)")
        XCTAssertFalse(message.contains("list.plain,"), "does not offer list.plain itself: \(message)")
    }

    @MainActor func testAnUnknownExampleListsTheValidIDs() async {
        let message = badInput(FilmstripRequest(exampleID: "header.nope"))
        XCTAssertTrue(message.contains("\"header.nope\""), message)
        for id in ExampleCatalog.ids { XCTAssertTrue(message.contains(id), "\(id) missing from: \(message)") }
    }

    @MainActor func testATargetTheExampleLacksNamesWhatItHas() async {
        XCTAssertEqual(
            badInput(FilmstripRequest(exampleID: "trailer.horizontal", target: .header)),
            "trailer.horizontal has no header; it has: trailer")
        XCTAssertEqual(
            badInput(FilmstripRequest(exampleID: "header.gif", target: .footer)),
            "header.gif has no footer; it has: header")
    }

    @MainActor func testBadOptionsNameTheValueAndWhatIsAllowed() async {
        let language = badInput(FilmstripRequest(exampleID: "header.normal", language: "xx"))
        XCTAssertTrue(language.contains("\"xx\"") && language.contains("zh-Hans"), language)
        XCTAssertTrue(badInput(FilmstripRequest(exampleID: "header.normal", language: "")).contains("--language"))
        for scale in [0.5, 4.5, .nan, .infinity] {
            let message = badInput(FilmstripRequest(exampleID: "header.normal", scale: scale))
            XCTAssertTrue(message.contains("--scale \(scale)") && message.contains("1…4"), message)
        }
        for steps in [1, 0, 32] {
            let message = badInput(FilmstripRequest(exampleID: "header.normal", steps: steps))
            XCTAssertTrue(message.contains("--steps \(steps)") && message.contains("2…31"), message)
        }
    }

    @MainActor func testTheDefaultTargetIsTheExamplesMainControl() async throws {
        let expected: [String: RefreshTarget] = [
            "header.normal": .header, "header.diy": .header, "footer.auto-normal": .footer,
            "footer.back-gif": .footer, "trailer.horizontal": .trailer, "grid.header-footer": .header,
        ]
        for (id, target) in expected {
            XCTAssertEqual(try FilmstripRequest(exampleID: id).validated().target, target, id)
        }
        XCTAssertEqual(
            try FilmstripRequest(exampleID: "grid.header-footer", target: .footer).validated().target, .footer)
    }

    @MainActor func testLanguageDefaultsToEnglishAndAcceptsLocaleForms() async throws {
        XCTAssertEqual(try FilmstripRequest(exampleID: "header.normal").validated().language, "en")
        XCTAssertEqual(
            try FilmstripRequest(exampleID: "header.normal", language: "ja_JP.UTF-8").validated().language,
            "ja_JP.UTF-8")
    }
}

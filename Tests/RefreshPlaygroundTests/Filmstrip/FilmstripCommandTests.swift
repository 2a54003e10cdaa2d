import Foundation
import RefreshCore
import RefreshSDL
import RefreshTestSupport
import RefreshTesting
import XCTest

@testable import RefreshPlayground
@testable import RefreshPlaygroundCommands

/// `refresh-playground filmstrip`: exit codes, messages on standard error, the PNG it writes.
nonisolated final class FilmstripCommandTests: XCTestCase {
    lazy var dir = temporaryFolder("film-cmd")

    /// Runs the command, returning its exit code and what it reported as errors.
    @MainActor func run(
        _ id: String, target: RefreshTarget? = nil, out: String, language: String? = nil,
        scale: Double = 1
    ) -> (code: Int32, errors: [String]) {
        var errors: [String] = []
        let code = FilmstripOutput.run(
            exampleID: id, target: target, out: out, language: language, scale: scale,
            errorOutput: { errors.append($0) })
        return (code, errors)
    }

    @MainActor func testRefusedRequestsExitTwoWithTheirMessage() async {
        let plain = run("list.plain", out: dir.file("a.png"))
        XCTAssertEqual(plain.code, 2)
        XCTAssertTrue(plain.errors.first?.hasPrefix("list.plain has no refresh control") == true, "\(plain.errors)")
        let unknown = run("nope", out: dir.file("a.png"))
        XCTAssertEqual(unknown.code, 2)
        XCTAssertEqual(unknown.errors, [ExampleCatalog.unknownMessage("nope")])
        let noHeader = run("trailer.horizontal", target: .header, out: dir.file("a.png"))
        XCTAssertEqual(noHeader.code, 2)
        XCTAssertEqual(noHeader.errors, ["trailer.horizontal has no header; it has: trailer"])
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.file("a.png")))
    }

    @MainActor func testAnUnwritableOutputExitsOneNamingThePathAndWhy() async {
        let path = dir.file("no/such/folder/sheet.png")
        let result = run("header.normal", out: path)
        XCTAssertEqual(result.code, 1)
        XCTAssertEqual(
            result.errors, ["cannot write '\(path)': the folder '\(dir.file("no/such/folder"))' does not exist"])
        let folder = run("header.normal", out: dir.path)
        XCTAssertEqual(folder.code, 1)
        XCTAssertTrue(folder.errors.first?.contains("it is a folder") == true, "\(folder.errors)")
        XCTAssertFalse(folder.errors.joined().contains("NSCocoaErrorDomain"))
    }

    @MainActor func testItWritesTheSheetAsAPNG() async throws {
        let path = dir.file("sheet.png")
        let result = run("header.normal", out: path)
        XCTAssertEqual(result.code, 0, "\(result.errors)")
        XCTAssertEqual(result.errors, [])
        let written = try SDLImage.loadBitmap(path: path)
        let valid = try FilmstripRequest(exampleID: "header.normal").validated()
        let sampler = try FilmstripSampler(request: valid)
        XCTAssertEqual(
            written, try Filmstrip.make(sampler).render(with: sampler),
            "the file is the sheet, and filming is deterministic")
    }

    @MainActor func testHandParsedArguments() async {
        XCTAssertEqual(CommandLineTool.main(["rp", "filmstrip", "--example", "header.normal"]), 2, "--out is required")
        XCTAssertEqual(
            CommandLineTool.main(["rp", "filmstrip", "--out", dir.file("a.png")]), 2, "--example is required")
        XCTAssertEqual(
            CommandLineTool.main([
                "rp", "filmstrip", "--example", "header.normal", "--out", dir.file("a.png"), "--target", "side",
            ]), 2)
        XCTAssertEqual(
            CommandLineTool.main([
                "rp", "filmstrip", "--example", "header.normal", "--out", dir.file("a.png"), "--scale", "big",
            ]), 2)
        XCTAssertEqual(CommandLineTool.main(["rp", "filmstrip", "--example", "header.normal", "--out"]), 2)
        XCTAssertEqual(
            CommandLineTool.main([
                "rp", "filmstrip", "--example", "header.normal", "--out", dir.file("a.png"), "--fps", "30",
            ]), 2)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.file("a.png")))
        XCTAssertEqual(
            CommandLineTool.main([
                "refresh-playground", "filmstrip", "--example", "footer.auto-gif",
                "--out", dir.file("b.png"), "--steps", "3", "--language", "de",
            ]), 0)
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir.file("b.png")))
    }
}

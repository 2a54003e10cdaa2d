import Foundation
import RefreshCore
import RefreshTestSupport
import XCTest

nonisolated final class OutputFileTests: XCTestCase {
    private lazy var folder = temporaryFolder("output-file").path

    @MainActor func testWritesInPlaceAndAtomicallyAndReplaces() async throws {
        let path = folder + "/a.json"
        try OutputFile.write(Array("first, longer".utf8), to: path)
        try OutputFile.write(Array("second".utf8), to: path)
        XCTAssertEqual(try InputFile.read(path, limit: 100), Array("second".utf8), "replaced, not appended")
        try OutputFile.write(Array("third".utf8), to: path, replacement: .atomic)
        XCTAssertEqual(try InputFile.read(path, limit: 100), Array("third".utf8))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder)
        XCTAssertEqual(leftovers, ["a.json"], "no temporary file is left beside it")
    }

    @MainActor func testCreatesTheFolderOnlyWhenAsked() async throws {
        let path = folder + "/deep/er/b.png"
        XCTAssertThrowsError(try OutputFile.write([1, 2, 3], to: path)) { error in
            XCTAssertEqual(error as? OutputFile.Problem, .missingFolder(folder + "/deep/er"))
            XCTAssertEqual("\(error)", "the folder '\(folder)/deep/er' does not exist")
        }
        try OutputFile.write([1, 2, 3], to: path, createsFolder: true)
        XCTAssertEqual(try InputFile.read(path, limit: 10), [1, 2, 3])
    }

    @MainActor func testProblemsInWords() async throws {
        XCTAssertEqual(OutputFile.problem(at: ""), .emptyPath)
        XCTAssertEqual(OutputFile.problem(at: folder), .isFolder)
        let blocker = folder + "/file"
        try OutputFile.write([0], to: blocker)
        XCTAssertEqual(OutputFile.problem(at: blocker + "/x.png"), .folderIsFile(blocker))
        XCTAssertEqual("\(OutputFile.Problem.folderIsFile(blocker))", "'\(blocker)' is a file, not a folder")
        XCTAssertEqual(
            OutputFile.problem(at: "/proc/refresh-output-probe.png"), .refused(reason: "no such file or folder"))
        XCTAssertThrowsError(try OutputFile.write([0], to: folder, replacement: .atomic)) {
            XCTAssertEqual($0 as? OutputFile.Problem, .isFolder)
        }
        XCTAssertNil(OutputFile.problem(at: folder + "/fresh.txt"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder + "/fresh.txt"), "the probe leaves nothing")
    }

    @MainActor func testStreamingHandleWritesThePathItself() async throws {
        let target = folder + "/target.jsonl"
        try OutputFile.write(Array("old".utf8), to: target)
        let link = folder + "/link.jsonl"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        let handle = try OutputFile.openForStreaming(link)
        handle.write(Data("line\n".utf8))
        try handle.close()
        XCTAssertEqual(try InputFile.read(target, limit: 100), Array("line\n".utf8), "the link's target, emptied first")
    }
}

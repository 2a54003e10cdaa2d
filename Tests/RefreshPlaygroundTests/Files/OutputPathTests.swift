import Foundation
import RefreshTestSupport
import XCTest

@testable import RefreshPlayground

/// Output problems (filmstrip, trace, recording, captures) are found before any work and told in words.
nonisolated final class OutputPathTests: XCTestCase {
    lazy var dir = temporaryFolder("film-out")

    @MainActor func assertReadable(_ message: String?, file: StaticString = #filePath, line: UInt = #line) {
        guard let message else { return XCTFail("no problem found", file: file, line: line) }
        XCTAssertFalse(
            message.contains("Domain") || message.contains("Code="), "raw error text: \(message)",
            file: file, line: line)
    }

    @MainActor func testAMissingFolderIsNamed() async {
        let path = dir.file("missing/sheet.png")
        let message = OutputPath.fileProblem(path)
        XCTAssertEqual(message, "the folder '\(dir.file("missing"))' does not exist")
        assertReadable(message)
    }

    @MainActor func testAFileWhereTheFolderShouldBeIsNamed() async {
        let blocker = dir.write("blocker", "x")
        let message = OutputPath.fileProblem(blocker + "/sheet.png")
        XCTAssertEqual(message, "'\(blocker)' is a file, not a folder")
    }

    @MainActor func testAFolderGivenAsTheFileIsRefused() async {
        let message = OutputPath.fileProblem(dir.path)
        XCTAssertEqual(message, "it is a folder; give a file name inside it")
    }

    @MainActor func testASystemRefusalIsToldInWords() async {
        // /proc takes no new files, even for root.
        let message = OutputPath.fileProblem("/proc/refresh-filmstrip.png")
        XCTAssertEqual(message, "no such file or folder")
        assertReadable(message)
    }

    @MainActor func testAWritablePathPassesAndIsLeftAsItWas() async throws {
        let fresh = dir.file("new.png")
        XCTAssertNil(OutputPath.fileProblem(fresh))
        XCTAssertFalse(FileManager.default.fileExists(atPath: fresh), "the probe removes the file it created")
        let existing = dir.write("old.png", "keep me")
        XCTAssertNil(OutputPath.fileProblem(existing))
        XCTAssertEqual(try String(contentsOfFile: existing, encoding: .utf8), "keep me")
    }

    @MainActor func testFilesAreOpenedInPlaceSoLinksAndDevicesWork() async throws {
        let target = dir.write("target.jsonl", "old")
        let link = dir.file("link.jsonl")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        let handle = try OutputPath.openFile(link, what: "the trace file")
        handle.write(Data("new\n".utf8))
        try handle.close()
        XCTAssertEqual(try String(contentsOfFile: target, encoding: .utf8), "new\n", "the link's target is written")
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link), target, "the link stays a link")
        XCTAssertNoThrow(try OutputPath.openFile("/dev/null", what: "the trace file"))
        var isDevice = stat()
        XCTAssertEqual(stat("/dev/null", &isDevice), 0)
        XCTAssertEqual(isDevice.st_mode & S_IFMT, S_IFCHR, "/dev/null is still a device")
    }

    @MainActor func testAFolderIsCheckedWithoutBeingCreated() async throws {
        let later = dir.file("captures/deep")
        XCTAssertNoThrow(try OutputPath.checkFolder(later, what: "the captures folder"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: later), "checked, not created")
        XCTAssertThrowsError(try OutputPath.checkFolder("", what: "the captures folder"))
    }

    @MainActor func testAnEmptyPathIsNamed() async {
        XCTAssertEqual(OutputPath.fileProblem(""), "the path is empty")
    }

    @MainActor func testFoldersAreCreatedOrRefusedInWords() async throws {
        let nested = dir.file("a/b/c")
        try OutputPath.createFolder(nested, what: "the output folder")
        XCTAssertTrue(FileManager.default.fileExists(atPath: nested))
        let blocker = dir.write("file", "x")
        XCTAssertThrowsError(try OutputPath.createFolder(blocker + "/sub", what: "the output folder")) {
            XCTAssertEqual(
                "\($0)", "cannot create the output folder '\(blocker)/sub': '\(blocker)' is a file, not a folder")
        }
        XCTAssertThrowsError(try OutputPath.createFolder(blocker, what: "the captures folder")) {
            XCTAssertEqual("\($0)", "cannot use the captures folder '\(blocker)': it is a file, not a folder")
        }
    }

    @MainActor func testARelativeNameChecksTheCurrentFolder() async {
        XCTAssertNil(OutputPath.fileProblem("refresh-filmstrip-probe-\(UUID().uuidString).png"))
    }
}

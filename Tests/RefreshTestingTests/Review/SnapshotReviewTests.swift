import Foundation
import RefreshCore
import RefreshSDL
import RefreshTestSupport
import XCTest

@testable import RefreshTesting

/// The review folder: a mismatch's record and pictures, the report page, accepting, and the
/// record a passing comparison removes.
nonisolated final class SnapshotReviewTests: XCTestCase {
    lazy var root = temporaryFolder("review").url
    lazy var review = SnapshotReview(folder: root.appendingPathComponent("review"))

    /// A golden `__Snapshots__/<suite>/<name>.png` under the scratch folder holding `bytes`, and
    /// the entry of its mismatch.
    func entry(suite: String = "ScreenshotTests", name: String, golden bytes: [UInt8]?) throws -> SnapshotReview.Entry {
        let testFile = root.appendingPathComponent("\(suite).swift").path
        var golden: String?
        if let bytes {
            let url = root.appendingPathComponent("__Snapshots__/\(suite)/\(name).png")
            try OutputFile.write(bytes, to: url.path, createsFolder: true)
            golden = url.path
        }
        return SnapshotReview.Entry(
            suite: suite, name: name, test: String(name.prefix { $0 != "." }), testFile: testFile, golden: golden,
            differingPixels: 12, pixelCount: 1200, maxDifference: 200, tolerance: 3, precision: 0.99,
            referenceSize: .init(width: 40, height: 30), actualSize: .init(width: 40, height: 30),
            message: "12 of 1200 pixels <differ> & \"so\"")
    }

    func png(_ color: Color) throws -> [UInt8] { try SDLImage.encodePNG(Bitmap(width: 40, height: 30, fill: color)) }

    func read(_ url: URL) throws -> [UInt8] { try InputFile.read(url.path, limit: 1 << 24) }

    func testARecordHoldsTheEntryAndCopiesOfItsThreePictures() throws {
        let (red, green, blue) = (
            try png(.init(r: 255, g: 0, b: 0)), try png(.init(r: 0, g: 255, b: 0)), try png(.init(r: 0, g: 0, b: 255))
        )
        let e = try entry(name: "testList.idle", golden: red)
        try review.record(e, reference: red, actual: green, diff: blue)

        XCTAssertEqual(try review.entries(), [e])
        XCTAssertEqual(e.id, "ScreenshotTests/testList.idle")
        let folder = review.folder
        XCTAssertEqual(try read(folder.appendingPathComponent("ScreenshotTests.testList.idle.reference.png")), red)
        XCTAssertEqual(try read(folder.appendingPathComponent("ScreenshotTests.testList.idle.actual.png")), green)
        XCTAssertEqual(try read(folder.appendingPathComponent("ScreenshotTests.testList.idle.diff.png")), blue)
        XCTAssertTrue(FileManager.default.fileExists(atPath: review.report.path), "each record writes the report")

        let again = SnapshotReview.Entry(
            suite: e.suite, name: e.name, test: e.test, testFile: e.testFile, golden: e.golden, differingPixels: 3,
            pixelCount: 1200, maxDifference: 9, tolerance: 3, precision: 1, referenceSize: e.referenceSize,
            actualSize: e.actualSize, message: "later")
        try review.record(again, reference: red, actual: blue, diff: blue)
        XCTAssertEqual(try review.entries(), [again], "a later mismatch of the same golden replaces its record")
    }

    func testTheReportShowsEachEntrysPicturesFiguresTestAndCommandWithNothingFromElsewhere() throws {
        let red = try png(.init(r: 255, g: 0, b: 0))
        try review.record(try entry(name: "testB.two", golden: red), reference: red, actual: red, diff: red)
        try review.record(try entry(name: "testA.one", golden: nil), reference: red, actual: red, diff: red)
        let html = String(decoding: try read(review.report), as: UTF8.self)

        XCTAssertTrue(html.contains("<title>2 golden mismatches</title>"), html)
        for kind in ["reference", "actual", "diff"] {
            XCTAssertTrue(
                html.contains("<img class=\"\(kind)\" src=\"ScreenshotTests.testB.two.\(kind).png\""), kind)
        }
        XCTAssertLessThan(
            try XCTUnwrap(html.range(of: "ScreenshotTests/testA.one")).lowerBound,
            try XCTUnwrap(html.range(of: "ScreenshotTests/testB.two")).lowerBound, "entries by name")
        XCTAssertTrue(html.contains("<b class=\"differing\">12</b> of 1200 pixels (1.00 %) differ by more than 3"))
        XCTAssertTrue(html.contains("the largest difference is <b class=\"largest\">200</b> (precision 0.99)"))
        XCTAssertTrue(html.contains("testB() in <code>\(root.path)/ScreenshotTests.swift</code>"))
        XCTAssertTrue(html.contains("12 of 1200 pixels &lt;differ&gt; &amp; &quot;so&quot;"), "the message, escaped")
        XCTAssertTrue(
            html.contains(
                "data-command=\"swift run refresh-goldens accept --dir &#39;\(review.folder.path)&#39; "
                    + "&#39;ScreenshotTests/testB.two&#39;\n# or, in any package:\ncp "))
        XCTAssertTrue(html.contains("golden: its place is unknown"), "an entry without a golden says so")
        XCTAssertTrue(html.contains("image-rendering: pixelated"))
        for external in ["src=\"http", "href=\"http", "<script src", "<link", "@import"] {
            XCTAssertFalse(html.contains(external), "the page opens from the file system alone: \(external)")
        }
    }

    func testAReportOfNoEntriesSaysSo() throws {
        let html = String(decoding: try read(try review.writeReport()), as: UTF8.self)
        XCTAssertTrue(html.contains("<h1>No golden mismatches</h1>"), html)
        XCTAssertFalse(html.contains("<section"))
    }

    func testAcceptCopiesTheActualPictureOverItsGoldenAndRemovesOnlyThatEntry() throws {
        let (old, new) = (try png(.init(r: 255, g: 0, b: 0)), try png(.init(r: 0, g: 0, b: 255)))
        let one = try entry(name: "testA.one", golden: old), two = try entry(name: "testA.two", golden: old)
        let other = try entry(suite: "OtherTests", name: "testA.one", golden: old)
        for e in [one, two, other] { try review.record(e, reference: old, actual: new, diff: new) }

        XCTAssertEqual(try review.accept(["ScreenshotTests/testA.one"]), [one])
        XCTAssertEqual(try read(URL(fileURLWithPath: try XCTUnwrap(one.golden))), new)
        XCTAssertEqual(try read(URL(fileURLWithPath: try XCTUnwrap(two.golden))), old, "the other golden is left")
        XCTAssertEqual(try review.entries().map(\.id), ["OtherTests/testA.one", "ScreenshotTests/testA.two"])
        XCTAssertFalse(String(decoding: try read(review.report), as: UTF8.self).contains("ScreenshotTests/testA.one"))
        XCTAssertFalse(
            FileManager.default.fileExists(
                atPath: review.folder.appendingPathComponent("ScreenshotTests.testA.one.actual.png").path))

        XCTAssertEqual(try review.accept(["ScreenshotTests"]), [two], "a test file's name accepts its entries")
        XCTAssertEqual(try review.acceptAll(), [other])
        XCTAssertEqual(try read(URL(fileURLWithPath: try XCTUnwrap(other.golden))), new)
        XCTAssertEqual(try review.entries(), [])
    }

    func testANameThatNamesNoEntryOrAnUnknownGoldenIsAnErrorAndNothingIsCopied() throws {
        let (old, new) = (try png(.init(r: 255, g: 0, b: 0)), try png(.init(r: 0, g: 0, b: 255)))
        let known = try entry(name: "testA.one", golden: old)
        try review.record(known, reference: old, actual: new, diff: new)
        XCTAssertThrowsError(try review.accept(["ScreenshotTests/testA.on", "ScreenshotTests/testA.one"])) { error in
            XCTAssertEqual(
                error as? SnapshotReviewError,
                SnapshotReviewError(
                    .unknownName, subject: "ScreenshotTests/testA.on",
                    problem: "no golden mismatch in \(review.folder.path) has this name "
                        + "(recorded: ScreenshotTests/testA.one)"))
        }
        XCTAssertEqual(try read(URL(fileURLWithPath: try XCTUnwrap(known.golden))), old, "nothing was copied")

        let lost = try entry(name: "testB", golden: nil)
        try review.record(lost, reference: old, actual: new, diff: new)
        XCTAssertThrowsError(try review.acceptAll()) { error in
            XCTAssertEqual((error as? SnapshotReviewError)?.kind, .unknownGolden)
            XCTAssertTrue("\(error)".hasPrefix("ScreenshotTests/testB: the golden's place is unknown"), "\(error)")
        }
        XCTAssertEqual(try read(URL(fileURLWithPath: try XCTUnwrap(known.golden))), old, "nothing was copied")
    }

    func testAPassingComparisonRemovesTheRecordOfItsGoldenOnly() throws {
        let red = try png(.init(r: 255, g: 0, b: 0))
        for name in ["testA.one", "testA.two", "testAB.one"] {
            try review.record(try entry(name: name, golden: red), reference: red, actual: red, diff: red)
        }
        XCTAssertTrue(review.hasRecord(suite: "ScreenshotTests", test: "testA"))
        XCTAssertFalse(review.hasRecord(suite: "ScreenshotTests", test: "testC"))
        review.removeRecord(suite: "ScreenshotTests", name: "testA.one")
        XCTAssertEqual(try review.entries().map(\.name), ["testA.two", "testAB.one"])
        XCTAssertFalse(String(decoding: try read(review.report), as: UTF8.self).contains("testA.one"))
    }

    func testTheFolderIsTheVariableElseThePackagesBuildFolderElseTheTemporaryOne() throws {
        let package = root.appendingPathComponent("Package")
        try OutputFile.write([], to: package.appendingPathComponent("Package.swift").path, createsFolder: true)
        let testFile = package.appendingPathComponent("Tests/AppTests/ViewTests.swift").path
        XCTAssertEqual(
            SnapshotReview.folder(forTestFile: testFile, environment: [:]).path,
            package.appendingPathComponent(".build/snapshot-review").path)
        XCTAssertEqual(
            SnapshotReview.folder(forTestFile: testFile, environment: ["REFRESH_SNAPSHOT_REVIEW_DIR": "/tmp/r"]).path,
            "/tmp/r")
        XCTAssertEqual(
            SnapshotReview.folder(forTestFile: "/nowhere/Tests/ViewTests.swift", environment: [:]).lastPathComponent,
            "snapshot-review")
    }

    func testARecordThatIsNotOneIsAnErrorNamingItsFile() throws {
        let path = review.folder.appendingPathComponent("Broken.testA.json").path
        try OutputFile.write(Array("{\"suite\": 3}".utf8), to: path, createsFolder: true)
        XCTAssertThrowsError(try review.entries()) { error in
            XCTAssertEqual("\(error)", "\(path): \"suite\" must be a string")
        }
        try OutputFile.write(Array("{".utf8), to: path)
        XCTAssertThrowsError(try review.entries()) { error in
            XCTAssertTrue("\(error)".hasPrefix("\(path): the record cannot be read: line 1, column 2"), "\(error)")
        }
    }
}

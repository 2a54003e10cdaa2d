import Foundation
import RefreshSDL
import RefreshTestSupport
import RefreshTesting
import XCTest

@testable import RefreshPlayground
@testable import RefreshPlaygroundCommands

/// `refresh-playground review` and `refresh-playground accept`: the report they write, the golden
/// accept replaces, their exit codes; and `refresh-goldens`, the same commands without the playground.
nonisolated final class ReviewCommandTests: XCTestCase {
    override func setUp() {
        super.setUp()
        ReviewFixture.enter(for: self)
    }

    @MainActor func run(_ args: [String]) -> Int32 { CommandLineTool.main(["refresh-playground"] + args) }

    @MainActor func testReviewWritesTheReportOfTheFolder() async throws {
        try ReviewFixture.mismatch(test: "testPulled()", name: "past")
        let review = ReviewFixture.review
        try FileManager.default.removeItem(at: review.report)
        XCTAssertEqual(run(["review", "--dir", review.folder.path]), 0)
        let html = try String(contentsOf: review.report, encoding: .utf8)
        XCTAssertTrue(html.contains("<h2>HeaderTests/testPulled.past</h2>"), html)
    }

    @MainActor func testAcceptCopiesTheActualPictureOverTheGoldenItNames() async throws {
        let first = try ReviewFixture.mismatch(test: "testPulled()", name: "past")
        try ReviewFixture.mismatch(test: "testReleased()", name: "done", x: 200)
        let review = ReviewFixture.review
        let untouched = try Data(contentsOf: ReviewFixture.golden("testReleased.done"))

        XCTAssertEqual(run(["accept", "--dir", review.folder.path, "HeaderTests/testPulled"]), 0)
        XCTAssertTrue(
            try SDLImage.loadBitmap(path: ReviewFixture.golden("testPulled.past").path) == first,
            "the golden is the actual picture")
        XCTAssertEqual(try Data(contentsOf: ReviewFixture.golden("testReleased.done")), untouched)
        XCTAssertEqual(try review.entries().map(\.id), ["HeaderTests/testReleased.done"])

        XCTAssertEqual(run(["accept", "--dir", review.folder.path, "HeaderTests/nothing"]), 2, "no such mismatch")
        XCTAssertEqual(run(["accept", "--dir", review.folder.path]), 2, "neither names nor --all")
        XCTAssertEqual(run(["accept", "--dir", review.folder.path, "--all", "HeaderTests"]), 2, "both")
        XCTAssertEqual(run(["accept", "--dir", review.folder.path, "--all"]), 0)
        XCTAssertEqual(try review.entries(), [])
        XCTAssertNotEqual(try Data(contentsOf: ReviewFixture.golden("testReleased.done")), untouched)
    }

    /// The built `refresh-goldens` program (what a package depending on RefreshKit runs): the same
    /// accept, with its own name on its errors and the same exit codes; orphans under its two names.
    @MainActor func testRefreshGoldensAcceptsAsThePlaygroundDoes() async throws {
        let first = try ReviewFixture.mismatch(test: "testPulled()", name: "past")
        try ReviewFixture.mismatch(test: "testReleased()", name: "done", x: 200)
        let review = ReviewFixture.review
        let tool = try BuiltProduct.path("refresh-goldens")
        func goldens(_ args: [String]) throws -> ProcessRunner.Result {
            try ProcessRunner.run(tool, args, timeout: 30)
        }

        let accepted = try goldens(["accept", "--dir", review.folder.path, "HeaderTests/testPulled"])
        XCTAssertEqual(accepted.status, 0, accepted.summary)
        XCTAssertTrue(accepted.stdout.hasPrefix("accepted HeaderTests/testPulled.past: "), accepted.summary)
        XCTAssertTrue(try SDLImage.loadBitmap(path: ReviewFixture.golden("testPulled.past").path) == first)
        XCTAssertEqual(try review.entries().map(\.id), ["HeaderTests/testReleased.done"])

        let unknown = try goldens(["accept", "--dir", review.folder.path, "HeaderTests/nothing"])
        XCTAssertEqual(unknown.status, 2, unknown.summary)
        XCTAssertTrue(unknown.stderr.hasPrefix("refresh-goldens: HeaderTests/nothing"), unknown.summary)
        XCTAssertEqual(try goldens(["accept", "--dir", review.folder.path]).status, 2, "neither names nor --all")

        let package = ["--dir", review.folder.path, "--package", ReviewFixture.root.path]
        let orphans = try goldens(["orphans"] + package)   // the scratch test file was never written
        XCTAssertEqual(orphans.status, 1, orphans.summary)
        XCTAssertTrue(orphans.stdout.contains("testPulled.past.png: its test file HeaderTests.swift is gone"))
        XCTAssertTrue(orphans.stderr.hasPrefix("refresh-goldens: 2 of 2 goldens are orphaned"), orphans.summary)
        try "func testPulled() {}\nfunc testReleased() {}\n".write(
            to: ReviewFixture.root.appendingPathComponent("HeaderTests.swift"), atomically: true, encoding: .utf8)
        for name in ["orphans", "goldens"] {
            let none = try goldens([name] + package)
            XCTAssertEqual(none.status, 0, none.summary)
            XCTAssertTrue(none.stdout.hasPrefix("no orphaned goldens among 2"), none.summary)
        }
        let help = try goldens(["--help"])
        XCTAssertEqual(help.status, 0, help.summary)
        XCTAssertTrue(help.stdout.contains("accept") && help.stdout.contains("orphans"), help.summary)
    }
}

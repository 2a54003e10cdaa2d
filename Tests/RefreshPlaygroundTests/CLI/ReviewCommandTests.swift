import Foundation
import RefreshSDL
import RefreshTestSupport
import RefreshTesting
import XCTest

@testable import RefreshPlayground

/// `refresh-playground review` and `refresh-playground accept`: the report they write, the golden
/// accept replaces, their exit codes.
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
}

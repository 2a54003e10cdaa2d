import Foundation
import RefreshCore
import RefreshSDL
import RefreshTestSupport
import XCTest

@testable import RefreshTesting

/// The review report shows the paths of a package relative to it (issue 30, item 12: the picture
/// in docs/review.md showed a developer's own folders); outside a package it shows whole paths.
nonisolated final class SnapshotReviewRelativePathTests: XCTestCase {
    lazy var root = temporaryFolder("review-relative").url

    /// A mismatch of `Tests/AppTests/ScreenshotTests.swift`'s golden, recorded into `folder`.
    func record(into folder: URL) throws -> String {
        let red = try SDLImage.encodePNG(Bitmap(width: 4, height: 3, fill: .init(r: 255, g: 0, b: 0)))
        let golden = root.appendingPathComponent("Tests/AppTests/__Snapshots__/ScreenshotTests/testList.idle.png")
        try OutputFile.write(red, to: golden.path, createsFolder: true)
        let review = SnapshotReview(folder: folder)
        try review.record(
            SnapshotReview.Entry(
                suite: "ScreenshotTests", name: "testList.idle", test: "testList",
                testFile: root.appendingPathComponent("Tests/AppTests/ScreenshotTests.swift").path, golden: golden.path,
                differingPixels: 1, pixelCount: 12, maxDifference: 9, tolerance: 3, precision: 1,
                referenceSize: .init(width: 4, height: 3), actualSize: .init(width: 4, height: 3), message: "differs"),
            reference: red, actual: red, diff: red)
        return String(decoding: try InputFile.read(review.report.path, limit: 1 << 24), as: UTF8.self)
    }

    func testInAPackageThePathsAreRelativeToIt() throws {
        try OutputFile.write(
            Array("// swift-tools-version:6.0\n".utf8), to: root.appendingPathComponent("Package.swift").path)
        let html = try record(into: root.appendingPathComponent(".build/snapshot-review"))
        XCTAssertFalse(html.contains(root.path), "no folder of the one who ran the tests")
        XCTAssertTrue(html.contains("<p class=\"folder\">.build/snapshot-review</p>"), html)
        XCTAssertTrue(html.contains("testList() in <code>Tests/AppTests/ScreenshotTests.swift</code>"))
        XCTAssertTrue(
            html.contains("golden <code>Tests/AppTests/__Snapshots__/ScreenshotTests/testList.idle.png</code>"))
        XCTAssertTrue(
            html.contains(
                "swift run refresh-goldens accept --dir &#39;.build/snapshot-review&#39; &#39;ScreenshotTests/testList.idle&#39;"
            ))
        XCTAssertTrue(
            html.contains(
                "cp &#39;.build/snapshot-review/ScreenshotTests.testList.idle.actual.png&#39; "
                    + "&#39;Tests/AppTests/__Snapshots__/ScreenshotTests/testList.idle.png&#39;"))
    }

    func testOutsideAPackageThePathsAreWhole() throws {
        let html = try record(into: root.appendingPathComponent("review"))
        XCTAssertTrue(html.contains("<p class=\"folder\">\(root.path)/review</p>"))
        XCTAssertTrue(html.contains("<code>\(root.path)/Tests/AppTests/ScreenshotTests.swift</code>"))
    }
}

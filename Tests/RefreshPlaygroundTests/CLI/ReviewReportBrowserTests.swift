import Foundation
import RefreshSDL
import RefreshTestSupport
import XCTest

/// The review report in a real browser: Debian's headless Chromium opens it from the file system
/// with `#test`, which makes the page's script load the pictures, blink once, move the slider to
/// 30 % and zoom to 4×, writing what it measured into `data-test-*` attributes of the body.
nonisolated final class ReviewReportBrowserTests: XCTestCase {
    override func setUp() {
        super.setUp()
        ReviewFixture.enter(for: self)
    }

    /// The body's `data-test-*` attributes after Chromium ran the page with `#test`.
    @MainActor func measured(_ report: URL, windowWidth: Int = 1300) throws -> [String: String] {
        guard let chromium = ProcessRunner.which("chromium") else {
            XCTFail("chromium is not installed: `make test` installs it (the Debian package chromium)")
            return [:]
        }
        let profile = ReviewFixture.root.appendingPathComponent("chromium-profile").path
        let run = try ProcessRunner.run(
            chromium,
            [
                "--headless=new", "--disable-gpu", "--no-sandbox", "--user-data-dir=\(profile)",
                "--window-size=\(windowWidth),1000",
                "--virtual-time-budget=3000", "--dump-dom", report.absoluteString + "#test",
            ], timeout: 90)
        XCTAssertEqual(run.status, 0, run.summary)
        guard let body = run.stdout.range(of: "<body[^>]*>", options: .regularExpression) else {
            XCTFail("no <body> in what Chromium dumped: \(run.summary)")
            return [:]
        }
        var attributes: [String: String] = [:]
        let tag = String(run.stdout[body])
        let pattern = try NSRegularExpression(pattern: "data-test-([a-z-]+)=\"([^\"]*)\"")
        for m in pattern.matches(in: tag, range: NSRange(tag.startIndex..., in: tag)) {
            let value = String(tag[Range(m.range(at: 2), in: tag)!])
                .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
                .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
            attributes[String(tag[Range(m.range(at: 1), in: tag)!])] = value
        }
        return attributes
    }

    @MainActor func testChromiumShowsTheThreePicturesAndTheSliderBlinkAndZoomWork() async throws {
        try ReviewFixture.mismatch(test: "testPulled()", name: "past")
        try ReviewFixture.mismatch(test: "testReleased()", name: "done", x: 200)
        let review = ReviewFixture.review

        let seen = try measured(review.report)
        guard !seen.isEmpty else { return }

        XCTAssertEqual(seen["done"], "yes", "the page's script ran to its end: \(seen)")
        XCTAssertEqual(seen["images"], "reference:390 actual:390 diff:390", "the three pictures loaded")
        XCTAssertEqual(seen["blink"], "reference,actual", "blink shows the golden, then the actual picture")
        let stack = Double(seen["stack"] ?? "") ?? 0, before = Double(seen["clip-before"] ?? "") ?? 0
        let after = Double(seen["clip-after"] ?? "") ?? 0
        XCTAssertEqual(stack, 392, accuracy: 1, "the overlay is the 390 px picture and its border")
        XCTAssertEqual(before, stack * 0.5, accuracy: 3, "the slider starts in the middle")
        XCTAssertEqual(after, stack * 0.3, accuracy: 3, "moving the slider to 30 % moves the golden's edge")
        XCTAssertEqual(seen["zoomed"], "1562", "4× zoom: 4 × 390 px and the border")
        XCTAssertEqual(
            seen["command"],
            "swift run refresh-goldens accept --dir '\(review.folder.path)' 'HeaderTests/testPulled.past'",
            "Accept shows the command of the first entry")
    }

    @MainActor func testAWidePictureFitsA1280PixelWindowAndItsRegionIsZoomedIn() async throws {
        try ReviewFixture.mismatch(test: "testWide()", name: "sheet", x: 300, from: ReviewFixture.wideScreenshot)

        let seen = try measured(ReviewFixture.review.report, windowWidth: 1280)
        guard !seen.isEmpty else { return }

        XCTAssertEqual(seen["done"], "yes", "the page's script ran to its end: \(seen)")
        XCTAssertEqual(seen["images"], "reference:825 actual:825 diff:825", "the three pictures loaded")
        let window = Int(seen["window-width"] ?? "") ?? 0, page = Int(seen["page-width"] ?? "") ?? .max
        let right = Int(seen["side-right"] ?? "") ?? .max
        XCTAssertGreaterThan(window, 1000, "the window is about 1280 px wide: \(seen)")
        XCTAssertLessThanOrEqual(page, window, "nothing runs off the window: \(seen)")
        XCTAssertLessThanOrEqual(right, window, "the diff, third of the side-by-side pictures, is in view: \(seen)")
        XCTAssertEqual(seen["side-scrolls"], "false", "the three pictures fit without a scroll bar: \(seen)")
        XCTAssertEqual(seen["regions"], "1", "the one painted rectangle is one region")
        // The 100 × 20 px rectangle and 6 px around it, 112 × 32 px, magnified 2× to fit 240 × 180.
        XCTAssertEqual(seen["crop"], "226x66", "the region's diff crop, 2× and its border")
    }

    @MainActor func testAnAnimationMismatchPlaysBothAnimationsBesideTheStrip() async throws {
        try ReviewFixture.animationMismatch(test: "testPlays()", name: "pull-refresh")
        let entry = try XCTUnwrap(try ReviewFixture.review.entries().first)
        let strip = try XCTUnwrap(entry.animation?.stripSize)
        // The two <img>s are the APNGs (Chromium plays them; headless screenshots show the first frame).
        for kind in ["reference", "actual"] {
            let file = ReviewFixture.review.folder.appendingPathComponent(
                "HeaderTests.testPlays.pull-refresh.\(kind).png")
            XCTAssertEqual(try SDLImage.loadAnimation(path: file.path).count, 16, kind)
        }

        let seen = try measured(ReviewFixture.review.report, windowWidth: 1280)
        guard !seen.isEmpty else { return }

        XCTAssertEqual(seen["done"], "yes", "the page's script ran to its end: \(seen)")
        XCTAssertEqual(
            seen["images"], "reference:200 actual:200 diff:\(strip.width)", "both APNGs and the strip loaded")
        let window = Int(seen["window-width"] ?? "") ?? 0, page = Int(seen["page-width"] ?? "") ?? .max
        XCTAssertLessThanOrEqual(page, window, "nothing runs off the window: \(seen)")
        XCTAssertEqual(seen["regions"], "0", "no zoomed regions: the strip frames them")
    }
}

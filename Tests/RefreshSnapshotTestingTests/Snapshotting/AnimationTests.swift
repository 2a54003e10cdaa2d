import Foundation
import RefreshCore
import RefreshSDL
import RefreshTesting
import SnapshotTesting
import XCTest

@testable import RefreshSnapshotTesting

/// The animation strategy: an APNG golden of a session, compared frame by frame (counts, delays,
/// pixels), a strip of the differing frames as its diff picture, and its entry in the review report.
nonisolated final class AnimationTests: ScratchReviewTestCase {
    var golden: URL { Scratch.goldens.appendingPathComponent("testAnimation.session.png") }
    var strip: URL { Scratch.goldens.appendingPathComponent("testAnimation.session.diff.png") }
    var actual: URL { Scratch.goldens.appendingPathComponent("testAnimation.session.actual.png") }

    /// The sample list pulled past its threshold and refreshing, ten frames a second at half size;
    /// `refreshingTitle` is what the header says while it refreshes.
    @MainActor func session(refreshingTitle: String? = nil) throws -> AnimatedCapture {
        let host = try SampleScene.makeHost()
        if let refreshingTitle {
            (host.scrollView.refreshHeader as? NormalHeader)?.setTitle(refreshingTitle, for: .refreshing)
        }
        return try host.recordAnimation(framesPerSecond: 10, scale: 0.5) { host in
            host.pull(.top, by: 70)
            host.release()
            host.advance(seconds: 0.8)
        }
    }

    @MainActor func verify(
        _ capture: AnimatedCapture, end: Double? = nil, tolerance: Int = 0, delayTolerance: Int = 0
    ) -> String? {
        verifySnapshot(
            of: capture,
            as: .animation(
                tolerance: tolerance, delayTolerance: delayTolerance, end: end, file: Scratch.file,
                testName: "testAnimation()"),
            named: "session", file: Scratch.file, testName: "testAnimation()")
    }

    @MainActor func testASessionIsRecordedAsAnAPNGAndPassesAgain() async throws {
        XCTAssertNotNil(verify(try session()), "recorded")
        let frames = try SDLImage.loadAnimation(path: golden.path)
        XCTAssertTrue((8...20).contains(frames.count), "a short animation: \(frames.count) frames")
        XCTAssertEqual(frames.first.map { [$0.bitmap.width, $0.bitmap.height] }, [160, 180], "half the window")
        XCTAssertEqual(
            frames.map(\.delayMilliseconds).reduce(0, +), 1117, "0.3 s of pull, 0.8 s after, one frame of the host more"
        )
        XCTAssertNil(verify(try session()), "the same session matches")
        XCTAssertFalse(Scratch.exists(strip), "a pass leaves no strip")
        let ledger = try XCTUnwrap(try GoldenLedger.compared(in: review.folder))
        XCTAssertTrue(ledger.contains(golden.resolvingSymlinksInPath().path), "no orphan: \(ledger)")
    }

    @MainActor func testAChangedFrameNamesTheFirstOneWithItsTimeAndWritesTheStrip() async throws {
        XCTAssertNotNil(verify(try session()), "recorded")
        let message = try XCTUnwrap(verify(try session(refreshingTitle: "Fetching")))
        // The first frame that differs, found in the files themselves.
        let expected = try SDLImage.loadAnimation(path: golden.path)
        let shown = try SDLImage.loadAnimation(path: actual.path)
        let first = try XCTUnwrap(
            zip(expected, shown).enumerated().first { $0.element.0.bitmap != $0.element.1.bitmap }?.offset)
        let time = expected.prefix(first).map(\.delayMilliseconds).reduce(0, +)
        XCTAssertGreaterThan(first, 2, "the pull frames match")
        XCTAssertTrue(message.contains("\nThe animations differ.\nFrames: \(expected.count) in both.\n"), message)
        XCTAssertTrue(
            message.contains(
                "First differing frame: frame \(first + 1) of \(expected.count), at t = "
                    + String(format: "%.3f s", Double(time) / 1000) + ":\n"),
            message)
        XCTAssertTrue(message.contains("\nWhere: 1 region:\n  1. "), "the title's box: \(message)")
        XCTAssertTrue(message.contains("Frames whose pixels differ: \(first + 1)–\(expected.count) "), message)
        XCTAssertFalse(message.contains("Timing"), "the delays match: \(message)")
        XCTAssertTrue(message.contains("diff:   \(strip.path) (the differing frames"), message)
        let picture = try SDLImage.loadBitmap(path: strip.path)
        XCTAssertGreaterThan(picture.width, 3 * 160, "golden | actual | diff")
        XCTAssertGreaterThan(picture.height, 180 * min(8, expected.count - first), "a row per differing frame")
        XCTAssertNil(verify(try session(refreshingTitle: "Fetching"), tolerance: 255), "any colour within 255")
    }

    @MainActor func testAnotherFrameCountFailsWithBothCounts() async throws {
        XCTAssertNotNil(verify(Self.capture(times: [0, 0.1, 0.2]), end: 0.3), "recorded")
        let message = try XCTUnwrap(verify(Self.capture(times: [0, 0.1, 0.2, 0.3]), end: 0.4))
        XCTAssertTrue(
            message.contains("The frame counts differ: the golden has 3 frames, the actual animation 4.\n"), message)
        XCTAssertTrue(message.contains("The animation lasts 0.400 s (golden 0.300 s).\n"), message)
        XCTAssertTrue(message.contains("The 3 frames both have match in their pixels.\n"), message)
        let picture = try SDLImage.loadBitmap(path: strip.path)
        XCTAssertGreaterThan(picture.height, 30, "the frame only the actual animation has")
    }

    @MainActor func testAnotherTimingFailsWithTheDelays() async throws {
        XCTAssertNotNil(verify(Self.capture(times: [0, 0.1, 0.2]), end: 0.3), "recorded")
        let message = try XCTUnwrap(verify(Self.capture(times: [0, 0.1, 0.25]), end: 0.3))
        XCTAssertTrue(
            message.contains(
                "Timing: 2 frames show for another time: frame 2 at t = 0.100 s shows 150 ms (golden 100 ms); "
                    + "frame 3 at t = 0.200 s shows 50 ms (golden 100 ms).\nEvery frame's pixels match.\n"),
            message)
        XCTAssertFalse(message.contains("lasts"), "the same length: \(message)")
        XCTAssertNil(verify(Self.capture(times: [0, 0.1, 0.25]), end: 0.3, delayTolerance: 50), "within 50 ms")
    }

    @MainActor func testAMismatchIsInTheReviewReportWithBothAnimationsAndTheStrip() async throws {
        XCTAssertNotNil(verify(Self.capture(times: [0, 0.1, 0.2]), end: 0.3), "recorded")
        let changed = Self.capture(times: [0, 0.1])
        changed.add(Bitmap.pattern().nudged(2, 0, by: 60).nudged(3, 4, by: 90), at: 0.2)
        let message = try XCTUnwrap(verify(changed, end: 0.3))
        XCTAssertTrue(message.hasSuffix("\nreview: \(review.report.absoluteString)"), message)
        let entry = try XCTUnwrap(try review.entries().first)
        let animation = try XCTUnwrap(entry.animation)
        XCTAssertEqual(
            [
                animation.referenceFrames, animation.actualFrames, animation.firstDifferingFrame,
                animation.firstDifferingTime,
            ],
            [3, 3, 3, 200])
        XCTAssertEqual(entry.differingPixels, 1)
        let files = review.folder.appendingPathComponent("Goldens.testAnimation.session")
        XCTAssertEqual(
            try InputFile.read(files.path + ".reference.png", limit: 1 << 20),
            try InputFile.read(golden.path, limit: 1 << 20))
        XCTAssertEqual(try SDLImage.loadAnimation(path: files.path + ".actual.png").count, 3, "the actual APNG")
        let page = String(decoding: try InputFile.read(review.report.path, limit: 1 << 20), as: UTF8.self)
        XCTAssertTrue(page.contains("class=\"entry animation\""), page)
        XCTAssertTrue(page.contains("reference 40×30, 3 frames, 0.300 s (plays)"), page)
        XCTAssertTrue(page.contains("the first differing frame is <b class=\"first-frame\">3</b> at t = 0.200 s"), page)
        try review.acceptAll()
        XCTAssertNil(verify(changed, end: 0.3), "accepting copies the actual APNG over the golden")
    }

    /// The pattern at `times`, frame `i` with pixel (`i`, 0) nudged.
    @MainActor static func capture(times: [Double]) -> AnimatedCapture {
        let capture = AnimatedCapture(format: .apng, framesPerSecond: 30)
        for (i, t) in times.enumerated() { capture.add(Bitmap.pattern().nudged(i, 0, by: 60), at: t) }
        return capture
    }
}

import Foundation
import RefreshCore
import RefreshSDL
import RefreshSnapshotTesting
import RefreshTestSupport
import RefreshTesting
import SnapshotTesting
import XCTest

/// A review folder with real mismatches, made as a test run makes them: a committed screenshot as
/// the golden of a test file in a scratch folder, compared through the public `.image` strategy
/// with a copy that has a rectangle painted over it. The scratch folder is the test's own temporary
/// folder, the current directory while it runs (`enter`).
nonisolated enum ReviewFixture {
    /// The scratch test file, in the current directory (a literal: the strategy takes it as a
    /// `StaticString`).
    static let testFile: StaticString = "HeaderTests.swift"
    /// The scratch folder of the test that runs.
    static var root: URL { URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true) }
    /// The review folder the mismatches are recorded in.
    static var review: SnapshotReview { SnapshotReview(folder: root.appendingPathComponent("review")) }
    /// The golden `<test>.<name>`.
    static func golden(_ name: String) -> URL { root.appendingPathComponent("__Snapshots__/HeaderTests/\(name).png") }

    /// The committed screenshot the goldens start from.
    static let screenshot =
        "Tests/RefreshPlaygroundTests/Examples/Header/__Snapshots__/HeaderScreenshotTests/testCustomText.3-past.png"
    /// A committed golden 825 px wide: three side by side are wider than a 1280 px window.
    static let wideScreenshot =
        "Tests/RefreshPlaygroundTests/Filmstrip/__Snapshots__/VariantMatrixTests/testFailed.footer-auto-diy.png"

    /// Gives `test` an empty scratch folder of its own as the current directory until it ends.
    static func enter(for test: XCTestCase) { test.enterTemporaryFolder("refresh-review-tests") }

    /// Records the golden `<test>.<name>` from the screenshot, then compares a copy with a
    /// rectangle painted at `x` with it: a failure, recorded in the review folder. Returns the copy.
    @MainActor @discardableResult
    static func mismatch(test: String, name: String, x: Int = 20, from picture: String = screenshot) throws -> Bitmap {
        let golden = try SDLImage.loadBitmap(path: Repository.url(picture).path)
        var changed = golden
        for py in 30..<50 {
            for px in x..<(x + 100) {
                let i = (py * changed.width + px) * 4
                changed.pixels.replaceSubrange(i..<(i + 4), with: [51, 102, 204, 255])
            }
        }
        withScratchReview {
            // Recorded first (record mode `missing` whatever CI asks of the committed goldens), then failed.
            for bitmap in [golden, changed] {
                _ = verifySnapshot(
                    of: bitmap, as: .image(tolerance: 3, file: testFile, testName: test), named: name,
                    record: .missing, file: testFile, testName: test)
            }
        }
        return changed
    }

    /// The committed animated golden the animation mismatch starts from (16 frames of 200 × 160 px).
    static let animation =
        "Tests/RefreshPlaygroundTests/Replay/__Snapshots__/AnimationGoldenTests/"
        + "testTheNormalHeaderPulledRefreshedAndBack.pull-refresh.png"

    /// Copies the committed animated golden as the golden `<test>.<name>`, then compares with it
    /// the same frames at the same times with a rectangle painted on frame 5 (`.animation`): a
    /// failure, recorded in the review folder.
    @MainActor static func animationMismatch(test: String, name: String) throws {
        let bytes = try InputFile.read(Repository.url(animation).path, limit: 1 << 22)
        try OutputFile.write(bytes, to: golden("\(test.prefix { $0 != "(" }).\(name)").path, createsFolder: true)
        let capture = AnimatedCapture(format: .apng, framesPerSecond: 120)
        var time = 0.0
        for (i, frame) in try SDLImage.loadAnimation(path: Repository.url(animation).path).enumerated() {
            var picture = frame.bitmap
            if i == 4 {
                for py in 60..<80 {
                    for px in 20..<120 {
                        let p = (py * picture.width + px) * 4
                        picture.pixels.replaceSubrange(p..<(p + 4), with: [51, 102, 204, 255])
                    }
                }
            }
            capture.add(picture, at: time)
            time += Double(frame.delayMilliseconds) / 1000
        }
        withScratchReview {
            _ = verifySnapshot(
                of: capture, as: .animation(tolerance: 3, end: time, file: testFile, testName: test), named: name,
                record: .never, file: testFile, testName: test)
        }
    }

    /// Runs `body` with the review folder and the failure pictures in the scratch folder.
    static func withScratchReview(_ body: () -> Void) {
        let saved = [SnapshotReview.folderVariable, "SNAPSHOT_ARTIFACTS"].map {
            ProcessInfo.processInfo.environment[$0]
        }
        setenv(SnapshotReview.folderVariable, review.folder.path, 1)
        setenv("SNAPSHOT_ARTIFACTS", root.appendingPathComponent("artifacts").path, 1)
        defer {
            for (name, value) in zip([SnapshotReview.folderVariable, "SNAPSHOT_ARTIFACTS"], saved) {
                if let value { setenv(name, value, 1) } else { unsetenv(name) }
            }
        }
        body()
    }
}

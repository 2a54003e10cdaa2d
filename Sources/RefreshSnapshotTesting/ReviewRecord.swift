import Foundation
import RefreshCore
import RefreshSDL
import RefreshTesting

/// A failing image comparison's record in the review folder (`SnapshotReview`): every mismatch of
/// a run lands there with its three pictures, and the report is written again.
enum ReviewRecord {
    /// Records `failure` of `actual` against the golden `location` read; returns the line the
    /// failure message ends with: the report's address, or why the record could not be written.
    static func write(_ failure: ImageFailure, actual: Bitmap, message: String, location: SnapshotLocation) -> String {
        let review = SnapshotReview(folder: SnapshotReview.folder(forTestFile: location.file))
        let (_, base) = FailureArtifacts.folderAndBase(for: location, pathExtension: "png")
        let entry = SnapshotReview.Entry(
            suite: location.suite, name: base, test: location.testName, testFile: location.file,
            golden: location.golden(pathExtension: "png")?.path, differingPixels: failure.differingPixels,
            pixelCount: failure.pixelCount, maxDifference: failure.maxChannelDelta,
            tolerance: failure.comparison.tolerance, precision: Double("\(failure.comparison.precision)") ?? 1,
            referenceSize: .init(width: failure.referenceSize.width, height: failure.referenceSize.height),
            actualSize: .init(width: failure.actualSize.width, height: failure.actualSize.height), message: message,
            regions: failure.regions.map {
                .init(x: $0.x, y: $0.y, width: $0.width, height: $0.height, differingPixels: $0.differingPixels)
            })
        do {
            try review.record(
                entry, reference: location.referenceData.map { Array($0) } ?? [],
                actual: (try? SDLImage.encodePNG(actual)) ?? [],
                diff: (try? SDLImage.encodePNG(failure.diffImage)) ?? [])
            return "review: \(review.report.absoluteString)"
        } catch {
            return "review: not recorded: \(error)"
        }
    }

    /// Records the failure of an animated golden: the golden's and the actual APNG as the
    /// reference and actual pictures (they play in the report), the strip as the diff.
    static func write(
        _ failure: AnimationFailure, actual: [UInt8], strip: Bitmap, message: String, location: SnapshotLocation
    ) -> String {
        let review = SnapshotReview(folder: SnapshotReview.folder(forTestFile: location.file))
        let (_, base) = FailureArtifacts.folderAndBase(for: location, pathExtension: "png")
        let first = failure.differing.first
        let pixels = first?.failure
        func size(_ frames: AnimationFrames) -> SnapshotReview.Entry.PixelSize {
            .init(width: frames.frames.first?.bitmap.width ?? 0, height: frames.frames.first?.bitmap.height ?? 0)
        }
        let animation = SnapshotReview.Entry.Animation(
            referenceFrames: failure.reference.count, actualFrames: failure.actual.count,
            referenceDuration: failure.reference.duration, actualDuration: failure.actual.duration,
            timingDifferences: failure.timing.count, firstDifferingFrame: first.map { $0.index + 1 },
            firstDifferingTime: first.map { failure.reference.start(of: $0.index) },
            stripSize: .init(width: strip.width, height: strip.height))
        let entry = SnapshotReview.Entry(
            suite: location.suite, name: base, test: location.testName, testFile: location.file,
            golden: location.golden(pathExtension: "png")?.path, differingPixels: pixels?.differingPixels ?? 0,
            pixelCount: pixels?.pixelCount ?? 0, maxDifference: pixels?.maxChannelDelta ?? 0,
            tolerance: failure.comparison.image.tolerance,
            precision: Double("\(failure.comparison.image.precision)") ?? 1, referenceSize: size(failure.reference),
            actualSize: size(failure.actual), message: message, regions: [], animation: animation)
        do {
            try review.record(
                entry, reference: location.referenceData.map { Array($0) } ?? [], actual: actual,
                diff: (try? SDLImage.encodePNG(strip)) ?? [])
            return "review: \(review.report.absoluteString)"
        } catch {
            return "review: not recorded: \(error)"
        }
    }

    /// Removes the record of the golden `location` matched, if the review folder has one.
    static func remove(for location: SnapshotLocation) {
        let review = SnapshotReview(folder: SnapshotReview.folder(forTestFile: location.file))
        guard review.hasRecord(suite: location.suite, test: location.testName) else { return }
        let (_, base) = FailureArtifacts.folderAndBase(for: location, pathExtension: "png")
        review.removeRecord(suite: location.suite, name: base)
    }
}

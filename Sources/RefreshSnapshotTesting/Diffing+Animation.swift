import Foundation
import RefreshCore
import RefreshSDL
import RefreshTesting
import SnapshotTesting

extension Diffing where Value == Data {
    /// Animated PNGs compared frame by frame (see `AnimationComparison`): the golden and the actual
    /// animation are both read by the codec registry's APNG decoder, then their frame counts, each
    /// frame's delay and each frame's pixels are compared, the pixels as the still images are.
    ///
    /// On failure it writes the actual animation as `<test>.<name>.actual.png` and a strip of the
    /// differing frames (golden | actual | diff, one a row) as `<test>.<name>.diff.png`, where the
    /// still images' failure pictures go, and records the mismatch in the review folder.
    static func animation(_ comparison: AnimationComparison, location: SnapshotLocation) -> Diffing {
        Diffing.diff(
            toData: { $0 },
            fromData: { data in
                location.referenceData = data
                location.referenceProblem = nil
                return data
            },
            diffV2: { reference, actual in
                for golden in location.candidateGoldens(pathExtension: "png") {
                    GoldenLedger.note(golden, in: SnapshotReview.folder(forTestFile: location.file))
                }
                guard reference != actual,
                    let failure = failure(of: comparison, reference: reference, actual: actual, location: location)
                else {
                    FailureArtifacts.removeStale(for: location)
                    ReviewRecord.remove(for: location)
                    return nil
                }
                let strip = MainActor.assumeIsolated { AnimationStrip.render(failure) }
                let paths = FailureArtifacts.write(
                    actual: { Array(actual) }, diff: { try SDLImage.encodePNG(strip) }, for: location)
                let message = failure.message(
                    actualPath: paths.actual, diffPath: paths.diff, referenceProblem: location.referenceProblem)
                let review = ReviewRecord.write(
                    failure, actual: Array(actual), strip: strip, message: message, location: location)
                return (message + "\n" + review, [])
            })
    }

    /// Decodes both animations and compares them; a golden that cannot be read counts as one of no
    /// frames, and says why in `location.referenceProblem`.
    private static func failure(
        of comparison: AnimationComparison, reference: Data, actual: Data, location: SnapshotLocation
    ) -> AnimationFailure? {
        let golden: AnimationFrames
        do {
            golden = try AnimationFrames(decoding: Array(reference), name: "\(location.suite)/\(location.testName)")
        } catch {
            location.referenceProblem = "\(error)"
            golden = AnimationFrames(frames: [])
        }
        let shown = (try? AnimationFrames(decoding: Array(actual), name: "the actual animation")) ?? .init(frames: [])
        return comparison.failure(reference: golden, actual: shown, scale: location.scale)
    }
}

import Foundation
import RefreshCore
import RefreshSDL

/// An animation as its file plays it: every frame composed to full size, with how long it shows.
struct AnimationFrames {
    /// The frames in playing order, each with its delay in milliseconds.
    var frames: [(bitmap: Bitmap, delayMilliseconds: Int)]

    /// The frames of an animated PNG (or GIF), read by the decoder the codec registry has for its
    /// format (`SDLImage.loadAnimation(data:name:)`), as the playground's animations are read.
    init(decoding bytes: [UInt8], name: String) throws {
        frames = try SDLImage.loadAnimation(data: bytes, name: name)
    }

    init(frames: [(bitmap: Bitmap, delayMilliseconds: Int)]) {
        self.frames = frames
    }

    var count: Int { frames.count }

    /// When frame `index` starts showing, in milliseconds from the first.
    func start(of index: Int) -> Int { frames.prefix(index).reduce(0) { $0 + $1.delayMilliseconds } }

    /// How long the whole animation lasts, in milliseconds.
    var duration: Int { start(of: frames.count) }
}

/// How two animations are compared: the frame counts, each frame's delay (within
/// `delayTolerance` milliseconds) and each frame's pixels, the frames compared as the still
/// pictures are (`ImageComparison`: tolerance per channel, precision, masks).
struct AnimationComparison {
    /// How each pair of frames is compared.
    let image: ImageComparison
    /// The largest difference in a frame's delay, in milliseconds, that still counts as the same.
    let delayTolerance: Int

    /// A comparison of each frame as `.image()` compares a picture, and of each delay within
    /// `delayTolerance` milliseconds (a negative one counts as 0).
    init(precision: Float, perceptualPrecision: Float, tolerance: Int, masks: [Rect], delayTolerance: Int) {
        image = ImageComparison(
            precision: precision, perceptualPrecision: perceptualPrecision, tolerance: tolerance, masks: masks)
        self.delayTolerance = max(0, delayTolerance)
    }

    /// Compares `actual` with `reference`; nil when they match.
    func failure(reference: AnimationFrames, actual: AnimationFrames, scale: Double) -> AnimationFailure? {
        let common = min(reference.count, actual.count)
        var timing: [AnimationFailure.Timing] = []
        var differing: [(index: Int, failure: ImageFailure)] = []
        for i in 0..<common {
            let expected = reference.frames[i].delayMilliseconds, shown = actual.frames[i].delayMilliseconds
            if abs(expected - shown) > delayTolerance {
                timing.append(.init(index: i, reference: expected, actual: shown))
            }
            if let failure = image.failure(
                reference: reference.frames[i].bitmap, actual: actual.frames[i].bitmap, scale: scale)
            {
                differing.append((i, failure))
            }
        }
        guard reference.count != actual.count || !timing.isEmpty || !differing.isEmpty else { return nil }
        return AnimationFailure(
            comparison: self, reference: reference, actual: actual, timing: timing, differing: differing)
    }
}

/// A failed comparison of two animations: what differs, and in which frames.
struct AnimationFailure {
    /// A frame that shows for another time than the golden's.
    struct Timing {
        /// The frame's index (0-based).
        let index: Int
        /// Its delay in the golden, in milliseconds.
        let reference: Int
        /// Its delay in the actual animation, in milliseconds.
        let actual: Int
    }

    let comparison: AnimationComparison
    let reference: AnimationFrames
    let actual: AnimationFrames
    /// The frames (of those both have) whose delays differ, in order.
    let timing: [Timing]
    /// The frames (of those both have) whose pixels differ, in order, each with its failure.
    let differing: [(index: Int, failure: ImageFailure)]

    /// How many frame delays the message lists.
    static let listedDelays = 5

    /// The frames the strip shows, in order: those whose pixels or delays differ, and those only
    /// one of the animations has.
    var stripFrames: [Int] {
        let changed = Set(differing.map(\.index) + timing.map(\.index))
        return (0..<max(reference.count, actual.count)).filter {
            changed.contains($0) || $0 >= min(reference.count, actual.count)
        }
    }

    /// `milliseconds` as seconds with three decimals: "0.267 s".
    static func seconds(_ milliseconds: Int) -> String { String(format: "%.3f s", Double(milliseconds) / 1000) }

    /// What differs: frame counts, timing, the first differing frame (its number, time and regions)
    /// and the frames whose pixels differ.
    var findings: [String] {
        var lines: [String] = []
        if reference.count != actual.count {
            lines.append(
                "The frame counts differ: the golden has \(reference.count) frames, "
                    + "the actual animation \(actual.count).")
        } else {
            lines.append("Frames: \(reference.count) in both.")
        }
        if !timing.isEmpty {
            let listed = timing.prefix(Self.listedDelays).map { t in
                "frame \(t.index + 1) at t = \(Self.seconds(reference.start(of: t.index))) shows "
                    + "\(t.actual) ms (golden \(t.reference) ms)"
            }
            let more = timing.count > listed.count ? "; and \(timing.count - listed.count) more" : ""
            let tolerance = comparison.delayTolerance > 0 ? " by more than \(comparison.delayTolerance) ms" : ""
            lines.append(
                "Timing: \(timing.count) frame\(timing.count == 1 ? "" : "s") show\(timing.count == 1 ? "s" : "") "
                    + "for another time\(tolerance): \(listed.joined(separator: "; "))\(more).")
        }
        if reference.duration != actual.duration {
            lines.append(
                "The animation lasts \(Self.seconds(actual.duration)) (golden \(Self.seconds(reference.duration))).")
        }
        if let (index, failure) = differing.first {
            lines.append(
                "First differing frame: frame \(index + 1) of \(reference.count), at t = "
                    + "\(Self.seconds(reference.start(of: index))):")
            lines += failure.findings
            lines.append(
                "Frames whose pixels differ: \(Self.ranges(differing.map(\.index)))"
                    + " (\(differing.count) of \(min(reference.count, actual.count)) compared).")
        } else if reference.count == actual.count {
            lines.append("Every frame's pixels match.")
        } else {
            lines.append("The \(min(reference.count, actual.count)) frames both have match in their pixels.")
        }
        return lines
    }

    /// The message: the findings, then where the actual animation and the strip are.
    func message(actualPath: String, diffPath: String, referenceProblem: String?) -> String {
        var lines = ["The animations differ."]
        if let referenceProblem { lines.append("The golden could not be read: \(referenceProblem).") }
        lines += findings
        lines.append("actual: \(actualPath) (the actual animation, an APNG)")
        lines.append(
            "diff:   \(diffPath) (the differing frames, one a row: golden | actual | diff, differing pixels red "
                + "over the faded golden, regions framed blue)")
        return lines.joined(separator: "\n")
    }

    /// Frame numbers (1-based) of `indices` as ranges: "3, 5–9, 12".
    static func ranges(_ indices: [Int]) -> String {
        var parts: [String] = []
        var i = 0
        while i < indices.count {
            var j = i
            while j + 1 < indices.count && indices[j + 1] == indices[j] + 1 { j += 1 }
            parts.append(j == i ? "\(indices[i] + 1)" : "\(indices[i] + 1)–\(indices[j] + 1)")
            i = j + 1
        }
        return parts.joined(separator: ", ")
    }
}

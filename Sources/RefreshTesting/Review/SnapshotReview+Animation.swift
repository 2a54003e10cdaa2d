import Foundation
import RefreshCore

extension SnapshotReview.Entry {
    /// What a mismatch of an animated golden adds to its entry: the frame counts and lengths of the
    /// two animations, the first frame whose pixels differ and the size of the strip of differing
    /// frames (the entry's diff picture).
    public struct Animation: Equatable, Sendable {
        /// Frames in the golden.
        public var referenceFrames: Int
        /// Frames in the actual animation.
        public var actualFrames: Int
        /// How long the golden lasts, in milliseconds.
        public var referenceDuration: Int
        /// How long the actual animation lasts, in milliseconds.
        public var actualDuration: Int
        /// Frames (of those both have) shown for another time.
        public var timingDifferences: Int
        /// The first frame whose pixels differ, counted from 1; nil when every frame both have matches.
        public var firstDifferingFrame: Int?
        /// When that frame starts in the golden, in milliseconds.
        public var firstDifferingTime: Int?
        /// The size of the strip of differing frames.
        public var stripSize: PixelSize

        /// The animation facts of a mismatch.
        ///
        /// - Parameters:
        ///   - referenceFrames: Frames in the golden.
        ///   - actualFrames: Frames in the actual animation.
        ///   - referenceDuration: The golden's length in milliseconds.
        ///   - actualDuration: The actual animation's length in milliseconds.
        ///   - timingDifferences: Frames shown for another time.
        ///   - firstDifferingFrame: The first frame whose pixels differ, from 1.
        ///   - firstDifferingTime: When it starts in the golden, in milliseconds.
        ///   - stripSize: The strip's size in pixels.
        public init(
            referenceFrames: Int, actualFrames: Int, referenceDuration: Int, actualDuration: Int,
            timingDifferences: Int, firstDifferingFrame: Int?, firstDifferingTime: Int?, stripSize: PixelSize
        ) {
            self.referenceFrames = referenceFrames
            self.actualFrames = actualFrames
            self.referenceDuration = referenceDuration
            self.actualDuration = actualDuration
            self.timingDifferences = timingDifferences
            self.firstDifferingFrame = firstDifferingFrame
            self.firstDifferingTime = firstDifferingTime
            self.stripSize = stripSize
        }

        /// The record's JSON object.
        var json: JSONValue {
            func n(_ v: Int?) -> JSONValue { v.map { .number(Double($0)) } ?? .null }
            return .object([
                ("referenceFrames", n(referenceFrames)), ("actualFrames", n(actualFrames)),
                ("referenceDuration", n(referenceDuration)), ("actualDuration", n(actualDuration)),
                ("timingDifferences", n(timingDifferences)), ("firstDifferingFrame", n(firstDifferingFrame)),
                ("firstDifferingTime", n(firstDifferingTime)),
                (
                    "stripSize",
                    .object([
                        ("width", .number(Double(stripSize.width))), ("height", .number(Double(stripSize.height))),
                    ])
                ),
            ])
        }

        /// The animation facts a record holds; `file` names the record in errors.
        init(json: JSONValue, file: String) throws {
            func fail(_ problem: String) -> SnapshotReviewError {
                SnapshotReviewError(.file, subject: file, problem: problem)
            }
            guard let fields = json.dictionary else {
                throw fail("\"animation\" must be an object or null, not \(json.typeName)")
            }
            func int(_ key: String, in object: [String: JSONValue]? = nil, optional: Bool = false) throws -> Int? {
                switch (object ?? fields)[key] {
                case let .number(n)? where n == n.rounded() && abs(n) < 1e15: return Int(n)
                case nil, .null?: if optional { return nil }
                default: break
                }
                throw fail("\"animation.\(key)\" must be a whole number\(optional ? " or null" : "")")
            }
            guard let strip = fields["stripSize"]?.dictionary else {
                throw fail("\"animation.stripSize\" must be an object")
            }
            self.init(
                referenceFrames: try int("referenceFrames") ?? 0, actualFrames: try int("actualFrames") ?? 0,
                referenceDuration: try int("referenceDuration") ?? 0, actualDuration: try int("actualDuration") ?? 0,
                timingDifferences: try int("timingDifferences") ?? 0,
                firstDifferingFrame: try int("firstDifferingFrame", optional: true),
                firstDifferingTime: try int("firstDifferingTime", optional: true),
                stripSize: PixelSize(
                    width: try int("width", in: strip) ?? 0, height: try int("height", in: strip) ?? 0))
        }
    }
}

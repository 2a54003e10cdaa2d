import Foundation
import RefreshCore

extension SnapshotReview {
    /// One golden mismatch of a test run: the test, the golden, the figures of the comparison and
    /// the three pictures, copied into the review folder.
    public struct Entry: Equatable, Sendable {
        /// The width and height of a picture in pixels.
        public struct PixelSize: Equatable, Sendable {
            /// Pixels across.
            public var width: Int
            /// Pixels down.
            public var height: Int

            /// A size of `width` × `height` pixels.
            public init(width: Int, height: Int) {
                self.width = width
                self.height = height
            }
        }

        /// A box where the pictures differ, in pixels of the actual picture, and how many of its
        /// pixels differ.
        public struct Region: Equatable, Sendable {
            /// The box's left edge, in pixels.
            public var x: Int
            /// The box's top edge, in pixels.
            public var y: Int
            /// The box's width in pixels.
            public var width: Int
            /// The box's height in pixels.
            public var height: Int
            /// How many pixels inside the box differ.
            public var differingPixels: Int

            /// A box of `width` × `height` pixels at (`x`, `y`) with `differingPixels` differing.
            public init(x: Int, y: Int, width: Int, height: Int, differingPixels: Int) {
                self.x = x
                self.y = y
                self.width = width
                self.height = height
                self.differingPixels = differingPixels
            }
        }

        /// The test file's name without `.swift` (the folder of its goldens) and the golden's name:
        /// `ScreenshotTests/testListPlain.idle`.
        public var id: String { suite + "/" + name }
        /// The test file's name without its extension: `ScreenshotTests`.
        public var suite: String
        /// The golden's name without its extension, `<test>.<snapshot name>`: `testListPlain.idle`.
        public var name: String
        /// The test function as it is in file names: `testListPlain`.
        public var test: String
        /// The test file's path.
        public var testFile: String
        /// The golden's path; nil when it could not be told (a golden outside `__Snapshots__`
        /// beside the test), which cannot be accepted by the command.
        public var golden: String?
        /// Pixels that differ by more than `tolerance` in a channel.
        public var differingPixels: Int
        /// Pixels compared.
        public var pixelCount: Int
        /// The largest difference in one channel of one pixel, 0…255.
        public var maxDifference: Int
        /// The largest channel difference that still counted as a match.
        public var tolerance: Int
        /// The share of pixels that had to match, 0…1.
        public var precision: Double
        /// The golden's size.
        public var referenceSize: PixelSize
        /// The actual picture's size.
        public var actualSize: PixelSize
        /// The failure message the test printed.
        public var message: String
        /// Where the pictures differ, largest region first (empty when their sizes differ).
        public var regions: [Region]
        /// For an animated golden: its frames and timing; the reference and actual pictures are
        /// then APNGs, the diff a strip of the differing frames. Nil for a still picture.
        public var animation: Animation?

        /// A mismatch of the golden `name` of `test` in the test file `testFile`.
        public init(
            suite: String, name: String, test: String, testFile: String, golden: String?, differingPixels: Int,
            pixelCount: Int, maxDifference: Int, tolerance: Int, precision: Double, referenceSize: PixelSize,
            actualSize: PixelSize, message: String, regions: [Region] = [], animation: Animation? = nil
        ) {
            self.regions = regions
            self.animation = animation
            self.suite = suite
            self.name = name
            self.test = test
            self.testFile = testFile
            self.golden = golden
            self.differingPixels = differingPixels
            self.pixelCount = pixelCount
            self.maxDifference = maxDifference
            self.tolerance = tolerance
            self.precision = precision
            self.referenceSize = referenceSize
            self.actualSize = actualSize
            self.message = message
        }

        /// The base of the entry's files in the review folder: `ScreenshotTests.testListPlain.idle`.
        var fileBase: String { suite + "." + name }

        /// The file name of the entry's copy of the golden (`reference`), actual or diff picture.
        func imageFile(_ kind: ImageKind) -> String { fileBase + "." + kind.rawValue + ".png" }
    }

    /// The three pictures of an entry.
    enum ImageKind: String, CaseIterable {
        case reference, actual, diff
    }
}

extension SnapshotReview.Entry {
    /// The record's JSON object.
    var json: JSONValue {
        func size(_ s: PixelSize) -> JSONValue {
            .object([("width", .number(Double(s.width))), ("height", .number(Double(s.height)))])
        }
        func number(_ n: Int) -> JSONValue { .number(Double(n)) }
        let regionObjects: [JSONValue] = regions.map { r in
            .object([
                ("x", number(r.x)), ("y", number(r.y)), ("width", number(r.width)), ("height", number(r.height)),
                ("differingPixels", number(r.differingPixels)),
            ])
        }
        let members: [(key: String, value: JSONValue)] = [
            ("suite", .string(suite)), ("name", .string(name)), ("test", .string(test)),
            ("testFile", .string(testFile)), ("golden", golden.map(JSONValue.string) ?? .null),
            ("differingPixels", number(differingPixels)), ("pixelCount", number(pixelCount)),
            ("maxDifference", number(maxDifference)), ("tolerance", number(tolerance)),
            ("precision", .number(precision)), ("referenceSize", size(referenceSize)),
            ("actualSize", size(actualSize)), ("message", .string(message)),
            ("regions", .array(regionObjects)), ("animation", animation?.json ?? .null),
        ]
        return .object(members)
    }

    /// The entry a record holds; `file` names the record in errors.
    init(json: JSONValue, file: String) throws {
        func fail(_ problem: String) -> SnapshotReviewError {
            SnapshotReviewError(.file, subject: file, problem: problem)
        }
        guard let fields = json.dictionary else { throw fail("the record must be a JSON object, not \(json.typeName)") }
        func string(_ key: String) throws -> String {
            guard case let .string(s)? = fields[key] else { throw fail("\"\(key)\" must be a string") }
            return s
        }
        func int(_ key: String, in object: [String: JSONValue]? = nil) throws -> Int {
            guard case let .number(n)? = (object ?? fields)[key], n == n.rounded(), abs(n) < 1e15 else {
                throw fail("\"\(key)\" must be a whole number")
            }
            return Int(n)
        }
        func number(_ key: String) throws -> Double {
            guard case let .number(n)? = fields[key] else { throw fail("\"\(key)\" must be a number") }
            return n
        }
        func size(_ key: String) throws -> PixelSize {
            guard let object = fields[key]?.dictionary else { throw fail("\"\(key)\" must be an object") }
            return PixelSize(width: try int("width", in: object), height: try int("height", in: object))
        }
        var regions: [Region] = []
        switch fields["regions"] {
        case nil, .null?: break   // a record from before regions were kept
        case let .array(items)?:
            for item in items {
                guard let box = item.dictionary else { throw fail("each of \"regions\" must be an object") }
                regions.append(
                    Region(
                        x: try int("x", in: box), y: try int("y", in: box), width: try int("width", in: box),
                        height: try int("height", in: box), differingPixels: try int("differingPixels", in: box)))
            }
        case let other?: throw fail("\"regions\" must be an array, not \(other.typeName)")
        }
        let animation: Animation?
        switch fields["animation"] {
        case nil, .null?: animation = nil   // a still picture, or a record from before animations
        case let value?: animation = try Animation(json: value, file: file)
        }
        let golden: String?
        switch fields["golden"] {
        case let .string(s)?: golden = s
        case .null?, nil: golden = nil
        case let other?: throw fail("\"golden\" must be a string or null, not \(other.typeName)")
        }
        self.init(
            suite: try string("suite"), name: try string("name"), test: try string("test"),
            testFile: try string("testFile"), golden: golden, differingPixels: try int("differingPixels"),
            pixelCount: try int("pixelCount"), maxDifference: try int("maxDifference"),
            tolerance: try int("tolerance"), precision: try number("precision"),
            referenceSize: try size("referenceSize"),
            actualSize: try size("actualSize"), message: try string("message"), regions: regions,
            animation: animation)
    }
}

/// A review folder that cannot be read or written, or an entry that cannot be accepted: the file
/// or entry, and what is wrong.
public struct SnapshotReviewError: RefreshError, Equatable {
    /// What kind of problem it is.
    public enum Kind: Sendable, Equatable {
        /// A file or folder cannot be read or written, or a record is not one.
        case file
        /// A name given to `SnapshotReview.accept(_:)` names no mismatch.
        case unknownName
        /// A mismatch's golden is not where the review can find it.
        case unknownGolden
    }

    /// What kind of problem it is.
    public var kind: Kind
    /// The file, folder or entry at fault.
    public var subject: String
    /// What is wrong, and what is allowed.
    public var problem: String

    /// A problem of `kind` with `subject`: `problem`.
    public init(_ kind: Kind, subject: String, problem: String) {
        self.kind = kind
        self.subject = subject
        self.problem = problem
    }
}

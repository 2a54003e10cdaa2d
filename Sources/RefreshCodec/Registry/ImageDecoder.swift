import RefreshCore

/// One image format's decoder, registered in an `ImageDecoderRegistry` (in the spirit of LVGL's
/// image decoder: info, open, read a frame). A decoder recognizes its format from the bytes, says
/// what the file holds from its header alone (`info`), so a caller can refuse a file before any
/// pixel is allocated, and opens the file into frames within `ImageDecodeLimits`.
///
/// Adding a format is one file holding a type that conforms to this protocol, and one line that
/// registers it (`ImageDecoderRegistry.standard(png:)`).
public protocol ImageDecoder: Sendable {
    /// The format's short name, as messages say it: "PNG", "GIF", "APNG".
    var format: String { get }
    /// Whether files of the format are animations (several frames with delays) rather than stills.
    var isAnimated: Bool { get }
    /// Whether `bytes` are a file of this format (a cheap look at the signature and first chunks).
    /// - Parameter bytes: A whole file's bytes.
    /// - Returns: True when this decoder is the one for `bytes`.
    func recognizes(_ bytes: [UInt8]) -> Bool
    /// What the file holds, from its header, without decoding pixels.
    /// - Parameter bytes: A whole file's bytes, recognized by this decoder.
    /// - Returns: The picture's size, the largest side of any image inside it and its frame count.
    /// - Throws: A `RefreshError` whose `description` reads after the file's name ("is a truncated
    ///   PNG: …") when the header is broken.
    func info(_ bytes: [UInt8]) throws -> ImageInfo
    /// Decodes the file's frames, within `limits`.
    /// - Parameters:
    ///   - bytes: A whole file's bytes, recognized by this decoder.
    ///   - limits: The bounds checked while decoding.
    /// - Returns: The frames, each composed to the picture's full size, ready to be read by index.
    /// - Throws: `ImageDecodeError` when the file is broken (`.malformed`) or passes a limit (`.tooLarge`).
    func open(_ bytes: [UInt8], limits: ImageDecodeLimits) throws -> any ImageFrames
}

/// An opened image file: its frames, read by index (LVGL's `get_area` of a whole frame).
public protocol ImageFrames {
    /// What the file holds.
    var info: ImageInfo { get }
    /// The frames the file decoded to (`info.frameCount` for a whole file, fewer when a lenient
    /// decoder stopped at broken data).
    var count: Int { get }
    /// Frame `index` (0 ..< `count`), composed to the picture's full size, with its delay.
    /// - Parameter index: The frame's position in playing order.
    /// - Returns: The frame's pixels and its delay.
    func frame(_ index: Int) -> DecodedFrame
}

/// What an image file's header says before anything is decoded.
public struct ImageInfo: Equatable, Sendable {
    /// The format's short name ("PNG", "GIF", "APNG").
    public var format: String
    /// The picture's width in pixels: what every decoded frame measures.
    public var width: Int
    /// The picture's height in pixels.
    public var height: Int
    /// The largest side of any image inside the file (a GIF's or APNG's frames are decoded at their
    /// own size before they are composed); at least `max(width, height)`.
    public var largestSide: Int
    /// Frames in the file: 1 for a still.
    public var frameCount: Int

    /// Creates the header facts of a file.
    /// - Parameters:
    ///   - format: The format's short name.
    ///   - width: The picture's width in pixels.
    ///   - height: The picture's height in pixels.
    ///   - largestSide: The largest side of any image inside the file.
    ///   - frameCount: Frames in the file.
    public init(format: String, width: Int, height: Int, largestSide: Int, frameCount: Int) {
        self.format = format
        self.width = width
        self.height = height
        self.largestSide = largestSide
        self.frameCount = frameCount
    }
}

/// One decoded frame: the picture at full size and how long it shows.
public struct DecodedFrame: Equatable, Sendable {
    /// The composed picture, the file's full size.
    public var bitmap: Bitmap
    /// How long the frame shows, in milliseconds (never negative; 0 when the file gives none).
    public var delayMilliseconds: Int

    /// Creates a frame.
    /// - Parameters:
    ///   - bitmap: The composed picture.
    ///   - delayMilliseconds: How long it shows, in milliseconds.
    public init(bitmap: Bitmap, delayMilliseconds: Int) {
        self.bitmap = bitmap
        self.delayMilliseconds = delayMilliseconds
    }
}

/// Frames already decoded, in memory: what the built-in decoders' `open` returns.
public struct DecodedFrames: ImageFrames, Sendable {
    /// What the file holds.
    public let info: ImageInfo
    /// Every frame, in playing order.
    public let frames: [DecodedFrame]

    /// Wraps decoded frames.
    /// - Parameters:
    ///   - info: What the file holds.
    ///   - frames: Every frame, in playing order.
    public init(info: ImageInfo, frames: [DecodedFrame]) {
        self.info = info
        self.frames = frames
    }

    /// The number of frames decoded.
    public var count: Int { frames.count }

    /// Frame `index` (0 ..< `count`).
    /// - Parameter index: The frame's position in playing order.
    /// - Returns: The frame's pixels and its delay.
    public func frame(_ index: Int) -> DecodedFrame { frames[index] }
}

/// Bounds a decoder checks while it decodes, so no file can make it allocate more than they allow.
public struct ImageDecodeLimits: Sendable {
    /// Frames at most.
    public var frames: Int
    /// Pixels of the picture's and of every inner image's side at most.
    public var side: Int
    /// Bytes of all decoded frames together (width × height × 4 each) at most.
    public var decodedBytes: Int

    /// Limits of `frames` frames, `side` pixels a side and `decodedBytes` bytes of frames.
    /// - Parameters:
    ///   - frames: Frames at most.
    ///   - side: Pixels of any side at most.
    ///   - decodedBytes: Bytes of all decoded frames together at most.
    public init(frames: Int, side: Int, decodedBytes: Int) {
        self.frames = frames
        self.side = side
        self.decodedBytes = decodedBytes
    }

    /// What any caller gets by default: 65535 px a side, 10,000 frames, 1 GiB of frames.
    public static let generous = ImageDecodeLimits(frames: 10_000, side: 0xFFFF, decodedBytes: 1 << 30)
}

/// Why bytes could not be decoded, in words that name the problem (the caller names the file).
public struct ImageDecodeError: RefreshError, Equatable {
    /// What kind of problem it is.
    public enum Kind: Sendable {
        /// The data is not of the format, or too broken to show anything.
        case malformed
        /// The file passes an `ImageDecodeLimits` bound.
        case tooLarge
    }

    /// What kind of problem it is.
    public let kind: Kind
    /// What is wrong, in words.
    public let problem: String
    /// Empty: the problem is said in words of its own, and the caller names the file.
    public var subject: String { "" }

    /// Creates an error of `kind` saying `problem`.
    /// - Parameters:
    ///   - kind: Malformed data or a limit passed.
    ///   - problem: What is wrong, in words.
    public init(kind: Kind, problem: String) {
        self.kind = kind
        self.problem = problem
    }
}

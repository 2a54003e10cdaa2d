internal import RefreshCodec
import RefreshCore
import RefreshSDL

/// Frames of a session with their true times, written as an animated GIF or APNG: a moving
/// picture of a stutter or a pop for a bug report, or of a refresh for a README. Replay
/// (`--animation`) and the playground window (`G`, `--animation`) record with it.
///
/// - Each frame shows from its time until the next frame's; the delays are the differences of
///   the rounded times, so rounding never adds up and the animation lasts as long as the session.
/// - A frame identical to the one before only lengthens it; a frame less than one
///   `framesPerSecond` interval (and the format's shortest delay: 2/100 s for GIF, as browsers
///   show shorter delays slower) after the last one kept is left out, except the very last frame
///   of the session, which always shows, and key frames (a replay's screenshots), which push out
///   the frame kept before them instead.
/// - Frames are `scale`d down (a box filter) and take the first frame's size (cropped, or padded
///   with white after a window grew).
/// - Memory is bounded: once the frames kept hold `byteLimit` bytes, `add` refuses more.
/// - GIF: at most 255 colours a frame (median cut), each frame only the box that changed; APNG:
///   lossless true colour. The same frames give the same bytes.
///
/// In a test, a pull of your control and its refresh as a GIF, one frame per host frame:
///
/// ```swift
/// let capture = AnimatedCapture(format: .gif)
/// host.perform(.down(Point(x: 200, y: 60)))
/// for y in stride(from: 70.0, through: 260, by: 10) {   // a drag, one sample a frame
///     host.perform(.move(Point(x: 200, y: y), duration: 0))
///     capture.add(host.render(), at: host.now)
/// }
/// host.perform(.up)
/// for _ in 0..<90 {
///     host.advance()
///     capture.add(host.render(), at: host.now)
/// }
/// try capture.write(to: "pull.gif")
/// ```
public final class AnimatedCapture {
    /// The file format.
    public enum Format: String, Equatable, Sendable {
        /// GIF: at most 255 colours a frame, delays in hundredths of a second.
        case gif = "GIF"
        /// Animated PNG: lossless true colour and alpha, delays in thousandths of a second.
        case apng = "APNG"

        /// The format a file name asks for: `.gif` is GIF, `.png` and `.apng` are APNG; nil for
        /// any other name.
        ///
        /// - Parameter path: The file's path or name.
        public init?(path: String) {
            let name = path.lowercased()
            if name.hasSuffix(".gif") {
                self = .gif
            } else if name.hasSuffix(".png") || name.hasSuffix(".apng") {
                self = .apng
            } else {
                return nil
            }
        }

        /// The unit delays are stored in, per second.
        var unitsPerSecond: Double { self == .gif ? 100 : 1000 }
        /// The shortest delay, in units: browsers show a GIF frame of less than 2/100 s for 1/10 s.
        var minimumDelay: Int { self == .gif ? 2 : 1 }
    }

    /// Why an animation cannot be made or written, in words.
    public struct CaptureError: RefreshError, Equatable {
        /// What went wrong: no frame, or the file (named) and why it cannot be written.
        public let problem: String
        /// "cannot write the animation".
        public var subject: String { "cannot write the animation" }
    }

    /// What the names of the allowed files say, for messages.
    package static let allowedNames = "a .gif (GIF) or .png/.apng (APNG) file"
    /// `byteLimit`'s default: 256 MB of frames (about 190 frames of 390x844 pixels).
    public static let defaultByteLimit = 256 << 20

    /// The file format it encodes.
    public let format: Format
    /// Frames per second at most (1…120).
    public let framesPerSecond: Double
    /// The frames' size as a share of the captured bitmaps' (0.1…1).
    public let scale: Double
    /// The pixel bytes the frames kept may hold.
    public let byteLimit: Int
    /// The frames kept, with the times (seconds) they show from.
    package private(set) var frames: [(bitmap: Bitmap, time: Double)] = []
    /// True once a frame was refused because `byteLimit` was reached.
    public private(set) var isFull = false
    /// When the last frame stops showing, in seconds, where `encoded(end:)`, `write(to:end:)` and
    /// `duration(end:)` are given no end: `RefreshTestHost.recordAnimation` sets it to one frame
    /// after the session's last, so a picture held to the end keeps its length. Nil: one
    /// `framesPerSecond` interval after the last frame.
    public var end: Double?
    /// The last frame added when it came too soon to be kept: shown at the end if nothing follows.
    private var latest: (bitmap: Bitmap, time: Double)?
    private var lastTime: Double?
    /// Whether the last frame kept is a key frame, which a later one never pushes out.
    private var lastIsKey = false
    private var bytes = 0

    /// A capture writing `format`, keeping at most `framesPerSecond` frames a second, each
    /// `scale` times the size of the bitmaps added, and at most `byteLimit` bytes of frames.
    ///
    /// - Parameters:
    ///   - format: GIF or APNG.
    ///   - framesPerSecond: Frames kept per second at most, clamped to 1…120.
    ///   - scale: The frames' size as a share of the bitmaps', clamped to 0.1…1.
    ///   - byteLimit: The pixel bytes the frames kept may hold.
    public init(format: Format, framesPerSecond: Double = 30, scale: Double = 1, byteLimit: Int = defaultByteLimit) {
        self.format = format
        self.framesPerSecond = min(max(framesPerSecond, 1), 120)
        self.scale = min(max(scale, 0.1), 1)
        self.byteLimit = byteLimit
    }

    /// Adds `bitmap` as it showed from `time` seconds (a time before the last frame's counts as
    /// that frame's). A `key` frame (a replay's screenshot) is kept even when it comes too soon:
    /// the frame kept before it then gives way. Returns false, keeping nothing, once the frames
    /// hold `byteLimit` bytes.
    ///
    /// - Parameters:
    ///   - bitmap: The picture, such as `RefreshTestHost.render()`.
    ///   - time: When it showed, in seconds (such as `RefreshTestHost.now`).
    ///   - key: Whether it must show in the animation, however soon after the frame before.
    /// - Returns: False when the memory bound refused it (`isFull`).
    @discardableResult
    public func add(_ bitmap: Bitmap, at time: Double, key: Bool = false) -> Bool {
        guard !isFull else { return false }
        let t = max(time, lastTime ?? time)
        lastTime = t
        var frame = scale < 1 ? bitmap.downscaled(by: scale) : bitmap
        if let first = frames.first?.bitmap {
            frame = frame.placed(onWidth: first.width, height: first.height, fill: .white)
        }
        if let last = frames.last {
            if frame == last.bitmap {   // Bitmap's own comparison: RefreshCore's optimised code in every build
                latest = nil
                lastIsKey = lastIsKey || key
                return true
            }
            if units(t) - units(last.time) < shortestDelay {
                guard key else {
                    latest = (frame, t)
                    return true
                }
                latest = nil
                if lastIsKey {
                    // Two key frames both show when the format can tell their times apart.
                    if units(t) - units(last.time) < format.minimumDelay {
                        frames[frames.count - 1].bitmap = frame
                        return true
                    }
                } else if frames.count == 1 {
                    frames[0].bitmap = frame
                    return true
                } else {
                    // The frame before the last kept one is a whole delay earlier, so this one fits after it.
                    bytes -= frames.removeLast().bitmap.pixels.count
                }
            }
        }
        guard bytes + frame.pixels.count <= byteLimit else {
            isFull = true
            return false
        }
        bytes += frame.pixels.count
        frames.append((frame, t))
        lastIsKey = key
        latest = nil
        return true
    }

    /// The seconds from the first frame to `end` (nil: one frame interval after the last frame).
    ///
    /// - Parameter end: When the last frame stops showing, in seconds.
    /// - Returns: The animation's length, in its format's units.
    public func duration(end: Double? = nil) -> Double {
        guard let first = frames.first else { return 0 }
        return Double(units(endTime(end)) - units(first.time)) / format.unitsPerSecond
    }

    /// The animation's bytes; the last frame shows until `end` seconds (nil: for one frame interval).
    /// Throws `CaptureError` when no frame was added.
    ///
    /// - Parameter end: When the last frame stops showing, in seconds.
    /// - Returns: A whole GIF or APNG file.
    /// - Throws: `CaptureError` when no frame was added; an encoding error for frames SDL_image
    ///   cannot encode.
    public func encoded(end: Double? = nil) throws -> [UInt8] {
        let shown = shownFrames
        guard !shown.isEmpty else { throw CaptureError(problem: "no frame was captured") }
        let stops = shown.dropFirst().map { units($0.time) } + [units(endTime(end))]
        let delays = zip(shown, stops).map { frame, stop in max(format.minimumDelay, stop - units(frame.time)) }
        let bitmaps = shown.map(\.bitmap)
        switch format {
        case .gif:
            return try GIFEncoder.encode(
                frames: bitmaps, delaysMilliseconds: delays.map { $0 * 10 }, paintsChangesOnly: true)
        case .apng:
            var parts: [APNGAssembler.Frame] = []
            for (n, bitmap) in bitmaps.enumerated() {
                let box =
                    n == 0
                    ? bitmap.bounds
                    : bitmap.changedBox(since: bitmaps[n - 1]) ?? PixelRect(x0: 0, y0: 0, x1: 1, y1: 1)
                let (numerator, denominator) = Self.fraction(milliseconds: delays[n])
                parts.append(
                    APNGAssembler.Frame(
                        png: try SDLImage.encodePNG(bitmap.cropped(to: box)), x: Int(box.x0), y: Int(box.y0),
                        delayNumerator: numerator, delayDenominator: denominator))
            }
            return try APNGAssembler.assemble(parts)
        }
    }

    /// Writes `encoded(end:)` to `path` and returns how many bytes; throws `CaptureError` naming
    /// the path and why.
    ///
    /// - Parameters:
    ///   - path: The file to create or replace.
    ///   - end: When the last frame stops showing, in seconds.
    /// - Returns: The file's size in bytes.
    /// - Throws: `CaptureError` naming the path when it cannot be written, or as `encoded(end:)`.
    @discardableResult
    public func write(to path: String, end: Double? = nil) throws -> Int {
        let bytes = try encoded(end: end)
        do {
            try OutputFile.write(bytes, to: path)
        } catch {
            throw CaptureError(problem: "cannot write \(EchoedText.path(path)): \(error)")
        }
        return bytes.count
    }

    /// The frames the animation shows: those kept, and the session's last picture, which always
    /// shows (after the last kept frame, or in its place when it came too soon after it; after a
    /// key frame whenever the format can tell their times apart).
    public var shownFrames: [(bitmap: Bitmap, time: Double)] {
        var shown = frames
        if let latest, let last = shown.last {
            let gap = units(latest.time) - units(last.time)
            if gap >= shortestDelay || (lastIsKey && gap >= format.minimumDelay) {
                shown.append(latest)
            } else {
                shown[shown.count - 1].bitmap = latest.bitmap
            }
        }
        return shown
    }

    /// A delay of `milliseconds` as APNG's 16-bit fraction of a second: thousandths, or coarser
    /// units for a delay past 65.535 s.
    static func fraction(milliseconds: Int) -> (UInt16, UInt16) {
        var value = milliseconds, denominator = 1000
        while value > 0xFFFF && denominator > 1 {
            value = (value + 5) / 10
            denominator /= 10
        }
        return (UInt16(min(value, 0xFFFF)), UInt16(denominator))
    }

    // MARK: Time

    /// The shortest delay kept, in the format's units: one `framesPerSecond` interval, at least the format's.
    private var shortestDelay: Int {
        max(format.minimumDelay, Int((format.unitsPerSecond / framesPerSecond).rounded(.down)))
    }

    /// `time` in the format's units since the first frame, rounded.
    private func units(_ time: Double) -> Int {
        Int(((time - (frames.first?.time ?? time)) * format.unitsPerSecond).rounded())
    }

    private func endTime(_ end: Double?) -> Double {
        let end = end ?? self.end
        let last = max(latest?.time ?? -.infinity, frames.last?.time ?? 0)
        // The last frame shows for at least the format's shortest delay; without an end, one frame interval.
        let minimum = last + Double(format.minimumDelay) / format.unitsPerSecond
        return max(end ?? last + Double(shortestDelay) / format.unitsPerSecond, minimum)
    }
}

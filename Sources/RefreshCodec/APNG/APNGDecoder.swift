import RefreshCore

/// APNG's registration: reads an animated PNG's `acTL`, `fcTL` and `fdAT` chunks and composes its
/// frames as the APNG specification says, each frame's pixels decoded by the still PNG decoder it is
/// given (SDL_image, registered by RefreshSDL): every frame's data becomes a standalone PNG with an
/// `IHDR` of the frame's size and the file's ancillary chunks (palette, transparency, gamma).
///
/// The canvas starts transparent black. A frame is blended at its offset (`blend_op` SOURCE
/// replaces the region, OVER composes it over what is there, straight alpha), the canvas is shown
/// for `delay_num / delay_den` seconds (a denominator of 0 means 100), then the frame's region is
/// disposed of (`dispose_op` NONE leaves it, BACKGROUND clears it to transparent black, PREVIOUS
/// restores what was there before the frame; PREVIOUS on the first frame counts as BACKGROUND).
/// A default image without an `fcTL` is not part of the animation and is skipped.
///
/// Strict: chunk CRCs, sequence numbers, frame regions and the frame count of `acTL` are checked,
/// and a broken file is an `ImageDecodeError` saying what is wrong, never a partial animation.
public struct APNGDecoder: ImageDecoder {
    /// The still PNG decoder each frame's pixels go through.
    public let stills: any ImageDecoder

    /// An APNG decoder whose frames `stills` decodes.
    /// - Parameter stills: A still PNG decoder.
    public init(stills: any ImageDecoder) {
        self.stills = stills
    }

    /// "APNG".
    public var format: String { "APNG" }
    /// True: an APNG's frames play in turn.
    public var isAnimated: Bool { true }

    /// Whether `bytes` are a PNG with an `acTL` chunk before its first `IDAT` (the chunk lengths are
    /// followed without checking CRCs).
    /// - Parameter bytes: A whole file's bytes.
    /// - Returns: True for an animated PNG.
    public func recognizes(_ bytes: [UInt8]) -> Bool {
        guard bytes.starts(with: PNGChunks.signature) else { return false }
        var i = 8
        while i + 8 <= bytes.count {
            let type = bytes[i + 4..<i + 8]
            if type.elementsEqual("acTL".utf8) { return true }
            if type.elementsEqual("IDAT".utf8) { return false }
            let length = Int(PNGChunks.be32(bytes, at: i))
            guard length <= bytes.count - i - 12 else { return false }
            i += 12 + length
        }
        return false
    }

    /// The canvas's size and the frames the `fcTL` chunks declare, after checking every chunk.
    /// - Parameter bytes: An APNG file's bytes.
    /// - Returns: What the APNG holds.
    /// - Throws: `ImageDecodeError` whose problem reads after the file's name ("is a corrupt APNG: …").
    public func info(_ bytes: [UInt8]) throws -> ImageInfo {
        do {
            return try APNGStructure(bytes).info
        } catch let problem as APNGStructure.Problem {
            throw ImageDecodeError(kind: .malformed, problem: "is a corrupt APNG: \(problem.problem)")
        }
    }

    /// Every frame composed on the canvas, within `limits` (checked before any frame is decoded).
    /// - Parameters:
    ///   - bytes: An APNG file's bytes.
    ///   - limits: The bounds checked before decoding.
    /// - Returns: The frames with their delays.
    /// - Throws: `ImageDecodeError`: `.malformed` for a broken file or a frame the still decoder
    ///   refuses, `.tooLarge` for a canvas, frame count or decoded size past `limits`.
    public func open(_ bytes: [UInt8], limits: ImageDecodeLimits) throws -> any ImageFrames {
        let apng: APNGStructure
        do {
            apng = try APNGStructure(bytes)
        } catch let problem as APNGStructure.Problem {
            throw ImageDecodeError(kind: .malformed, problem: "a corrupt APNG: \(problem.problem)")
        }
        try apng.check(limits)
        var composer = APNGComposer(width: apng.width, height: apng.height)
        var frames: [DecodedFrame] = []
        frames.reserveCapacity(apng.frames.count)
        for (n, frame) in apng.frames.enumerated() {
            let image = try decode(frame, number: n, of: apng, limits: limits)
            frames.append(
                DecodedFrame(
                    bitmap: composer.add(image, control: frame.control),
                    delayMilliseconds: frame.control.delayMilliseconds))
        }
        return DecodedFrames(info: apng.info, frames: frames)
    }

    /// Frame `n`'s pixels, at the size its `fcTL` gives, through the still decoder.
    private func decode(_ frame: APNGStructure.Frame, number n: Int, of apng: APNGStructure, limits: ImageDecodeLimits)
        throws -> Bitmap
    {
        let png = apng.standalonePNG(of: frame)
        let c = frame.control
        let image: Bitmap
        do {
            let size = ImageDecodeLimits(frames: 1, side: limits.side, decodedBytes: c.width * c.height * 4)
            let opened = try stills.open(png, limits: size)
            guard opened.count > 0 else { throw ImageDecodeError(kind: .malformed, problem: "no picture") }
            image = opened.frame(0).bitmap
        } catch {
            throw ImageDecodeError(
                kind: .malformed,
                problem: "frame \(n + 1) of \(apng.frames.count) of the APNG cannot be decoded (\(error))")
        }
        guard image.width == c.width, image.height == c.height else {
            throw ImageDecodeError(
                kind: .malformed,
                problem:
                    "frame \(n + 1) decoded to \(image.width)x\(image.height) px; its fcTL says \(c.width)x\(c.height)")
        }
        return image
    }
}

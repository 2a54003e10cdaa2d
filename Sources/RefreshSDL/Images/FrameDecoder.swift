import RefreshCodec
import RefreshCore

/// Decodes the image files of one animation folder from their bytes, within `AnimationLimits`,
/// through the decoder registry (`ImageDecoderRegistry`): the decoder that recognizes a file's bytes
/// reads its header (`ImageDecoder.info`) before anything is decoded, so a frame too large in
/// pixels or points, an animation with too many frames, or an animation whose decoded frames would
/// pass the byte budget is refused with a `FrameLoadError` naming the file, what is too large and
/// the limit, and never allocated. No format is named here: a registered format is decoded as
/// every other.
package struct FrameDecoder {
    /// Pixels per point of the animation (the manifest's `scale`), for the point-size limit.
    package let scale: Double
    /// The decoders asked for each file.
    package let codecs: ImageDecoderRegistry
    /// Bytes decoded so far (width × height × 4 for every frame), counted against
    /// `AnimationLimits.decodedBytes`.
    package private(set) var decodedBytes = 0
    /// Frames decoded so far, counted against `AnimationLimits.framesPerAnimation`.
    package private(set) var decodedFrames = 0

    /// A decoder for an animation at `scale` pixels per point (within `AnimationLimits.scale`) that
    /// asks `codecs` for each file's decoder.
    package init(scale: Double, codecs: ImageDecoderRegistry = .sdl) {
        self.scale = scale
        self.codecs = codecs
    }

    /// The name of the format `bytes` are in ("GIF", "APNG"), or "animation" when no decoder
    /// recognizes them: how messages name an animated file.
    package func formatName(of bytes: [UInt8]) -> String { codecs.decoder(for: bytes)?.format ?? "animation" }

    /// A still frame of a `frames` list (a PNG); `file` names it in errors and `what` says which
    /// frame it is ("idle frame 3 of 30").
    package mutating func still(_ bytes: [UInt8], file: String, what: String) throws -> Bitmap {
        let codec = try recognized(bytes, file: file, what: what, kind: .corruptImage)
        guard !codec.isAnimated else {
            throw FrameLoadError(
                kind: .corruptImage, file: file,
                problem: "\(what) is an animation (\(codec.format)); a frame list takes still images "
                    + "(an animated file is named as the state's \"animation\")")
        }
        let info = try header(codec, bytes, file: file, what: what, kind: .corruptImage)
        try admit(info, frames: 1, file: file, what: what)
        let limits = ImageDecodeLimits(
            frames: 1, side: AnimationLimits.pixelSide, decodedBytes: AnimationLimits.decodedBytes - decodedBytes)
        let frames = try open(codec, bytes, limits: limits, file: file, what: what, kind: .corruptImage)
        guard let bitmap = frames.first?.bitmap else {
            throw FrameLoadError(kind: .corruptImage, file: file, problem: "\(what) holds no picture")
        }
        return bitmap
    }

    /// Every frame of an animated file (GIF, APNG, any registered format) with its delay in
    /// milliseconds; `what` names it ("the refreshing GIF").
    package mutating func animation(_ bytes: [UInt8], file: String, what: String) throws -> [DecodedFrame] {
        let codec = try recognized(bytes, file: file, what: what, kind: .badAnimation)
        let info = try header(codec, bytes, file: file, what: what, kind: .badAnimation)
        if info.frameCount > AnimationLimits.framesPerState {
            throw tooLarge(
                file,
                "\(what) has \(info.frameCount) frames; a state may have at most \(AnimationLimits.framesPerState)")
        }
        try admit(info, frames: max(1, info.frameCount), file: file, what: what)
        // The decoder enforces the same bounds while it decodes (a GIF's block walk can count fewer
        // frames than a decoder that skips stray bytes finds).
        let limits = ImageDecodeLimits(
            frames: min(AnimationLimits.framesPerState, AnimationLimits.framesPerAnimation - decodedFrames),
            side: AnimationLimits.pixelSide, decodedBytes: AnimationLimits.decodedBytes - decodedBytes)
        return try open(codec, bytes, limits: limits, file: file, what: what, kind: .badAnimation)
    }

    /// The registered decoder for `bytes`, or a `kind` error saying which formats are known.
    private func recognized(_ bytes: [UInt8], file: String, what: String, kind: FrameLoadError.Kind) throws
        -> any ImageDecoder
    {
        guard let codec = codecs.decoder(for: bytes) else {
            throw FrameLoadError(
                kind: kind, file: file,
                problem: "\(what) is in no format a decoder is registered for (\(codecs.formatNames)): its first "
                    + "bytes are no signature any of them recognizes")
        }
        return codec
    }

    private func header(
        _ codec: any ImageDecoder, _ bytes: [UInt8], file: String, what: String, kind: FrameLoadError.Kind
    ) throws -> ImageInfo {
        do {
            return try codec.info(bytes)
        } catch {
            throw FrameLoadError(kind: kind, file: file, problem: "\(what) \(error)")
        }
    }

    /// The frames `codec` decodes from `bytes` within `limits`, counted against the budgets.
    private mutating func open(
        _ codec: any ImageDecoder, _ bytes: [UInt8], limits: ImageDecodeLimits, file: String, what: String,
        kind: FrameLoadError.Kind
    ) throws -> [DecodedFrame] {
        let opened: any ImageFrames
        do {
            opened = try codec.open(bytes, limits: limits)
        } catch let error as ImageDecodeError {
            if error.kind == .tooLarge { throw tooLarge(file, "\(what): \(error.problem)") }
            throw FrameLoadError(kind: kind, file: file, problem: "\(what) is not a readable image (\(error.problem))")
        } catch {
            throw FrameLoadError(kind: kind, file: file, problem: "\(what) is not a readable image (\(error))")
        }
        let frames = (0..<opened.count).map(opened.frame)
        decodedBytes += frames.reduce(0) { $0 + $1.bitmap.pixels.count }
        decodedFrames += frames.count
        return frames
    }

    /// Checks a file's sizes and the animation's budgets before `frames` frames of it are decoded.
    private func admit(_ header: ImageInfo, frames: Int, file: String, what: String) throws {
        let size = "\(header.width)x\(header.height) px"
        if header.largestSide > AnimationLimits.pixelSide {
            let inner =
                header.largestSide > max(header.width, header.height)
                ? " (an image inside it is \(header.largestSide) px wide or tall)" : ""
            throw tooLarge(
                file, "\(what) is \(size)\(inner); a frame's side may be at most \(AnimationLimits.pixelSide) px")
        }
        let points = Double(max(header.width, header.height)) / scale
        if points > AnimationLimits.pointSide {
            throw tooLarge(
                file,
                "\(what) is \(size), \(JSONValue.numberText((points * 10).rounded() / 10)) pt at scale "
                    + "\(JSONValue.numberText(scale)); a frame's side may be at most \(JSONValue.numberText(AnimationLimits.pointSide)) pt "
                    + "(raise the manifest's \"scale\" or use smaller images)")
        }
        if decodedFrames + frames > AnimationLimits.framesPerAnimation {
            throw tooLarge(
                file,
                "\(what) would make the animation \(decodedFrames + frames) frames; at most "
                    + "\(AnimationLimits.framesPerAnimation) are allowed")
        }
        let bytes = header.width * header.height * 4 * frames
        if decodedBytes + bytes > AnimationLimits.decodedBytes {
            throw tooLarge(
                file,
                "\(what) would decode to \(InputFile.bytesText(bytes)), making the animation "
                    + "\(InputFile.bytesText(decodedBytes + bytes)); an animation's decoded frames may take at most "
                    + "\(InputFile.bytesText(AnimationLimits.decodedBytes))")
        }
    }

    private func tooLarge(_ file: String, _ message: String) -> FrameLoadError {
        FrameLoadError(kind: .tooLarge, file: file, problem: message)
    }
}

import RefreshCodec
import RefreshCore

/// Decodes the image files of one animation folder from their bytes, within `AnimationLimits`:
/// each file's header (`ImageHeader`) is checked before SDL_image decodes anything, so a frame
/// too large in pixels or points, a GIF with too many frames, or an animation whose decoded
/// frames would pass the byte budget is refused with a `FrameLoadError` naming the file, what
/// is too large and the limit, and never allocated.
package struct FrameDecoder {
    /// Pixels per point of the animation (the manifest's `scale`), for the point-size limit.
    package let scale: Double
    /// Bytes decoded so far (width × height × 4 for every frame), counted against
    /// `AnimationLimits.decodedBytes`.
    package private(set) var decodedBytes = 0
    /// Frames decoded so far, counted against `AnimationLimits.framesPerAnimation`.
    package private(set) var decodedFrames = 0

    /// A decoder for an animation at `scale` pixels per point (within `AnimationLimits.scale`).
    package init(scale: Double) {
        self.scale = scale
    }

    /// A PNG frame; `file` names it in errors and `what` says which frame it is ("idle frame 3 of 30").
    package mutating func png(_ bytes: [UInt8], file: String, what: String) throws -> Bitmap {
        let header = try self.header(bytes, file: file, what: what, kind: .corruptImage)
        guard header.format == .png else {
            throw FrameLoadError(
                kind: .corruptImage, file: file, problem: "\(what) is a \(header.format.rawValue), not a PNG")
        }
        try admit(header, frames: 1, file: file, what: what)
        do {
            let bitmap = try SDLImage.decodePNG(data: bytes, name: file)
            decodedBytes += bitmap.pixels.count
            decodedFrames += 1
            return bitmap
        } catch {
            throw FrameLoadError(kind: .corruptImage, file: file, problem: "\(what) is not a readable image (\(error))")
        }
    }

    /// Every frame of an animated GIF with its delay in milliseconds.
    package mutating func gif(_ bytes: [UInt8], file: String, what: String) throws -> [(
        bitmap: Bitmap, delayMilliseconds: Int
    )] {
        let header = try self.header(bytes, file: file, what: what, kind: .badGIF)
        guard header.format == .gif else {
            throw FrameLoadError(
                kind: .badGIF, file: file, problem: "\(what) is a \(header.format.rawValue), not a GIF")
        }
        if header.frameCount > AnimationLimits.framesPerState {
            throw tooLarge(
                file,
                "\(what) has \(header.frameCount) frames; a state may have at most \(AnimationLimits.framesPerState)")
        }
        try admit(header, frames: max(1, header.frameCount), file: file, what: what)
        // The decoder enforces the same bounds while it decodes (the block walk above can count
        // fewer frames than a decoder that skips stray bytes finds).
        let limits = GIFDecoder.Limits(
            frames: min(AnimationLimits.framesPerState, AnimationLimits.framesPerAnimation - decodedFrames),
            side: AnimationLimits.pixelSide, decodedBytes: AnimationLimits.decodedBytes - decodedBytes)
        let frames: [(bitmap: Bitmap, delayMilliseconds: Int)]
        do {
            frames = try GIFDecoder.decode(bytes, limits: limits)
        } catch let error as GIFDecoder.DecodeError {
            if error.kind == .tooLarge { throw tooLarge(file, "\(what): \(error.problem)") }
            throw FrameLoadError(
                kind: .badGIF, file: file, problem: "\(what) is not a readable animated GIF (\(error.problem))")
        }
        decodedBytes += frames.reduce(0) { $0 + $1.bitmap.pixels.count }
        decodedFrames += frames.count
        return frames
    }

    private func header(_ bytes: [UInt8], file: String, what: String, kind: FrameLoadError.Kind) throws -> ImageHeader {
        do {
            return try ImageHeader.read(bytes)
        } catch {
            throw FrameLoadError(kind: kind, file: file, problem: "\(what) \(error)")
        }
    }

    /// Checks a file's sizes and the animation's budgets before `frames` frames of it are decoded.
    private func admit(_ header: ImageHeader, frames: Int, file: String, what: String) throws {
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

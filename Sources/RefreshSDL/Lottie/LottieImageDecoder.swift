import RefreshCodec
import RefreshCore

/// Lottie in the codec registry: a Lottie file (recognized by `LottieDocument.looksLikeLottie`,
/// checked by `LottieDocument` before rlottie sees it) opens into its frames at the canvas's size,
/// each rendered by rlottie when it is asked for, timed by the file's frame rate. So a manifest's
/// `"animation"` may name a Lottie file as it names a GIF, and the gif header, the footers and the
/// trailer play it. (`LottieHeader` renders at the control's own size × scale instead.)
package struct LottieImageDecoder: ImageDecoder {
    /// The bounds every file is checked against before rlottie sees it.
    package var limits: LottieLimits

    /// The decoder, checking files against `limits`.
    /// - Parameter limits: The bounds a file must stay within.
    package init(limits: LottieLimits = .standard) { self.limits = limits }

    /// "Lottie".
    package var format: String { "Lottie" }
    /// True: a Lottie file is an animation.
    package var isAnimated: Bool { true }

    /// Whether the bytes start like a Lottie export (a JSON object naming `v`, `fr` and its layers).
    package func recognizes(_ bytes: [UInt8]) -> Bool { LottieDocument.looksLikeLottie(bytes) }

    /// The canvas and the frame count of a file that passes every check.
    package func info(_ bytes: [UInt8]) throws -> ImageInfo { Self.info(of: try LottieDocument(bytes, limits: limits)) }

    /// The file's frames at its canvas's size, once its checks and `limits` allow them.
    package func open(_ bytes: [UInt8], limits: ImageDecodeLimits) throws -> any ImageFrames {
        let document = try LottieDocument(bytes, limits: self.limits)
        let info = Self.info(of: document)
        guard info.largestSide <= limits.side else {
            throw ImageDecodeError(
                kind: .tooLarge,
                problem: "a \(info.width)x\(info.height) px Lottie canvas; a side may be at most \(limits.side) px")
        }
        guard info.frameCount <= limits.frames,
            info.frameCount * info.width * info.height * 4 <= limits.decodedBytes
        else {
            throw ImageDecodeError(
                kind: .tooLarge,
                problem: "a Lottie file of \(info.frameCount) frames of \(info.width)x\(info.height) px; at most "
                    + "\(limits.frames) frames and \(limits.decodedBytes) decoded bytes are allowed")
        }
        return LottieFrames(info: info, animation: try LottieAnimation(document: document))
    }

    private static func info(of document: LottieDocument) -> ImageInfo {
        ImageInfo(
            format: "Lottie", width: document.width, height: document.height,
            largestSide: max(document.width, document.height), frameCount: document.frameCount)
    }
}

/// A Lottie file's frames, rendered at the canvas's size when each is read.
struct LottieFrames: ImageFrames {
    let info: ImageInfo
    let animation: LottieAnimation

    var count: Int { info.frameCount }

    func frame(_ index: Int) -> DecodedFrame {
        let document = animation.document
        let bitmap = animation.render(frame: document.inPoint + index, width: info.width, height: info.height)
        return DecodedFrame(bitmap: bitmap, delayMilliseconds: Int((1000 / document.frameRate).rounded()))
    }
}

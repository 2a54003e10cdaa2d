import RefreshCodec
import RefreshCore

/// The still PNG decoder, registered by the SDL layer, which decodes PNG through SDL_image: the
/// registry's PNG (a frame of a `frames` list) and every frame of an APNG go through it.
package struct SDLPNGDecoder: ImageDecoder {
    /// The SDL_image PNG decoder.
    package init() {}

    /// "PNG".
    package var format: String { ImageHeader.Format.png.rawValue }
    /// False: a PNG is one picture (an APNG is recognized first, by `APNGDecoder`).
    package var isAnimated: Bool { false }

    /// Whether `bytes` start with the PNG signature.
    package func recognizes(_ bytes: [UInt8]) -> Bool { bytes.starts(with: ImageHeader.pngSignature) }

    /// The `IHDR` size, once every chunk is whole up to `IEND` (libpng reads past broken ones).
    package func info(_ bytes: [UInt8]) throws -> ImageInfo { try ImageHeader.read(bytes).info }

    /// The picture, decoded by SDL_image after its header is checked against `limits`.
    package func open(_ bytes: [UInt8], limits: ImageDecodeLimits) throws -> any ImageFrames {
        let info: ImageInfo
        do {
            info = try self.info(bytes)
        } catch {
            throw ImageDecodeError(kind: .malformed, problem: "the PNG \(error)")
        }
        guard info.largestSide <= limits.side else {
            throw ImageDecodeError(
                kind: .tooLarge,
                problem: "a \(info.width)x\(info.height) px PNG; a side may be at most \(limits.side) px")
        }
        guard info.width * info.height * 4 <= limits.decodedBytes else {
            throw ImageDecodeError(
                kind: .tooLarge,
                problem: "a PNG that decodes to \(info.width * info.height * 4) bytes; at most \(limits.decodedBytes) "
                    + "are allowed")
        }
        let bitmap: Bitmap
        do {
            bitmap = try SDLImage.decodePNG(data: bytes, name: "PNG data")
        } catch let error as SDLError {
            throw ImageDecodeError(kind: .malformed, problem: "SDL_image cannot decode the PNG: \(error.problem)")
        }
        return DecodedFrames(info: info, frames: [DecodedFrame(bitmap: bitmap, delayMilliseconds: 0)])
    }
}

extension ImageDecoderRegistry {
    /// Every format the SDL layer decodes: `standard(png:)` with SDL_image's PNG decoder, and Lottie
    /// (rendered by rlottie).
    package static let sdl: ImageDecoderRegistry = {
        var registry = ImageDecoderRegistry.standard(png: SDLPNGDecoder())
        registry.register(LottieImageDecoder())
        return registry
    }()
}

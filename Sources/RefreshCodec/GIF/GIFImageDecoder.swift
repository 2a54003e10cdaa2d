import RefreshCore

/// GIF's registration: the header walk of `ImageHeader` for `info`, the pure-Swift `GIFDecoder`
/// for the frames (SDL_image 2.6's GIF decoder writes out of bounds on some corrupt data).
public struct GIFImageDecoder: ImageDecoder {
    /// The GIF decoder.
    public init() {}

    /// "GIF".
    public var format: String { ImageHeader.Format.gif.rawValue }
    /// True: a GIF's frames play in turn.
    public var isAnimated: Bool { true }

    /// Whether `bytes` start with `GIF87a` or `GIF89a`.
    /// - Parameter bytes: A whole file's bytes.
    /// - Returns: True for a GIF signature.
    public func recognizes(_ bytes: [UInt8]) -> Bool { ImageHeader.isGIF(bytes) }

    /// The logical screen's size, the largest image inside and the image descriptors counted.
    /// - Parameter bytes: A GIF file's bytes.
    /// - Returns: What the GIF holds.
    /// - Throws: `ImageHeader.Problem` for a truncated or invalid GIF.
    public func info(_ bytes: [UInt8]) throws -> ImageInfo { try ImageHeader.read(bytes).info }

    /// Every frame composed on the logical screen, within `limits`.
    /// - Parameters:
    ///   - bytes: A GIF file's bytes.
    ///   - limits: The bounds checked while decoding.
    /// - Returns: The frames, with their delays (under 2 hundredths of a second count as 100 ms).
    /// - Throws: `ImageDecodeError`.
    public func open(_ bytes: [UInt8], limits: ImageDecodeLimits) throws -> any ImageFrames {
        let frames = try GIFDecoder.decode(bytes, limits: limits)
        let header = try? ImageHeader.read(bytes)
        let info =
            header?.info
            ?? ImageInfo(
                format: format, width: frames.first?.bitmap.width ?? 0, height: frames.first?.bitmap.height ?? 0,
                largestSide: 0, frameCount: frames.count)
        return DecodedFrames(info: info, frames: frames)
    }
}

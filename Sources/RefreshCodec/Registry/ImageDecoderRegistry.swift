import RefreshCore

/// The image decoders a loader asks, one registration per format: the loader hands it a file's
/// bytes and gets the decoder that recognizes them, never switching on formats itself.
///
/// Decoders are asked in registration order and the first that recognizes the bytes is used, so a
/// format that refines another (APNG is a PNG with an `acTL` chunk) is registered before it.
public struct ImageDecoderRegistry: Sendable {
    /// The registered decoders, in the order they are asked.
    public private(set) var decoders: [any ImageDecoder]

    /// A registry of `decoders`, asked in that order.
    /// - Parameter decoders: The decoders, the more specific formats first.
    public init(_ decoders: [any ImageDecoder] = []) {
        self.decoders = decoders
    }

    /// Adds `decoder`, asked after the ones registered before it.
    /// - Parameter decoder: The decoder of one format.
    public mutating func register(_ decoder: any ImageDecoder) {
        decoders.append(decoder)
    }

    /// The first registered decoder that recognizes `bytes`, or nil when none does.
    /// - Parameter bytes: A whole file's bytes.
    /// - Returns: The decoder for the file's format.
    public func decoder(for bytes: [UInt8]) -> (any ImageDecoder)? {
        decoders.first { $0.recognizes(bytes) }
    }

    /// The formats registered, by name, in registration order ("APNG, PNG, GIF"), for messages.
    public var formatNames: String { decoders.map(\.format).joined(separator: ", ") }

    /// Every format the project decodes: APNG (whose frames `png` decodes), the still PNG decoder
    /// given by the layer that can decode PNG (RefreshSDL, through SDL_image) and GIF. A new format
    /// is one line here.
    /// - Parameter png: The still PNG decoder.
    /// - Returns: The registry of every format.
    public static func standard(png: any ImageDecoder) -> ImageDecoderRegistry {
        var registry = ImageDecoderRegistry()
        registry.register(APNGDecoder(stills: png))
        registry.register(png)
        registry.register(GIFImageDecoder())
        return registry
    }
}

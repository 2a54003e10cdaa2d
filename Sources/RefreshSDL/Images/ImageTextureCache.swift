import Logging
import RefreshCore

/// Textures of one renderer for core `Image` objects, keyed by object identity and, within an
/// image, by rendition (an artwork image has one per pixel size and turn it is drawn at). Holds
/// images weakly: entries whose image is gone are swept, so dropped images do not leak textures.
package final class ImageTextureCache {
    /// A rendition, the pixel size its texture holds it at (its own, or stretched), and how it is
    /// modulated (bit 0: tinted, bit 1: translucent). SDL's software renderer maps a texture to
    /// the target again, allocating, whenever its modulation switches on or off, so an image drawn
    /// both ways in a frame gets a texture for each.
    private struct TextureKey: Hashable {
        var rendition: RenditionKey
        var width: Int, height: Int
        var modulation: Int
    }
    private struct Entry {
        weak var image: Image?
        var textures: [TextureKey: SDLTexture?]
    }
    package let renderer: SDLRenderer
    private var entries: [ObjectIdentifier: Entry] = [:]
    private var sweepThreshold = 64
    private var warned: Set<String> = []
    /// Textures kept per image; more (an image drawn at ever new sizes) start that image over.
    static let maximumTexturesPerImage = 64
    /// Bytes of textures kept per image (32 MiB); more start that image over too, so a picture
    /// stretched to a new size every frame (a header's gap fill) holds a few of its sizes, not 64.
    static let maximumBytesPerImage = 32 << 20

    /// Where a failed upload is reported (once per image name).
    package var logger: Logger

    /// An empty cache of textures for `renderer`, reporting failed uploads to `logger`.
    package init(renderer: SDLRenderer, logger: Logger = RefreshLogging.defaultLogger) {
        self.renderer = renderer
        self.logger = logger
    }

    /// How many images have textures.
    package var count: Int { entries.count }

    /// How many textures are held, over every image and rendition.
    package var textureCount: Int { entries.values.reduce(0) { $0 + $1.textures.count } }

    /// The texture of `image`'s own `bitmap`, uploading it on first use; nil (logged once) if SDL
    /// refuses it.
    package func texture(for image: Image) -> SDLTexture? {
        let b = image.bitmap
        let key = TextureKey(
            rendition: RenditionKey(width: b.width, height: b.height, turns: 0), width: b.width, height: b.height,
            modulation: 0)
        return texture(for: image, key: key) { try SDLSurface(bitmap: b) }
    }

    /// The texture of one rendition of `image`, uploading it on first use; nil (logged once) if SDL
    /// refuses it.
    /// `modulation`: bit 0 when drawn tinted, bit 1 when drawn translucent.
    package func texture(for image: Image, rendition: ImageRendition, modulation: Int = 0) -> SDLTexture? {
        let key = TextureKey(
            rendition: rendition.key, width: rendition.bitmap.width, height: rendition.bitmap.height,
            modulation: modulation)
        return texture(for: image, key: key) { try SDLSurface(bitmap: rendition.bitmap) }
    }

    /// The texture of one rendition of `image` stretched to `width` × `height` pixels with SDL's
    /// linear filter, made on first use: drawn unscaled, it gives the pixels SDL's software
    /// renderer gives when it stretches the rendition itself, without the temporary surfaces that
    /// renderer makes for every stretched copy, and the same under any clip. Nil (logged once) if
    /// SDL refuses it.
    package func texture(
        for image: Image, rendition: ImageRendition, stretchedTo width: Int, height: Int,
        modulation: Int = 0
    ) -> SDLTexture? {
        let key = TextureKey(rendition: rendition.key, width: width, height: height, modulation: modulation)
        return texture(for: image, key: key) {
            try SDLSurface(bitmap: rendition.bitmap).stretchedLinear(width: width, height: height)
        }
    }

    private func texture(for image: Image, key: TextureKey, surface: () throws -> SDLSurface) -> SDLTexture? {
        let id = ObjectIdentifier(image)
        var entry = entries[id]
        if let e = entry, e.image !== image { entry = nil }   // a new image where a dropped one was
        if let cached = entry?.textures[key] { return cached }
        if entry == nil, entries.count >= sweepThreshold {
            sweep()
            sweepThreshold = max(64, entries.count * 2)
        }
        var texture: SDLTexture?
        do {
            texture = try SDLTexture(renderer: renderer, surface: surface())
            texture?.setSmoothScaling(true)
        } catch {
            if warned.insert(image.name).inserted {
                logger.warning(
                    "An image cannot be uploaded", metadata: ["image": "\(image.name)", "error": "\(error)"])
            }
        }
        var updated = entry ?? Entry(image: image, textures: [:])
        let bytes = updated.textures.keys.reduce(key.width * key.height * 4) { $0 + $1.width * $1.height * 4 }
        if updated.textures.count >= Self.maximumTexturesPerImage || bytes > Self.maximumBytesPerImage {
            updated.textures.removeAll()
        }
        updated.textures[key] = texture
        entries[id] = updated
        return texture
    }

    /// Drops the textures of images that no longer exist.
    package func sweep() {
        entries = entries.filter { $0.value.image != nil }
    }

    package func removeAll() { entries.removeAll() }
}

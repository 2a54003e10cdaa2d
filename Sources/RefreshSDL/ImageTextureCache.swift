import RefreshCore

/// Textures of one renderer for core `Image` objects, keyed by object identity and, within an
/// image, by rendition (an artwork image has one per pixel size and turn it is drawn at). Holds
/// images weakly: entries whose image is gone are swept, so dropped images do not leak textures.
public final class ImageTextureCache {
    private struct Entry {
        weak var image: Image?
        var textures: [RenditionKey: SDLTexture?]
    }
    public let renderer: SDLRenderer
    private var entries: [ObjectIdentifier: Entry] = [:]
    private var sweepThreshold = 64
    private var warned: Set<String> = []
    /// Textures kept per image; more (an image drawn at ever new sizes) start that image over.
    static let maximumTexturesPerImage = 64

    public init(renderer: SDLRenderer) { self.renderer = renderer }

    /// How many images have textures.
    public var count: Int { entries.count }

    /// How many textures are held, over every image and rendition.
    public var textureCount: Int { entries.values.reduce(0) { $0 + $1.textures.count } }

    /// The texture of `image`'s own `bitmap`, uploading it on first use; nil (logged once) if SDL
    /// refuses it.
    public func texture(for image: Image) -> SDLTexture? {
        let b = image.bitmap
        return texture(for: image, key: RenditionKey(width: b.width, height: b.height, turns: 0)) { b }
    }

    /// The texture of one rendition of `image`, uploading it on first use; nil (logged once) if SDL
    /// refuses it.
    public func texture(for image: Image, rendition: ImageRendition) -> SDLTexture? {
        texture(for: image, key: rendition.key) { rendition.bitmap }
    }

    private func texture(for image: Image, key: RenditionKey, bitmap: () -> Bitmap) -> SDLTexture? {
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
            texture = try SDLTexture(renderer: renderer, surface: SDLSurface(bitmap: bitmap()))
            texture?.setSmoothScaling(true)
        } catch {
            if warned.insert(image.name).inserted { Log.warning("cannot upload image '\(image.name)': \(error)") }
        }
        var updated = entry ?? Entry(image: image, textures: [:])
        if updated.textures.count >= Self.maximumTexturesPerImage { updated.textures.removeAll() }
        updated.textures[key] = texture
        entries[id] = updated
        return texture
    }

    /// Drops the textures of images that no longer exist.
    public func sweep() {
        entries = entries.filter { $0.value.image != nil }
    }

    public func removeAll() { entries.removeAll() }
}

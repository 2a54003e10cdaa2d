import RefreshCore

/// Textures of one renderer for core `Image` objects, keyed by object identity. Holds images weakly:
/// entries whose image is gone are swept, so dropped images do not leak textures.
public final class ImageTextureCache {
    private struct Entry {
        weak var image: Image?
        var texture: SDLTexture?
    }
    public let renderer: SDLRenderer
    private var entries: [ObjectIdentifier: Entry] = [:]
    private var sweepThreshold = 64
    private var warned: Set<String> = []

    public init(renderer: SDLRenderer) { self.renderer = renderer }

    public var count: Int { entries.count }

    /// The texture for `image`, uploading it on first use; nil (logged once) if SDL refuses it.
    public func texture(for image: Image) -> SDLTexture? {
        let id = ObjectIdentifier(image)
        if let entry = entries[id], entry.image === image { return entry.texture }
        if entries.count >= sweepThreshold {
            sweep()
            sweepThreshold = max(64, entries.count * 2)
        }
        var texture: SDLTexture?
        do {
            texture = try SDLTexture(renderer: renderer, surface: SDLSurface(bitmap: image.bitmap))
            texture?.setSmoothScaling(true)
        } catch {
            if warned.insert(image.name).inserted { Log.warning("cannot upload image '\(image.name)': \(error)") }
        }
        entries[id] = Entry(image: image, texture: texture)
        return texture
    }

    /// Drops the textures of images that no longer exist.
    public func sweep() {
        entries = entries.filter { $0.value.image != nil }
    }

    public func removeAll() { entries.removeAll() }
}

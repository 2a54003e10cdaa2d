import Logging
import RefreshCodec
import RefreshCore

/// Text textures of one renderer, keyed by everything that affects their pixels:
/// text, weight, design, pixel size (font size × scale) and RGB colour. Bounded, least recently used goes first.
/// Alpha is not in the key: it is applied with the texture's alpha modulation.
package final class TextTextureCache {
    struct Key: Hashable {
        var text: String
        var weight: FontWeight
        var design: FontDesign
        var pixelSize: Int
        var rgb: UInt32
        var quarterTurns: Int
    }
    package let renderer: SDLRenderer
    package let textRenderer: TextRenderer
    /// Text rendered by SDL_ttf for this cache; stays put while a frame only reuses textures.
    package private(set) var rasterizations = 0
    private let cache: LRUCache<Key, SDLTexture?>

    /// Where text that cannot be rasterized is reported.
    package var logger: Logger

    /// An empty cache of at most `capacity` (at least 1) textures of `textRenderer`'s text for
    /// `renderer`, reporting failures to `logger`.
    package init(
        renderer: SDLRenderer, textRenderer: TextRenderer, capacity: Int = 1024,
        logger: Logger = RefreshLogging.defaultLogger
    ) {
        self.renderer = renderer
        self.textRenderer = textRenderer
        self.logger = logger
        cache = LRUCache(capacity: max(1, capacity))
    }

    package var count: Int { cache.count }

    /// The texture for `text` turned `quarterTurns` quarter turns clockwise (0…3), rasterizing it
    /// only on a miss. Nil for empty text or when rendering failed (failures are cached too, and
    /// logged once).
    package func texture(for text: String, font: Font, color: Color, scale: Double, quarterTurns: Int = 0)
        -> SDLTexture?
    {
        if text.isEmpty { return nil }
        let key = Key(
            text: text, weight: font.weight, design: font.design,
            pixelSize: TextRenderer.pixelSize(of: font, scale: scale),
            rgb: UInt32(color.r) << 16 | UInt32(color.g) << 8 | UInt32(color.b), quarterTurns: quarterTurns & 3)
        if let cached = cache.value(for: key) { return cached }
        var texture: SDLTexture?
        do {
            rasterizations += 1
            let surface = try textRenderer.rasterize(text, font: font, color: color, scale: scale)
            texture = try SDLTexture(
                renderer: renderer,
                surface: key.quarterTurns == 0 ? surface : surface.turned(quarterTurns: key.quarterTurns))
        } catch {
            logger.warning("Text cannot be drawn", metadata: ["value": "\(text)", "error": "\(error)"])
        }
        cache.insert(texture, for: key)
        return texture
    }

    package func removeAll() { cache.removeAll() }
}

import Logging
import RefreshCodec
import RefreshCore

/// Rasterized paths of one renderer, keyed by everything that affects their pixels: the path, the
/// fill rule or stroke style, the RGB colour, the scale, the subpixel position and, for a path too
/// large to rasterize whole, the window of it that is visible. Bounded, least recently used goes
/// first. Alpha is not in the key (it is applied with the texture's alpha modulation), only
/// whether the texture is drawn translucent: SDL's software renderer maps a texture to the target
/// again, allocating, whenever its modulation switches on or off.
package final class PathTextureCache {
    struct Key: Hashable {
        var path: Path
        var paint: PathRasterizer.Paint
        var rgb: UInt32
        var scale: Double
        /// The subpixel position, in `PathRasterizer.subpixelSteps` of a pixel on each axis.
        var fx: Int, fy: Int
        var translucent: Bool
        /// The rasterized window relative to the path's whole-pixel origin (all 0 when the whole
        /// path is rasterized).
        var window: Window
    }

    struct Window: Hashable {
        var x0: Int32 = 0, y0: Int32 = 0, x1: Int32 = 0, y1: Int32 = 0
    }

    /// A rasterized path: its texture (nil when it could not be made) and where the texture's
    /// top-left pixel sits relative to the path's whole-pixel origin.
    struct Entry {
        var texture: SDLTexture?
        var x: Int32, y: Int32
    }

    package let renderer: SDLRenderer
    /// Paths rasterized by cairo for this cache; stays put while frames only reuse textures.
    package private(set) var rasterizations = 0
    private let cache: LRUCache<Key, Entry>

    /// Where a path that cannot be rasterized is reported.
    package var logger: Logger

    /// An empty cache of at most `capacity` (at least 1) path textures for `renderer`, reporting
    /// failures to `logger`.
    package init(renderer: SDLRenderer, capacity: Int = 256, logger: Logger = RefreshLogging.defaultLogger) {
        self.renderer = renderer
        self.logger = logger
        cache = LRUCache(capacity: max(1, capacity))
    }

    /// How many rasterized paths are held (failures included).
    package var count: Int { cache.count }

    /// The texture for `key`, rasterizing it on a miss into a texture covering `box` (pixels
    /// relative to the path's whole-pixel origin). Failures are cached too, and logged once.
    func entry(for key: Key, box: Window, color: Color) -> Entry {
        if let cached = cache.value(for: key) { return cached }
        let steps = Double(PathRasterizer.subpixelSteps)
        let width = Int(box.x1 - box.x0), height = Int(box.y1 - box.y0)
        var entry = Entry(texture: nil, x: box.x0, y: box.y0)
        do {
            rasterizations += 1
            let paint: PathRasterizer.Paint = key.paint
            let surface = try PathRasterizer.rasterize(
                key.path, paint: paint, color: color, scale: key.scale,
                dx: Double(key.fx) / steps - Double(box.x0), dy: Double(key.fy) / steps - Double(box.y0),
                width: width, height: height)
            entry.texture = try SDLTexture(renderer: renderer, surface: surface)
        } catch {
            logger.warning(
                "A path cannot be drawn",
                metadata: ["value": "\(key.path.elements.count) elements", "error": "\(error)"])
        }
        cache.insert(entry, for: key)
        return entry
    }

    package func removeAll() { cache.removeAll() }
}

import CSDL2
import RefreshCore

/// An offscreen drawing target: an RGBA surface of `ceil(size × scale)` pixels, a software renderer
/// and an `SDLCanvas`. Needs no display; output is byte-identical from run to run.
public final class HeadlessTarget {
    /// The size in points.
    public let size: Size
    public let scale: Double
    public let pixelWidth: Int, pixelHeight: Int
    public let surface: SDLSurface
    public let renderer: SDLRenderer
    public let canvas: SDLCanvas
    public var textRenderer: TextRenderer { canvas.textRenderer }

    /// `textRenderer` defaults to the process-wide `TextRenderer.shared()`.
    public init(size: Size, scale: Double = 1, textRenderer: TextRenderer? = nil) throws {
        guard size.isValid, scale > 0, scale.isFinite else {
            throw SDLError.sdl(operation: "cannot create a headless target of \(size) at scale \(scale)",
                               message: "size must be finite and not negative, scale positive")
        }
        self.size = size
        self.scale = scale
        pixelWidth = Int((size.width * scale - 1e-9).rounded(.up))
        pixelHeight = Int((size.height * scale - 1e-9).rounded(.up))
        surface = try SDLSurface(width: pixelWidth, height: pixelHeight)
        renderer = try SDLRenderer(surface: surface)
        canvas = SDLCanvas(renderer: renderer, scale: scale, textRenderer: try textRenderer ?? TextRenderer.shared())
    }

    /// Resets the canvas state and fills every pixel with `color`; nil skips the clear (for
    /// scenes whose opaque background covers every pixel anyway).
    public func beginFrame(clear color: Color? = .white) {
        canvas.beginFrame()
        if let color { canvas.clear(color) }
    }

    /// The pixels drawn so far (straight-alpha RGBA).
    public func snapshot() -> Bitmap {
        renderer.flush()
        do {
            return try surface.toBitmap()
        } catch {
            Log.warning("cannot read the headless target: \(error)")
            return Bitmap(width: pixelWidth, height: pixelHeight)
        }
    }
}

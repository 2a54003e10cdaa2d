import CSDL2
import Logging
import RefreshCore

/// An offscreen drawing target: an RGBA surface of `ceil(size × scale)` pixels, a software renderer
/// and an `SDLCanvas`. Needs no display; output is byte-identical from run to run.
@MainActor
public final class HeadlessTarget {
    /// The size in points.
    public let size: Size
    /// Pixels per point.
    public let scale: Double
    /// The surface's size in pixels: `ceil(size × scale)` on each side.
    public let pixelWidth: Int, pixelHeight: Int
    /// The RGBA surface that holds the pixels.
    public let surface: SDLSurface
    /// The software renderer drawing into `surface`.
    public let renderer: SDLRenderer
    /// The canvas that draws views, headers and footers into `surface`.
    public let canvas: SDLCanvas
    /// The fonts the canvas rasterizes text with.
    public var textRenderer: TextRenderer { canvas.textRenderer }

    /// A target of `size` points at `scale` pixels per point; `textRenderer` defaults to the
    /// process-wide `TextRenderer.shared()`.
    ///
    /// - Parameters:
    ///   - size: The drawing area in points.
    ///   - scale: Pixels per point, positive and finite.
    ///   - textRenderer: The fonts for text; nil uses `TextRenderer.shared()`.
    /// - Throws: `SDLError.sdl` naming the size and scale when the size is not finite or is
    ///   negative, the scale is not positive and finite, or a side passes `SDLSurface.maximumSide`
    ///   pixels, or when SDL cannot make the surface or renderer; when no `textRenderer` is given,
    ///   what `TextRenderer.shared()` throws (`SDLError.fontNotFound` for a missing font).
    public init(size: Size, scale: Double = 1, textRenderer: TextRenderer? = nil) throws {
        guard size.isValid, scale > 0, scale.isFinite else {
            throw SDLError.sdl(
                operation: "cannot create a headless target of \(size) at scale \(scale)",
                message: "size must be finite and not negative, scale positive")
        }
        self.size = size
        self.scale = scale
        pixelWidth = Self.pixelLength(size.width, scale: scale)
        pixelHeight = Self.pixelLength(size.height, scale: scale)
        guard pixelWidth <= SDLSurface.maximumSide, pixelHeight <= SDLSurface.maximumSide else {
            let n = JSONValue.numberText
            throw SDLError.sdl(
                operation:
                    "cannot create a headless target of \(n(size.width))x\(n(size.height)) pt at scale \(n(scale))",
                message: "that is \(pixelWidth)x\(pixelHeight) px; each side may be at most "
                    + "\(SDLSurface.maximumSide) px (points × scale)")
        }
        surface = try SDLSurface(width: pixelWidth, height: pixelHeight)
        renderer = try SDLRenderer(surface: surface)
        canvas = SDLCanvas(renderer: renderer, scale: scale, textRenderer: try textRenderer ?? TextRenderer.shared())
    }

    /// Pixels covering `points` at `scale`: `ceil(points × scale)`, saturating instead of trapping
    /// on a huge product.
    ///
    /// - Parameters:
    ///   - points: A length in points.
    ///   - scale: Pixels per point.
    /// - Returns: The whole pixels that cover the length.
    public static func pixelLength(_ points: Double, scale: Double) -> Int {
        PixelGrid.length(points, scale: scale)
    }

    /// Resets the canvas state and fills every pixel with `color`; nil skips the clear (for
    /// scenes whose opaque background covers every pixel anyway).
    ///
    /// - Parameter color: The colour every pixel gets, or nil to keep the pixels there.
    public func beginFrame(clear color: Color? = .white) {
        canvas.beginFrame()
        if let color { canvas.clear(color) }
    }

    /// The pixels drawn so far (straight-alpha RGBA).
    ///
    /// - Returns: A copy of the surface's pixels after the queued drawing is run; a transparent
    ///   bitmap of the same size, with a warning to the canvas's logger, when they cannot be read.
    public func snapshot() -> Bitmap {
        renderer.flush()
        do {
            return try surface.toBitmap()
        } catch {
            canvas.logger.warning(
                "The headless target cannot be read", metadata: ["control": "HeadlessTarget", "error": "\(error)"])
            return Bitmap(width: pixelWidth, height: pixelHeight)
        }
    }
}

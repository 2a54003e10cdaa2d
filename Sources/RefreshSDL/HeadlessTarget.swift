import CSDL2
import Logging
import RefreshCore

/// An offscreen drawing target: an RGBA surface of `ceil(size × scale)` pixels, a software renderer
/// and an `SDLCanvas`. Needs no display; output is byte-identical from run to run.
@MainActor
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
        pixelWidth = Self.pixelLength(size.width, scale: scale)
        pixelHeight = Self.pixelLength(size.height, scale: scale)
        guard pixelWidth <= SDLSurface.maximumSide, pixelHeight <= SDLSurface.maximumSide else {
            let n = JSONValue.numberText
            throw SDLError.sdl(operation: "cannot create a headless target of \(n(size.width))x\(n(size.height)) pt at scale \(n(scale))",
                               message: "that is \(pixelWidth)x\(pixelHeight) px; each side may be at most "
                                   + "\(SDLSurface.maximumSide) px (points × scale)")
        }
        surface = try SDLSurface(width: pixelWidth, height: pixelHeight)
        renderer = try SDLRenderer(surface: surface)
        canvas = SDLCanvas(renderer: renderer, scale: scale, textRenderer: try textRenderer ?? TextRenderer.shared())
    }

    /// Pixels covering `points` at `scale`: `ceil(points × scale)`, saturating instead of trapping
    /// on a huge product.
    public static func pixelLength(_ points: Double, scale: Double) -> Int {
        Int(saturating: (points * scale - 1e-9).rounded(.up))
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
            canvas.logger.warning("cannot read the headless target: \(error)")
            return Bitmap(width: pixelWidth, height: pixelHeight)
        }
    }
}

import CSDL2
import Logging
import RefreshCore

/// The core `Canvas` drawn with an `SDLRenderer`. Points are converted to pixels by `scale`;
/// text and images go through per-renderer texture caches so steady frames rasterize nothing.
public final class SDLCanvas: Canvas {
    /// The renderer every draw call goes to (a window's or a headless surface's).
    public let renderer: SDLRenderer
    /// The fonts that rasterize the text drawn by headers, footers and labels.
    public let textRenderer: TextRenderer
    package let textCache: TextTextureCache
    package let imageCache: ImageTextureCache
    package let pathCache: PathTextureCache
    /// Pixels per point; update it (then call `beginFrame()`) when a window moves to another screen.
    public var scale: Double
    /// Where drawing problems are reported (text that cannot be rasterized, an image that cannot be
    /// uploaded, an unbalanced `restore()`, a path or stroke style that cannot be drawn); the
    /// texture caches report to it too.
    public var logger: Logger {
        didSet {
            textCache.logger = logger
            imageCache.logger = logger
            pathCache.logger = logger
        }
    }

    struct State {
        var translation: Point
        /// The clip in absolute points, and the same clip in pixels.
        var clip: Rect
        var pixelClip: PixelRect
        var alpha: Double
    }
    var state: State
    private var stack: [State] = []
    private var appliedClip: PixelRect?
    private var frames = 0
    private var drawBlending = true
    /// Textures drawn for the first time so far (the software renderer maps a texture to the
    /// target on its first draw, a small allocation, as an upload is).
    package internal(set) var firstTextureDraws = 0
    /// Copies turned by an angle that is not a quarter turn so far (an arrow mid-flip): the
    /// software renderer resamples each through a temporary surface of its own, an allocation per
    /// copy.
    package internal(set) var resampledTurns = 0
    /// When set, draw calls are recorded here instead of drawn (`DamageTrackingTarget`).
    var displayList: DisplayList?
    /// Problems already reported by `report(_:)`, so a bad call made every frame warns once.
    private var reportedProblems: Set<String> = []

    /// A canvas drawing with `renderer` at `scale` pixels per point.
    ///
    /// - Parameters:
    ///   - renderer: The renderer to draw with (a window's or a surface's).
    ///   - scale: Pixels per point; a value that is not finite and positive counts as 1.
    ///   - textRenderer: The fonts that rasterize text.
    ///   - textCacheCapacity: How many text textures to keep (least recently used go first).
    ///   - logger: Where drawing problems are reported.
    public init(
        renderer: SDLRenderer, scale: Double, textRenderer: TextRenderer, textCacheCapacity: Int = 1024,
        logger: Logger = RefreshLogging.defaultLogger
    ) {
        self.renderer = renderer
        self.scale = scale > 0 && scale.isFinite ? scale : 1
        self.textRenderer = textRenderer
        self.logger = logger
        textCache = TextTextureCache(
            renderer: renderer, textRenderer: textRenderer, capacity: textCacheCapacity, logger: logger)
        imageCache = ImageTextureCache(renderer: renderer, logger: logger)
        pathCache = PathTextureCache(renderer: renderer, logger: logger)
        state = State(translation: .zero, clip: .zero, pixelClip: PixelRect(x0: 0, y0: 0, x1: 0, y1: 0), alpha: 1)
        stack.reserveCapacity(32)
        beginFrame()
    }

    /// Resets translation, clip (to the whole output) and alpha; call at the start of every frame.
    public func beginFrame() {
        stack.removeAll(keepingCapacity: true)
        let (w, h) = renderer.outputSize
        state = State(
            translation: .zero,
            clip: Rect(x: 0, y: 0, width: Double(w) / scale, height: Double(h) / scale),
            pixelClip: PixelRect(x0: 0, y0: 0, x1: Int32(w), y1: Int32(h)), alpha: 1)
        SDL_RenderSetClipRect(renderer.pointer, nil)
        appliedClip = nil
        SDL_SetRenderDrawBlendMode(renderer.pointer, SDL_BLENDMODE_BLEND)
        drawBlending = true
        frames += 1
        if frames % 120 == 0 { imageCache.sweep() }
    }

    // MARK: State

    /// Pushes the current translation, clip and opacity, for a matching `restore()`.
    public func save() { stack.append(state) }

    /// Pops the translation, clip and opacity pushed by the last `save()`; without one it logs a
    /// warning to `logger` and changes nothing.
    public func restore() {
        guard let top = stack.popLast() else {
            logger.warning("A restore without a matching save was ignored", metadata: ["control": "SDLCanvas"])
            return
        }
        state = top
    }

    /// Moves the origin of later drawing by `offset`, in points; an offset that is not finite is
    /// ignored with a warning to `logger`.
    ///
    /// - Parameter offset: How far to move the origin, in points of the current space.
    public func translate(by offset: Point) {
        guard offset.x.isFinite, offset.y.isFinite else {
            return logger.warning(
                "A translation that is not finite was ignored",
                metadata: ["control": "SDLCanvas", "value": "\(offset)"])
        }
        state.translation = state.translation + offset
    }

    /// Intersects the clip with `rect`, so later drawing stays inside both; a rect that is not
    /// finite clips everything away.
    ///
    /// - Parameter rect: The area to keep, in points of the current space.
    public func clip(to rect: Rect) {
        guard isFinite(rect) else {
            state.clip = Rect(origin: state.clip.origin, size: .zero)
            state.pixelClip.x1 = state.pixelClip.x0
            return
        }
        let absolute = rect.offsetBy(dx: state.translation.x, dy: state.translation.y)
        state.clip = state.clip.intersection(absolute)
        state.pixelClip = state.pixelClip.intersection(PixelRect(absolute, scale: scale))
    }

    /// The opacity later drawing gets (the product of every `multiplyAlpha(_:)` in force), 0...1.
    public var currentAlpha: Double { state.alpha }

    /// Multiplies the opacity of later drawing by `alpha`, as a fading header or footer does.
    ///
    /// - Parameter alpha: The factor, clamped to 0...1; NaN is ignored.
    public func multiplyAlpha(_ alpha: Double) {
        guard !alpha.isNaN else { return }
        state.alpha *= min(max(alpha, 0), 1)
    }

    /// The current clip in points of the current space, for culling what cannot show.
    public var clipBounds: Rect {
        state.clip.offsetBy(dx: -state.translation.x, dy: -state.translation.y)
    }

    /// The pixels `rect` (current space) covers.
    func pixelRect(_ rect: Rect) -> PixelRect {
        PixelRect(rect.offsetBy(dx: state.translation.x, dy: state.translation.y), scale: scale)
    }

    /// Makes SDL's clip `clip` before a draw; no SDL call when it already is.
    func applyClip(_ clip: PixelRect) {
        if appliedClip == clip { return }
        var r = clip.sdl
        SDL_RenderSetClipRect(renderer.pointer, &r)
        appliedClip = clip
    }

    /// Switches fills between blending and plain copy; no SDL call when unchanged.
    func setDrawBlending(_ on: Bool) {
        if on == drawBlending { return }
        drawBlending = on
        SDL_SetRenderDrawBlendMode(renderer.pointer, on ? SDL_BLENDMODE_BLEND : SDL_BLENDMODE_NONE)
    }

    func isFinite(_ r: Rect) -> Bool {
        r.origin.x.isFinite && r.origin.y.isFinite && r.size.width.isFinite && r.size.height.isFinite
    }

    /// Logs `message` as a warning to `logger`, once per canvas for the same message (at most 256
    /// different ones are remembered).
    func report(_ message: String) {
        guard !reportedProblems.contains(message) else { return }
        if reportedProblems.count >= 256 { reportedProblems.removeAll() }
        reportedProblems.insert(message)
        logger.warning("\(message)")
    }

    /// `a` scaled by the current opacity, rounded to 0...255.
    func modulatedAlpha(_ a: UInt8) -> UInt8 {
        UInt8((Double(a) * state.alpha).rounded())
    }
}

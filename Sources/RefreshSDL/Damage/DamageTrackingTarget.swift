import RefreshCore

/// An offscreen target that keeps its pixels between frames and repaints only what changed, as
/// LVGL redraws only its invalidated areas.
///
/// Each frame's drawing is recorded as a display list and compared with the previous frame's;
/// the differing calls' pixels are the damage (`DamageRegion`), and only the calls that reach
/// into it are drawn, clipped to it. When a scroll view's content only slid by whole pixels, its
/// pixels are moved instead (`shift`) and only what scrolled in and what changed on its own is
/// repainted. The pixels are byte-identical to a full repaint: a pixel outside the damage is
/// touched by the same calls in the same order as before (or as the pixel it was moved from), and
/// inside it every call is drawn exactly as a full repaint draws it. A frame that draws what the
/// last one drew repaints nothing.
///
/// The window presents these pixels (`WindowPresenter`) and headless replay reads them, so both
/// repaint alike.
@MainActor
public final class DamageTrackingTarget {
    /// The surface, renderer and canvas drawn into.
    public private(set) var target: HeadlessTarget
    /// When true every frame repaints every pixel (for comparison and benchmarks).
    public var forcesFullRepaint = false
    /// What the last frame repainted.
    public private(set) var damage = DamageRegion()
    /// What the last frame moved instead of repainting, before repainting `damage`: a scroll view's
    /// content slid by whole pixels (nil when nothing moved). The pixels that changed are this
    /// move's `rect` and `damage`; a presenter that keeps a copy of the pixels updates both.
    public private(set) var shift: PixelShift?
    private let planner = ShiftPlanner()
    private var previous = DisplayList()
    private var current = DisplayList()
    private var hasFrame = false

    /// A target of `size` points at `scale` (see `HeadlessTarget`).
    ///
    /// - Parameters:
    ///   - size: The drawing area in points.
    ///   - scale: Pixels per point.
    ///   - textRenderer: The fonts for text; nil uses `TextRenderer.shared()`.
    /// - Throws: `SDLError.sdl` naming the size and scale when the size is not finite or is
    ///   negative, the scale is not positive and finite, or a side passes `SDLSurface.maximumSide`
    ///   pixels, or when SDL cannot make the surface or renderer; when no `textRenderer` is given,
    ///   what `TextRenderer.shared()` throws (`SDLError.fontNotFound` for a missing font).
    public init(size: Size, scale: Double, textRenderer: TextRenderer? = nil) throws {
        target = try HeadlessTarget(size: size, scale: scale, textRenderer: textRenderer)
    }

    /// The drawing area in points.
    public var size: Size { target.size }
    /// Pixels per point.
    public var scale: Double { target.scale }
    /// The canvas a frame draws with; during `renderFrame(clear:_:)` it records instead of drawing.
    public var canvas: SDLCanvas { target.canvas }
    /// Every pixel of the target.
    public var fullRect: PixelRect {
        PixelRect(x0: 0, y0: 0, x1: Int32(target.pixelWidth), y1: Int32(target.pixelHeight))
    }

    /// Makes the target `size` points at `scale`, when it is not already; the next frame then
    /// repaints everything. Throws when the surface cannot be made (the target stays as it was).
    ///
    /// - Parameters:
    ///   - size: The new drawing area in points.
    ///   - scale: The new pixels per point.
    /// - Throws: `SDLError.sdl` naming the size and scale when they are invalid, a side passes
    ///   `SDLSurface.maximumSide` pixels, or SDL cannot make the surface or renderer.
    public func resize(to size: Size, scale: Double) throws {
        guard size != target.size || scale != target.scale else { return }
        target = try HeadlessTarget(size: size, scale: scale, textRenderer: target.textRenderer)
        previous.removeAll()
        hasFrame = false
    }

    /// Draws one frame: `clear` (nil: the drawing covers every pixel itself), then `draw`, and
    /// repaints what differs from the last frame. Returns what was repainted.
    ///
    /// - Parameters:
    ///   - clear: The colour every pixel is first filled with, or nil when `draw` covers every pixel.
    ///   - draw: Draws the frame (the view tree, a header and its list...) with the target's canvas.
    /// - Returns: The pixels repainted: everything on the first frame, after a resize or with
    ///   `forcesFullRepaint`, else only where this frame's drawing differs from the last one's.
    @discardableResult
    public func renderFrame(clear: Color?, _ draw: (SDLCanvas) -> Void) -> DamageRegion {
        let canvas = target.canvas
        current.removeAll()
        canvas.beginFrame()
        canvas.displayList = current
        if let clear { canvas.clear(clear) }
        draw(canvas)
        canvas.displayList = nil

        damage.removeAll()
        shift = nil
        if forcesFullRepaint || !hasFrame {
            damage.add(fullRect)
        } else {
            current.addDamage(since: previous, to: &damage)
            shift = planner.plan(old: previous, new: current, damage: &damage, full: fullRect)
        }
        if let shift {
            target.renderer.flush()
            target.surface.shiftPixels(shift)
        }
        for rect in damage.rects {
            for op in current.ops where op.bounds.intersects(rect) { canvas.execute(op, within: rect) }
        }
        swap(&previous, &current)
        hasFrame = true
        return damage
    }

    /// Draws the last frame again whole, every call unclipped, and runs the drawing: the SDL work
    /// of a program that repaints its whole window every frame (the benchmark's bare SDL2 figure).
    /// The pixels stay the same.
    package func redrawLastFrameWhole() {
        for op in previous.ops { target.canvas.execute(op, within: nil) }
        target.renderer.flush()
    }

    /// Runs the queued drawing, so the surface holds the last frame.
    public func flush() { target.renderer.flush() }

    /// The pixels of the last frame.
    ///
    /// - Returns: A copy of the target's pixels, straight-alpha RGBA.
    public func snapshot() -> Bitmap { target.snapshot() }

    /// True when the last frames of this target and `other` have the same pixels.
    ///
    /// - Parameter other: The target to compare with, such as one that repaints fully.
    /// - Returns: Whether both surfaces have the same size and identical pixels.
    public func hasSamePixels(as other: DamageTrackingTarget) -> Bool {
        flush()
        other.flush()
        return target.surface.hasSamePixels(as: other.target.surface)
    }
}

import RefreshCore

extension SDLCanvas {
    /// `Canvas`: fills `path` by `rule`, rasterized by cairo at this scale (antialiased) and cached,
    /// so drawing the same path at the same subpixel position again rasterizes nothing. An empty
    /// path or a transparent colour draws nothing; a path with a coordinate that is not finite or a
    /// negative arc radius draws nothing, with a warning to `logger` naming the value.
    ///
    /// The path is placed on a sixteenth of a pixel: the translation in pixels is rounded to it.
    ///
    /// - Parameters:
    ///   - path: The outline, in points of the current space.
    ///   - color: The fill colour; its alpha is multiplied by `currentAlpha`.
    ///   - rule: Which points a self-crossing or nested outline counts as inside.
    public func fill(_ path: Path, color: Color, rule: FillRule) {
        draw(path, paint: .fill(rule), color: color, call: "fill(_:color:rule:)")
    }

    /// `Canvas`: strokes `path` with `style`, rasterized by cairo at this scale (antialiased) and
    /// cached as `fill(_:color:rule:)` is. A width of 0, an empty path or a transparent colour draws
    /// nothing; an invalid style (a negative or non-finite width or miter limit, a bad dash
    /// pattern) or path draws nothing, with a warning to `logger` naming the value and what is allowed.
    ///
    /// - Parameters:
    ///   - path: The outline, in points of the current space.
    ///   - color: The stroke colour; its alpha is multiplied by `currentAlpha`.
    ///   - style: The width, caps, joins and dash pattern, in points.
    public func stroke(_ path: Path, color: Color, style: StrokeStyle) {
        let call = "stroke(_:color:style:)"
        if let problem = style.problem { return report("SDLCanvas.\(call) drew nothing: \(problem)") }
        if style.width == 0 { return }
        draw(path, paint: .stroke(style), color: color, call: call)
    }

    /// The farthest a path may reach from the target's origin, in pixels (cairo holds coordinates
    /// in 24.8 fixed point, good to about ±8 million).
    static let maximumPathReach = 1_000_000.0

    /// Paths whose box is wider or taller than this many pixels are rasterized only where they meet
    /// the clip.
    static let maximumWholePathSide: Int32 = 4096

    private func draw(_ path: Path, paint: PathRasterizer.Paint, color: Color, call: String) {
        let a = modulatedAlpha(color.a)
        guard a > 0, !path.isEmpty else { return }
        if let problem = path.problem { return report("SDLCanvas.\(call) drew nothing: \(problem)") }
        // The translation in pixels, on a sixteenth of a pixel: a whole part and a fraction.
        let steps = Double(PathRasterizer.subpixelSteps)
        let tx = (state.translation.x * scale * steps).rounded(), ty = (state.translation.y * scale * steps).rounded()
        let wx = (tx / steps).rounded(.down), wy = (ty / steps).rounded(.down)
        let fx = tx - wx * steps, fy = ty - wy * steps
        guard
            let box = PathRasterizer.pixelBox(of: path, paint: paint, scale: scale, fx: fx / steps, fy: fy / steps)
        else { return }
        let reach = Self.maximumPathReach
        guard abs(box.x0 + wx) <= reach, abs(box.y0 + wy) <= reach, abs(box.x1 + wx) <= reach,
            abs(box.y1 + wy) <= reach
        else {
            return report(
                "SDLCanvas.\(call) drew nothing: the path reaches pixel (\(box.x0 + wx), \(box.y0 + wy))–"
                    + "(\(box.x1 + wx), \(box.y1 + wy)); paths must stay within ±\(Int(reach)) pixels of the origin")
        }
        let ox = Int32(wx), oy = Int32(wy)
        var raster = PathTextureCache.Window(x0: Int32(box.x0), y0: Int32(box.y0), x1: Int32(box.x1), y1: Int32(box.y1))
        let clip = state.pixelClip
        let whole = PixelRect(x0: raster.x0 + ox, y0: raster.y0 + oy, x1: raster.x1 + ox, y1: raster.y1 + oy)
        let visible = whole.intersection(clip)
        if visible.isEmpty { return }
        var window = PathTextureCache.Window()
        if whole.width > Self.maximumWholePathSide || whole.height > Self.maximumWholePathSide {
            raster = PathTextureCache.Window(
                x0: visible.x0 - ox, y0: visible.y0 - oy, x1: visible.x1 - ox, y1: visible.y1 - oy)
            window = raster
        }
        let key = PathTextureCache.Key(
            path: path, paint: paint, rgb: UInt32(color.r) << 16 | UInt32(color.g) << 8 | UInt32(color.b),
            scale: scale, fx: Int(fx), fy: Int(fy), translucent: a < 255, window: window)
        let entry = pathCache.entry(for: key, box: raster, color: color)
        guard let texture = entry.texture else { return }
        let dst = PixelRect(
            x0: ox + entry.x, y0: oy + entry.y, x1: ox + entry.x + Int32(texture.width),
            y1: oy + entry.y + Int32(texture.height))
        let bounds = dst.intersection(clip)
        if bounds.isEmpty { return }
        emit(DrawOp(kind: .copy(texture, dst: dst), clip: clip, bounds: bounds, alpha: a))
    }
}

internal import CCairo
import Foundation
import RefreshCore

/// Turns a core `Path` into pixels with cairo: the path in points is scaled to pixels and placed at
/// a subpixel offset, filled or stroked antialiased in one colour, and returned as a straight-alpha
/// RGBA32 surface ready to upload.
enum PathRasterizer {
    /// What is done with the path: filled by a rule or stroked with a style.
    enum Paint: Hashable {
        case fill(FillRule)
        case stroke(StrokeStyle)
    }

    /// Pixels of margin kept around the outline (after the stroke's reach): cairo's antialiasing
    /// touches at most the pixel the edge crosses, and its curves stay within a tenth of a pixel of
    /// the true ones.
    static let antialiasingMargin = 1.0

    /// Subpixel positions a path is rasterized at, per pixel on each axis.
    static let subpixelSteps = 16

    /// The box of every pixel `path` painted with `paint` can touch at `scale`, with its origin
    /// moved by (`fx`, `fy`) pixels: whole pixels, edges as Doubles (not yet clamped); nil when the
    /// path draws nothing.
    static func pixelBox(
        of path: Path, paint: Paint, scale: Double, fx: Double, fy: Double
    ) -> (x0: Double, y0: Double, x1: Double, y1: Double)? {
        let reach: Rect?
        switch paint {
        case .fill: reach = path.bounds
        case let .stroke(style): reach = path.strokeBounds(style, shortestSegment: 4 / scale)
        }
        guard let b = reach else { return nil }
        let m = antialiasingMargin
        let x0 = (b.minX * scale + fx - m).rounded(.down), y0 = (b.minY * scale + fy - m).rounded(.down)
        let x1 = (b.maxX * scale + fx + m).rounded(.up), y1 = (b.maxY * scale + fy + m).rounded(.up)
        guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite else { return nil }
        return (x0, y0, x1, y1)
    }

    /// Rasterizes `path` into a `width` × `height` pixel surface: a point p of the path lands on
    /// pixel coordinates p × `scale` + (`dx`, `dy`).
    ///
    /// - Parameters:
    ///   - path: A path whose `problem` is nil.
    ///   - paint: The fill rule or stroke style (a style whose `problem` is nil).
    ///   - color: The colour; its red, green and blue are used, drawn opaque (the canvas applies
    ///     alpha when it draws the texture).
    ///   - scale: Pixels per point.
    ///   - dx: The horizontal placement of the path's origin in the surface, in pixels.
    ///   - dy: The vertical placement of the path's origin in the surface, in pixels.
    ///   - width: The surface's width in pixels.
    ///   - height: The surface's height in pixels.
    /// - Returns: The straight-alpha RGBA32 pixels.
    /// - Throws: `SDLError.sdl` when a surface cannot be made or cairo fails to draw.
    static func rasterize(
        _ path: Path, paint: Paint, color: Color, scale: Double, dx: Double, dy: Double, width: Int, height: Int
    ) throws -> SDLSurface {
        let canvas = try CairoSurface(width: width, height: height)
        let cr = canvas.context
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_GRAY)
        cairo_translate(cr, dx, dy)
        cairo_scale(cr, scale, scale)
        addPath(path, to: cr)
        cairo_set_source_rgba(cr, Double(color.r) / 255, Double(color.g) / 255, Double(color.b) / 255, 1)
        switch paint {
        case let .fill(rule):
            cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_fill(cr)
        case let .stroke(style):
            cairo_set_line_width(cr, style.width)
            cairo_set_line_cap(cr, cap(style.cap))
            cairo_set_line_join(cr, join(style.join))
            cairo_set_miter_limit(cr, max(1, style.miterLimit))
            if !style.dash.isEmpty {
                style.dash.withUnsafeBufferPointer {
                    cairo_set_dash(cr, $0.baseAddress, Int32($0.count), style.dashPhase)
                }
            }
            if style.width > 0 { cairo_stroke(cr) }
        }
        guard canvas.isValid else {
            throw SDLError.sdl(operation: "cannot rasterize a path into \(width)x\(height) pixels", message: "")
        }
        return try canvas.straightRGBASurface()
    }

    /// Adds `path`'s elements to the context's current path (in the context's user space).
    static func addPath(_ path: Path, to cr: OpaquePointer) {
        cairo_new_path(cr)
        for element in path.elements {
            switch element {
            case let .move(p):
                cairo_move_to(cr, p.x, p.y)
            case let .line(p):
                cairo_line_to(cr, p.x, p.y)
            case let .quadCurve(p, c):
                // A quadratic is the cubic whose controls lie 2/3 of the way from each end to its control.
                var x0 = c.x, y0 = c.y
                if cairo_has_current_point(cr) != 0 { cairo_get_current_point(cr, &x0, &y0) }
                cairo_curve_to(
                    cr, x0 + 2 / 3 * (c.x - x0), y0 + 2 / 3 * (c.y - y0), p.x + 2 / 3 * (c.x - p.x),
                    p.y + 2 / 3 * (c.y - p.y), p.x, p.y)
            case let .curve(p, c1, c2):
                cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
            case let .arc(center, radius, start, end, clockwise):
                let (a0, sweep) = Path.arcSweep(start: start, end: end, clockwise: clockwise)
                if sweep >= 0 {
                    cairo_arc(cr, center.x, center.y, radius, a0, a0 + sweep)
                } else {
                    cairo_arc_negative(cr, center.x, center.y, radius, a0, a0 + sweep)
                }
            case .close:
                cairo_close_path(cr)
            }
        }
    }

    private static func cap(_ c: StrokeStyle.LineCap) -> cairo_line_cap_t {
        switch c {
        case .butt: return CAIRO_LINE_CAP_BUTT
        case .round: return CAIRO_LINE_CAP_ROUND
        case .square: return CAIRO_LINE_CAP_SQUARE
        }
    }

    private static func join(_ j: StrokeStyle.LineJoin) -> cairo_line_join_t {
        switch j {
        case .miter: return CAIRO_LINE_JOIN_MITER
        case .round: return CAIRO_LINE_JOIN_ROUND
        case .bevel: return CAIRO_LINE_JOIN_BEVEL
        }
    }
}

import CSDL2
import Foundation
import RefreshCore

extension SDLCanvas {
    /// `Canvas`: fills `rect` with `color`, blended by its alpha and the current opacity, inside the
    /// clip; a rect that is not finite or a colour that ends up transparent draws nothing.
    ///
    /// - Parameters:
    ///   - rect: The area to fill, in points of the current space.
    ///   - color: The fill colour; its alpha is multiplied by `currentAlpha`.
    public func fill(_ rect: Rect, color: Color) {
        let a = modulatedAlpha(color.a)
        guard a > 0, isFinite(rect) else { return }
        let r = pixelRect(rect).intersection(state.pixelClip)
        if r.isEmpty { return }
        emit(DrawOp(kind: .fill(r: color.r, g: color.g, b: color.b, a: a), clip: state.pixelClip, bounds: r))
    }

    /// Fills every pixel of the target with `color` (no blending), as the first call of a frame.
    ///
    /// - Parameter color: The colour every pixel gets; drawn opaque, whatever its alpha.
    public func clear(_ color: Color) {
        let (w, h) = renderer.outputSize
        let all = PixelRect(x0: 0, y0: 0, x1: Int32(w), y1: Int32(h))
        if all.isEmpty { return }
        emit(DrawOp(kind: .fill(r: color.r, g: color.g, b: color.b, a: 255), clip: all, bounds: all))
    }

    /// `Canvas`: upright text is copied as it was rasterized; text turned by quarter turns is copied
    /// from a texture rasterized turned (pixels moved whole, as SDL turns them), other turns are the
    /// upright texture turned about the rect's centre with `SDL_RenderCopyExF`, culled on its turned box.
    ///
    /// - Parameters:
    ///   - text: The text, drawn on one line; empty text draws nothing.
    ///   - font: The font, whose point size is scaled by `scale` to pixels.
    ///   - color: The text colour; its alpha is multiplied by `currentAlpha`.
    ///   - rect: The rect the text is vertically centred and aligned in, in points of the current space.
    ///   - alignment: Where the line sits horizontally in `rect`.
    ///   - rotation: The turn about `rect`'s centre in radians, clockwise on screen; not finite draws nothing.
    public func drawText(
        _ text: String, font: Font, color: Color, in rect: Rect, alignment: TextAlignment,
        rotation: Double
    ) {
        let a = modulatedAlpha(color.a)
        guard a > 0, !text.isEmpty, isFinite(rect), rotation.isFinite else { return }
        let angle = Self.normalizedAngle(rotation)
        let quarterTurns = Self.quarterTurns(of: angle)
        let r = pixelRect(rect), clip = state.pixelClip
        // Cull before rasterizing: a line is at most ~1.5 em tall around the rect's middle, and
        // left (right) aligned text cannot reach left (right) of the rect's edge. A turn about the
        // rect's centre takes that middle line along: across to the middle column for a quarter turn.
        let em = Int32(TextRenderer.pixelSize(of: font, scale: scale))
        let midY = (r.y0 + r.y1) >> 1
        switch quarterTurns {
        case 0:
            if midY + em * 3 / 2 <= clip.y0 || midY - em * 3 / 2 >= clip.y1 { return }
            if alignment == .left && r.x0 >= clip.x1 { return }
            if alignment == .right && r.x1 <= clip.x0 { return }
        case 2:
            if midY + em * 3 / 2 <= clip.y0 || midY - em * 3 / 2 >= clip.y1 { return }
        case 1, 3:
            let midX = (r.x0 + r.x1) >> 1
            if midX + em * 3 / 2 <= clip.x0 || midX - em * 3 / 2 >= clip.x1 { return }
        default:
            break   // other angles are culled below, on the turned box
        }

        guard let texture = textCache.texture(for: text, font: font, color: color, scale: scale) else { return }
        let tw = Int32(texture.width), th = Int32(texture.height)
        let x: Int32
        switch alignment {
        case .left: x = r.x0
        case .center: x = r.x0 + ((r.width - tw) >> 1)
        case .right: x = r.x1 - tw
        }
        let y = r.y0 + ((r.height - th) >> 1)
        guard quarterTurns == 0 else {
            return drawTurned(
                texture, x: x, y: y, pivotTimes2: (r.x0 + r.x1, r.y0 + r.y1),
                angle: angle, quarterTurns: quarterTurns, alpha: a
            ) { turns in
                textCache.texture(for: text, font: font, color: color, scale: scale, quarterTurns: turns)
            }
        }
        let dst = PixelRect(x0: x, y0: y, x1: x + tw, y1: y + th)
        let bounds = dst.intersection(clip)
        if bounds.isEmpty { return }
        emit(DrawOp(kind: .copy(texture, dst: dst), clip: clip, bounds: bounds, alpha: a))
    }

    /// Draws a text texture laid out upright at (`x`, `y`) turned by `angle` (radians in [0, 2π),
    /// clockwise) about the pivot whose doubled pixel coordinates are `pivotTimes2`.
    ///
    /// Quarter and half turns land on whole pixels: `turned(k)` gives the text rasterized turned by
    /// `k` quarter turns, copied unscaled into the turned box (a quarter turn about a pivot on a
    /// half pixel lands half a pixel up and to the left). Other angles are resampled by SDL.
    private func drawTurned(
        _ texture: SDLTexture, x: Int32, y: Int32, pivotTimes2 p: (x: Int32, y: Int32),
        angle: Double, quarterTurns: Int?, alpha: UInt8, turned: (Int) -> SDLTexture?
    ) {
        let tw = Int32(texture.width), th = Int32(texture.height)
        switch quarterTurns {
        case 2:
            // (px, py) ↦ (2cx − px, 2cy − py)
            let box = PixelRect(x0: p.x - x - tw, y0: p.y - y - th, x1: p.x - x, y1: p.y - y)
            return copyTurned(turned(2), into: box, alpha: alpha)
        case 1:
            // Clockwise: (px, py) ↦ (cx + cy − py, cy − cx + px); the result is th wide, tw tall.
            let bx = ((p.x + p.y) >> 1) - y - th, by = ((p.y - p.x) >> 1) + x
            return copyTurned(turned(1), into: PixelRect(x0: bx, y0: by, x1: bx + th, y1: by + tw), alpha: alpha)
        case 3:
            // Counter-clockwise: (px, py) ↦ (cx − cy + py, cx + cy − px).
            let bx = ((p.x - p.y) >> 1) + y, by = ((p.x + p.y) >> 1) - x - tw
            return copyTurned(turned(3), into: PixelRect(x0: bx, y0: by, x1: bx + th, y1: by + tw), alpha: alpha)
        default:
            break
        }
        // The turned box's bounds: its four corners turned about the pivot, plus a pixel.
        let cx = Double(p.x) / 2, cy = Double(p.y) / 2, c = cos(angle), s = sin(angle)
        var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
        for (px, py) in [(x, y), (x + tw, y), (x, y + th), (x + tw, y + th)] {
            let dx = Double(px) - cx, dy = Double(py) - cy
            let qx = cx + dx * c - dy * s, qy = cy + dx * s + dy * c
            x0 = min(x0, qx); y0 = min(y0, qy); x1 = max(x1, qx); y1 = max(y1, qy)
        }
        let box = PixelRect(
            x0: PixelRect.edge(x0.rounded(.down)) - 1, y0: PixelRect.edge(y0.rounded(.down)) - 1,
            x1: PixelRect.edge(x1.rounded(.up)) + 1, y1: PixelRect.edge(y1.rounded(.up)) + 1)
        let bounds = box.intersection(state.pixelClip)
        if bounds.isEmpty { return }
        let dst = SDL_FRect(x: Float(x), y: Float(y), w: Float(tw), h: Float(th))
        let center = SDL_FPoint(x: Float(cx - Double(x)), y: Float(cy - Double(y)))
        emit(
            DrawOp(
                kind: .turned(texture, dst: dst, degrees: angle * 180 / .pi, center: center),
                clip: state.pixelClip, bounds: bounds, alpha: alpha))
    }

    /// Copies a texture rasterized turned into its turned box, unscaled.
    private func copyTurned(_ texture: SDLTexture?, into box: PixelRect, alpha: UInt8) {
        let bounds = box.intersection(state.pixelClip)
        guard let texture, !bounds.isEmpty else { return }
        emit(DrawOp(kind: .copy(texture, dst: box), clip: state.pixelClip, bounds: bounds, alpha: alpha))
    }

    /// `Canvas`: draws the image's rendition for this scale and rect (`Image.rendition`). One made
    /// for the rect's pixel size is copied unscaled, centred on the rect's centre rounded to whole
    /// pixels; other bitmaps are stretched to the rect.
    ///
    /// - Parameters:
    ///   - image: The image, such as a frame of a gif header's refresh animation.
    ///   - rect: Where to draw it, in points of the current space.
    ///   - rotation: The turn about `rect`'s centre in radians, clockwise on screen; not finite draws nothing.
    ///   - tint: A colour the pixels are multiplied by, its alpha scaling the opacity; nil draws the
    ///     image's own colours.
    public func drawImage(_ image: Image, in rect: Rect, rotation: Double, tint: Color?) {
        let a = modulatedAlpha(tint?.a ?? 255)
        guard a > 0, isFinite(rect), rotation.isFinite else { return }
        let stretched = pixelRect(rect)
        if stretched.isEmpty { return }
        // Cull before rasterizing: turned or not, the image stays inside the circle through the
        // rect's corners (plus a pixel for the rounding of an unscaled copy).
        let w = Double(stretched.width), h = Double(stretched.height)
        let radius = Int32(((w * w + h * h).squareRoot() / 2).rounded(.up))
        let cx = (stretched.x0 + stretched.x1) >> 1, cy = (stretched.y0 + stretched.y1) >> 1
        let reach = PixelRect(x0: cx - radius - 1, y0: cy - radius - 1, x1: cx + radius + 1, y1: cy + radius + 1)
        if !reach.intersects(state.pixelClip) { return }
        guard let rendition = image.rendition(size: rect.size, scale: scale, rotation: rotation) else { return }
        let r =
            rendition.isPixelExact
            ? centredPixelRect(rect, width: rendition.bitmap.width, height: rendition.bitmap.height) : stretched

        // Exact half turns are drawn as a double flip, which is pixel-exact.
        let angle = Self.normalizedAngle(rendition.rotation), turns = Self.quarterTurns(of: angle)
        let isUpright = turns == 0, isHalfTurn = turns == 2
        if (isUpright || isHalfTurn) && !r.intersects(state.pixelClip) { return }
        // The software renderer rotates through a temporary surface of the destination size.
        if !isUpright && !isHalfTurn && (r.width > 8192 || r.height > 8192) {
            return logger.warning(
                "An image rotated beyond 8192 pixels was not drawn",
                metadata: ["control": "SDLCanvas", "image": "\(image.name)", "value": "\(r.width)x\(r.height)"])
        }
        // A stretched bitmap drawn upright or half turned is stretched once into a texture of the
        // destination's size and copied unscaled.
        let stretches =
            !rendition.isPixelExact && (isUpright || isHalfTurn)
            && (Int(r.width) != rendition.bitmap.width || Int(r.height) != rendition.bitmap.height)
            && r.width <= Self.maximumPrestretchedSide && r.height <= Self.maximumPrestretchedSide
        let tinted = tint.map { $0.r != 255 || $0.g != 255 || $0.b != 255 } ?? false
        let modulation = (tinted ? 1 : 0) | (a < 255 ? 2 : 0)
        let cached =
            stretches
            ? imageCache.texture(
                for: image, rendition: rendition, stretchedTo: Int(r.width), height: Int(r.height),
                modulation: modulation)
            : imageCache.texture(for: image, rendition: rendition, modulation: modulation)
        guard let texture = cached else { return }

        let clip = state.pixelClip
        let rgb = tint.map { (r: $0.r, g: $0.g, b: $0.b) } ?? (r: 255, g: 255, b: 255)
        if isUpright || isHalfTurn {
            let kind: DrawOp.Kind = isUpright ? .copy(texture, dst: r) : .flipped(texture, dst: r)
            return emit(DrawOp(kind: kind, clip: clip, bounds: r.intersection(clip), alpha: a, tint: rgb))
        }
        // Turned about the destination's centre: inside the circle through its corners, plus a pixel.
        let dw = Double(r.width), dh = Double(r.height)
        let rr = Int32(((dw * dw + dh * dh).squareRoot() / 2).rounded(.up))
        let mx = (r.x0 + r.x1) >> 1, my = (r.y0 + r.y1) >> 1
        let bounds = PixelRect(x0: mx - rr - 1, y0: my - rr - 1, x1: mx + rr + 2, y1: my + rr + 2).intersection(clip)
        if bounds.isEmpty { return }
        let fdst = SDL_FRect(x: Float(r.x0), y: Float(r.y0), w: Float(r.width), h: Float(r.height))
        emit(
            DrawOp(
                kind: .turned(texture, dst: fdst, degrees: angle * 180 / .pi, center: nil), clip: clip,
                bounds: bounds, alpha: a, tint: rgb))
    }

    /// Destinations up to this many pixels a side get a pre-stretched texture; larger ones are
    /// stretched by SDL as they are drawn.
    static let maximumPrestretchedSide: Int32 = 4096

    /// A `width` × `height` pixel box centred on `rect`'s centre (current space), on whole pixels.
    func centredPixelRect(_ rect: Rect, width: Int, height: Int) -> PixelRect {
        let cx = (rect.midX + state.translation.x) * scale, cy = (rect.midY + state.translation.y) * scale
        let x0 = PixelRect.edge(cx - Double(width) / 2), y0 = PixelRect.edge(cy - Double(height) / 2)
        return PixelRect(x0: x0, y0: y0, x1: x0 + Int32(width), y1: y0 + Int32(height))
    }

    /// `rotation` (radians, finite) brought into [0, 2π); within 1e-4 of a whole turn counts as 0.
    static func normalizedAngle(_ rotation: Double) -> Double {
        let turn = 2 * Double.pi
        let angle = rotation - (rotation / turn).rounded(.down) * turn
        return angle > turn - 1e-4 ? 0 : angle
    }

    /// How many quarter turns a normalized angle is (0...3), or nil when it is none (within 1e-4).
    static func quarterTurns(of angle: Double) -> Int? {
        let quarters = (angle / (Double.pi / 2)).rounded()
        return abs(angle - quarters * Double.pi / 2) < 1e-4 ? Int(quarters) % 4 : nil
    }
}

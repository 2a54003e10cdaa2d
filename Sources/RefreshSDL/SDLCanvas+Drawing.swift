import CSDL2
import RefreshCore

extension SDLCanvas {
    public func fill(_ rect: Rect, color: Color) {
        let a = modulatedAlpha(color.a)
        guard a > 0, isFinite(rect) else { return }
        let r = pixelRect(rect).intersection(state.pixelClip)
        if r.isEmpty { return }
        applyClip()
        var sdl = r.sdl
        // Opaque fills replace pixels, which the software renderer does much faster than blending.
        setDrawBlending(a < 255)
        SDL_SetRenderDrawColor(renderer.pointer, color.r, color.g, color.b, a)
        SDL_RenderFillRect(renderer.pointer, &sdl)
    }

    public func drawText(_ text: String, font: Font, color: Color, in rect: Rect, alignment: TextAlignment) {
        let a = modulatedAlpha(color.a)
        guard a > 0, !text.isEmpty, isFinite(rect) else { return }
        let r = pixelRect(rect), clip = state.pixelClip
        // Cull before rasterizing: a line is at most ~1.5 em tall around the rect's middle, and
        // left (right) aligned text cannot reach left (right) of the rect's edge.
        let em = Int32(TextRenderer.pixelSize(of: font, scale: scale))
        let midY = (r.y0 + r.y1) >> 1
        if midY + em * 3 / 2 <= clip.y0 || midY - em * 3 / 2 >= clip.y1 { return }
        if alignment == .left && r.x0 >= clip.x1 { return }
        if alignment == .right && r.x1 <= clip.x0 { return }

        guard let texture = textCache.texture(for: text, font: font, color: color, scale: scale) else { return }
        let tw = Int32(texture.width), th = Int32(texture.height)
        let x: Int32
        switch alignment {
        case .left: x = r.x0
        case .center: x = r.x0 + ((r.width - tw) >> 1)
        case .right: x = r.x1 - tw
        }
        let y = r.y0 + ((r.height - th) >> 1)
        if !PixelRect(x0: x, y0: y, x1: x + tw, y1: y + th).intersects(clip) { return }
        applyClip()
        texture.setAlphaMod(a)
        var dst = SDL_Rect(x: x, y: y, w: tw, h: th)
        SDL_RenderCopy(renderer.pointer, texture.pointer, nil, &dst)
    }

    public func drawImage(_ image: Image, in rect: Rect, rotation: Double, tint: Color?) {
        let a = modulatedAlpha(tint?.a ?? 255)
        guard a > 0, isFinite(rect), rotation.isFinite else { return }
        let r = pixelRect(rect)
        if r.isEmpty { return }

        // Angle in [0, 2π); exact half turns are drawn as a double flip, which is pixel-exact.
        let turn = 2 * Double.pi
        var angle = rotation - (rotation / turn).rounded(.down) * turn
        if angle > turn - 1e-4 { angle = 0 }
        let isUpright = angle < 1e-4, isHalfTurn = abs(angle - .pi) < 1e-4

        var bounds = r
        if !isUpright && !isHalfTurn {
            // The software renderer rotates through a temporary surface of the destination size.
            if r.width > 8192 || r.height > 8192 {
                return Log.warning("image '\(image.name)' not drawn: rotated to \(r.width)x\(r.height) pixels")
            }
            // The rotated rect stays inside the circle through its corners.
            let w = Double(r.width), h = Double(r.height)
            let radius = Int32(((w * w + h * h).squareRoot() / 2).rounded(.up))
            let cx = (r.x0 + r.x1) >> 1, cy = (r.y0 + r.y1) >> 1
            bounds = PixelRect(x0: cx - radius - 1, y0: cy - radius - 1, x1: cx + radius + 1, y1: cy + radius + 1)
        }
        if !bounds.intersects(state.pixelClip) { return }
        guard let texture = imageCache.texture(for: image) else { return }

        applyClip()
        texture.setAlphaMod(a)
        if let tint { texture.setColorMod(r: tint.r, g: tint.g, b: tint.b) } else { texture.setColorMod(r: 255, g: 255, b: 255) }
        var dst = r.sdl
        if isUpright {
            SDL_RenderCopy(renderer.pointer, texture.pointer, nil, &dst)
        } else if isHalfTurn {
            let flip = SDL_RendererFlip(rawValue: SDL_FLIP_HORIZONTAL.rawValue | SDL_FLIP_VERTICAL.rawValue)
            SDL_RenderCopyEx(renderer.pointer, texture.pointer, nil, &dst, 0, nil, flip)
        } else {
            var fdst = SDL_FRect(x: Float(dst.x), y: Float(dst.y), w: Float(dst.w), h: Float(dst.h))
            SDL_RenderCopyExF(renderer.pointer, texture.pointer, nil, &fdst, angle * 180 / .pi, nil, SDL_FLIP_NONE)
        }
    }
}

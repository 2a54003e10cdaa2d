import CSDL2
import RefreshCore

extension SDLCanvas {
    /// A resolved draw call: recorded when a display list is set, else drawn now.
    func emit(_ op: DrawOp) {
        if let displayList { displayList.append(op) } else { execute(op, within: nil) }
    }

    /// Draws `op`, limited to `within` when given (a damaged rectangle). Inside that rectangle the
    /// pixels are exactly those the call draws unlimited; a clip-sensitive call must lie wholly
    /// inside `within` for that (`DisplayList.growForClipSensitiveOps`).
    func execute(_ op: DrawOp, within: PixelRect?) {
        let clip = within.map { op.clip.intersection($0) } ?? op.clip
        applyClip(clip)
        switch op.kind {
        case let .fill(r, g, b, a):
            var rect = (within.map { op.bounds.intersection($0) } ?? op.bounds).sdl
            // Opaque fills replace pixels, which the software renderer does much faster than blending.
            setDrawBlending(a < 255)
            SDL_SetRenderDrawColor(renderer.pointer, r, g, b, a)
            SDL_RenderFillRect(renderer.pointer, &rect)
        case let .copy(texture, dst):
            modulate(texture, op)
            var d = dst.sdl
            SDL_RenderCopy(renderer.pointer, texture.pointer, nil, &d)
        case let .flipped(texture, dst):
            modulate(texture, op)
            var d = dst.sdl
            let flip = SDL_RendererFlip(rawValue: SDL_FLIP_HORIZONTAL.rawValue | SDL_FLIP_VERTICAL.rawValue)
            SDL_RenderCopyEx(renderer.pointer, texture.pointer, nil, &d, 0, nil, flip)
        case let .turned(texture, dst, degrees, center):
            modulate(texture, op)
            resampledTurns += 1
            var d = dst
            if var c = center {
                SDL_RenderCopyExF(renderer.pointer, texture.pointer, nil, &d, degrees, &c, SDL_FLIP_NONE)
            } else {
                SDL_RenderCopyExF(renderer.pointer, texture.pointer, nil, &d, degrees, nil, SDL_FLIP_NONE)
            }
        }
    }

    private func modulate(_ texture: SDLTexture, _ op: DrawOp) {
        if !texture.hasBeenDrawn {
            texture.hasBeenDrawn = true
            firstTextureDraws += 1
        }
        texture.setAlphaMod(op.alpha)
        texture.setColorMod(r: op.tint.r, g: op.tint.g, b: op.tint.b)
    }
}

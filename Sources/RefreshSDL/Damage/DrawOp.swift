import CSDL2
import RefreshCore

/// One drawing call of a frame, resolved to exactly what SDL is asked to do: the pixels, the
/// texture, the clip and the modulation. Two frames whose calls compare equal draw the same
/// pixels, which is what damage tracking diffs.
struct DrawOp {
    enum Kind {
        /// `SDL_RenderFillRect` of `bounds` in this colour (blending when translucent).
        case fill(r: UInt8, g: UInt8, b: UInt8, a: UInt8)
        /// `SDL_RenderCopy` of the whole texture into `dst` (stretched when the sizes differ).
        case copy(SDLTexture, dst: PixelRect)
        /// `SDL_RenderCopyEx` flipped both ways (a half turn) into `dst`.
        case flipped(SDLTexture, dst: PixelRect)
        /// `SDL_RenderCopyExF` into `dst` turned by `degrees` clockwise about `center` (relative to
        /// `dst`; nil: its centre).
        case turned(SDLTexture, dst: SDL_FRect, degrees: Double, center: SDL_FPoint?)
    }

    var kind: Kind
    /// The clip in force, in pixels.
    var clip: PixelRect
    /// Every pixel the call can change: its destination's box within `clip` (never empty).
    var bounds: PixelRect
    /// Texture alpha modulation (fills carry their alpha in the colour).
    var alpha: UInt8 = 255
    /// Texture colour modulation (white: none).
    var tint: (r: UInt8, g: UInt8, b: UInt8) = (255, 255, 255)

    /// True when drawing under a smaller clip could change pixels inside it: stretched, flipped
    /// and turned copies resample from the clipped destination. Such a call is always repainted
    /// whole within its own clip, so it resamples exactly as a full repaint does.
    var isClipSensitive: Bool {
        switch kind {
        case .fill: return false
        case let .copy(t, dst): return Int(dst.width) != t.width || Int(dst.height) != t.height
        case .flipped, .turned: return true
        }
    }
}

extension DrawOp: Equatable {
    static func == (a: DrawOp, b: DrawOp) -> Bool {
        guard a.clip == b.clip, a.bounds == b.bounds, a.alpha == b.alpha, a.tint == b.tint else { return false }
        switch (a.kind, b.kind) {
        case let (.fill(r1, g1, b1, a1), .fill(r2, g2, b2, a2)):
            return r1 == r2 && g1 == g2 && b1 == b2 && a1 == a2
        case let (.copy(t1, d1), .copy(t2, d2)), let (.flipped(t1, d1), .flipped(t2, d2)):
            return t1 === t2 && d1 == d2
        case let (.turned(t1, d1, g1, c1), .turned(t2, d2, g2, c2)):
            return t1 === t2 && g1 == g2 && d1.x == d2.x && d1.y == d2.y && d1.w == d2.w && d1.h == d2.h
                && c1?.x == c2?.x && c1?.y == c2?.y
        default:
            return false
        }
    }
}

import CSDL2

#if canImport(Glibc)
import Glibc
import RefreshCore
#endif

extension SDLSurface {
    /// Moves pixels within the surface: every pixel of `shift.rect` becomes the pixel `shift.dx`
    /// columns left and `shift.dy` rows up of it, as they were before (overlapping source and
    /// destination are fine). Pixels outside `shift.rect` stay. The part of the rect whose source
    /// lies off the surface is left as it was.
    ///
    /// - Parameter shift: Where the pixels go and how far they move.
    package func shiftPixels(_ shift: PixelShift) {
        let s = pointer.pointee
        let all = PixelRect(x0: 0, y0: 0, x1: s.w, y1: s.h)
        let source = PixelRect(
            x0: shift.rect.x0 - shift.dx, y0: shift.rect.y0 - shift.dy,
            x1: shift.rect.x1 - shift.dx, y1: shift.rect.y1 - shift.dy
        ).intersection(all)
        let dst = PixelRect(
            x0: source.x0 + shift.dx, y0: source.y0 + shift.dy, x1: source.x1 + shift.dx, y1: source.y1 + shift.dy
        ).intersection(all).intersection(shift.rect)
        guard !dst.isEmpty, let pixels = s.pixels?.assumingMemoryBound(to: UInt8.self) else { return }
        let pitch = Int(s.pitch), bytes = Int(dst.width) * 4
        // Moving down, the lowest row goes first so no row is overwritten before it is read.
        let down = shift.dy > 0
        for y in stride(from: down ? dst.y1 - 1 : dst.y0, to: down ? dst.y0 - 1 : dst.y1, by: down ? -1 : 1) {
            let to = pixels + Int(y) * pitch + Int(dst.x0) * 4
            let from = pixels + Int(y - shift.dy) * pitch + Int(dst.x0 - shift.dx) * 4
            memmove(to, from, bytes)
        }
    }
}

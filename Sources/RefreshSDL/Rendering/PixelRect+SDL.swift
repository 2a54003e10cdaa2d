import CSDL2
import RefreshCore

extension PixelRect {
    /// The rectangle as SDL takes it: origin and size, a reversed rectangle as an empty one.
    var sdl: SDL_Rect { SDL_Rect(x: x0, y: y0, w: max(0, x1 - x0), h: max(0, y1 - y0)) }
}

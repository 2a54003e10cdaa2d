import CSDL2
import RefreshCore

/// The screen windows open on.
@MainActor
package enum SDLDisplay {
    /// The part of the first display a window may take (less the desktop's panels and docks), in
    /// points; nil when no display can be opened (`SDLRuntime.initVideo()`) or SDL cannot tell.
    package static func usableSize() -> Size? {
        guard (try? SDLRuntime.initVideo()) != nil else { return nil }
        var bounds = SDL_Rect()
        guard SDL_GetDisplayUsableBounds(0, &bounds) == 0, bounds.w > 0, bounds.h > 0 else { return nil }
        return Size(width: Double(bounds.w), height: Double(bounds.h))
    }
}

import CSDL2
import RefreshCore

/// An owned `SDL_Window`. Needs a display (`SDLRuntime.initVideo()`); destroyed in `deinit`.
@MainActor
public final class SDLWindow {
    /// The window; valid for the life of this object.
    public let pointer: OpaquePointer

    /// Opens a window of `size` points. `highDPI` asks for a full-resolution drawable on HiDPI screens.
    ///
    /// - Parameters:
    ///   - title: The window's title.
    ///   - size: The client area in points, rounded and clamped to 1…16384 (`SDLSurface.maximumSide`) on each side.
    ///   - highDPI: Ask for a full-resolution drawable on HiDPI screens.
    ///   - resizable: Let the user resize the window.
    /// - Throws: `SDLError.noDisplay` when no display can be opened, `SDLError.sdl` naming the
    ///   title when SDL cannot create the window.
    public init(title: String, size: Size, highDPI: Bool = true, resizable: Bool = true) throws {
        try SDLRuntime.initVideo()
        var flags = SDL_WINDOW_SHOWN.rawValue
        if highDPI { flags |= SDL_WINDOW_ALLOW_HIGHDPI.rawValue }
        if resizable { flags |= SDL_WINDOW_RESIZABLE.rawValue }
        let w = Int32(max(1, min(Double(PixelGrid.maximumSide), size.width.isFinite ? size.width.rounded() : 1)))
        let h = Int32(max(1, min(Double(PixelGrid.maximumSide), size.height.isFinite ? size.height.rounded() : 1)))
        let centred = Int32(bitPattern: SDL_WINDOWPOS_CENTERED_MASK)
        guard let window = SDL_CreateWindow(title, centred, centred, w, h, flags) else {
            throw SDLError.sdl("cannot create window '\(title)'")
        }
        pointer = window
    }

    isolated deinit { SDL_DestroyWindow(pointer) }

    /// The window's id, as found in `SDL_Event.window.windowID`.
    public var id: UInt32 { SDL_GetWindowID(pointer) }

    /// The window's title bar text; setting it retitles the window at once.
    public var title: String {
        get { String(cString: SDL_GetWindowTitle(pointer)) }
        set { SDL_SetWindowTitle(pointer, newValue) }
    }

    /// The client area in points.
    public var size: Size {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(pointer, &w, &h)
        return Size(width: Double(w), height: Double(h))
    }

    /// The smallest client area the user can resize the window to, in points.
    public var minimumSize: Size {
        get {
            var w: Int32 = 0, h: Int32 = 0
            SDL_GetWindowMinimumSize(pointer, &w, &h)
            return Size(width: Double(w), height: Double(h))
        }
        set {
            SDL_SetWindowMinimumSize(
                pointer, Int32(max(1, min(Double(PixelGrid.maximumSide), newValue.width.rounded()))),
                Int32(max(1, min(Double(PixelGrid.maximumSide), newValue.height.rounded()))))
        }
    }

    /// The client area in pixels (larger than `size` on HiDPI screens).
    public var drawableSize: (width: Int, height: Int) {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSizeInPixels(pointer, &w, &h)
        return (Int(w), Int(h))
    }

    /// The refresh rate of the window's display in Hz, or nil when SDL does not know it.
    public var refreshRate: Double? {
        var mode = SDL_DisplayMode()
        let display = SDL_GetWindowDisplayIndex(pointer)
        guard display >= 0, SDL_GetCurrentDisplayMode(display, &mode) == 0, mode.refresh_rate > 0 else { return nil }
        return Double(mode.refresh_rate)
    }

    /// Pixels per point; 1 on ordinary screens.
    public var pixelScale: Double {
        let points = size.width
        return points > 0 ? Double(drawableSize.width) / points : 1
    }
}

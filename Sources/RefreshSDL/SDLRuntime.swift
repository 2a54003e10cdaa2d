import CSDL2
import CSDL2TTF
import CSDL2Image
#if canImport(Glibc)
import Glibc
#endif

/// Idempotent start-up of the SDL libraries. Headless drawing (software renderer on a surface)
/// needs only `initCore()`, `initTTF()` and `initImage()`; only windows need `initVideo()`.
public enum SDLRuntime {
    nonisolated(unsafe) private static var coreReady = false
    nonisolated(unsafe) private static var videoReady = false
    nonisolated(unsafe) private static var ttfReady = false
    nonisolated(unsafe) private static var imageReady = false

    /// Initialises SDL without any subsystem (enough for surfaces and software renderers).
    public static func initCore() throws {
        if coreReady { return }
        if SDL_Init(0) != 0 { throw SDLError.sdl("cannot initialise SDL") }
        coreReady = true
    }

    /// Initialises the video subsystem; throws `SDLError.noDisplay` when no display can be opened.
    public static func initVideo() throws {
        if videoReady { return }
        try initCore()
        if SDL_InitSubSystem(SDL_INIT_VIDEO | SDL_INIT_EVENTS) != 0 {
            var reason = SDLError.lastMessage()
            if getenv("DISPLAY") == nil && getenv("WAYLAND_DISPLAY") == nil {
                reason += "; neither DISPLAY nor WAYLAND_DISPLAY is set"
            }
            throw SDLError.noDisplay(message: reason)
        }
        // Without a display SDL falls back to its invisible "offscreen"/"dummy" drivers; a window there
        // would show nothing, so treat that as no display unless SDL_VIDEODRIVER asked for it.
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
        if ["offscreen", "dummy", "evdev"].contains(driver) && getenv("SDL_VIDEODRIVER") == nil {
            SDL_QuitSubSystem(SDL_INIT_VIDEO | SDL_INIT_EVENTS)
            throw SDLError.noDisplay(message: "no X11 or Wayland display, SDL could only start its invisible "
                + "'\(driver)' video driver, DISPLAY is \(getenv("DISPLAY") == nil ? "not set" : "set")")
        }
        videoReady = true
    }

    /// Initialises SDL_ttf.
    public static func initTTF() throws {
        if ttfReady { return }
        try initCore()
        if TTF_Init() != 0 { throw SDLError.ttf("cannot initialise SDL_ttf") }
        ttfReady = true
    }

    /// Initialises SDL_image with PNG support (GIF is always built in).
    public static func initImage() throws {
        if imageReady { return }
        try initCore()
        let wanted = Int32(IMG_INIT_PNG.rawValue)
        if IMG_Init(wanted) & wanted != wanted { throw SDLError.image("cannot initialise SDL_image with PNG support") }
        imageReady = true
    }

    /// Whether `initVideo()` has succeeded.
    public static var hasVideo: Bool { videoReady }
}

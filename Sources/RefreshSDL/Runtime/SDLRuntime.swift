import CSDL2
import CSDL2Image
import CSDL2TTF
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// Idempotent start-up of the SDL libraries. Headless drawing (software renderer on a surface)
/// needs only `initCore()`, `initTTF()` and `initImage()`; only windows need `initVideo()`.
///
/// Callable from any thread: each library starts at most once, under a lock (fonts may be opened
/// on a second thread while the window starts). Video starts on the main actor, as SDL requires.
public enum SDLRuntime {
    /// What has started.
    private struct Started {
        var core = false, video = false, ttf = false, image = false
    }
    private static let started = Mutex(Started())

    /// Initialises SDL without any subsystem (enough for surfaces and software renderers).
    ///
    /// - Throws: `SDLError.sdl` when `SDL_Init` fails.
    public static func initCore() throws {
        try started.withLock { try initCore(&$0) }
    }

    private static func initCore(_ started: inout Started) throws {
        if started.core { return }
        if SDL_Init(0) != 0 { throw SDLError.sdl("cannot initialise SDL") }
        started.core = true
    }

    /// Initialises the video subsystem (and the core first) on the main actor, for windows and
    /// their events.
    ///
    /// - Throws: `SDLError.noDisplay` when no display can be opened, including when SDL could only
    ///   start an invisible driver (offscreen, dummy, evdev) that `SDL_VIDEODRIVER` did not ask for;
    ///   `SDLError.sdl` when the core cannot start.
    @MainActor
    public static func initVideo() throws {
        try started.withLock { try initVideo(&$0) }
    }

    private static func initVideo(_ started: inout Started) throws {
        if started.video { return }
        try initCore(&started)
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
            throw SDLError.noDisplay(
                message: "no X11 or Wayland display, SDL could only start its invisible "
                    + "'\(driver)' video driver, DISPLAY is \(getenv("DISPLAY") == nil ? "not set" : "set")")
        }
        started.video = true
    }

    /// Initialises SDL_ttf (and the core first), which text drawing needs.
    ///
    /// - Throws: `SDLError.ttf` when `TTF_Init` fails, `SDLError.sdl` when the core cannot start.
    public static func initTTF() throws {
        try started.withLock { started in
            if started.ttf { return }
            try initCore(&started)
            if TTF_Init() != 0 { throw SDLError.ttf("cannot initialise SDL_ttf") }
            started.ttf = true
        }
    }

    /// Initialises SDL_image with PNG support (GIF is always built in).
    ///
    /// - Throws: `SDLError.image` when PNG support cannot start, `SDLError.sdl` when the core
    ///   cannot start.
    public static func initImage() throws {
        try started.withLock { started in
            if started.image { return }
            try initCore(&started)
            let wanted = Int32(IMG_INIT_PNG.rawValue)
            if IMG_Init(wanted) & wanted != wanted {
                throw SDLError.image("cannot initialise SDL_image with PNG support")
            }
            started.image = true
        }
    }

    /// Whether `initVideo()` has succeeded.
    public static var hasVideo: Bool { started.withLock { $0.video } }
}

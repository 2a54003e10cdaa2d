import CSDL2
import Foundation
import RefreshCore

/// An owned `SDL_Renderer` drawing into a window or a surface, which it keeps alive.
public final class SDLRenderer {
    /// The renderer; valid for the life of this object.
    public let pointer: OpaquePointer
    /// The window or surface drawn into; held so it outlives the renderer.
    public let target: AnyObject
    /// True for SDL's software renderer (always the case on a surface).
    public let isSoftware: Bool

    /// A renderer for `window`: accelerated when available (with vsync if asked), else software;
    /// `software` goes straight to SDL's software renderer, drawing into the window's own
    /// framebuffer (no GL driver loaded at all).
    ///
    /// - Parameters:
    ///   - window: The window to draw into; the renderer keeps it alive.
    ///   - vsync: Whether an accelerated renderer waits for the display's vertical blank on present.
    ///   - software: Use SDL's software renderer without trying an accelerated one.
    /// - Throws: `SDLError.sdl` when SDL can create no renderer for the window.
    @MainActor
    public init(window: SDLWindow, vsync: Bool = true, software: Bool = false) throws {
        if software {
            // Without this SDL would back the window's framebuffer with a GL texture anyway.
            SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
            guard let r = SDL_CreateRenderer(window.pointer, -1, SDL_RENDERER_SOFTWARE.rawValue) else {
                throw SDLError.sdl("cannot create a software renderer for the window")
            }
            pointer = r
            isSoftware = true
            target = window
            return
        }
        var flags = SDL_RENDERER_ACCELERATED.rawValue
        if vsync { flags |= SDL_RENDERER_PRESENTVSYNC.rawValue }
        if let r = SDL_CreateRenderer(window.pointer, -1, flags) {
            pointer = r
            isSoftware = false
        } else {
            SDL_ClearError()
            guard let r = SDL_CreateRenderer(window.pointer, -1, SDL_RENDERER_SOFTWARE.rawValue) else {
                throw SDLError.sdl("cannot create a renderer for the window")
            }
            pointer = r
            isSoftware = true
        }
        target = window
    }

    /// A software renderer drawing into `surface`; works without a display or video subsystem.
    ///
    /// - Parameter surface: The surface to draw into; the renderer keeps it alive.
    /// - Throws: `SDLError.sdl`, naming the surface's size, when SDL cannot start or cannot create
    ///   the renderer.
    public init(surface: SDLSurface) throws {
        try SDLRuntime.initCore()
        guard let r = SDL_CreateSoftwareRenderer(surface.pointer) else {
            throw SDLError.sdl("cannot create a software renderer for a \(surface.width)x\(surface.height) surface")
        }
        pointer = r
        target = surface
        isSoftware = true
    }

    deinit { SDL_DestroyRenderer(pointer) }

    /// The environment variable that picks the window's renderer: `software` or `accelerated`.
    public static let choiceVariable = "REFRESH_RENDERER"

    /// Whether a window should draw with SDL's software renderer: as `REFRESH_RENDERER` says, else
    /// when the machine has no GPU device node (`/dev/dri/card*` or `renderD*`). Then GL could only
    /// be Mesa's software rasterizer, which costs about 75 ms to load and start (LLVM) and draws on
    /// the CPU just the same; SDL's software renderer opens at once and draws as headless replay does.
    ///
    /// - Parameters:
    ///   - environment: The process environment; its `REFRESH_RENDERER` (`software` or
    ///     `accelerated`, any case) decides when set.
    ///   - deviceFolder: The folder searched for GPU device nodes.
    /// - Returns: True for the software renderer, false for an accelerated one.
    public static func prefersSoftware(environment: [String: String], deviceFolder: String = "/dev/dri") -> Bool {
        switch environment[choiceVariable]?.lowercased() {
        case "software": return true
        case "accelerated": return false
        default:
            let nodes = (try? FileManager.default.contentsOfDirectory(atPath: deviceFolder)) ?? []
            return !nodes.contains { $0.hasPrefix("card") || $0.hasPrefix("renderD") }
        }
    }

    /// The size of the drawing area in pixels.
    public var outputSize: (width: Int, height: Int) {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetRendererOutputSize(pointer, &w, &h)
        return (Int(w), Int(h))
    }

    /// Fills the whole target with `color`, ignoring clip and blending.
    ///
    /// - Parameter color: The colour every pixel gets, alpha included.
    public func clear(_ color: Color) {
        SDL_SetRenderDrawColor(pointer, color.r, color.g, color.b, color.a)
        SDL_RenderClear(pointer)
    }

    /// Shows what was drawn (window) or flushes queued drawing (surface).
    public func present() { SDL_RenderPresent(pointer) }

    /// Executes queued drawing now (for timing and for reading pixels).
    public func flush() { SDL_RenderFlush(pointer) }

    /// A copy of the target's pixels as straight-alpha RGBA.
    ///
    /// - Returns: The drawing area's pixels at `outputSize`; empty when that has no area.
    /// - Throws: `SDLError.sdl`, naming the size, when SDL cannot read the pixels.
    public func readPixels() throws -> Bitmap {
        let (w, h) = outputSize
        var bitmap = Bitmap(width: w, height: h)
        guard w > 0, h > 0 else { return bitmap }
        let result = bitmap.pixels.withUnsafeMutableBytes { buf in
            SDL_RenderReadPixels(pointer, nil, SDL_PIXELFORMAT_RGBA32.rawValue, buf.baseAddress, Int32(w * 4))
        }
        if result != 0 { throw SDLError.sdl("cannot read \(w)x\(h) pixels from the renderer") }
        return bitmap
    }
}

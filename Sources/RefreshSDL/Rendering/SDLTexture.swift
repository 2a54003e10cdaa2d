import CSDL2
import RefreshCore

/// An owned `SDL_Texture`, keeping its renderer alive. Remembers its modulation so
/// repeated draws with the same alpha or tint make no SDL calls.
public final class SDLTexture {
    /// The texture; valid for the life of this object.
    public let pointer: OpaquePointer
    /// The renderer that owns the texture's memory.
    public let renderer: SDLRenderer
    /// The size in pixels.
    public let width: Int, height: Int
    /// False until the texture is first drawn (SDL maps a surface to its destination then, once).
    public internal(set) var hasBeenDrawn = false
    private var alphaMod: UInt8 = 255
    private var colorMod: (UInt8, UInt8, UInt8) = (255, 255, 255)

    /// Uploads `surface` (copied; the surface may be freed afterwards). Blending is on.
    ///
    /// - Parameters:
    ///   - renderer: The renderer that will draw the texture.
    ///   - surface: The pixels to upload.
    /// - Throws: `SDLError.sdl` naming the size when SDL cannot create the texture.
    public init(renderer: SDLRenderer, surface: SDLSurface) throws {
        guard let t = SDL_CreateTextureFromSurface(renderer.pointer, surface.pointer) else {
            throw SDLError.sdl("cannot create a \(surface.width)x\(surface.height) texture")
        }
        pointer = t
        self.renderer = renderer
        width = surface.width
        height = surface.height
        SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND)
    }

    /// An RGBA32 texture of `width` × `height` pixels whose pixels are replaced with `update`
    /// (a window's copy of an offscreen frame). Drawn without blending.
    ///
    /// - Parameters:
    ///   - renderer: The renderer that will draw the texture.
    ///   - width: The width in pixels, 1…`SDLSurface.maximumSide`.
    ///   - height: The height in pixels, 1…`SDLSurface.maximumSide`.
    /// - Throws: `SDLError.sdl` naming the size when a side is out of range or SDL cannot create
    ///   the texture.
    public init(renderer: SDLRenderer, streamingWidth width: Int, height: Int) throws {
        guard width > 0, height > 0, width <= SDLSurface.maximumSide, height <= SDLSurface.maximumSide,
            let t = SDL_CreateTexture(
                renderer.pointer, SDL_PIXELFORMAT_RGBA32.rawValue,
                Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), Int32(width), Int32(height))
        else {
            throw SDLError.sdl("cannot create a \(width)x\(height) texture for the window")
        }
        pointer = t
        self.renderer = renderer
        self.width = width
        self.height = height
        SDL_SetTextureBlendMode(t, SDL_BLENDMODE_NONE)
    }

    deinit { SDL_DestroyTexture(pointer) }

    /// Replaces the pixels of `rect` with the same pixels of `surface` (RGBA32, at least as large).
    ///
    /// - Parameters:
    ///   - rect: The pixels to replace, clipped to both the texture and the surface.
    ///   - surface: The RGBA32 surface to copy from, at the same coordinates.
    public func update(_ rect: PixelRect, from surface: SDLSurface) {
        let s = surface.pointer.pointee
        let r = rect.intersection(
            PixelRect(x0: 0, y0: 0, x1: Int32(min(width, Int(s.w))), y1: Int32(min(height, Int(s.h)))))
        guard !r.isEmpty, let pixels = s.pixels else { return }
        var sdl = r.sdl
        SDL_UpdateTexture(pointer, &sdl, pixels + Int(r.y0) * Int(s.pitch) + Int(r.x0) * 4, s.pitch)
    }

    /// Multiplies the texture's alpha when drawn.
    ///
    /// - Parameter alpha: The factor, 0 (invisible) to 255 (unchanged).
    public func setAlphaMod(_ alpha: UInt8) {
        if alpha == alphaMod { return }
        alphaMod = alpha
        SDL_SetTextureAlphaMod(pointer, alpha)
    }

    /// Multiplies the texture's colour channels when drawn (white = unchanged).
    ///
    /// - Parameters:
    ///   - r: The red factor, 0…255.
    ///   - g: The green factor, 0…255.
    ///   - b: The blue factor, 0…255.
    public func setColorMod(r: UInt8, g: UInt8, b: UInt8) {
        if colorMod == (r, g, b) { return }
        colorMod = (r, g, b)
        SDL_SetTextureColorMod(pointer, r, g, b)
    }

    /// How the texture combines with what is already drawn (SDL's blend mode), read from and
    /// written to SDL directly.
    public var blendMode: SDL_BlendMode {
        get { var m = SDL_BLENDMODE_NONE; SDL_GetTextureBlendMode(pointer, &m); return m }
        set { SDL_SetTextureBlendMode(pointer, newValue) }
    }

    /// Bilinear filtering when stretched (`true`) or nearest neighbour (`false`).
    ///
    /// - Parameter smooth: Whether stretched draws are filtered bilinearly.
    public func setSmoothScaling(_ smooth: Bool) {
        SDL_SetTextureScaleMode(pointer, smooth ? SDL_ScaleModeLinear : SDL_ScaleModeNearest)
    }
}

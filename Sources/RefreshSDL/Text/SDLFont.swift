import CSDL2
import CSDL2TTF
import RefreshCore

/// An owned `TTF_Font` opened from a file at a size in pixels, with light hinting.
public final class SDLFont {
    /// The font; valid for the life of this object.
    public let pointer: OpaquePointer
    /// The font file the face was opened from.
    public let path: String
    /// The size the font was opened at, in pixels.
    public let pixelSize: Int

    /// Opens face 0 of `path` (a .ttf or .ttc) at `pixelSize` pixels.
    ///
    /// - Parameters:
    ///   - path: The font file.
    ///   - pixelSize: The size in pixels, at least 1.
    /// - Throws: `SDLError.ttf` naming the file and size when `pixelSize` is not positive, SDL_ttf
    ///   cannot start, or the file cannot be opened as a font; `SDLError.sdl` when SDL cannot start.
    public init(path: String, pixelSize: Int) throws {
        try SDLRuntime.initTTF()
        guard pixelSize > 0, let f = TTF_OpenFont(path, Int32(pixelSize)) else {
            throw SDLError.ttf("cannot open font '\(path)' at \(pixelSize) px")
        }
        pointer = f
        self.path = path
        self.pixelSize = pixelSize
        TTF_SetFontHinting(f, TTF_HINTING_LIGHT)
        TTF_SetFontKerning(f, 1)
    }

    deinit { TTF_CloseFont(pointer) }

    /// Emboldens glyphs algorithmically (for faces without a bold file).
    public var syntheticBold: Bool {
        get { TTF_GetFontStyle(pointer) & TTF_STYLE_BOLD != 0 }
        set { TTF_SetFontStyle(pointer, newValue ? TTF_STYLE_BOLD : TTF_STYLE_NORMAL) }
    }

    /// Pixels from the top of a line to the baseline.
    public var ascent: Int { Int(TTF_FontAscent(pointer)) }
    /// Pixels from the baseline to the bottom of a line (negative).
    public var descent: Int { Int(TTF_FontDescent(pointer)) }
    /// The height of a rendered line in pixels.
    public var height: Int { Int(TTF_FontHeight(pointer)) }

    /// Whether the face has a glyph for `scalar`.
    ///
    /// - Parameter scalar: The Unicode scalar to look up.
    /// - Returns: True when the face can draw it without a fallback.
    public func providesGlyph(_ scalar: Unicode.Scalar) -> Bool {
        TTF_GlyphIsProvided32(pointer, scalar.value) != 0
    }

    /// The script the font is currently shaping for (nil: SDL_ttf's default, left to right).
    private var shapingScript: TextScript?

    /// Sets HarfBuzz's direction and script for `text` (Arabic and Hebrew run right to left and
    /// Arabic letters join); a no-op when the text needs what is already set.
    /// Returns the text to hand to SDL_ttf (numbers and Latin inside right-to-left text pre-ordered).
    private func prepareShaping(for text: String) -> String {
        let script = TextScript.dominantRightToLeft(in: text)
        if script != shapingScript {
            shapingScript = script
            _ = TTF_SetFontDirection(pointer, script == nil ? TTF_DIRECTION_LTR : TTF_DIRECTION_RTL)
            _ = TTF_SetFontScriptName(pointer, script?.rawValue ?? "Zzzz")   // Zzzz: unknown, SDL_ttf's default
        }
        return script == nil ? text : TextScript.logicalOrderForRightToLeftShaping(text)
    }

    /// The pixel size of `text` rendered on one line.
    ///
    /// Right-to-left text (Arabic, Hebrew) is measured as it is shaped and drawn.
    ///
    /// - Parameter text: The text to measure.
    /// - Returns: The width and height of the rendered line in pixels.
    /// - Throws: `SDLError.ttf` naming the font file when SDL_ttf cannot measure the text.
    public func size(of text: String) throws -> (width: Int, height: Int) {
        let shaped = prepareShaping(for: text)
        var w: Int32 = 0, h: Int32 = 0
        if TTF_SizeUTF8(pointer, shaped, &w, &h) != 0 {
            throw SDLError.ttf("cannot measure text with font '\(path)'")
        }
        return (Int(w), Int(h))
    }

    /// Renders `text` antialiased in `color` (opaque; alpha is applied when drawing) onto a new surface.
    ///
    /// - Parameters:
    ///   - text: The text, on one line; right-to-left scripts are shaped right to left.
    ///   - color: The text colour; its alpha is ignored.
    /// - Returns: A new surface just large enough for the line, transparent around the glyphs.
    /// - Throws: `SDLError.ttf` naming the font file when SDL_ttf cannot render the text.
    public func render(text: String, color: Color) throws -> SDLSurface {
        let shaped = prepareShaping(for: text)
        let c = SDL_Color(r: color.r, g: color.g, b: color.b, a: 255)
        guard let s = TTF_RenderUTF8_Blended(pointer, shaped, c) else {
            throw SDLError.ttf("cannot render text with font '\(path)'")
        }
        return SDLSurface(owning: s)
    }
}

import Logging
import RefreshCodec
import RefreshCore

/// The toolkit's fonts: opens each (face, pixel size) once, picks the CJK face for text the Latin
/// face cannot show, measures text in points, and rasterizes it. Shared by all canvases.
public final class TextRenderer: TextMeasurer {
    /// Where each face was found.
    public let paths: [FontLocator.Face: String]
    /// Pixels per point used by `size(of:font:)` (the core's `TextMeasurer` entry point).
    public var measurementScale: Double = 1
    /// How many times text has been rendered by SDL_ttf through this object, all canvases together.
    package private(set) var rasterizations = 0

    private struct FontKey: Hashable {
        var face: FontLocator.Face
        var syntheticBold: Bool
        var pixelSize: Int
    }
    private struct MeasureKey: Hashable {
        var text: String
        var weight: FontWeight
        var design: FontDesign
        var pixelSize: Int
    }
    private let fonts = LRUCache<FontKey, SDLFont>(capacity: 64)
    private let measurements = LRUCache<MeasureKey, (width: Int, height: Int)>(capacity: 4096)
    private var failedFonts: Set<FontKey> = []
    /// Where a font that cannot be opened or text that cannot be measured is reported (once per font).
    public var logger: Logger = RefreshLogging.defaultLogger

    /// Locates every face up front so a missing font fails loudly, naming its package.
    ///
    /// - Parameter locator: Where to look for the font files.
    /// - Throws: `SDLError.fontNotFound` naming the first missing face, its file and Debian package;
    ///   `SDLError.ttf` or `SDLError.sdl` when SDL_ttf cannot start.
    public init(locator: FontLocator = FontLocator()) throws {
        var found: [FontLocator.Face: String] = [:]
        for face in FontLocator.Face.allCases { found[face] = try locator.path(for: face) }
        paths = found
        try SDLRuntime.initTTF()
    }

    @MainActor private static var sharedInstance: TextRenderer?

    /// The main actor's renderer, created on first use with the default font locations.
    ///
    /// - Returns: The same renderer on every call once one was created.
    /// - Throws: What `init(locator:)` throws, when the first successful call has not happened yet.
    @MainActor
    public static func shared() throws -> TextRenderer {
        if let existing = sharedInstance { return existing }
        let created = try TextRenderer()
        sharedInstance = created
        return created
    }

    /// The font size in whole pixels for `font` drawn at `scale` pixels per point.
    ///
    /// - Parameters:
    ///   - font: The font, whose size is in points.
    ///   - scale: Pixels per point.
    /// - Returns: The rounded size clamped to 1...1024 pixels (1 when it is not finite).
    public static func pixelSize(of font: Font, scale: Double) -> Int {
        let px = font.size * scale
        guard px.isFinite else { return 1 }
        return Int(min(max(px.rounded(), 1), 1024))
    }

    /// The face used for `text`: the Latin face of `weight` and `design` (DejaVu Sans or Sans Mono),
    /// or the CJK face when that one lacks a glyph for any visible scalar of the text.
    ///
    /// - Parameters:
    ///   - text: The text to draw.
    ///   - weight: Regular or bold.
    ///   - design: Proportional or monospaced.
    /// - Returns: The face to draw `text` with.
    public func face(for text: String, weight: FontWeight, design: FontDesign = .proportional) -> FontLocator.Face {
        let latin: FontLocator.Face =
            switch design {
            case .proportional: weight == .bold ? .sansBold : .sans
            case .monospaced: weight == .bold ? .monoBold : .mono
            }
        guard let probe = try? font(face: latin, syntheticBold: false, pixelSize: 16) else { return latin }
        for scalar in text.unicodeScalars where scalar.value >= 0x80 {
            switch scalar.properties.generalCategory {
            case .control, .format, .nonspacingMark, .enclosingMark: continue
            default: if !probe.providesGlyph(scalar) { return .cjk }
            }
        }
        return latin
    }

    /// The opened font for `text` in `font` at `scale`, or nil (with a warning) if it cannot be opened.
    ///
    /// - Parameters:
    ///   - text: The text to draw; it picks the Latin or CJK face.
    ///   - font: The font's size (points), weight and design; bold CJK is emboldened synthetically.
    ///   - scale: Pixels per point.
    /// - Returns: The cached font, or nil when it cannot be opened.
    public func sdlFont(for text: String, font: Font, scale: Double) -> SDLFont? {
        let face = face(for: text, weight: font.weight, design: font.design)
        let bold = face == .cjk && font.weight == .bold
        return try? self.font(face: face, syntheticBold: bold, pixelSize: Self.pixelSize(of: font, scale: scale))
    }

    /// The font for a face at a pixel size, opened once and cached.
    ///
    /// - Parameters:
    ///   - face: The face to open.
    ///   - syntheticBold: Whether to embolden the glyphs algorithmically.
    ///   - pixelSize: The size in pixels.
    /// - Returns: The opened font, shared by every caller asking for the same three values.
    /// - Throws: `SDLError.ttf` naming the file and size when it cannot be opened; the first
    ///   failure of each font is also logged as a warning to `logger`.
    public func font(face: FontLocator.Face, syntheticBold: Bool, pixelSize: Int) throws -> SDLFont {
        let key = FontKey(face: face, syntheticBold: syntheticBold, pixelSize: pixelSize)
        if let cached = fonts.value(for: key) { return cached }
        do {
            let opened = try SDLFont(path: paths[face]!, pixelSize: pixelSize)
            if syntheticBold { opened.syntheticBold = true }
            fonts.insert(opened, for: key)
            return opened
        } catch {
            if failedFonts.insert(key).inserted {
                logger.warning("A font cannot be opened", metadata: ["control": "TextRenderer", "error": "\(error)"])
            }
            throw error
        }
    }

    /// The size of `text` in pixels at `scale` (cached).
    ///
    /// - Parameters:
    ///   - text: The text, on one line.
    ///   - font: The font's size (points), weight and design.
    ///   - scale: Pixels per point.
    /// - Returns: The width and height in pixels; zero width when the font cannot be opened or the
    ///   text cannot be measured (with a warning).
    public func pixelSize(of text: String, font: Font, scale: Double) -> (width: Int, height: Int) {
        let key = MeasureKey(
            text: text, weight: font.weight, design: font.design, pixelSize: Self.pixelSize(of: font, scale: scale))
        if let cached = measurements.value(for: key) { return cached }
        guard let f = sdlFont(for: text, font: font, scale: scale) else { return (0, key.pixelSize) }
        var result = (width: 0, height: f.height)
        if !text.isEmpty {
            do {
                result = try f.size(of: text)
            } catch {
                logger.warning(
                    "Text cannot be measured",
                    metadata: ["control": "TextRenderer", "value": "\(text)", "error": "\(error)"])
            }
        }
        measurements.insert(result, for: key)
        return result
    }

    /// The size of `text` in points when drawn at `scale` pixels per point.
    ///
    /// - Parameters:
    ///   - text: The text, on one line.
    ///   - font: The font's size (points), weight and design.
    ///   - scale: Pixels per point; a value that is not finite and positive counts as 1.
    /// - Returns: The pixel size divided by the scale, so labels lay out to whole pixels.
    public func size(of text: String, font: Font, scale: Double) -> Size {
        let s = scale > 0 && scale.isFinite ? scale : 1
        let px = pixelSize(of: text, font: font, scale: s)
        return Size(width: Double(px.width) / s, height: Double(px.height) / s)
    }

    /// `TextMeasurer`: the size in points at `measurementScale`, as labels of headers and footers
    /// measure their titles.
    ///
    /// - Parameters:
    ///   - text: The text, on one line.
    ///   - font: The font's size (points), weight and design.
    /// - Returns: The size in points.
    public func size(of text: String, font: Font) -> Size {
        size(of: text, font: font, scale: measurementScale)
    }

    /// Renders `text` (opaque `color`; alpha is applied when drawing) and counts the rasterization.
    ///
    /// - Parameters:
    ///   - text: The text, on one line.
    ///   - font: The font's size (points), weight and design.
    ///   - color: The text colour; its alpha is ignored.
    ///   - scale: Pixels per point.
    /// - Returns: A new surface holding the rendered line.
    /// - Throws: `SDLError.ttf` when no font can be opened for the text or SDL_ttf cannot render it.
    public func rasterize(_ text: String, font: Font, color: Color, scale: Double) throws -> SDLSurface {
        guard let f = sdlFont(for: text, font: font, scale: scale) else {
            throw SDLError.ttf(operation: "cannot rasterize text", message: "no font for \(font)")
        }
        rasterizations += 1
        return try f.render(text: text, color: color)
    }
}

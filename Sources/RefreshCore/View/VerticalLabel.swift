/// Text set down a column one line wide and as tall as the view, for the trailer of a horizontal
/// list (MJRefresh's trailer label is one character wide and the strip's full height).
///
/// How the text is set depends on its script, so that it reads in every language:
/// - **Mostly CJK text is stacked**: one character per line, upright, centred across the column,
///   the stack centred down it (释放查看图文详情 reads as a column of glyphs). "Mostly" means
///   CJK characters (Han, Hiragana, Katakana, Hangul, Bopomofo, CJK punctuation and full-width
///   forms) are more than half of the text's letters; digits, spaces and other punctuation count
///   for neither side. Every character of a stacked text is stacked, Latin letters in it included.
///   Spaces take half a line and are not drawn. The few characters vertical CJK text turns (the
///   long vowel mark ー, wave dashes, dashes, ellipses and brackets) are drawn turned a quarter
///   clockwise in their line.
/// - **Every other text is one line turned 90° clockwise** (Latin, Cyrillic, Arabic..., and text
///   with no letters at all, or as many other letters as CJK ones), reading from top to bottom like
///   a book's spine, centred in the column.
///
/// The text is fitted by `TextFit`'s rule, down the column: a turned text longer than the column
/// wraps at spaces onto up to `maximumLines` turned lines, the first on the right (as a block of
/// lines turned clockwise reads); text that still does not fit shrinks, in half points down to
/// `minimumScaleFactor` of its font size (a stack too); what still does not fit is cut at its end
/// with "…", as `Label` cuts text wider than itself: the last turned line keeps the longest start
/// of the rest that fits with "…"; a stack keeps the characters that fit and ends with "…" on a
/// line of its own, turned so its dots run down.
///
/// The layout is measured with the window's `TextMeasurer` once per text, font, size and measurer;
/// drawing a frame only draws the strings it kept.
open class VerticalLabel: View {
    /// How a text is set in the column.
    public enum Orientation: Equatable, Sendable {
        /// One character per line, upright (mostly CJK text).
        case stacked
        /// One line turned a quarter clockwise, reading top to bottom (every other text).
        case rotated
    }

    /// The text; an empty text draws nothing.
    public var text = "" { didSet { if text != oldValue { setNeedsLayout(); superview?.setNeedsLayout() } } }
    /// The font of every character.
    public var font = Font.system(17) { didSet { if font != oldValue { superview?.setNeedsLayout() } } }
    /// The colour of the text.
    public var textColor = Color.black
    /// How many turned lines a long text may wrap onto (at least 1; stacked text uses one column).
    public var maximumLines = 1 {
        didSet {
            maximumLines = max(1, maximumLines)
            if maximumLines != oldValue { setNeedsLayout(); superview?.setNeedsLayout() }
        }
    }
    /// How far the font may shrink (a fraction of its size, 0.1…1) before text that does not fit the
    /// column is cut with "…"; 1, the default, never shrinks. The trailer's column uses 0.75.
    public var minimumScaleFactor = 1.0 {
        didSet {
            minimumScaleFactor = minimumScaleFactor.isFinite ? min(max(minimumScaleFactor, 0.1), 1) : 1
            if minimumScaleFactor != oldValue { setNeedsLayout(); superview?.setNeedsLayout() }
        }
    }

    /// A label with `text` in `font` and `color`, no frame yet.
    /// - Parameters:
    ///   - text: The text shown; empty by default.
    ///   - font: The font of every character; 17 pt regular by default.
    ///   - color: The text colour; black by default.
    public init(text: String = "", font: Font = .system(17), color: Color = .black) {
        self.text = text
        self.font = font
        self.textColor = color
        super.init(frame: .zero)
    }

    /// How `text` is set: `orientation(for: text)`.
    public var orientation: Orientation { VerticalLabel.orientation(for: text) }

    /// The length in points the whole text takes down the column (before any truncation): the
    /// stacked lines' heights added up, or the turned line's width. Measured with the window's
    /// `TextMeasurer`; off-window with the same approximation as `Label.textSize`.
    public var textExtent: Double { layout().extent }

    /// The text as drawn: the whole text when it fits the column's height (or the label has no
    /// height yet), else its longest start that fits followed by "…" (turned lines joined by
    /// line breaks).
    public var displayedText: String { layout().displayed }

    /// The font the text is drawn with: `font`, or smaller when the text had to shrink to fit.
    public var displayedFont: Font { layout().font }

    /// How wide the label needs to be for its text in a column `height` tall: the widest stacked
    /// character, or the height of the turned lines the text wraps onto.
    /// - Parameter height: The column's height in points; 0 or less lays the text out unwrapped.
    /// - Returns: The width in points, measured with the window's `TextMeasurer` (an approximation off-window).
    public func thickness(forHeight height: Double) -> Double {
        let measurer = window?.context.textMeasurer ?? Label.fallbackMeasurer
        return VerticalLabel.layout(
            text, font: font, height: height, maximumLines: maximumLines, minimumScale: minimumScaleFactor,
            measurer: measurer
        ).thickness
    }

    /// The size the whole text takes: as wide as its widest stacked character (or its turned
    /// line's height), as tall as `textExtent`.
    /// - Parameter size: The room offered; ignored.
    /// - Returns: The size in points.
    open override func sizeThatFits(_ size: Size) -> Size {
        let l = layout()
        return Size(width: l.thickness, height: l.extent)
    }

    /// Draws the background, then the kept text: the stacked characters one `drawText` call each,
    /// or the line in one call turned a quarter clockwise about the column's centre.
    /// - Parameter canvas: The surface to draw on.
    open override func draw(in canvas: Canvas) {
        super.draw(in: canvas)
        guard !text.isEmpty else { return }
        let rect = Rect(origin: presentationBoundsOrigin, size: presentationFrame.size)
        let l = layout()
        switch l.orientation {
        case .rotated:
            // Each line laid out upright in a rect turned a quarter about its centre, then turned
            // back; the block of lines centred across the column, the first line on the right.
            if l.lines.count == 1 {
                let line = Rect(
                    x: rect.midX - rect.height / 2, y: rect.midY - rect.width / 2,
                    width: rect.height, height: rect.width)
                canvas.drawText(
                    l.displayed, font: l.font, color: textColor, in: line, alignment: .center,
                    rotation: Double.pi / 2)
                return
            }
            let lineHeight = l.thickness / Double(l.lines.count)
            for (i, text) in l.lines.enumerated() {
                let cx = rect.midX + l.thickness / 2 - (Double(i) + 0.5) * lineHeight
                let line = Rect(
                    x: cx - rect.height / 2, y: rect.midY - lineHeight / 2, width: rect.height, height: lineHeight)
                canvas.drawText(
                    text, font: l.font, color: textColor, in: line, alignment: .center, rotation: Double.pi / 2)
            }
        case .stacked:
            let top = rect.minY + (rect.height - l.length) / 2
            for cell in l.cells where !cell.isBlank {
                canvas.drawText(
                    cell.text, font: l.font, color: textColor,
                    in: Rect(x: rect.minX, y: top + cell.offset, width: rect.width, height: cell.height),
                    alignment: .center, rotation: cell.isTurned ? Double.pi / 2 : 0)
            }
        }
    }

    // MARK: Script

    /// `.stacked` when CJK characters are more than half of `text`'s letters (CJK punctuation and
    /// full-width forms count as CJK; digits, spaces and other punctuation count for neither side),
    /// else `.rotated`: Latin, Cyrillic, Arabic..., ties and texts without letters are turned.
    /// - Parameter text: The text to classify.
    /// - Returns: How a `VerticalLabel` sets that text.
    public static func orientation(for text: String) -> Orientation {
        var cjk = 0, other = 0
        for scalar in text.unicodeScalars {
            if isCJK(scalar) { cjk += 1 } else if scalar.properties.isAlphabetic { other += 1 }
        }
        return cjk > other ? .stacked : .rotated
    }

    /// True for the scalars of scripts set upright in vertical text: Han (with radicals, strokes and
    /// compatibility ideographs), Hiragana, Katakana, Hangul, Bopomofo, CJK symbols and
    /// punctuation, enclosed and compatibility CJK, vertical and CJK compatibility forms, and the
    /// half-width and full-width forms.
    /// - Parameter scalar: The Unicode scalar to test.
    /// - Returns: Whether it belongs to those blocks.
    public static func isCJK(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x11FF,   // Hangul Jamo
            0x2E80...0x2FFF,   // CJK and Kangxi radicals, ideographic description
            0x3000...0x9FFF,   // CJK punctuation, kana, Bopomofo, Hangul compatibility jamo,
            // kanbun, strokes, enclosed and compatibility CJK, Han
            0xA960...0xA97F,   // Hangul Jamo Extended-A
            0xAC00...0xD7FF,   // Hangul syllables, Jamo Extended-B
            0xF900...0xFAFF,   // CJK compatibility ideographs
            0xFE10...0xFE1F,   // vertical forms
            0xFE30...0xFE4F,   // CJK compatibility forms
            0xFF00...0xFFEF,   // half-width and full-width forms
            0x1B000...0x1B16F,   // kana supplement and extensions
            0x20000...0x3134F:   // Han extensions B to G, compatibility supplement
            return true
        default:
            return false
        }
    }

    /// True for the characters vertical CJK text draws turned a quarter clockwise in their line
    /// (Unicode's vertical orientation "Tr"/"R" ones that appear among CJK text).
    static func isTurnedInColumn(_ character: Character) -> Bool {
        guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first else { return false }
        switch scalar.value {
        case 0x2014, 0x2015, 0x2025, 0x2026, 0x2E3A, 0x2E3B,   // dashes, ellipses
            0x3008...0x3011, 0x3014...0x301C, 0x30A0, 0x30FC,   // CJK brackets, 〜, ゠, ー
            0xFF08, 0xFF09, 0xFF0D, 0xFF1C, 0xFF1E, 0xFF3B, 0xFF3D, 0xFF3F,
            0xFF5B, 0xFF5D, 0xFF5E, 0xFF5F, 0xFF60, 0xFF62, 0xFF63, 0xFF70, 0xFFE3:
            return true
        default:
            return false
        }
    }

    // MARK: Layout

    /// One line of a stack: a character (or the ellipsis), its offset from the stack's top and its height.
    struct Cell: Equatable {
        var text: String
        var offset: Double
        var height: Double
        var isTurned: Bool
        var isBlank: Bool
    }

    struct Layout {
        var orientation: Orientation
        /// The font as drawn (smaller than the label's when the text had to shrink).
        var font: Font
        /// The text as drawn (stacked: the kept characters and any "…" joined; turned: the lines
        /// joined by line breaks).
        var displayed: String
        /// Turned only: the lines, first (rightmost) first.
        var lines: [String] = []
        /// Stacked only: the lines drawn.
        var cells: [Cell]
        /// The length of what is drawn down the column, and of the whole text.
        var length: Double
        var extent: Double
        /// Across the column: the widest stacked character, or the turned line's height.
        var thickness: Double
    }

    private struct LayoutKey: Equatable {
        var text: String
        var font: Font
        var size: Size
        var maximumLines: Int
        var minimumScale: Double
        var measurer: ObjectIdentifier
    }
    private var cachedLayout: (key: LayoutKey, layout: Layout)?

    /// The layout for the current text, font and size, measured again only when one of them (or
    /// the measurer) changed.
    func layout() -> Layout {
        let measurer = window?.context.textMeasurer ?? Label.fallbackMeasurer
        let key = LayoutKey(
            text: text, font: font, size: bounds.size, maximumLines: maximumLines,
            minimumScale: minimumScaleFactor, measurer: ObjectIdentifier(measurer))
        if let cached = cachedLayout, cached.key == key { return cached.layout }
        let result = VerticalLabel.layout(
            text, font: font, height: bounds.height, maximumLines: maximumLines,
            minimumScale: minimumScaleFactor, measurer: measurer)
        cachedLayout = (key, result)
        return result
    }

    /// Lays `text` out for a column `height` tall by `TextFit`'s rule (no wrapping, shrinking or
    /// truncation when it is 0).
    static func layout(
        _ text: String, font: Font, height: Double, maximumLines: Int = 1, minimumScale: Double = 1,
        measurer: TextMeasurer
    ) -> Layout {
        let orientation = orientation(for: text)
        guard orientation == .stacked else {
            let whole = measurer.size(of: text, font: font)
            guard height > 0 else {
                return Layout(
                    orientation: .rotated, font: font, displayed: text, lines: [text], cells: [], length: whole.width,
                    extent: whole.width, thickness: whole.height)
            }
            let fit = TextFit.fit(
                [TextFit.Text(text, font: font)], length: height, maximumLines: maximumLines,
                minimumScale: minimumScale, measurer: measurer)
            let shown = fit.fonts[0], lines = fit.lines[0]
            let lineHeight = shown == font ? whole.height : measurer.size(of: text, font: shown).height
            return Layout(
                orientation: .rotated, font: shown, displayed: lines.joined(separator: "\n"), lines: lines, cells: [],
                length: fit.widths[0], extent: whole.width, thickness: lineHeight * Double(lines.count))
        }
        let sizes = height > 0 ? TextFit.sizes(from: font.size, minimumScale: minimumScale) : [font.size]
        var extent = 0.0, wholeExtent: Double?
        for size in sizes {
            var shown = font
            shown.size = size
            var cells: [Cell] = []
            var thickness = 0.0
            extent = 0
            for character in text {
                let s = String(character)
                let measured = measurer.size(of: s, font: shown)
                let isBlank = character.isWhitespace
                let h = isBlank ? measured.height / 2 : measured.height
                cells.append(
                    Cell(text: s, offset: extent, height: h, isTurned: isTurnedInColumn(character), isBlank: isBlank))
                extent += h
                thickness = max(thickness, isTurnedInColumn(character) ? measured.height : measured.width)
            }
            if wholeExtent == nil { wholeExtent = extent }
            let fits = height <= 0 || extent <= height + 0.5
            guard fits || size == sizes.last else { continue }
            var length = extent
            var truncated = false
            if !fits {
                // The characters that fit above a line for "…"; blank lines before it are dropped.
                let ellipsis = measurer.size(of: "…", font: shown).height
                var kept = 0
                while kept < cells.count && cells[kept].offset + cells[kept].height + ellipsis <= height + 0.5 {
                    kept += 1
                }
                while kept > 0 && cells[kept - 1].isBlank { kept -= 1 }
                cells.removeSubrange(kept...)
                let offset = cells.last.map { $0.offset + $0.height } ?? 0
                cells.append(Cell(text: "…", offset: offset, height: ellipsis, isTurned: true, isBlank: false))
                length = offset + ellipsis
                truncated = true
            }
            let displayed = truncated ? cells.map(\.text).joined() : text
            return Layout(
                orientation: .stacked, font: shown, displayed: displayed, cells: cells, length: length,
                extent: wholeExtent ?? extent, thickness: thickness)
        }
        return Layout(
            orientation: .stacked, font: font, displayed: text, cells: [], length: 0, extent: 0, thickness: 0)
    }
}

/// The one rule by which text is fitted to the room it has, written once: every `Label` and
/// `VerticalLabel` fits its text by it, and every refresh control fits its labels by it together
/// (a header's title and last-updated time, a footer's title, a trailer's turned title).
///
/// 1. **Whole, at the font's size**: on one line, or on up to `maximumLines` lines broken at
///    spaces where a label allows more (a trailer's column allows two turned lines; a header's
///    instruction, "Release to open the second floor", as many as its height holds, up to three,
///    taking the last-updated time's row when it needs it; a header's other titles and a footer's
///    labels one, so a 44 pt footer never wraps).
/// 2. **Shrunk together**: every text by the same factor, in half points of the largest font, down
///    to `minimumScale` of it (``controlMinimumScale``, 75 %, for the refresh controls), so a
///    header's title and time always share one size.
/// 3. **Cut with "…" at the floor**: each text that still does not fit is cut at its end, except
///    its kept end (``Text/keptSuffixLength``: a header's last-updated time, a failed footer's
///    "Tap to retry"), which stays whole while the part before it is cut
///    ("Last upd… Today 12:00").
///
/// A control then places its text and the arrow, spinner or image beside it with
/// ``place(textWidth:imageWidth:gap:inWidth:)``: the image keeps its distance to the fitted
/// text, never to the control's edge. Fitting is deterministic (the window's `TextMeasurer`, no
/// clock) and measures each text once when it fits whole at its size.
public struct TextFit: Equatable, Sendable {
    /// How far a refresh control's text shrinks before it is cut: to 75 % of its font size.
    public static let controlMinimumScale = 0.75
    /// The least room, in points, between a control's text or image and its left and right edges.
    public static let margin = 8.0

    /// A text to fit: its string, its font and the end of it a cut keeps.
    public struct Text: Equatable, Sendable {
        /// The text.
        public var string: String
        /// The font before any shrinking.
        public var font: Font
        /// How many characters at the end of `string` a cut keeps whole (0: a plain cut at the end).
        public var keptSuffixLength: Int

        /// A text to fit.
        /// - Parameters:
        ///   - string: The text.
        ///   - font: The font before any shrinking.
        ///   - keptSuffixLength: How many characters at its end a cut keeps whole; 0 by default.
        public init(_ string: String, font: Font, keptSuffixLength: Int = 0) {
            self.string = string
            self.font = font
            self.keptSuffixLength = max(0, keptSuffixLength)
        }
    }

    /// The factor every font was scaled by: 1 when everything fit at its size, at least the floor.
    public var scale: Double
    /// Each text's font as drawn, in the order the texts were given.
    public var fonts: [Font]
    /// Each text's lines as drawn: the whole text, wrapped, or cut with "…".
    public var lines: [[String]]
    /// Each text's widest line as drawn, in points.
    public var widths: [Double]

    /// The widest line of all the texts, in points: the width of the text block.
    public var width: Double { widths.max() ?? 0 }

    /// The font sizes tried, largest first: `size`, then half a point less each time, down to
    /// `minimumScale × size`, which is always the last.
    /// - Parameters:
    ///   - size: The font size to start from, in points.
    ///   - minimumScale: The floor as a fraction of `size`, 0…1.
    /// - Returns: The sizes in points.
    public static func sizes(from size: Double, minimumScale: Double) -> [Double] {
        let floor = size * min(max(minimumScale, 0), 1)
        var sizes = [size]
        while let last = sizes.last, last > floor { sizes.append(max(floor, last - 0.5)) }
        return sizes
    }

    /// Fits `texts` into lines `length` points long by the rule (see ``TextFit``).
    /// - Parameters:
    ///   - texts: The texts fitted together: they shrink by one factor.
    ///   - length: The room along a line, in points.
    ///   - maximumLines: How many lines a text may wrap onto (at least 1); 1 by default.
    ///   - across: The room across the lines, in points (a label's height), which can hold fewer
    ///     lines than `maximumLines` (always at least one); nil: `maximumLines` always.
    ///   - minimumScale: The floor of the shrinking, a fraction of each font's size; 1 (never
    ///     shrink) by default.
    ///   - measurer: Measures the text.
    /// - Returns: The fonts, lines and widths as drawn.
    public static func fit(
        _ texts: [Text], length: Double, maximumLines: Int = 1, across: Double? = nil, minimumScale: Double = 1,
        measurer: TextMeasurer
    ) -> TextFit {
        let largest = texts.map(\.font.size).max() ?? 0
        let sizes = largest > 0 ? sizes(from: largest, minimumScale: minimumScale) : [largest]
        var fonts: [Font] = [], lines: [[String]] = [], widths: [Double?] = []
        for size in sizes {
            let scale = largest > 0 ? size / largest : 1
            fonts.removeAll(keepingCapacity: true)
            lines.removeAll(keepingCapacity: true)
            widths.removeAll(keepingCapacity: true)
            var whole = true
            for text in texts {
                var font = text.font
                if scale != 1 { font.size = text.font.size * scale }
                fonts.append(font)
                let measured = measurer.size(of: text.string, font: font)
                if measured.width <= length + 0.5 {   // whole on one line: the one measurement
                    lines.append([text.string])
                    widths.append(measured.width)
                    continue
                }
                var allowed = max(1, maximumLines)
                if let across, allowed > 1, measured.height > 0 {
                    allowed = max(1, min(allowed, Int(saturating: (across + 0.5) / measured.height)))
                }
                let shown = measurer.wrapping(
                    text.string, font: font, toFit: length, maximumLines: allowed, keepingLast: text.keptSuffixLength)
                lines.append(shown)
                widths.append(nil)
                whole = whole && isWhole(shown, of: text.string)
                if !whole && size != sizes.last { break }   // a smaller size, unless this is the floor
            }
            if whole || size == sizes.last {
                let measuredWidths = zip(zip(lines, fonts), widths).map { pair, known in
                    known ?? pair.0.map { measurer.size(of: $0, font: pair.1).width }.max() ?? 0
                }
                return TextFit(scale: scale, fonts: fonts, lines: lines, widths: measuredWidths)
            }
        }
        return TextFit(scale: 1, fonts: [], lines: [], widths: [])   // not reached: the floor always returns
    }

    /// True when `lines` hold all of `text`: the text itself, or its words broken at spaces.
    private static func isWhole(_ lines: [String], of text: String) -> Bool {
        if lines.count == 1 { return lines[0] == text }
        return lines.joined(separator: " ") == text.split(separator: " ").joined(separator: " ")
    }

    /// The room a control `width` points wide leaves for its text beside an image `imageWidth`
    /// wide, `gap` points from the text: the width less the two margins, the image and the gap
    /// (no image, 0 wide: only the margins).
    /// - Parameters:
    ///   - width: The control's width, in points.
    ///   - imageWidth: The image's width, in points; 0 when no image shows.
    ///   - gap: The space between the image and the text, in points.
    /// - Returns: The room for the text block, in points (never negative).
    public static func room(inWidth width: Double, imageWidth: Double, gap: Double) -> Double {
        max(0, width - 2 * margin - (imageWidth > 0 ? imageWidth + gap : 0))
    }

    /// Where a text block `textWidth` wide (the fitted width, at most the ``room(inWidth:imageWidth:gap:)``)
    /// and the image beside it go across a control `width` wide, laid out left to right (a
    /// right-to-left control sees it in a mirror): the text centred, as MJRefresh centres it, as long
    /// as the image then stays `margin` inside the left edge; else the image `margin` inside and the
    /// text right after it. Either way the image's right edge is `gap` from the text. With no text
    /// (0 wide) the image is centred.
    /// - Parameters:
    ///   - textWidth: The fitted text block's width, in points.
    ///   - imageWidth: The image's width, in points; 0 when no image shows.
    ///   - gap: The space between the image and the text, in points.
    ///   - width: The control's width, in points.
    /// - Returns: The left edges of the text block and of the image, in the control's coordinates.
    public static func place(
        textWidth: Double, imageWidth: Double, gap: Double, inWidth width: Double
    ) -> (textX: Double, imageX: Double) {
        guard textWidth > 0 else { return (width / 2, (width - imageWidth) / 2) }
        let centred = (width - textWidth) / 2
        guard imageWidth > 0 else { return (centred, centred) }
        let textX = max(centred, margin + imageWidth + gap)
        return (textX, textX - gap - imageWidth)
    }
}

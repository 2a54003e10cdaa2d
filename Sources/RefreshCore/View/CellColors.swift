/// The colours of a list's rows or a grid's cards: their background, title, subtitle and (rows
/// only) separator line. `ListView.cellColors` and `GridView.cellColors` give them to every cell,
/// those on screen at once and those that scroll in later, as an app restyles its table for dark mode.
public struct CellColors: Equatable, Sendable {
    /// The cell's opaque background (an opaque one lets the list or grid skip painting under it).
    public var background: Color
    /// The first line.
    public var title: Color
    /// The second line.
    public var subtitle: Color
    /// The hairline under a list row (grid cards have none).
    public var separator: Color

    /// Colours for a cell; see each property.
    /// - Parameters:
    ///   - background: The cell's background.
    ///   - title: The first line's colour.
    ///   - subtitle: The second line's colour.
    ///   - separator: The hairline under a list row.
    public init(background: Color, title: Color, subtitle: Color, separator: Color) {
        self.background = background
        self.title = title
        self.subtitle = subtitle
        self.separator = separator
    }

    /// iOS's light look, what cells have unless told otherwise: white, near-black titles, grey
    /// subtitles and separators.
    public static let `default` = CellColors(
        background: .white, title: Color(r: 17, g: 17, b: 17),
        subtitle: Color(r: 128, g: 128, b: 133),
        separator: Color(r: 200, g: 199, b: 204))
}

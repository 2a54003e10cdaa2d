import RefreshCore

/// The playground's name for the host's themes.
package typealias Theme = RefreshTheme

extension RefreshTheme {
    /// The colours of this theme in the playground (the host's, plus the examples' own).
    package var palette: ThemePalette {
        switch self {
        case .light: return .light
        case .dark: return .dark
        case .highContrast: return .highContrast
        }
    }

    /// The theme named `name` (`light`, `dark` or `high-contrast`, exactly); nil otherwise.
    package static func named(_ name: String) -> RefreshTheme? { RefreshTheme(rawValue: name) }
}

/// Every colour a theme gives the playground: the window, the rows and cards, the refresh controls'
/// texts, arrows and spinners, the colours the custom-text and DIY examples draw with, and the
/// example browser's. Gif frames and the HUD keep their own colours.
package struct ThemePalette: Equatable, Sendable {
    /// Behind everything: the window, the list or grid outside its rows, the pulled-open gaps.
    package var background: Color
    /// The list's rows.
    package var listCells: CellColors
    /// The grid's and the strip's cards.
    package var gridCells: CellColors
    /// The refresh controls' labels, arrows and spinners (`RefreshComponent.tintColor`).
    package var refreshLabel: Color
    /// The custom-text examples' texts, arrow and spinner, and the DIY header's colour at its threshold.
    package var accent: Color
    /// The DIY header's disc and label before it is pulled.
    package var diyIdle: Color
    /// The empty track of the DIY auto footer.
    package var diyTrack: Color
    /// The empty meter of the DIY back footer.
    package var diyMeter: Color
    /// The DIY back footer's meter while it fills.
    package var diyFilling: Color
    /// The DIY footers' fill once they load (or will when released).
    package var diyReady: Color
    /// The example browser's panel, text and selection.
    package var browser: BrowserColors

    /// The light theme: the colours the playground always had.
    package static let light = ThemePalette(
        background: RefreshTheme.light.background,
        listCells: RefreshTheme.light.cells,
        gridCells: RefreshTheme.light.cells,
        refreshLabel: RefreshTheme.light.tint,
        accent: Color(r: 0, g: 122, b: 255),
        diyIdle: Color(r: 170, g: 170, b: 178),
        diyTrack: Color(r: 220, g: 220, b: 226),
        diyMeter: Color(r: 200, g: 200, b: 206),
        diyFilling: Color(r: 255, g: 149, b: 0),
        diyReady: Color(r: 52, g: 199, b: 89),
        browser: .light)

    /// The dark theme, iOS's dark mode: a black background, #1C1C1E rows and cards, white titles,
    /// subtitles of #EBEBF5 at 60 % (mixed with the row, so opaque), #38383A separators, #AEAEB2
    /// controls, and the system colours' dark variants.
    package static let dark = ThemePalette(
        background: RefreshTheme.dark.background,
        listCells: RefreshTheme.dark.cells,
        gridCells: RefreshTheme.dark.cells,
        refreshLabel: RefreshTheme.dark.tint,
        accent: Color(hex: 0x0A84FF),
        diyIdle: Color(hex: 0x8E8E93),
        diyTrack: Color(hex: 0x3A3A3C),
        diyMeter: Color(hex: 0x48484A),
        diyFilling: Color(hex: 0xFF9F0A),
        diyReady: Color(hex: 0x30D158),
        browser: .dark)

    /// High contrast: white on black everywhere, a yellow accent, and fills that stand apart by
    /// brightness, not only by hue.
    package static let highContrast = ThemePalette(
        background: RefreshTheme.highContrast.background,
        listCells: RefreshTheme.highContrast.cells,
        gridCells: RefreshTheme.highContrast.cells,
        refreshLabel: RefreshTheme.highContrast.tint,
        accent: Color(hex: 0xFFD60A),
        diyIdle: Color(hex: 0xD1D1D6),
        diyTrack: Color(hex: 0x636366),
        diyMeter: Color(hex: 0x636366),
        diyFilling: Color(hex: 0xFFD60A),
        diyReady: .white,
        browser: .highContrast)
}

import RefreshCore

/// The example browser's colours in one theme (`ThemePalette.browser`): a light panel over the
/// light theme, a dark one over the dark theme, white and yellow on black in high contrast. Every
/// theme's palette must give them, so a new theme cannot leave the browser light.
package struct BrowserColors: Equatable, Sendable {
    /// Laid over the whole scene while the browser is open.
    package var dim: Color
    package var panel: Color
    package var panelBorder: Color
    package var separator: Color
    package var sectionBackground: Color
    package var sectionText: Color
    package var primaryText: Color
    package var secondaryText: Color
    /// The "current" tag and the bar marking the current example.
    package var accent: Color
    /// The selected row's background.
    package var selection: Color
    package var selectedText: Color
    package var selectedSecondaryText: Color
    package var scrollIndicator: Color

    /// A light panel over the dimmed scene (the browser's first colours).
    package static let light = BrowserColors(
        dim: Color(r: 0, g: 0, b: 0, a: 115),
        panel: Color(r: 250, g: 250, b: 252),
        panelBorder: Color(r: 60, g: 60, b: 67, a: 90),
        separator: Color(r: 60, g: 60, b: 67, a: 36),
        sectionBackground: Color(r: 236, g: 236, b: 241),
        sectionText: Color(r: 108, g: 108, b: 116),
        primaryText: Color(r: 28, g: 28, b: 30),
        secondaryText: Color(r: 99, g: 99, b: 104),
        accent: Color(r: 0, g: 110, b: 230),
        selection: Color(r: 0, g: 110, b: 230),
        selectedText: .white,
        selectedSecondaryText: Color(r: 222, g: 236, b: 255),
        scrollIndicator: Color(r: 0, g: 0, b: 0, a: 70))

    /// iOS's dark elevated look: a #2C2C2E panel (lighter than the #1C1C1E rows under it), white
    /// IDs, #AEAEB2 secondary text, #3A3A3C headings, the dark theme's #0A84FF accent.
    package static let dark = BrowserColors(
        dim: Color(r: 0, g: 0, b: 0, a: 150),
        panel: Color(hex: 0x2C2C2E),
        panelBorder: Color(r: 255, g: 255, b: 255, a: 56),
        separator: Color(hex: 0x48484A),
        sectionBackground: Color(hex: 0x3A3A3C),
        sectionText: Color(hex: 0xAEAEB2),
        primaryText: .white,
        secondaryText: Color(hex: 0xAEAEB2),
        accent: Color(hex: 0x0A84FF),
        selection: Color(hex: 0x0A84FF),
        selectedText: .white,
        selectedSecondaryText: Color(r: 222, g: 236, b: 255),
        scrollIndicator: Color(r: 255, g: 255, b: 255, a: 90))

    /// High contrast: white on black with a white border, the selection in the theme's yellow with
    /// black text.
    package static let highContrast = BrowserColors(
        dim: Color(r: 0, g: 0, b: 0, a: 170),
        panel: .black,
        panelBorder: .white,
        separator: Color(hex: 0x8E8E93),
        sectionBackground: Color(hex: 0x3A3A3C),
        sectionText: .white,
        primaryText: .white,
        secondaryText: Color(hex: 0xD1D1D6),
        accent: Color(hex: 0xFFD60A),
        selection: Color(hex: 0xFFD60A),
        selectedText: .black,
        selectedSecondaryText: Color(hex: 0x1C1C1E),
        scrollIndicator: Color(r: 255, g: 255, b: 255, a: 170))
}

import RefreshCore

/// Fonts of the window overlays (example browser, HUD) and the HUD's colours. The HUD's colours are
/// its own, never the scene's, so it reads the same over every theme; the browser follows the
/// theme (`BrowserColors`).
enum OverlayStyle {
    // MARK: Example browser (colours per theme: `BrowserColors`)

    static let titleFont = Font.bold(16)
    static let countFont = Font.system(13)
    static let sectionFont = Font.bold(11)
    static let idFont = Font.bold(14)
    static let exampleTitleFont = Font.system(12)
    static let currentTagFont = Font.bold(11)
    static let summaryFont = Font.system(12)
    static let hintFont = Font.system(12)

    // MARK: HUD (an opaque dark panel)

    /// Opaque: tried in the window, a row's title still read through the numbers at 92 % (a
    /// difference of 20 of 255 over the light theme's near-black titles) and faintly at 97 %.
    static let hudPanel = Color(r: 14, g: 16, b: 22)
    static let hudBorder = Color(r: 255, g: 255, b: 255, a: 48)
    static let hudTitle = Color(r: 255, g: 255, b: 255)
    static let hudLabel = Color(r: 158, g: 166, b: 184)
    static let hudValue = Color(r: 236, g: 240, b: 248)
    static let hudHighlight = Color(r: 255, g: 196, b: 70)
    /// The frame-time graph's background and its frame-interval line.
    static let hudGraphBackground = Color(r: 30, g: 34, b: 44)
    static let hudGraphLine = Color(r: 110, g: 200, b: 140)
    /// The HUD's font size when the window is wide enough; it shrinks to fit down to `hudMinimumFontSize`.
    static let hudFontSize = 11.0
    static let hudMinimumFontSize = 7.0
}

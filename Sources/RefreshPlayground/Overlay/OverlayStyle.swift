import RefreshCore

/// Colours and fonts of the window overlays (example browser, HUD). They are the overlays' own, never
/// the scene's, so the overlays read the same over a light or a dark theme.
enum OverlayStyle {
    // MARK: Example browser (a light panel over the dimmed scene)

    /// Laid over the whole scene while the browser is open.
    static let dim = Color(r: 0, g: 0, b: 0, a: 115)
    static let panel = Color(r: 250, g: 250, b: 252)
    static let panelBorder = Color(r: 60, g: 60, b: 67, a: 90)
    static let separator = Color(r: 60, g: 60, b: 67, a: 36)
    static let sectionBackground = Color(r: 236, g: 236, b: 241)
    static let sectionText = Color(r: 108, g: 108, b: 116)
    static let primaryText = Color(r: 28, g: 28, b: 30)
    static let secondaryText = Color(r: 99, g: 99, b: 104)
    static let accent = Color(r: 0, g: 110, b: 230)
    static let selection = Color(r: 0, g: 110, b: 230)
    static let selectedText = Color.white
    static let selectedSecondaryText = Color(r: 222, g: 236, b: 255)
    static let scrollIndicator = Color(r: 0, g: 0, b: 0, a: 70)

    static let titleFont = Font.bold(16)
    static let countFont = Font.system(13)
    static let sectionFont = Font.bold(11)
    static let idFont = Font.bold(14)
    static let exampleTitleFont = Font.system(12)
    static let currentTagFont = Font.bold(11)
    static let summaryFont = Font.system(12)
    static let hintFont = Font.system(12)

    // MARK: HUD (a dark panel, 97 % opaque)

    /// 97 % opaque: a row's title behind the numbers differs from the panel by at most 8 of 255 in
    /// any theme (white text under it in the dark theme, near-black on white in the light one), so
    /// nothing reads through the numbers; at the former 92 % the titles showed.
    static let hudPanel = Color(r: 14, g: 16, b: 22, a: 247)
    static let hudBorder = Color(r: 255, g: 255, b: 255, a: 48)
    static let hudTitle = Color(r: 255, g: 255, b: 255)
    static let hudLabel = Color(r: 158, g: 166, b: 184)
    static let hudValue = Color(r: 236, g: 240, b: 248)
    static let hudHighlight = Color(r: 255, g: 196, b: 70)
    /// The HUD's font size when the window is wide enough; it shrinks to fit down to `hudMinimumFontSize`.
    static let hudFontSize = 11.0
    static let hudMinimumFontSize = 7.0
}

import RefreshCore

/// One cell's configuration in a variant matrix: the language (the row), the theme, the window's
/// width and the scale (the column).
public struct MatrixVariant: Equatable, Sendable {
    /// The language of every refresh control in the window.
    public var language: RefreshLanguage
    /// The colours (`RefreshTestHost.apply(_:)`).
    public var theme: RefreshTheme
    /// The window's width in points (its height stays the factory's).
    public var width: Double
    /// Pixels per point.
    public var scale: Double

    /// A variant.
    ///
    /// - Parameters:
    ///   - language: The controls' language.
    ///   - theme: The colours.
    ///   - width: The window's width in points.
    ///   - scale: Pixels per point.
    public init(language: RefreshLanguage, theme: RefreshTheme, width: Double, scale: Double) {
        self.language = language
        self.theme = theme
        self.width = width
        self.scale = scale
    }

    /// The column's header: "light · 320 pt · @1x".
    public var columnTitle: String {
        let n = JSONValue.numberText
        return "\(theme.rawValue) · \(n(width)) pt · @\(n(scale))x"
    }

    /// The cell's name on the sheet and in a failure message: "de · light · 320 pt · @1x".
    public var label: String { "\(language.code) · \(columnTitle)" }
}

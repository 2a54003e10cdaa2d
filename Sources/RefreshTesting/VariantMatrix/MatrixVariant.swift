import RefreshCore

/// One cell's configuration in a variant matrix: the language (the row), the theme, the window's
/// width and the scale (the column).
package struct MatrixVariant: Equatable, Sendable {
    /// A language code (`RefreshLanguage`).
    package var language: String
    /// The colours.
    package var theme: RefreshTheme
    /// The window's width in points.
    package var width: Double
    /// Pixels per point.
    package var scale: Double

    /// A variant.
    package init(language: String, theme: RefreshTheme, width: Double, scale: Double) {
        self.language = language
        self.theme = theme
        self.width = width
        self.scale = scale
    }

    /// The column's header: "light · 320 pt · @1x".
    package var columnTitle: String {
        let n = JSONValue.numberText
        return "\(theme.rawValue) · \(n(width)) pt · @\(n(scale))x"
    }
}

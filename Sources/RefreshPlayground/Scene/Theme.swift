import RefreshCore

/// The playground's look: iOS's light appearance or its dark mode. `--theme`, a script's `theme`
/// and the `T` key choose it; `palette` holds its colours.
package enum Theme: String, CaseIterable, Sendable {
    /// Light grey background, white rows and cards, dark text: how the playground always looked.
    case light
    /// Black background, near-black rows and cards, white text, as iOS's dark mode.
    case dark

    /// The colours of this theme.
    package var palette: ThemePalette {
        switch self {
        case .light: return .light
        case .dark: return .dark
        }
    }

    /// The other theme (what `T` switches to).
    package var toggled: Theme { self == .light ? .dark : .light }

    /// The theme named `name` (`light` or `dark`, exactly); nil otherwise.
    package static func named(_ name: String) -> Theme? { Theme(rawValue: name) }

    /// The message for a name that is no theme, listing the allowed ones.
    package static func unknownMessage(_ name: String) -> String {
        "unknown theme \(EchoedText.quoted(name)); use one of \(allCases.map(\.rawValue).joined(separator: ", "))"
    }
}

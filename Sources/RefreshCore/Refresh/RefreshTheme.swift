/// The colours a host gives a view tree: iOS's light appearance, its dark mode, or high contrast
/// (the playground's `--theme`, a script's `theme` and the `T` key choose among them).
public enum RefreshTheme: String, CaseIterable, Sendable {
    /// Light grey background, white rows and cards, dark text.
    case light
    /// Black background, near-black rows and cards, white text, as iOS's dark mode.
    case dark
    /// For low vision: pure black behind pure white text, white separators and controls, as iOS's
    /// "Increase Contrast" with dark mode taken to its end (21:1 for every text).
    case highContrast = "high-contrast"

    /// Behind everything: the window and the list or grid outside its rows.
    public var background: Color {
        switch self {
        case .light: return Color(r: 242, g: 242, b: 247)
        case .dark, .highContrast: return .black
        }
    }

    /// The rows of a list and the cards of a grid.
    public var cells: CellColors {
        switch self {
        case .light: return .default
        case .dark:
            // iOS's dark mode: #1C1C1E rows, white titles, subtitles of #EBEBF5 at 60 % (mixed with
            // the row, so opaque), #38383A separators.
            let row = Color(hex: 0x1C1C1E)
            return CellColors(
                background: row, title: .white, subtitle: row.mixed(with: Color(hex: 0xEBEBF5), 0.6),
                separator: Color(hex: 0x38383A))
        case .highContrast:
            return CellColors(background: .black, title: .white, subtitle: .white, separator: .white)
        }
    }

    /// The refresh controls' labels, arrows and spinners (`RefreshComponent.tintColor`).
    public var tint: Color {
        switch self {
        case .light: return .refreshLabel
        case .dark: return Color(hex: 0xAEAEB2)
        case .highContrast: return .white
        }
    }

    /// The accent: the focus ring round the focused scroll view of a tree with several (iOS's
    /// system blue, its dark-mode blue, and yellow for high contrast).
    public var accent: Color {
        switch self {
        case .light: return View.defaultFocusRingColor
        case .dark: return Color(hex: 0x0A84FF)
        case .highContrast: return Color(hex: 0xFFD60A)
        }
    }

    /// A ``PinnedBar``'s colours: iOS's search bar in light and dark mode; for high contrast a
    /// black bar, a #333333 field, white glyph, text and hairline.
    public var pinnedBar: PinnedBarColors {
        switch self {
        case .light: return .light
        case .dark:
            let bar = Color(hex: 0x1C1C1E)
            return PinnedBarColors(
                background: bar, field: bar.mixed(with: Color(hex: 0x767680), 0.24),
                placeholder: bar.mixed(with: Color(hex: 0xEBEBF5), 0.6), separator: Color(hex: 0x38383A))
        case .highContrast:
            return PinnedBarColors(
                background: .black, field: Color(hex: 0x333333), placeholder: .white, separator: .white)
        }
    }

    /// The next theme of the cycle light → dark → high contrast → light (the playground's `T`).
    public var toggled: RefreshTheme {
        switch self {
        case .light: return .dark
        case .dark: return .highContrast
        case .highContrast: return .light
        }
    }

    /// Gives `root` (its background and focus ring), `scrollView` (a list's rows, a grid's cards),
    /// its pinned bar and the scroll view's header, footer and trailer this theme's colours.
    ///
    /// - Parameters:
    ///   - root: The window, whose background takes `background`.
    ///   - scrollView: The scroll view, its cells and its refresh controls.
    @MainActor public func apply(to root: Window, scrollView: ScrollView) {
        root.backgroundColor = background
        root.focusRingColor = accent
        scrollView.backgroundColor = background
        (scrollView as? ListView)?.cellColors = cells
        (scrollView as? GridView)?.cellColors = cells
        scrollView.pinnedBar?.colors = pinnedBar
        for target in RefreshTarget.allCases { target.component(of: scrollView)?.tintColor = tint }
    }

    /// The message for a name that is no theme, listing the allowed ones.
    package static func unknownMessage(_ name: String) -> String {
        "unknown theme \(EchoedText.quoted(name)); use one of \(allCases.map(\.rawValue).joined(separator: ", "))"
    }
}

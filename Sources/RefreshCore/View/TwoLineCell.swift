/// A reusable cell with a title and an optional subtitle, the common part of `ListCell` and
/// `GridCell`: its labels, how content and colours are applied. Subclasses lay the labels out and
/// add their own decoration (a separator, a swatch).
open class TwoLineCell: View {
    /// The first line.
    public let titleLabel: Label
    /// The second line, 13 pt grey; hidden when the content has no subtitle.
    public let subtitleLabel = Label(font: .system(13), color: CellColors.default.subtitle)

    /// An empty cell whose title uses `titleFont`, in the default colours.
    /// - Parameters:
    ///   - titleFont: The first line's font.
    ///   - frame: The cell's frame in its superview's coordinates; `.zero` by default.
    public init(titleFont: Font, frame: Rect = .zero) {
        titleLabel = Label(font: titleFont, color: CellColors.default.title)
        super.init(frame: frame)
        backgroundColor = CellColors.default.background
        addSubview(titleLabel)
        addSubview(subtitleLabel)
    }

    /// Shows `content`; a nil subtitle hides the second line.
    /// - Parameter content: The title and optional subtitle from the data source.
    open func configure(with content: ListRowContent) {
        titleLabel.text = content.title
        subtitleLabel.text = content.subtitle ?? ""
        subtitleLabel.isHidden = content.subtitle == nil
        setNeedsLayout()
    }

    /// Takes `colors`' background, title and subtitle (the list or grid gives every cell its
    /// `cellColors`).
    /// - Parameter colors: The palette to show.
    open func apply(_ colors: CellColors) {
        backgroundColor = colors.background
        titleLabel.textColor = colors.title
        subtitleLabel.textColor = colors.subtitle
    }
}

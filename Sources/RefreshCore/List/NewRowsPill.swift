/// The capsule a feed shows under its top edge while rows came in above, out of sight ("↑ 12 new",
/// as feed readers show one): an arrow pointing up and the count in the window's language with its
/// plural rules (``RefreshLanguage/newRowsShortLabel(_:)``), the arrow on the reading side's start
/// (on the right in Arabic). A tap on it scrolls to the top, animated, as the chat's
/// ``JumpToEndButton`` scrolls to the end.
///
/// Set it as ``ListView/newRowsPill``: the list places it (``margin`` under the viewport's top
/// edge, centred, the app's and the system's insets kept clear), shows it while
/// ``ListView/newRowsAbove`` is above 0, hides it when the top shows, and keeps its count.
@MainActor
open class NewRowsPill: View, ScrollViewObserver {
    /// The capsule's height, in points.
    public static let height = 32.0
    /// The capsule's fill: a feed's accent blue by default.
    public var fillColor = Color(r: 0, g: 122, b: 255)
    /// The arrow's and the label's colour: white by default.
    public var textColor = Color.white
    /// The space between the capsule and the viewport's top edge, in points.
    public var margin = 12.0
    /// How many rows came in above (``ListView/newRowsAbove``). The list sets it.
    public internal(set) var count = 0
    /// True while the list's header refreshes in place, away from the top
    /// (``RefreshHeader/refreshesInPlaceAwayFromTop``): the pill shows a spinner instead of its
    /// arrow, and the header's refreshing text ("Loading...") until rows are counted, so the user
    /// sees the refresh they started. The list sets it.
    public internal(set) var isRefreshing = false {
        didSet {
            guard isRefreshing != oldValue else { return }
            if isRefreshing { spinner.startAnimating() } else { spinner.stopAnimating() }
        }
    }

    private let spinner = ActivityIndicator(diameter: 14, color: .white)

    private static let font = Font.bold(14)
    private static let padding = 14.0
    private static let arrowWidth = 10.0
    private static let gap = 6.0
    private static let arrowStyle = StrokeStyle(width: 2, cap: .round, join: .round)

    /// A hidden pill; the list shows it when it should.
    public init() {
        super.init(frame: Rect(x: 0, y: 0, width: Self.height, height: Self.height))
        isHidden = true
        addSubview(spinner)
    }

    /// The language the label is in: the window's localizer's (English off-window).
    private var language: RefreshLanguage { window?.context.localizer.language ?? .en }

    /// The label for the count now, without the arrow: "12 new"; while refreshing with no count
    /// yet, the header's refreshing text in the window's language ("Loading...").
    public var label: String {
        guard count == 0, isRefreshing else { return language.newRowsShortLabel(count) }
        return window?.context.localizer.string(for: .headerRefreshingText)
            ?? language.string(for: .headerRefreshingText)
    }

    /// The capsule's size for the label now: the arrow, the label and the padding around them.
    /// - Returns: The size, in points.
    public func sizeThatFits() -> Size {
        let measurer = window?.context.textMeasurer ?? Label.fallbackMeasurer
        let text = measurer.size(of: label, font: Self.font).width.rounded(.up)
        return Size(width: Self.padding * 2 + Self.arrowWidth + Self.gap + text, height: Self.height)
    }

    /// A tap on the shown pill scrolls the list to its top.
    /// - Parameters:
    ///   - scrollView: The list.
    ///   - point: Where the tap landed, in the list's content coordinates.
    public func scrollView(_ scrollView: ScrollView, didTapAt point: Point) {
        guard isTapped(in: scrollView, at: point, hits: contains) else { return }
        (scrollView as? ListView)?.scrollToTop(animated: true)
    }

    /// True when `point` lands on the capsule.
    /// - Parameter point: A point in the pill's coordinates.
    /// - Returns: True inside its bounds.
    public func contains(_ point: Point) -> Bool { Rect(origin: .zero, size: bounds.size).contains(point) }

    /// The spinner stands where the arrow is drawn, at the reading side's start.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let frame = Rect(x: arrowX - 7, y: bounds.height / 2 - 7, width: 14, height: 14)
        if spinner.frame != frame { spinner.frame = frame }
    }

    /// The arrow's (or the spinner's) centre on the x axis, in the pill's coordinates.
    private var arrowX: Double {
        language.isRightToLeft
            ? bounds.width - Self.padding - Self.arrowWidth / 2 : Self.padding + Self.arrowWidth / 2
    }

    /// Fills the capsule, strokes the arrow at the reading side's start (the spinner stands there
    /// while refreshing) and draws the label after it.
    /// - Parameter canvas: The surface to draw on, in the pill's coordinates.
    open override func draw(in canvas: Canvas) {
        super.draw(in: canvas)
        let box = Rect(origin: .zero, size: bounds.size)
        canvas.fill(.roundedRect(box, cornerRadius: box.height / 2), color: fillColor)
        let x = arrowX, u = Self.arrowWidth / 2, midY = box.midY
        if !isRefreshing {
            let arrow = Path {
                $0.move(to: Point(x: x, y: midY + u + 1))
                $0.addLine(to: Point(x: x, y: midY - u - 1))
                $0.move(to: Point(x: x - u, y: midY - 1))
                $0.addLine(to: Point(x: x, y: midY - u - 1))
                $0.addLine(to: Point(x: x + u, y: midY - 1))
            }
            canvas.stroke(arrow, color: textColor, style: Self.arrowStyle)
        }
        let start = Self.padding + Self.arrowWidth + Self.gap
        let text = Rect(
            x: language.isRightToLeft ? Self.padding : start, y: 0, width: max(0, box.width - start - Self.padding),
            height: box.height)
        canvas.drawText(label, font: Self.font, color: textColor, in: text, alignment: .center)
    }
}

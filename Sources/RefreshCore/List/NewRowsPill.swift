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

    private static let font = Font.bold(14)
    private static let padding = 14.0
    private static let arrowWidth = 10.0
    private static let gap = 6.0
    private static let arrowStyle = StrokeStyle(width: 2, cap: .round, join: .round)

    /// A hidden pill; the list shows it when it should.
    public init() {
        super.init(frame: Rect(x: 0, y: 0, width: Self.height, height: Self.height))
        isHidden = true
    }

    /// The language the label is in: the window's localizer's (English off-window).
    private var language: RefreshLanguage { window?.context.localizer.language ?? .en }

    /// The label for the count now, without the arrow: "12 new".
    public var label: String { language.newRowsShortLabel(count) }

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

    /// Fills the capsule, strokes the arrow at the reading side's start and draws the label after it.
    /// - Parameter canvas: The surface to draw on, in the pill's coordinates.
    open override func draw(in canvas: Canvas) {
        super.draw(in: canvas)
        let box = Rect(origin: .zero, size: bounds.size)
        canvas.fill(.roundedRect(box, cornerRadius: box.height / 2), color: fillColor)
        let rtl = language.isRightToLeft
        let arrowX = rtl ? box.maxX - Self.padding - Self.arrowWidth / 2 : Self.padding + Self.arrowWidth / 2
        let u = Self.arrowWidth / 2, midY = box.midY
        let arrow = Path {
            $0.move(to: Point(x: arrowX, y: midY + u + 1))
            $0.addLine(to: Point(x: arrowX, y: midY - u - 1))
            $0.move(to: Point(x: arrowX - u, y: midY - 1))
            $0.addLine(to: Point(x: arrowX, y: midY - u - 1))
            $0.addLine(to: Point(x: arrowX + u, y: midY - 1))
        }
        canvas.stroke(arrow, color: textColor, style: Self.arrowStyle)
        let start = Self.padding + Self.arrowWidth + Self.gap
        let text = Rect(
            x: rtl ? Self.padding : start, y: 0, width: max(0, box.width - start - Self.padding), height: box.height)
        canvas.drawText(label, font: Self.font, color: textColor, in: text, alignment: .center)
    }
}

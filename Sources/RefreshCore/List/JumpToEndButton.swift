/// The round button a chat list shows over its bottom corner while the user reads away from the
/// newest row, as messengers show one: a chevron pointing down in a circle, and above it a badge
/// counting the rows that came in below since (``ListView/newRowsBelow``). A tap on it scrolls to
/// the end, animated.
///
/// Set it as ``ListView/jumpToEndButton`` on a list with `startsAtEnd`: the list places it
/// (``margin`` inside the viewport's bottom and trailing edges, the app's and the system's insets
/// kept clear), shows it when the list is farther than its ``ListView/atEndDistance`` from its
/// end, hides it at the end, and keeps its count. It draws with vector paths and needs no
/// text but the count, so it reads the same in every language.
@MainActor
open class JumpToEndButton: View, ScrollViewObserver {
    /// The circle's diameter, in points.
    public static let diameter = 40.0
    /// The badge's height, in points; it sits above the circle, overlapping it by a third.
    public static let badgeHeight = 18.0
    /// The circle's fill: white by default.
    public var fillColor = Color.white
    /// The circle's outline and the chevron: MJRefresh's label grey by default.
    public var tintColor = Color.refreshLabel
    /// The badge's fill: a messenger's red by default; its count is drawn in ``badgeTextColor``.
    public var badgeColor = Color(r: 255, g: 59, b: 48)
    /// The badge's count colour: white by default.
    public var badgeTextColor = Color.white
    /// The space between the circle and the viewport's bottom and trailing edges, in points.
    public var margin = 16.0
    /// The number on the badge: the rows that came in below (0: no badge; more than 99 reads
    /// "99+"). The list sets it.
    public internal(set) var count = 0

    private var circle = Path()
    private var chevron = Path()
    private var badge = Path()
    private var badgeRect = Rect.zero
    /// What the paths were built for: the size, and the badge's text.
    private var builtFor: (size: Size, text: String)?

    private static let badgeFont = Font.bold(12)
    private static let outline = StrokeStyle(width: 1)
    private static let chevronStyle = StrokeStyle(width: 2, cap: .round, join: .round)

    /// A hidden button; the list shows it when it should.
    public init() {
        super.init(frame: Rect(x: 0, y: 0, width: Self.diameter, height: Self.size.height))
        isHidden = true
    }

    /// The button's frame size: the circle, and room above it for the badge.
    public static var size: Size { Size(width: diameter, height: diameter + badgeHeight * 2 / 3) }

    /// The circle, in the button's coordinates.
    public var circleRect: Rect {
        Rect(x: 0, y: bounds.height - Self.diameter, width: Self.diameter, height: Self.diameter)
    }

    /// The badge's text: the count, "99+" above 99, empty at 0.
    public var badgeText: String { count <= 0 ? "" : count > 99 ? "99+" : String(count) }

    /// A tap on the shown button, its circle or its badge, scrolls the list to its end.
    /// - Parameters:
    ///   - scrollView: The list.
    ///   - point: Where the tap landed, in the list's content coordinates.
    public func scrollView(_ scrollView: ScrollView, didTapAt point: Point) {
        guard isTapped(in: scrollView, at: point, hits: contains) else { return }
        (scrollView as? ListView)?.scrollToEnd(animated: true)
    }

    /// True when `point` lands on the button: inside its circle, or on its badge while it shows a
    /// count. One target, as a person sees one button.
    /// - Parameter point: A point in the button's coordinates.
    /// - Returns: True for a point on the circle or the badge.
    public func contains(_ point: Point) -> Bool {
        let c = circleRect
        let dx = point.x - c.midX, dy = point.y - c.midY
        if dx * dx + dy * dy <= Self.diameter * Self.diameter / 4 { return true }
        guard !badgeText.isEmpty else { return false }
        return badgeFrame.contains(point)
    }

    /// Where the badge is drawn for the count now, in the button's coordinates.
    private var badgeFrame: Rect {
        if builtFor?.size == bounds.size, builtFor?.text == badgeText { return badgeRect }
        let measurer = window?.context.textMeasurer ?? Label.fallbackMeasurer
        return Self.badgeRect(for: badgeText, in: bounds.width, measurer: measurer)
    }

    /// The badge's rounded box for `text`, centred at the top of a button `width` wide.
    private static func badgeRect(for text: String, in width: Double, measurer: TextMeasurer) -> Rect {
        let w = min(width, max(badgeHeight, measurer.size(of: text, font: badgeFont).width + 10))
        return Rect(x: (width - w) / 2, y: 0, width: w, height: badgeHeight)
    }

    /// Fills and outlines the circle, strokes the chevron, then draws the badge when the count is
    /// above 0. The paths are built once per size and count, so a frame that only moves the
    /// button allocates nothing.
    /// - Parameter canvas: The surface to draw on, in the button's coordinates.
    open override func draw(in canvas: Canvas) {
        super.draw(in: canvas)
        let text = badgeText
        if builtFor?.size != bounds.size || builtFor?.text != text { buildPaths(text: text) }
        canvas.fill(circle, color: fillColor)
        canvas.stroke(circle, color: tintColor, style: Self.outline)
        canvas.stroke(chevron, color: tintColor, style: Self.chevronStyle)
        guard !text.isEmpty else { return }
        canvas.fill(badge, color: badgeColor)
        canvas.drawText(
            text, font: Self.badgeFont, color: badgeTextColor, in: badgeRect, alignment: .center, rotation: 0)
    }

    private func buildPaths(text: String) {
        builtFor = (bounds.size, text)
        let c = circleRect
        circle = .circle(center: Point(x: c.midX, y: c.midY), radius: c.width / 2 - 0.5)
        let u = c.width * 0.18
        chevron = Path {
            $0.move(to: Point(x: c.midX - u, y: c.midY - u / 2))
            $0.addLine(to: Point(x: c.midX, y: c.midY + u / 2))
            $0.addLine(to: Point(x: c.midX + u, y: c.midY - u / 2))
        }
        guard !text.isEmpty else {
            badge = Path()
            return
        }
        let measurer = window?.context.textMeasurer ?? Label.fallbackMeasurer
        badgeRect = Self.badgeRect(for: text, in: bounds.width, measurer: measurer)
        badge = .roundedRect(badgeRect, cornerRadius: Self.badgeHeight / 2)
    }
}

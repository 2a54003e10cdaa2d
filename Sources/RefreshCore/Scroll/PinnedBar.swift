import Logging

/// The colours of a ``PinnedBar``: the bar, the search field on it, the field's glyph and
/// placeholder, and the hairline under the bar.
public struct PinnedBarColors: Equatable, Sendable {
    /// The bar's fill; drawn opaque (the header under the bar never shows through it).
    public var background: Color
    /// The search field's rounded fill.
    public var field: Color
    /// The magnifier glyph and the placeholder text.
    public var placeholder: Color
    /// The hairline along the bar's bottom edge.
    public var separator: Color

    /// Colours for a bar.
    /// - Parameters:
    ///   - background: The bar's fill (its alpha is ignored: the bar is opaque).
    ///   - field: The search field's fill.
    ///   - placeholder: The glyph's and the placeholder's colour.
    ///   - separator: The hairline under the bar.
    public init(background: Color, field: Color, placeholder: Color, separator: Color) {
        self.background = background
        self.field = field
        self.placeholder = placeholder
        self.separator = separator
    }

    /// iOS's light search bar: a #F9F9F9 bar, a #767680 field at 12 % (mixed, so opaque), a
    /// #3C3C43 glyph at 60 %, and a #C6C6C8 hairline.
    public static let light = PinnedBarColors(
        background: Color(hex: 0xF9F9F9), field: Color(hex: 0xF9F9F9).mixed(with: Color(hex: 0x767680), 0.12),
        placeholder: Color(hex: 0xF9F9F9).mixed(with: Color(hex: 0x3C3C43), 0.6), separator: Color(hex: 0xC6C6C8))
}

/// A search field pinned at the top of a scroll view's viewport (``ScrollView/pinnedBar``): the
/// stand-in for an app's search bar or tabs, which stay put while the list under them scrolls and
/// rubber-bands, with the refresh header pulled out below them (as a `UISearchBar` under a
/// navigation bar, Flutter's pinned `SliverAppBar`).
///
/// It draws an opaque bar, a rounded field with a magnifier and a placeholder (``placeholder``,
/// else the localized "Search": `RefreshStringKey.searchPlaceholderText` in the tree's language,
/// laid out from the right in a right-to-left one), and a hairline at its bottom edge. Its frame
/// is set by its scroll view; its ``height`` is what it adds to the scroll view's inset top.
public final class PinnedBar: View, FrameObserver {
    /// The height a bar has unless set: a search bar's 52 points.
    public static let defaultHeight = 52.0
    /// The field's inset from the bar's edges.
    static let fieldInset = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)

    /// The scroll view the bar is pinned to (set by ``ScrollView/pinnedBar``).
    weak var scrollView: ScrollView?

    /// The bar's height in points, added to its scroll view's inset top; negative or non-finite
    /// values become 0 with a warning. Changing it moves content at rest at the top with it.
    public var height: Double {
        didSet {
            let h = warnIfSanitized(
                height, to: height.sanitized(atLeast: 0), control: typeName, property: "height", logger: logger)
            if h != height { height = h }   // (no observer runs for a write inside its own didSet)
            if height != oldValue { scrollView?.pinnedBarHeightDidChange() }
        }
    }

    /// The colours it draws with (the light theme's unless set; `RefreshTheme.apply` sets its own).
    public var colors = PinnedBarColors.light

    /// The field's placeholder; nil (the default) for the localized "Search".
    public var placeholder: String?

    /// The language the placeholder is in; nil (the default) for the tree's.
    public var localizer: RefreshLocalizer?

    /// A bar of `height` points (52 unless given), not yet pinned to a scroll view.
    /// - Parameter height: The bar's height in points.
    public init(height: Double = PinnedBar.defaultHeight) {
        self.height = height.sanitized(atLeast: 0)
        super.init(frame: Rect(x: 0, y: 0, width: 0, height: self.height))
        name = "PinnedBar"
    }

    /// The language the placeholder is drawn in: ``localizer``, else the window's, else the shared one.
    public var effectiveLocalizer: RefreshLocalizer {
        localizer ?? window?.context.localizer ?? RefreshLocalizer.shared
    }

    /// The text the field shows: ``placeholder`` or the localized "Search".
    public var displayedPlaceholder: String {
        placeholder ?? effectiveLocalizer.string(for: .searchPlaceholderText)
    }

    /// A hidden bar adds nothing to the inset.
    public override func hiddenDidChange() {
        super.hiddenDidChange()
        scrollView?.pinnedBarHeightDidChange()
    }

    /// Draws the bar, the field with its glyph and placeholder, and the hairline.
    /// - Parameter canvas: The surface, in the bar's bounds.
    public override func draw(in canvas: Canvas) {
        let size = presentationFrame.size
        var bar = colors.background
        bar.a = 255
        canvas.fill(Rect(origin: .zero, size: size), color: bar)
        let i = Self.fieldInset
        let field = Rect(
            x: i.left, y: i.top, width: max(0, size.width - i.left - i.right),
            height: max(0, size.height - i.top - i.bottom))
        if field.width > 0, field.height > 0 {
            canvas.fill(Path.roundedRect(field, cornerRadius: min(10, field.height / 2)), color: colors.field)
            let rightToLeft = effectiveLocalizer.isRightToLeft
            let glyphX = rightToLeft ? field.maxX - 18 : field.minX + 16
            drawMagnifier(in: canvas, center: Point(x: glyphX, y: field.midY - 1))
            let textX = rightToLeft ? field.minX + 8 : field.minX + 30
            let text = Rect(x: textX, y: field.minY, width: max(0, field.width - 38), height: field.height)
            canvas.drawText(
                displayedPlaceholder, font: .system(15), color: colors.placeholder, in: text,
                alignment: rightToLeft ? .right : .left)
        }
        let hairline = 1 / max(1, canvas.scale)
        canvas.fill(Rect(x: 0, y: size.height - hairline, width: size.width, height: hairline), color: colors.separator)
    }

    /// The magnifier: a ring and its handle, in the placeholder's colour.
    private func drawMagnifier(in canvas: Canvas, center: Point) {
        let r = 5.5
        let style = StrokeStyle(width: 1.6, cap: .round)
        canvas.stroke(Path.circle(center: center, radius: r), color: colors.placeholder, style: style)
        let d = r / 2.0.squareRoot()
        let handle = Path {
            $0.move(to: Point(x: center.x + d, y: center.y + d))
            $0.addLine(to: Point(x: center.x + d + 4, y: center.y + d + 4))
        }
        canvas.stroke(handle, color: colors.placeholder, style: style)
    }

    // MARK: FrameObserver

    /// The bar never moves by itself.
    public var isMoving: Bool { false }

    /// Nothing to step.
    /// - Parameter time: The frame's time.
    public func advance(to time: Double) {}

    /// Follows its scroll view's frame (moved or resized since the last frame) once every value is final.
    /// - Parameter time: The frame's time.
    public func presentationDidUpdate(at time: Double) { scrollView?.placePinnedBar() }
}

/// Where items sit in a grid of equal items, as a minimal `UICollectionViewFlowLayout` with one
/// section. Pure geometry: every query is O(1) whatever the item count.
///
/// Items fill *lines* across the scroll direction (rows of a vertical grid, columns of a horizontal
/// one), and lines follow each other along it:
/// - A line holds as many items as fit across the viewport between the section insets with at
///   least `interitemSpacing` between them, and never fewer than one.
/// - Lines are justified, as the flow layout's full lines: the first item touches the leading
///   inset, the last the trailing one, and the leftover space is spread evenly between the items.
///   A line of one item is centred instead. Every line uses the same positions, so a partial last
///   line stays aligned with the lines before it.
/// - Along the scroll direction the content is `insets + lines × item + (lines − 1) × lineSpacing`;
///   an empty grid has no content at all (0, not the insets), as an empty list has none.
/// - Across it the content is the viewport's extent, or more when a single item is wider (taller)
///   than the room between the insets, so that item can still be scrolled into view.
///
/// Expects sanitised input (`GridView` clamps it); anything else is still kept finite.
struct GridLayout {
    private(set) var count = 0
    private(set) var direction = ScrollDirection.vertical
    private(set) var itemSize = Size(width: 1, height: 1)
    private(set) var lineSpacing = 0.0
    private(set) var inset = EdgeInsets.zero
    /// Items in one line (columns of a vertical grid, rows of a horizontal one); at least 1.
    private(set) var itemsPerLine = 1
    /// Lines holding at least one item.
    private(set) var lineCount = 0
    private(set) var contentSize = Size.zero
    /// Where the first item of every line starts across the scroll direction.
    private var firstItemCross = 0.0
    /// From one item's start to the next one's in a line: the item plus the justified spacing.
    private var itemPitchCross = 0.0

    init() {}

    init(
        count: Int, viewport: Size, direction: ScrollDirection, itemSize: Size,
        interitemSpacing: Double, lineSpacing: Double, inset: EdgeInsets
    ) {
        let along = direction.axis, cross = direction.crossAxis
        let item = itemSize.sanitized(otherwise: Size(width: 1, height: 1))
        let spacing = interitemSpacing.sanitized(atLeast: 0)
        self.count = max(0, count)
        self.direction = direction
        self.itemSize = item
        self.lineSpacing = lineSpacing.sanitized(atLeast: 0)
        self.inset = inset.sanitized(atLeast: 0)

        let viewCross = viewport[cross].sanitized(atLeast: 0)
        let room = max(0, viewCross - self.inset.leading(cross) - self.inset.trailing(cross))
        let itemCross = item[cross]
        let fit = ((room + spacing) / (itemCross + spacing)).rounded(.down)
        // Bounded before converting so absurd input cannot trap; a screen never holds a million.
        itemsPerLine = fit.isFinite ? Int(min(max(fit, 1), 1_000_000)) : 1
        if itemsPerLine > 1 {
            let leftover = max(0, room - Double(itemsPerLine) * itemCross - Double(itemsPerLine - 1) * spacing)
            firstItemCross = self.inset.leading(cross)
            itemPitchCross = itemCross + spacing + leftover / Double(itemsPerLine - 1)
        } else {
            firstItemCross = self.inset.leading(cross) + max(0, room - itemCross) / 2
            itemPitchCross = itemCross + spacing
        }
        lineCount = self.count / itemsPerLine + (self.count % itemsPerLine == 0 ? 0 : 1)

        var size = Size.zero
        if lineCount > 0 {
            let lines = Double(lineCount)
            size[along] =
                self.inset.leading(along) + lines * item[along] + (lines - 1) * self.lineSpacing
                + self.inset.trailing(along)
            let lineEnd = firstItemCross + Double(itemsPerLine - 1) * itemPitchCross + itemCross
            size[cross] = max(viewCross, lineEnd + self.inset.trailing(cross))
        } else {
            size[cross] = viewCross
        }
        contentSize = size
    }

    private var along: Axis { direction.axis }
    private var cross: Axis { direction.crossAxis }
    /// From one line's start to the next one's.
    private var linePitch: Double { itemSize[along] + lineSpacing }

    /// Where line `line` starts along the scroll direction.
    func lineStart(_ line: Int) -> Double { inset.leading(along) + Double(line) * linePitch }

    /// Where the item at `position` in its line starts across the scroll direction.
    func itemStart(atPosition position: Int) -> Double { firstItemCross + Double(position) * itemPitchCross }

    /// The frame of `item` in content coordinates (`.zero` outside `0..<count`).
    func frame(of item: Int) -> Rect {
        guard item >= 0, item < count else { return .zero }
        return rect(
            along: lineStart(item / itemsPerLine), itemSize[along],
            cross: itemStart(atPosition: item % itemsPerLine), itemSize[cross])
    }

    /// The lines whose items overlap `start..<end` along the scroll direction (empty when none:
    /// outside the content or wholly inside the spacing between two lines).
    func lines(along start: Double, _ end: Double) -> Range<Int> {
        guard lineCount > 0, end > start, start.isFinite, end.isFinite else { return 0..<0 }
        let lead = inset.leading(along), pitch = linePitch, extent = itemSize[along]
        guard pitch > 0, extent > 0 else { return 0..<0 }
        // Line l covers lead + l·pitch ..< lead + l·pitch + extent.
        let first = ((start - lead - extent) / pitch).rounded(.down) + 1
        let last = ((end - lead) / pitch).rounded(.up) - 1
        let lines = Double(lineCount)
        let lo = Int(min(max(first, 0), lines)), hi = Int(min(max(last + 1, 0), lines))
        return lo < hi ? lo..<hi : 0..<0
    }

    /// The items of every line that overlaps `rect`, as one contiguous range (a whole line is taken:
    /// across the scroll direction the content is one viewport wide, so lines show whole). Empty
    /// when `rect` misses every item.
    func items(in rect: Rect) -> Range<Int> {
        let crossStart = firstItemCross
        let crossEnd = itemStart(atPosition: itemsPerLine - 1) + itemSize[cross]
        let rectCross = cross == .horizontal ? (rect.minX, rect.maxX) : (rect.minY, rect.maxY)
        guard rectCross.1 > crossStart, rectCross.0 < crossEnd else { return 0..<0 }
        let lines =
            along == .vertical ? self.lines(along: rect.minY, rect.maxY) : self.lines(along: rect.minX, rect.maxX)
        guard !lines.isEmpty else { return 0..<0 }
        let lower = lines.lowerBound * itemsPerLine
        // lines.upperBound <= lineCount, so the product stays below count + itemsPerLine.
        let upper = lines.upperBound >= lineCount ? count : lines.upperBound * itemsPerLine
        return lower..<upper
    }

    /// How many items line `line` holds: `itemsPerLine`, or fewer in a partial last line.
    func itemCount(inLine line: Int) -> Int {
        guard line >= 0, line < lineCount else { return 0 }
        return min(itemsPerLine, count - line * itemsPerLine)
    }

    /// A rectangle given by its extents along and across the scroll direction.
    func rect(along start: Double, _ length: Double, cross crossStart: Double, _ crossLength: Double) -> Rect {
        direction == .vertical
            ? Rect(x: crossStart, y: start, width: crossLength, height: length)
            : Rect(x: start, y: crossStart, width: length, height: crossLength)
    }
}

import Logging

/// A grid of equal cards, as a minimal `UICollectionView` with a flow layout: a data source asked
/// lazily, only the visible items laid out and drawn (cells reused), so a million items cost what
/// a hundred do. `GridLayout` documents where items sit; resizing the grid re-flows its lines.
open class GridView: ScrollView {
    /// The default `itemSize`.
    public static let defaultItemSize = Size(width: 110, height: 110)
    /// Item sides below this are clamped up to it.
    public static let minimumItemSide = 1.0

    /// Supplies the count and the items' content; held weakly.
    public weak var dataSource: GridDataSource?
    /// Which way the grid grows and scrolls.
    public var scrollDirection = ScrollDirection.vertical {
        didSet { if scrollDirection != oldValue { layoutDidChange() } }
    }
    /// The size of every item. A non-finite side becomes the default 110; a side below 1 pt, 1 pt.
    public var itemSize = GridView.defaultItemSize {
        didSet {
            let s = warnIfSanitized(
                itemSize, to: itemSize.sanitized(atLeast: Self.minimumItemSide, otherwise: Self.defaultItemSize),
                control: "GridView", property: "itemSize", logger: logger)
            if s != itemSize { itemSize = s }
            if itemSize != oldValue { layoutDidChange() }
        }
    }
    /// The least space between items in one line; lines are justified, so it may be more.
    /// Negative or non-finite values become 0.
    public var interitemSpacing = 8.0 {
        didSet {
            interitemSpacing = warnIfSanitized(
                interitemSpacing, to: interitemSpacing.sanitized(atLeast: 0),
                control: "GridView", property: "interitemSpacing",
                logger: logger)
            if interitemSpacing != oldValue { layoutDidChange() }
        }
    }
    /// The space between one line and the next. Negative or non-finite values become 0.
    public var lineSpacing = 8.0 {
        didSet {
            lineSpacing = warnIfSanitized(
                lineSpacing, to: lineSpacing.sanitized(atLeast: 0), control: "GridView", property: "lineSpacing",
                logger: logger)
            if lineSpacing != oldValue { layoutDidChange() }
        }
    }
    /// The margins around all the items. Negative or non-finite sides become 0.
    public var sectionInset = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8) {
        didSet {
            sectionInset = warnIfSanitized(
                sectionInset, to: sectionInset.sanitized(atLeast: 0), control: "GridView", property: "sectionInset",
                logger: logger)
            if sectionInset != oldValue { layoutDidChange() }
        }
    }
    /// The cards' colours (background, title, subtitle; cards have no separator); setting it
    /// re-colours the visible cards at once and every card shown later.
    public var cellColors = CellColors.default { didSet { cells.restyle() } }
    /// The cards' background (`cellColors.background`); when opaque, the grid fills only the gaps
    /// between them.
    public var itemBackgroundColor: Color {
        get { cellColors.background }
        set { cellColors.background = newValue }
    }

    private var layout = GridLayout()
    private lazy var cells = ReusableCells<GridCell>(
        host: self, make: { GridCell() },
        style: { [unowned self] in $0.apply(self.cellColors) },
        didRecycle: { $0.item = -1 })
    private var laidOutOrigin = Point(x: .nan, y: .nan)
    /// How many times the data source was asked for an item's content (for tests and benchmarks).
    package private(set) var contentRequests = 0

    /// An empty vertical grid; set `dataSource` and call `reloadData()` to fill it.
    /// - Parameter frame: The grid's frame in its superview's coordinates, in points.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundColor = Color(r: 242, g: 242, b: 247)
        layout = makeLayout(count: 0)
        contentSize = layout.contentSize
    }

    /// The number of items after the last `reloadData`.
    public var numberOfItems: Int { layout.count }
    /// How many items one line holds now: columns of a vertical grid, rows of a horizontal one.
    public var itemsPerLine: Int { layout.itemsPerLine }
    /// The items that have a cell now.
    public var visibleItems: Range<Int> { cells.range }

    /// The number of items, for observers such as footers that hide when there is no data.
    open override var totalDataCount: Int? { numberOfItems }

    /// Asks the data source again for the count, updates the content size and rebuilds the visible
    /// cells (their content is asked again when they are laid out), then tells observers.
    public func reloadData() {
        let n = max(0, dataSource?.numberOfItems(in: self) ?? 0)
        layout = makeLayout(count: n)
        cells.recycleAll()
        contentSize = layout.contentSize
        setNeedsLayout()
        notifyDataDidReload()
    }

    /// The frame of `item` in content coordinates (`.zero` for an item the grid does not have).
    /// - Parameter item: The item's index.
    /// - Returns: Where the item's card sits in the content, in points.
    public func rectForItem(_ item: Int) -> Rect { layout.frame(of: item) }

    /// The cell showing `item`, if it is visible.
    /// - Parameter item: The item's index.
    /// - Returns: The cell, or nil when the item has no cell now (scrolled out or out of range).
    public func cell(forItem item: Int) -> GridCell? { cells.visible[item] }

    /// The item count stays; the geometry changed (a property, the direction or the frame size).
    /// Visible cells keep their content and move in the next layout pass.
    private func layoutDidChange() {
        layout = makeLayout(count: layout.count)
        contentSize = layout.contentSize
        setNeedsLayout()
    }

    private func makeLayout(count: Int) -> GridLayout {
        GridLayout(
            count: count, viewport: bounds.size, direction: scrollDirection, itemSize: itemSize,
            interitemSpacing: interitemSpacing, lineSpacing: lineSpacing, inset: sectionInset)
    }

    /// Re-flows the lines for the new size (the content size first, so the offset is clamped once),
    /// then lets the scroll view update its range and observers.
    /// - Parameter old: The frame size before the change.
    open override func sizeDidChange(from old: Size) {
        // The new content size first, so the offset is clamped once against the new range.
        layoutDidChange()
        super.sizeDidChange(from: old)
    }

    /// Schedules a layout pass so the cells follow the new content offset.
    open override func didScroll() { setNeedsLayout() }

    /// Steps the scroll physics to `time`, then schedules a layout pass while an animation moves the drawn offset.
    /// - Parameter time: The clock time in seconds.
    open override func advance(to time: Double) {
        super.advance(to: time)
        // Animation blocks move only the drawn offset; lay out again while it moves.
        if isBoundsOriginAnimating || presentationContentOffset != laidOutOrigin { setNeedsLayout() }
    }

    /// Shows a cell for every item in the drawn area and where the model offset already is, asking the
    /// data source for the content of items that just came into view, and places each cell at its frame.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let model = contentOffset, drawn = presentationContentOffset
        laidOutOrigin = drawn
        let size = bounds.size
        // Cover both what is drawn and where the model already is, so neither shows a gap.
        let area = Rect(
            x: min(model.x, drawn.x), y: min(model.y, drawn.y),
            width: abs(model.x - drawn.x) + size.width, height: abs(model.y - drawn.y) + size.height)
        let range = layout.items(in: area)
        cells.show(range) { cell, item in
            cell.item = item
            contentRequests += 1
            cell.configure(with: dataSource?.grid(self, contentForItem: item) ?? ListRowContent(title: ""))
        }
        for (item, cell) in cells.visible {
            let r = layout.frame(of: item)
            if cell.frame != r { cell.frame = r }
        }
    }

    /// Fills only the gaps between the cards when they are opaque (they paint over the rest):
    /// before and after the lines, between lines, and between the cards of each visible line.
    /// - Parameter canvas: The surface to draw on.
    open override func draw(in canvas: Canvas) {
        guard let bg = backgroundColor, bg.a > 0 else { return }
        guard itemBackgroundColor.a == 255, canvas.currentAlpha >= 1, layout.count > 0 else {
            return super.draw(in: canvas)
        }
        let shown = Rect(origin: presentationContentOffset, size: presentationFrame.size)
        let vertical = scrollDirection == .vertical
        let (start, end) = vertical ? (shown.minY, shown.maxY) : (shown.minX, shown.maxX)
        let (crossStart, crossEnd) = vertical ? (shown.minX, shown.maxX) : (shown.minY, shown.maxY)
        func fill(along a0: Double, _ a1: Double, cross c0: Double, _ c1: Double) {
            guard a1 > a0, c1 > c0 else { return }
            canvas.fill(layout.rect(along: a0, a1 - a0, cross: c0, c1 - c0), color: bg)
        }
        let itemAlong = vertical ? layout.itemSize.height : layout.itemSize.width
        let itemCross = vertical ? layout.itemSize.width : layout.itemSize.height
        var cursor = start
        for line in layout.lines(along: start, end) {
            let top = layout.lineStart(line), bottom = top + itemAlong
            fill(along: cursor, min(top, end), cross: crossStart, crossEnd)
            let bandStart = max(top, start), bandEnd = min(bottom, end)
            var crossCursor = crossStart
            for position in 0..<layout.itemCount(inLine: line) {
                let itemStart = layout.itemStart(atPosition: position)
                if itemStart >= crossEnd { break }
                fill(along: bandStart, bandEnd, cross: crossCursor, min(itemStart, crossEnd))
                crossCursor = max(crossCursor, itemStart + itemCross)
            }
            fill(along: bandStart, bandEnd, cross: crossCursor, crossEnd)
            cursor = max(cursor, bottom)
        }
        fill(along: cursor, end, cross: crossStart, crossEnd)
    }
}

/// A vertical list of rows, as a minimal `UITableView`: a data source asked lazily, only the
/// visible rows laid out and drawn (cells reused), so a million rows cost what a hundred do.
open class ListView: ScrollView {
    /// Supplies the count and the rows' content; held weakly.
    public weak var dataSource: ListDataSource?
    /// The height of every row when the data source is not a `ListRowHeightSource`.
    public var rowHeight = 60.0 { didSet { if rowHeight != oldValue { reloadData() } } }
    /// The rows' colours (background, title, subtitle, separator); setting it re-colours the visible
    /// rows at once and every row shown later.
    public var cellColors = CellColors.default { didSet { cells.restyle() } }
    /// The rows' background (`cellColors.background`).
    public var rowBackgroundColor: Color {
        get { cellColors.background }
        set { cellColors.background = newValue }
    }

    /// A chat list (off by default): it starts at its end, the newest row at the bottom. A reload
    /// shows the end when the list was at its end (or empty) before; rows appended at the end
    /// scroll into view (animated, as `setContentOffset(_:animated:)`) only when the list was at
    /// its end, else nothing moves; rows inserted above the row under the user's eyes keep it
    /// still even at the very top (older rows loading). Rows shorter than the viewport sit at
    /// its bottom: the list lays them out below a space, never by touching the insets (that
    /// space is the viewport's height less the app's and the system's insets, so a refreshing
    /// header's inset pushes them down as in any list). Set it before the first `reloadData()`;
    /// changing it reloads. Older rows load by themselves with an `OlderRowsLoader`.
    public var startsAtEnd = false { didSet { if startsAtEnd != oldValue { reloadData() } } }
    /// Loads older rows by itself when the top comes near (see `OlderRowsLoader`), and shows its
    /// indicator in a slot above the first row; nil: none. A loader set on a list whose rows rest
    /// at its very top (a chat shorter than its window) loads at once; one set before the first
    /// `reloadData()` waits for it.
    public var olderRowsLoader: OlderRowsLoader? {
        didSet {
            guard olderRowsLoader !== oldValue else { return }
            if let old = oldValue {
                removeObserver(old)
                old.list = nil
                old.indicator?.removeFromSuperview()
            }
            if let loader = olderRowsLoader {
                addObserver(loader)
                loader.list = self
            }
            olderRowsIndicatorDidChange()
            if layout.count > 0 { olderRowsLoader?.rowsDidChange(in: self) }
        }
    }

    /// In a chat list, how many rows were appended at the end while the list was away from it
    /// (they did not scroll in, see ``startsAtEnd``); back to 0 as soon as the list is at its end
    /// again (a scroll, End, ``scrollToEnd(animated:)``, a tap on the ``jumpToEndButton``).
    public private(set) var newRowsBelow = 0
    /// How close to its end, in points, a chat list (``startsAtEnd``) counts as at its end: the one
    /// threshold for "at the end". Within it a row appended at the end scrolls in and the
    /// ``jumpToEndButton`` hides; farther away new rows are counted in ``newRowsBelow`` and the
    /// button shows. 44 by default (a row's height); a negative or non-finite value counts as 0.
    public var atEndDistance = ListView.defaultAtEndDistance { didSet { updateJumpToEnd() } }
    /// The default of ``atEndDistance``: 44 points.
    public static let defaultAtEndDistance = 44.0
    /// The button that brings a chat list back to its newest row (see ``JumpToEndButton``); nil:
    /// none. The list places it over the viewport's bottom corner, shows it while the user is
    /// away from the end (farther than ``atEndDistance``), and keeps its count.
    public var jumpToEndButton: JumpToEndButton? {
        didSet {
            guard jumpToEndButton !== oldValue else { return }
            if let old = oldValue {
                removeObserver(old)
                old.removeFromSuperview()
            }
            if let button = jumpToEndButton {
                addSubview(button)
                addObserver(button)
            }
            updateJumpToEnd()
            setNeedsLayout()
        }
    }

    private var layout = RowLayout()
    /// The space above the first row that puts short rows at the bottom of a chat list; 0 otherwise.
    private var leadingSpace = 0.0
    /// The older-rows indicator's slot between the leading space and the first row, as laid out
    /// (`OlderRowsLoader.indicatorHeight`; 0 without a loader or an indicator).
    private var indicatorSlot = 0.0
    private lazy var cells = ReusableCells<ListCell>(
        host: self, make: { ListCell() },
        style: { [unowned self] in $0.apply(self.cellColors) },
        didRecycle: { [unowned self] in
            recycleCarousel(of: $0)
            $0.row = -1
        })
    private var laidOutOrigin = Point(x: .nan, y: .nan)
    /// How many times the data source was asked for a row's content (for tests and benchmarks).
    package private(set) var contentRequests = 0

    /// An empty list on a light grey background; set `dataSource` and call `reloadData()` to fill it.
    /// - Parameter frame: The list's frame in its superview's coordinates, in points.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundColor = Color(r: 242, g: 242, b: 247)
    }

    /// The number of rows after the last `reloadData`.
    public var numberOfRows: Int { layout.count }
    /// The rows that have a cell now.
    public var visibleRows: Range<Int> { cells.range }

    /// Asks the data source again for the count (and heights, if it gives them), updates the
    /// content size and rebuilds the visible cells.
    public func reloadData() {
        let follows = startsAtEnd && (layout.count == 0 || isAtEnd)
        reload(shiftingOffsetBy: { _ in 0 })
        if follows { setContentOffset(endOffset, animated: false) }
        newRowsAboveDidReload()
        updateJumpToEnd()
        olderRowsLoader?.rowsDidChange(in: self)
    }

    /// Tells the list that the data source gained the rows `rows` (indices in the new count), as
    /// `UITableView.insertRows(at:with:)` without animation: the count and heights are asked again
    /// and the visible cells rebuilt. Rows inserted above the row under the user's eyes (the
    /// first visible row, or the row under the finger during a drag) keep it exactly still: the
    /// offset moves by their height, at rest, mid-drag (the finger keeps its grip) and mid-fling
    /// (the momentum goes on with the same velocity). At the list's very top (the offset at or
    /// above `minContentOffset`, or the first row's top edge showing, as while a header
    /// refreshes) nothing moves and the new rows show. Insets never change. Rows a list that is not a
    /// chat kept out of sight above are counted in ``newRowsAbove`` (its ``newRowsPill`` shows them).
    /// A range that does not fit the old count, or a new count that is not the old one plus
    /// `rows.count`, is reloaded as `reloadData()` does (the offset kept), with a warning.
    /// - Parameter rows: The new rows' indices, in the data source's new numbering.
    public func insertRows(_ rows: Range<Int>) {
        let oldCount = layout.count
        let anchor = rowUnderTheEyes()
        let anchorTop = anchor.map { rowTop($0) }
        let follows = startsAtEnd && rows.lowerBound == oldCount && !isDragging && isAtEnd
        var fits = true, keptStill = false
        reload { newCount in
            guard rows.lowerBound >= 0, rows.lowerBound <= oldCount, newCount == oldCount + rows.count else {
                logger.warning(
                    "Inserted rows do not fit the row count; the list was reloaded",
                    metadata: [
                        "control": "ListView", "call": "insertRows", "value": "\(rows)",
                        "rows": "\(oldCount) → \(newCount)",
                    ])
                fits = false
                return 0
            }
            guard let anchor, let anchorTop, rows.lowerBound <= anchor, startsAtEnd || !isAtTop else { return 0 }
            keptStill = true
            return rowTop(anchor + rows.count) - anchorTop
        }
        if fits, keptStill, !startsAtEnd { newRowsAboveDidInsert(rows.count) }
        if fits, follows { setContentOffset(endOffset, animated: true) }
        if fits, startsAtEnd, !follows, rows.lowerBound == oldCount, !rows.isEmpty { newRowsBelow += rows.count }
        updateJumpToEnd()
        olderRowsLoader?.rowsDidChange(in: self)
    }

    /// Scrolls a list to its end: the last row at the bottom (a chat list's newest message), as
    /// `setContentOffset(_:animated:)` does.
    /// - Parameter animated: False to jump there at once.
    public func scrollToEnd(animated: Bool = true) { setContentOffset(endOffset, animated: animated) }

    /// Clears ``newRowsBelow`` at the end, then shows the jump-to-end button (with the count) away
    /// from it (farther than ``atEndDistance``); the new-rows pill follows the top alike.
    private func updateJumpToEnd() {
        updateNewRowsPill()
        if newRowsBelow > 0, isAtEnd { newRowsBelow = 0 }
        guard let button = jumpToEndButton else { return }
        button.count = newRowsBelow
        let hidden = !startsAtEnd || isAtEnd
        if button.isHidden != hidden { button.isHidden = hidden }
    }

    /// Puts the jump-to-end button `margin` inside the drawn viewport's bottom and trailing edges,
    /// clear of the app's and the system's insets, on top of the rows.
    private func placeJumpToEndButton() {
        guard let button = jumpToEndButton else { return }
        float(button, size: JumpToEndButton.size, margin: button.margin, atTop: false)
    }

    /// Rebuilds the layout from the data source; `shift` gets the new count (with the new layout
    /// in place) and gives how far the offset moves with the content.
    private func reload(shiftingOffsetBy shift: (Int) -> Double) {
        let n = max(0, dataSource?.numberOfRows(in: self) ?? 0)
        if let heights = dataSource as? ListRowHeightSource {
            layout = RowLayout(heights: { heights.list(self, heightForRow: $0) }, count: n)
        } else {
            let h = rowHeight.isFinite && rowHeight > 0 ? rowHeight : 44
            layout = RowLayout(uniform: h, count: n)
        }
        layOutSpaceAboveRows()
        cells.recycleAll()
        setContentSize(Size(width: bounds.width, height: contentHeight), shiftingOffsetBy: shift(n))
        setNeedsLayout()
        notifyDataDidReload()
    }

    /// The loader's indicator, or its height, changed: the slot above the first row takes the new
    /// height and the offset moves with the rows, so the rows on screen stay still. The rows stay
    /// as they were laid out: the data source is not asked again.
    func olderRowsIndicatorDidChange() {
        let oldRowsTop = rowsTop
        layOutSpaceAboveRows()
        setContentSize(Size(width: bounds.width, height: contentHeight), shiftingOffsetBy: rowsTop - oldRowsTop)
        setNeedsLayout()
    }

    /// Takes the older-rows indicator's slot from the loader, then the chat list's leading space
    /// that the slot and the rows leave: what lies above the first row.
    private func layOutSpaceAboveRows() {
        indicatorSlot = olderRowsLoader?.slotHeight ?? 0
        leadingSpace = bottomAligningSpace()
    }

    /// True when the list is at its very top: the offset at (or pulled past) its minimum, or the
    /// content's top edge at or below the viewport's (an inset that grew while a header refreshed
    /// leaves the offset above the new minimum, yet the first row shows in full). Inserted rows
    /// then show.
    private var isAtTop: Bool { contentOffset.y <= max(minContentOffset.y, 0) }

    /// Where a chat list shows its end: the last row at the bottom, and the horizontal offset
    /// inside its range (an inset that shrank may have left it outside, and an animated scroll
    /// there would rest outside it).
    private var endOffset: Point {
        Point(x: min(max(contentOffset.x, minContentOffset.x), maxContentOffset.x), y: maxContentOffset.y)
    }

    /// True when the list is at its end: the offset within ``atEndDistance`` of its maximum (or
    /// past it; at least within half a point), or an animated scroll on its way there (a row
    /// appended while the last one scrolls in).
    private var isAtEnd: Bool {
        let end = maxContentOffset.y - max(0.5, atEndDistance.sanitized(atLeast: 0))
        return contentOffset.y >= end || (animatedScrollTargetY.map { $0 >= end } ?? false)
    }

    /// The row the user looks at: under the finger during a drag, else the first row at the
    /// viewport's top edge; nil when there are no rows.
    private func rowUnderTheEyes() -> Int? {
        guard layout.count > 0 else { return nil }
        let y = isDragging ? contentOffset.y + (fingerLocation?.y ?? 0) : contentOffset.y
        return layout.row(at: max(0, y - rowsTop))
    }

    /// The top of the first row in content coordinates: below the leading space and the
    /// older-rows indicator's slot.
    private var rowsTop: Double { leadingSpace + indicatorSlot }

    /// The top of `row` in content coordinates.
    private func rowTop(_ row: Int) -> Double { rowsTop + layout.top(of: row) }

    /// The rows' height, the older-rows indicator's slot, and in a chat list the space that puts
    /// short rows at the bottom.
    private var contentHeight: Double { rowsTop + layout.totalHeight }

    /// In a chat list, the viewport's height left free by the rows and the older-rows
    /// indicator's slot (less the app's and the system's insets and a pinned bar, not the refresh
    /// controls'); 0 otherwise.
    private func bottomAligningSpace() -> Double {
        guard startsAtEnd else { return 0 }
        let inset = contentInset + systemInset + EdgeInsets(top: pinnedBarHeight)
        return max(0, bounds.height - inset.top - inset.bottom - indicatorSlot - layout.totalHeight)
    }

    /// Moves short rows of a chat list to the viewport's bottom again after the viewport or the
    /// insets changed; a chat list at its end stays at its end.
    private func realignRows(wasAtEnd: Bool) {
        let space = bottomAligningSpace()
        if space != leadingSpace {
            leadingSpace = space
            contentSize = Size(width: bounds.width, height: contentHeight)
            setNeedsLayout()
        }
        if startsAtEnd, wasAtEnd, !isTracking, contentOffset.y != maxContentOffset.y {
            setContentOffset(endOffset, animated: false)
        }
    }

    /// Re-aligns a chat list's short rows for the new insets; a top that now shows clears the new
    /// rows above.
    /// - Parameter old: The adjusted content inset before the change, in points.
    override func insetsDidChange(from old: EdgeInsets) {
        super.insetsDidChange(from: old)
        realignRows(wasAtEnd: false)
        updateNewRowsPill()   // the top moved with the inset
    }

    /// The number of rows, for observers such as footers that hide when there is no data.
    open override var totalDataCount: Int? { layout.count }

    /// The frame of `row` in content coordinates.
    /// - Parameter row: The row's index.
    /// - Returns: The row's frame in points, the list's width wide; `.zero` for a row the list does not have.
    public func rectForRow(_ row: Int) -> Rect {
        guard row >= 0, row < layout.count else { return .zero }
        return Rect(x: 0, y: rowTop(row), width: bounds.width, height: layout.height(of: row))
    }

    /// The cell showing `row`, if it is visible.
    /// - Parameter row: The row's index.
    /// - Returns: The cell, or nil when the row has no cell now (scrolled out or out of range).
    public func cell(forRow row: Int) -> ListCell? { cells.visible[row] }

    /// Lets the scroll view update its range, then widens the content and the visible cells to the new width.
    /// - Parameter old: The frame size before the change.
    open override func sizeDidChange(from old: Size) {
        let inset = adjustedContentInset
        let wasAtEnd = contentOffset.y >= contentSize.height + inset.bottom - old.height - 0.5
        super.sizeDidChange(from: old)
        if contentSize.width != bounds.width {
            contentSize = Size(width: bounds.width, height: contentHeight)
        }
        realignRows(wasAtEnd: wasAtEnd)
        for (_, cell) in cells.visible { cell.frame.size.width = bounds.width }
    }

    /// Schedules a layout pass so the cells follow the new content offset, and shows or hides the
    /// jump-to-end button.
    open override func didScroll() {
        setNeedsLayout()
        updateJumpToEnd()
    }

    /// Fills the background only outside the rows when the rows are opaque and fully visible:
    /// the cells paint over the rest.
    /// - Parameter canvas: The surface to draw on.
    open override func draw(in canvas: Canvas) {
        guard let bg = backgroundColor, bg.a > 0 else { return }
        let visible = Rect(origin: presentationContentOffset, size: presentationFrame.size)
        guard rowBackgroundColor.a == 255, canvas.currentAlpha >= 1, layout.count > 0 else {
            return super.draw(in: canvas)
        }
        let rowsTop = self.rowsTop, rowsBottom = contentHeight
        if visible.minY < rowsTop {
            canvas.fill(
                Rect(
                    x: visible.minX, y: visible.minY, width: visible.width,
                    height: min(rowsTop, visible.maxY) - visible.minY), color: bg)
        }
        if visible.maxY > rowsBottom {
            let y = max(rowsBottom, visible.minY)
            canvas.fill(Rect(x: visible.minX, y: y, width: visible.width, height: visible.maxY - y), color: bg)
        }
        // Rows span x 0…width; anything wider (horizontal overscroll) shows the background.
        if visible.minX < 0 {
            canvas.fill(Rect(x: visible.minX, y: visible.minY, width: -visible.minX, height: visible.height), color: bg)
        }
        if visible.maxX > bounds.width {
            canvas.fill(
                Rect(x: bounds.width, y: visible.minY, width: visible.maxX - bounds.width, height: visible.height),
                color: bg)
        }
    }

    /// Steps the scroll physics to `time`, then schedules a layout pass while an animation moves the drawn offset.
    /// - Parameter time: The clock time in seconds.
    open override func advance(to time: Double) {
        super.advance(to: time)
        // Animation blocks move only the drawn offset; lay out again while it moves.
        if isBoundsOriginAnimating || presentationContentOffset != laidOutOrigin { setNeedsLayout() }
    }

    /// Shows a cell for every row in the drawn area and where the model offset already is, asking the
    /// data source for the content of rows that just came into view, and places each cell at its frame.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let model = contentOffset, drawn = presentationContentOffset
        laidOutOrigin = drawn
        let h = bounds.height
        // Cover both what is drawn and where the model already is, so neither shows a gap.
        let range = layout.rows(in: min(model.y, drawn.y) - rowsTop, max(model.y, drawn.y) + h - rowsTop)
        cells.show(range) { cell, row in
            cell.row = row
            contentRequests += 1
            cell.configure(with: dataSource?.list(self, contentForRow: row) ?? ListRowContent(title: ""))
        }
        for (row, cell) in cells.visible {
            let r = rectForRow(row)
            if cell.frame != r { cell.frame = r }
            layOutCarousel(in: cell, row: row)   // ListView+Carousels
        }
        placeOlderRowsIndicator()
        placeNewRowsPill()
        placeJumpToEndButton()
    }

    /// Puts the older-rows indicator in its slot above the first row (under the cells and the
    /// refresh controls), hidden when the slot is 0 high.
    private func placeOlderRowsIndicator() {
        guard let loader = olderRowsLoader, let indicator = loader.indicator else { return }
        loader.updateIndicator()
        if indicator.superview !== self { insertSubview(indicator, at: 0) }
        let slot = Rect(x: 0, y: leadingSpace, width: bounds.width, height: indicatorSlot)
        if indicator.frame != slot { indicator.frame = slot }
        indicator.isHidden = indicatorSlot == 0
    }
}

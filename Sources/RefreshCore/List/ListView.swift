/// A vertical list of rows, as a minimal `UITableView`: a data source asked lazily, only the
/// visible rows laid out and drawn (cells reused), so a million rows cost what a hundred do.
open class ListView: ScrollView {
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

    private var layout = RowLayout()
    private lazy var cells = ReusableCells<ListCell>(host: self, make: { ListCell() },
                                                     style: { [unowned self] in $0.apply(self.cellColors) },
                                                     didRecycle: { $0.row = -1 })
    private var laidOutOrigin = Point(x: .nan, y: .nan)
    /// How many times the data source was asked for a row's content (for tests and benchmarks).
    public private(set) var contentRequests = 0

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
        let n = max(0, dataSource?.numberOfRows(in: self) ?? 0)
        if let heights = dataSource as? ListRowHeightSource {
            layout = RowLayout(heights: { heights.list(self, heightForRow: $0) }, count: n)
        } else {
            let h = rowHeight.isFinite && rowHeight > 0 ? rowHeight : 44
            layout = RowLayout(uniform: h, count: n)
        }
        cells.recycleAll()
        contentSize = Size(width: bounds.width, height: layout.totalHeight)
        setNeedsLayout()
        notifyDataDidReload()
    }

    open override var totalDataCount: Int? { layout.count }

    /// The frame of `row` in content coordinates.
    public func rectForRow(_ row: Int) -> Rect {
        guard row >= 0, row < layout.count else { return .zero }
        return Rect(x: 0, y: layout.top(of: row), width: bounds.width, height: layout.height(of: row))
    }

    /// The cell showing `row`, if it is visible.
    public func cell(forRow row: Int) -> ListCell? { cells.visible[row] }

    open override func sizeDidChange(from old: Size) {
        super.sizeDidChange(from: old)
        if contentSize.width != bounds.width {
            contentSize = Size(width: bounds.width, height: layout.totalHeight)
        }
        for (_, cell) in cells.visible { cell.frame.size.width = bounds.width }
    }

    open override func didScroll() { setNeedsLayout() }

    /// Fills the background only outside the rows when the rows are opaque and fully visible:
    /// the cells paint over the rest.
    open override func draw(in canvas: Canvas) {
        guard let bg = backgroundColor, bg.a > 0 else { return }
        let visible = Rect(origin: presentationContentOffset, size: presentationFrame.size)
        guard rowBackgroundColor.a == 255, canvas.currentAlpha >= 1, layout.count > 0 else {
            return super.draw(in: canvas)
        }
        let rowsTop = 0.0, rowsBottom = layout.totalHeight
        if visible.minY < rowsTop {
            canvas.fill(Rect(x: visible.minX, y: visible.minY, width: visible.width, height: min(rowsTop, visible.maxY) - visible.minY), color: bg)
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
            canvas.fill(Rect(x: bounds.width, y: visible.minY, width: visible.maxX - bounds.width, height: visible.height), color: bg)
        }
    }

    open override func advance(to time: Double) {
        super.advance(to: time)
        // Animation blocks move only the drawn offset; lay out again while it moves.
        if isBoundsOriginAnimating || presentationContentOffset != laidOutOrigin { setNeedsLayout() }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let model = contentOffset, drawn = presentationContentOffset
        laidOutOrigin = drawn
        let h = bounds.height
        // Cover both what is drawn and where the model already is, so neither shows a gap.
        let range = layout.rows(in: min(model.y, drawn.y), max(model.y, drawn.y) + h)
        cells.show(range) { cell, row in
            cell.row = row
            contentRequests += 1
            cell.configure(with: dataSource?.list(self, contentForRow: row) ?? ListRowContent(title: ""))
        }
        for (row, cell) in cells.visible {
            let r = rectForRow(row)
            if cell.frame != r { cell.frame = r }
        }
    }
}

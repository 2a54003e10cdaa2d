/// The cells of a data view (list, grid): one per index in view, reused as indexes scroll in and
/// out, so a million rows cost what the visible ones do. New cells go below the host's other
/// subviews (index 0), recycled ones are hidden until they are needed again.
@MainActor
final class ReusableCells<Cell: View> {
    private unowned let host: View
    private let make: () -> Cell
    private let style: (Cell) -> Void
    private let didRecycle: (Cell) -> Void
    private(set) var visible: [Int: Cell] = [:]
    private var reusable: [Cell] = []
    /// The indexes that have a cell now.
    private(set) var range: Range<Int> = 0..<0
    /// `style` gives a cell the host's current look (its colours); it runs on every cell as it is
    /// shown and on every visible one on `restyle()`.
    init(host: View, make: @escaping () -> Cell, style: @escaping (Cell) -> Void, didRecycle: @escaping (Cell) -> Void)
    {
        self.host = host
        self.make = make
        self.style = style
        self.didRecycle = didRecycle
        reusable.reserveCapacity(64)   // room for a screenful: recycling in a frame does not grow it
    }

    /// Gives every visible cell the host's current look again (cells shown later get it as they
    /// are shown).
    func restyle() {
        for (_, cell) in visible { style(cell) }
    }

    /// Gives every index of `range` a cell, `configure`-ing only the cells new to their index, and
    /// recycles the cells of indexes outside it.
    func show(_ range: Range<Int>, configure: (Cell, Int) -> Void) {
        guard range != self.range else { return }
        // The cells shown are those of `self.range`: walking it (not the dictionary being changed)
        // recycles without copying the dictionary, so scrolling allocates nothing here.
        for index in self.range where !range.contains(index) {
            if let cell = visible.removeValue(forKey: index) { recycle(cell) }
        }
        for index in range where visible[index] == nil {
            let cell = reusable.popLast() ?? make()
            style(cell)
            cell.isHidden = false
            if cell.superview !== host { host.insertSubview(cell, at: 0) }
            configure(cell, index)
            visible[index] = cell
        }
        self.range = range
    }

    /// Recycles every cell (the data changed: all of them are configured anew).
    func recycleAll() {
        for (_, cell) in visible { recycle(cell) }
        visible.removeAll(keepingCapacity: true)
        range = 0..<0
    }

    private func recycle(_ cell: Cell) {
        cell.isHidden = true
        didRecycle(cell)
        reusable.append(cell)
    }
}

/// Where rows sit along the list: uniform heights in O(1), variable heights as prefix sums with
/// binary search, so finding the visible rows costs O(log n) whatever the row count.
struct RowLayout {
    private(set) var count = 0
    private var uniformHeight = 44.0
    /// `offsets[i]` is the top of row i; `offsets[count]` the total height. Empty when uniform.
    private var offsets: [Double] = []

    init() {}

    init(uniform height: Double, count: Int) {
        self.count = count
        self.uniformHeight = height
    }

    init(heights: (Int) -> Double, count: Int) {
        self.count = count
        var o = [Double]()
        o.reserveCapacity(count + 1)
        var y = 0.0
        o.append(0)
        for i in 0..<count {
            let h = heights(i)
            y += h.isFinite && h > 0 ? h : 0
            o.append(y)
        }
        offsets = o
    }

    var isUniform: Bool { offsets.isEmpty }
    var totalHeight: Double { isUniform ? Double(count) * uniformHeight : offsets[count] }

    func top(of row: Int) -> Double { isUniform ? Double(row) * uniformHeight : offsets[row] }
    func height(of row: Int) -> Double { isUniform ? uniformHeight : offsets[row + 1] - offsets[row] }

    /// The rows that intersect `minY..<maxY` (empty when none).
    func rows(in minY: Double, _ maxY: Double) -> Range<Int> {
        guard count > 0, maxY > minY, maxY > 0, minY < totalHeight else { return 0..<0 }
        let first = row(at: max(0, minY))
        var last = row(at: min(maxY, totalHeight) - 1e-9)
        last = min(max(last, first), count - 1)
        return first..<(last + 1)
    }

    /// The row containing `y` (clamped to the rows).
    func row(at y: Double) -> Int {
        if isUniform {
            guard uniformHeight > 0 else { return 0 }
            return min(max(Int(saturating: (y / uniformHeight).rounded(.down)), 0), count - 1)
        }
        var lo = 0, hi = count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if offsets[mid] <= y { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }
}

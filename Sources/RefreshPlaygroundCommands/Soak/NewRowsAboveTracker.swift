import RefreshCore
import RefreshPlayground

/// The `newRowsAboveCounted` check on a list with a ``NewRowsPill`` (`list.feed`), frame after
/// frame: the pill shows exactly while ``ListView/newRowsAbove`` is above 0 (with that count) or
/// the header refreshes in place;
/// the count is 0 once the list rests with its top showing; it never grows while the rows stay as
/// many (a reload and an insertion in one frame may leave fewer rows yet count the inserted ones);
/// it never exceeds the rows there are.
struct NewRowsAboveTracker {
    /// The count and the number of rows after the last frame checked.
    private var last: (count: Int, rows: Int)?

    /// What is wrong with `list` after this frame, or nil; `atRest`: no touch, momentum or animation.
    mutating func check(_ list: ListView, atRest: Bool) -> String? {
        guard let pill = list.newRowsPill else { return nil }
        let count = list.newRowsAbove, rows = list.numberOfRows
        defer { last = (count, rows) }
        let what = pill.isHidden ? "hidden" : "showing \(pill.count)\(pill.isRefreshing ? ", refreshing" : "")"
        if pill.isHidden == (count > 0 || pill.isRefreshing) || (count > 0 && pill.count != count) {
            return "the pill (\(what)) does not show \(count) new rows above"
        }
        if count > rows { return "\(count) new rows above, but the list has \(rows) rows" }
        if atRest, count > 0, list.showsTop {
            return "\(count) new rows above while the list rests with its top showing"
        }
        if let last, count > last.count, rows == last.rows {
            return "the count grew from \(last.count) to \(count) while the rows stayed \(rows)"
        }
        return nil
    }
}

/// Supplies a grid's items. The grid asks for the count on `reloadData` and for an item's content
/// only when that item becomes visible, so a data source of a million items is asked for a screenful.
@MainActor
public protocol GridDataSource: AnyObject {
    /// How many items the grid shows; asked once per `reloadData`. Negative counts are read as 0.
    /// - Parameter grid: The grid asking.
    /// - Returns: The item count.
    func numberOfItems(in grid: GridView) -> Int
    /// What item `item` shows (a title and an optional subtitle); asked when it scrolls into view.
    /// - Parameters:
    ///   - grid: The grid asking.
    ///   - item: The item's index, 0..<`numberOfItems(in:)`.
    /// - Returns: The card's title and optional subtitle.
    func grid(_ grid: GridView, contentForItem item: Int) -> ListRowContent
}

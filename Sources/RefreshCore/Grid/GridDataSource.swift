/// Supplies a grid's items. The grid asks for the count on `reloadData` and for an item's content
/// only when that item becomes visible, so a data source of a million items is asked for a screenful.
@MainActor
public protocol GridDataSource: AnyObject {
    /// How many items the grid shows; asked once per `reloadData`. Negative counts are read as 0.
    func numberOfItems(in grid: GridView) -> Int
    /// What item `item` shows (a title and an optional subtitle); asked when it scrolls into view.
    func grid(_ grid: GridView, contentForItem item: Int) -> ListRowContent
}

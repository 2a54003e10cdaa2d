/// What one row shows.
public struct ListRowContent: Equatable, Sendable {
    /// The main line of text.
    public var title: String
    /// The smaller second line; nil hides it.
    public var subtitle: String?

    /// Creates the content of one row or card.
    /// - Parameters:
    ///   - title: The main line of text.
    ///   - subtitle: The second line; none by default.
    public init(title: String, subtitle: String? = nil) {
        self.title = title
        self.subtitle = subtitle
    }
}

/// Supplies a list's rows. The list asks for the count on `reloadData` and for a row's content
/// only when that row becomes visible.
@MainActor
public protocol ListDataSource: AnyObject {
    /// How many rows the list shows; asked once per `reloadData`. Negative counts are read as 0.
    /// - Parameter list: The list asking.
    /// - Returns: The row count.
    func numberOfRows(in list: ListView) -> Int
    /// What row `row` shows; asked when it scrolls into view.
    /// - Parameters:
    ///   - list: The list asking.
    ///   - row: The row's index, 0..<`numberOfRows(in:)`.
    /// - Returns: The row's title and optional subtitle.
    func list(_ list: ListView, contentForRow row: Int) -> ListRowContent
}

/// A data source whose rows differ in height. Heights are asked for every row on `reloadData`
/// (one pass, kept as prefix sums); lists of uniform rows use `ListView.rowHeight` and ask nothing.
public protocol ListRowHeightSource: ListDataSource {
    /// The height of row `row` in points; asked for every row on `reloadData`.
    /// - Parameters:
    ///   - list: The list asking.
    ///   - row: The row's index.
    /// - Returns: The height in points; a non-finite or negative height counts as 0.
    func list(_ list: ListView, heightForRow row: Int) -> Double
}

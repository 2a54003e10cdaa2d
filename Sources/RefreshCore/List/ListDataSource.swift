/// What one row shows.
public struct ListRowContent: Equatable, Sendable {
    public var title: String
    public var subtitle: String?

    public init(title: String, subtitle: String? = nil) {
        self.title = title
        self.subtitle = subtitle
    }
}

/// Supplies a list's rows. The list asks for the count on `reloadData` and for a row's content
/// only when that row becomes visible.
@MainActor
public protocol ListDataSource: AnyObject {
    func numberOfRows(in list: ListView) -> Int
    func list(_ list: ListView, contentForRow row: Int) -> ListRowContent
}

/// A data source whose rows differ in height. Heights are asked for every row on `reloadData`
/// (one pass, kept as prefix sums); lists of uniform rows use `ListView.rowHeight` and ask nothing.
public protocol ListRowHeightSource: ListDataSource {
    func list(_ list: ListView, heightForRow row: Int) -> Double
}

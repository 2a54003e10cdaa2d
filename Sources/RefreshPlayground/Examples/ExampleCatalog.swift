/// All examples, in menu order: the plain list, the headers, the footers, the trailer, the grid.
public enum ExampleCatalog {
    public static let all: [Example] = [
        .listPlain,
        .headerNormal, .headerGif, .headerHideTime, .headerHideStateTime, .headerCustomText, .headerDIY, .headerAutoBegin,
        .footerAutoNormal, .footerAutoGif, .footerAutoHideRefreshingTitle, .footerNoMoreData, .footerAutoManual,
        .footerAutoCustomText, .footerAutoHideAfterLoad, .footerBackNormal, .footerBackGif, .footerAutoDIY,
        .footerBackDIY,
        .trailerHorizontal,
        .gridHeaderFooter,
    ]

    public static var ids: [String] { all.map(\.id) }

    public static func example(id: String) -> Example? { all.first { $0.id == id } }

    public static let defaultID = "list.plain"

    /// The message for an unknown ID, listing the valid ones.
    public static func unknownMessage(_ id: String) -> String {
        "unknown example \"\(id)\"; valid examples: \(ids.joined(separator: ", "))"
    }
}

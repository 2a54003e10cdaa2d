import RefreshCore

/// All examples, in menu order: the plain list, the headers, the footers, the trailer, the grid.
public enum ExampleCatalog {
    /// Every example, in the order `list` prints them.
    public static let all: [Example] = [
        .listPlain,
        .headerNormal, .headerGif, .headerHideTime, .headerHideStateTime, .headerCustomText, .headerDIY, .headerAutoBegin,
        .footerAutoNormal, .footerAutoGif, .footerAutoHideRefreshingTitle, .footerNoMoreData, .footerAutoManual,
        .footerAutoCustomText, .footerAutoHideAfterLoad, .footerBackNormal, .footerBackGif, .footerAutoDIY,
        .footerBackDIY,
        .trailerHorizontal,
        .gridHeaderFooter,
    ]

    /// The IDs of `all`.
    public static var ids: [String] { all.map(\.id) }

    /// The example with `id`, if there is one.
    public static func example(id: String) -> Example? { all.first { $0.id == id } }

    /// The example the window opens without `--example`.
    public nonisolated static let defaultID = "list.plain"

    /// The message for an unknown ID, listing the valid ones.
    public static func unknownMessage(_ id: String) -> String {
        "unknown example \(EchoedText.quoted(id)); valid examples: \(ids.joined(separator: ", "))"
    }
}

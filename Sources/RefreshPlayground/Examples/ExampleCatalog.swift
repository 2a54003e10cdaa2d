import RefreshCore

/// All examples, in menu order: the lists (one, two side by side), the headers, the footers, the
/// trailer, the grid.
package enum ExampleCatalog {
    /// Every example, in the order `list` prints them.
    package static let all: [Example] = [
        .listShowcase, .listPlain, .listChat, .listFeed, .listSplit, .listCarousels, .listPinnedToolbar,
        .headerNormal, .headerGif, .headerLottie, .headerHideTime, .headerHideStateTime, .headerCustomText, .headerDIY,
        .headerRing, .headerAutoBegin, .headerResults, .headerThreshold, .headerTriggerHold,
        .headerPlacementBehind, .headerPlacementFront, .headerPlacementScale, .headerTwoLevel, .headerCancel,
        .headerBackground,
        .footerAutoNormal, .footerAutoGif, .footerAutoHideRefreshingTitle, .footerNoMoreData, .footerAutoManual,
        .footerAutoCustomText, .footerAutoHideAfterLoad, .footerBackNormal, .footerBackGif, .footerAutoDIY,
        .footerBackDIY, .footerFailureRetry, .footerLottie,
        .trailerHorizontal,
        .gridHeaderFooter,
    ]

    /// The IDs of `all`.
    package static var ids: [String] { all.map(\.id) }

    /// The example with `id`, if there is one.
    package static func example(id: String) -> Example? { all.first { $0.id == id } }

    /// The example the window opens without `--example`.
    package nonisolated static let defaultID = "list.showcase"

    /// The message for an unknown ID, listing the valid ones.
    package static func unknownMessage(_ id: String) -> String {
        "unknown example \(EchoedText.quoted(id)); valid examples: \(ids.joined(separator: ", "))"
    }
}

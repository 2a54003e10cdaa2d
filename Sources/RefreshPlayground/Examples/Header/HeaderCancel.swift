import RefreshCore

extension Example {
    /// `header.cancel`: a slow load (4 s) that can be cancelled, and the source of each refresh.
    /// Esc (the input router) or X (`cancelRefreshing()`) cancels the running refresh; O turns a
    /// 2 s `refreshTimeout` on and off; V shows the header refreshing for a load of the app's own
    /// (`showRefreshing()`: the handler is not called) that ends after the same delay. The
    /// header's refreshing title names what began the refresh (pull, key, code) and a notice says
    /// why a refresh was cancelled (key, code, timeout).
    static let headerCancel = Example(
        id: "header.cancel", title: "Cancel and sources",
        summary: "A slow load: Esc or X cancels it, O sets a 2 s timeout, V shows the app's own load without "
            + "the handler; the title names what began the refresh",
        refreshDelay: 4,
        recipe: ExampleRecipe(
            header: { _ in SourceNamingHeader() },
            handleKey: { example, key in HeaderCancelKeys.handle(key, in: example) },
            didInstall: { example in
                example.header?.onRefreshCancelled = { [unowned example] reason in
                    example.notify("Cancelled (\(reason.rawValue))")
                }
            }))
}

/// The keys of `header.cancel`: X cancels from code, O turns the timeout on and off, V shows the
/// app's own load. A key that cannot act now says why and calls nothing.
enum HeaderCancelKeys {
    /// The timeout O turns on, in seconds.
    static let timeout = 2.0

    /// Handles `key`; false when it is not one of the example's.
    static func handle(_ key: String, in example: RecipeContext) -> Bool {
        guard let header = example.header else { return false }
        switch key {
        case "X":
            if !header.isRefreshing { example.notify("X: nothing to cancel") } else { header.cancelRefreshing() }
        case "O":
            header.refreshTimeout = header.refreshTimeout == nil ? timeout : nil
            example.notify(header.refreshTimeout == nil ? "Timeout: off" : "Timeout: 2 s")
        case "V":
            if !example.showOwnLoad(of: .header) { example.notify("V: the header cannot begin now") }
        default:
            return false
        }
        return true
    }
}

/// A normal header whose refreshing title names what began the refresh ("Refreshing data... ·
/// pull"), and says when it only shows the app's own load ("· code, no handler").
final class SourceNamingHeader: NormalHeader {
    override func updateTexts() {
        super.updateTexts()
        guard isRefreshing, let source = refreshSource else { return }
        stateLabel.text += " · " + source.rawValue + (refreshCallsHandler ? "" : ", no handler")
    }
}

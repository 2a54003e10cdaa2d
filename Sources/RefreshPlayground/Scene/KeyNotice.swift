import RefreshCore

/// A short word the window shows for a moment after a key: why the key could not act now ("F5:
/// already refreshing"), or the setting it changed ("F: rows make room"). The playground checks
/// before it calls the library, so a key pressed at the wrong moment calls nothing and logs
/// nothing; the library's warnings stay for misuse by code.
package struct KeyNotice: Equatable, Sendable {
    /// The words shown.
    package let text: String

    /// A notice of `text`.
    package init(text: String) { self.text = text }

    /// "`key`: `reason`".
    package init(key: String, reason: String) { text = "\(key): \(reason)" }

    /// Why F5 cannot begin `header`'s refresh now, or nil when it can (or waits for another
    /// control's refresh to end, which the header says itself).
    @MainActor static func refusalOfF5(_ header: RefreshHeader?) -> KeyNotice? {
        guard let header else { return nil }
        let reason: String? =
            if header.isRefreshing {
                "already refreshing"
            } else if header.secondFloor?.isShown == true {
                "the second floor is open"
            } else if header.isWaitingToBegin {
                "already waiting for the other load"
            } else {
                nil
            }
        return reason.map { KeyNotice(key: "F5", reason: $0) }
    }
}

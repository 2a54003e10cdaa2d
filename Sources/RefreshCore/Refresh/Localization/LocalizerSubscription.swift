/// A view's subscription to the localizer in force (its own, else its window's): made again when
/// that localizer is another one, so the view follows the language of the localizer it shows.
@MainActor
struct LocalizerSubscription {
    private var token: RefreshLocalizer.ObserverToken?
    private weak var observed: RefreshLocalizer?

    /// Subscribes `handler` to `target`'s changes, unless it is already subscribed to it.
    /// - Parameters:
    ///   - target: The localizer in force now.
    ///   - handler: Called after each change of `target`'s strings.
    /// - Returns: True when it subscribed (the first time, or to another localizer): the texts
    ///   should be read again now.
    mutating func follow(_ target: RefreshLocalizer, handler: @escaping () -> Void) -> Bool {
        guard target !== observed || token == nil else { return false }
        token = target.addObserver(handler)
        observed = target
        return true
    }
}

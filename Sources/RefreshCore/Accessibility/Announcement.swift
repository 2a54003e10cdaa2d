/// One sentence a refresh control announced for assistive technology ("Refreshing", "Loaded 5
/// items", "Load failed", "No more data"), as UIRefreshControl announces to VoiceOver.
public struct Announcement: Equatable, Sendable {
    /// The localized sentence, in the language of the control that spoke.
    public let text: String
    /// When it was delivered, in seconds on the tree's injected clock.
    public let time: Double

    /// An announcement of `text` delivered at `time`.
    /// - Parameters:
    ///   - text: The sentence.
    ///   - time: The delivery time on the tree's clock, in seconds.
    public init(text: String, time: Double) {
        self.text = text
        self.time = time
    }
}

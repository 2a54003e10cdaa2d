import Foundation
import RefreshCore

/// A row of a filmstrip: the pull percents, then the animation in time order split at its events.
package enum FilmstripSection: String, CaseIterable, Sendable {
    /// The control held at each pull percent.
    case pull
    /// From the pull past the threshold (t = 0) through the release to the end of the begin
    /// animation (for an auto footer: until it starts loading, if it does not at once).
    case pullingToRefreshing
    /// From the moment the refreshing handler runs until the refresh ends.
    case refreshing
    /// From the end of the refresh until its end animation has finished.
    case ending

    /// The row's title on the sheet.
    package var title: String {
        switch self {
        case .pull: return "pull"
        case .pullingToRefreshing: return "pulling → refreshing"
        case .refreshing: return "refreshing"
        case .ending: return "ending"
        }
    }
}

/// One frame of a filmstrip: the cropped pixels and what the control reported when they were drawn.
package struct FilmstripCell {
    /// The row it belongs to.
    package let section: FilmstripSection
    /// The framed part of the window (`ComponentFraming.cropRect`), at the filmstrip's scale.
    package let image: Bitmap
    /// The pull percent asked for (1 = the threshold); nil for animation cells.
    package let requestedPercent: Double?
    /// Seconds since the pull past the threshold (the animation's t = 0); nil for pull cells.
    package let time: Double?
    /// The control's `pullingPercent` when the frame was drawn.
    package let reportedPercent: Double
    /// The control's state when the frame was drawn.
    package let state: RefreshState

    /// The first caption line: "25 %" or "t = 0.07 s".
    package var caption: String {
        if let p = requestedPercent { return "\(Int((p * 100).rounded())) %" }
        return "t = " + String(format: "%.2f", time ?? 0) + " s"
    }
}

import Foundation
import RefreshCore

/// Everything a scene starts from; the replay script and the command line fill it.
package struct SceneConfiguration {
    /// The sides a viewport may have, in points: the window's `--size`, its minimum size when
    /// resized by hand, and a script's `viewport` and `resize`.
    package nonisolated static let viewportSides = 50.0...10_000.0

    package var exampleID: String
    package var viewport = Size(width: 390, height: 844)
    package var scale = 1.0
    package var fps = 60.0
    /// nil: the example's default.
    package var rows: Int?
    /// Seconds until a refresh handler finishes by itself; `.some(nil)` means never; nil the example's default.
    package var refreshDelay: Double??
    /// A language code; nil takes the environment's locale (LANGUAGE, LC_ALL, LC_MESSAGES, LANG), else English.
    package var language: String? = "en"
    /// Where the calendar clock starts (the app's "now" for last-updated labels).
    package var startDate = Date(timeIntervalSince1970: 1_767_268_800)   // 2026-01-01T12:00:00Z
    /// The zone of last-updated labels: UTC for replays, the user's in the window.
    package var timeZone = CalendarClock.utc

    /// The colours the scene starts with (`T` and a script's `theme` step switch them).
    package var theme = Theme.light
    /// Reduced motion (`--reduce-motion`, `REFRESH_REDUCE_MOTION`, the desktop's setting, `M`, a
    /// script's `reduceMotion`): spinners and loops stand still, animations jump to their end.
    package var reducesMotion = false

    /// Where last-updated times persist; nil keeps them in memory (replays, tests).
    package var lastUpdatedStore: LastUpdatedStore?

    package init(exampleID: String) { self.exampleID = exampleID }
}

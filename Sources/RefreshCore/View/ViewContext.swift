import Foundation

/// What a view tree needs from its host: the clock, the main-loop scheduler, the animator, a
/// text measurer, the calendar clock (dates for last-updated labels) and the localizer. A `Window`
/// owns one; views reach it through `window?.context`.
@MainActor
public final class ViewContext {
    /// Where the calendar starts when the host does not say: 2026-01-01T12:00:00Z (replay's default).
    public static let defaultCalendarOrigin = Date(timeIntervalSince1970: 1_767_268_800)

    public let clock: Clock
    public let scheduler: Scheduler
    public let animator: Animator
    public var textMeasurer: TextMeasurer
    /// Dates on the injected clock: the host passes the real date at start-up, tests a fixed one.
    public let calendar: CalendarClock
    /// The language of every refresh control in this tree (each may still set its own).
    public let localizer: RefreshLocalizer
    /// Pixels per point of the display the tree is drawn on (used for pixel-snapped stop thresholds).
    public var scale: Double

    public init(clock: Clock, textMeasurer: TextMeasurer = ApproximateTextMeasurer(), scale: Double = 1,
                calendarOrigin: Date = ViewContext.defaultCalendarOrigin,
                timeZone: TimeZone = CalendarClock.utc,
                localizer: RefreshLocalizer = RefreshLocalizer(language: .en)) {
        self.clock = clock
        self.scheduler = Scheduler(clock: clock)
        self.animator = Animator(clock: clock)
        self.textMeasurer = textMeasurer
        self.calendar = CalendarClock(clock: clock, origin: calendarOrigin, timeZone: timeZone)
        self.localizer = localizer
        self.scale = scale > 0 && scale.isFinite ? scale : 1
    }
}

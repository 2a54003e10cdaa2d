import Foundation

/// What a view tree needs from its host: the clock, the main-loop scheduler, the animator, a
/// text measurer, the calendar clock (dates for last-updated labels) and the localizer. A `Window`
/// owns one; views reach it through `window?.context`.
@MainActor
public final class ViewContext {
    /// Where the calendar starts when the host does not say: 2026-01-01T12:00:00Z (replay's default).
    public static let defaultCalendarOrigin = Date(timeIntervalSince1970: 1_767_268_800)

    /// The injected clock every animation, physics step and timer of the tree reads.
    public let clock: TimeSource
    /// The main-loop queue for work deferred to the next frame (refresh callbacks) and timers, made on `clock`.
    public let scheduler: Scheduler
    /// The animator for the tree's `animate` blocks (insets sliding in and out, arrow flips), made on `clock`.
    public let animator: Animator
    /// Measures text for labels' layout; the SDL layer supplies one that matches what it draws.
    public var textMeasurer: TextMeasurer
    /// Dates on the injected clock: the host passes the real date at start-up, tests a fixed one.
    public let calendar: CalendarClock
    /// The language of every refresh control in this tree (each may still set its own).
    public let localizer: RefreshLocalizer
    /// Pixels per point of the display the tree is drawn on (used for pixel-snapped stop thresholds).
    public var scale: Double
    /// Where the tree's refresh controls announce their state changes for assistive technology.
    public let announcer: Announcer
    /// True when the person asked for reduced motion: spinners and looping images stand still,
    /// and animated scrolls and the controls' slides jump to their end. The host sets it from a
    /// flag, an environment variable or the desktop's own setting (`ReducedMotion`).
    public var reducesMotion = false { didSet { animator.jumpsToEnd = reducesMotion } }

    /// Creates the context for one view tree, with a new scheduler and animator on `clock`.
    /// - Parameters:
    ///   - clock: The injected clock; the core never reads the wall clock.
    ///   - textMeasurer: Measures text; `ApproximateTextMeasurer` by default (tests and headless layout).
    ///   - scale: Pixels per point of the display; 1 when not finite and positive.
    ///   - calendarOrigin: The date of the clock's current reading, for last-updated labels.
    ///   - timeZone: The zone those dates are shown in; UTC by default.
    ///   - localizer: The language of the tree's refresh controls; English by default.
    public init(
        clock: TimeSource, textMeasurer: TextMeasurer = ApproximateTextMeasurer(), scale: Double = 1,
        calendarOrigin: Date = ViewContext.defaultCalendarOrigin,
        timeZone: TimeZone = CalendarClock.utc,
        localizer: RefreshLocalizer = RefreshLocalizer(language: .en)
    ) {
        self.clock = clock
        self.scheduler = Scheduler(clock: clock)
        self.animator = Animator(clock: clock)
        self.textMeasurer = textMeasurer
        self.calendar = CalendarClock(clock: clock, origin: calendarOrigin, timeZone: timeZone)
        self.localizer = localizer
        self.scale = scale > 0 && scale.isFinite ? scale : 1
        self.announcer = Announcer(scheduler: scheduler)
    }
}

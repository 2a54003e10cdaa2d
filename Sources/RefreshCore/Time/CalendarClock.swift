import Foundation

/// Turns an injected `TimeSource`'s seconds into calendar dates, so time labels never read the wall clock.
/// The clock's reading when this is created corresponds to `origin`; later readings add the
/// seconds that have passed on the clock.
public struct CalendarClock {
    /// The clock that drives this one.
    public let clock: TimeSource
    /// The date of the clock's reading at creation.
    public let origin: Date
    /// The zone dates are shown in (last-updated labels); UTC unless the host passes the user's.
    public let timeZone: TimeZone
    private let start: Double

    /// The zone of replays and tests, and the default wherever a host does not pass the user's.
    public static let utc = TimeZone(identifier: "UTC")!

    /// Creates a calendar clock whose current reading of `clock` corresponds to `origin`.
    /// - Parameters:
    ///   - clock: The injected clock; its reading now is taken as `origin`.
    ///   - origin: The date shown for the clock's current reading.
    ///   - timeZone: The zone dates are shown in; UTC by default.
    public init(clock: TimeSource, origin: Date, timeZone: TimeZone = CalendarClock.utc) {
        self.clock = clock
        self.origin = origin
        self.timeZone = timeZone
        self.start = clock.now
    }

    /// The current date by the injected clock.
    public var now: Date { origin.addingTimeInterval(clock.now - start) }
}

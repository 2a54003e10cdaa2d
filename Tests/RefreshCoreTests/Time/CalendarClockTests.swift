import XCTest

@testable import RefreshCore

nonisolated final class CalendarClockTests: XCTestCase {
    @MainActor func testFollowsManualClock() async {
        let clock = ManualClock(now: 250)
        let origin = Date(timeIntervalSince1970: 1_700_000_000)
        let calendarClock = CalendarClock(clock: clock, origin: origin)
        XCTAssertEqual(calendarClock.now, origin)
        clock.advance(by: 90.5)
        XCTAssertEqual(calendarClock.now.timeIntervalSince(origin), 90.5, accuracy: 1e-9)
        clock.set(250 + 86_400)
        XCTAssertEqual(calendarClock.now.timeIntervalSince(origin), 86_400, accuracy: 1e-9)
    }

    @MainActor func testDrivesTheTimeLabelAcrossMidnight() async {
        let clock = ManualClock()
        let utc = TimeZone(identifier: "UTC")!
        let origin = Date(timeIntervalSince1970: 1_715_810_400)   // 2024-05-15 22:00 UTC
        let calendarClock = CalendarClock(clock: clock, origin: origin)
        let refreshed = calendarClock.now
        XCTAssertEqual(
            LastUpdatedFormatter.text(for: refreshed, now: calendarClock.now, language: .en, timeZone: utc),
            "Last update: Today 22:00")
        clock.advance(by: 3 * 3600)
        XCTAssertEqual(
            LastUpdatedFormatter.text(for: refreshed, now: calendarClock.now, language: .en, timeZone: utc),
            "Last update: 05-15 22:00")
    }
}

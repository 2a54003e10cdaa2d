import XCTest

@testable import RefreshCore

nonisolated final class LastUpdatedFormatterTests: XCTestCase {
    @MainActor let utc = TimeZone(identifier: "UTC")!
    @MainActor lazy var now = date(2024, 5, 15, 10, 0)

    @MainActor func testToday() async {
        XCTAssertEqual(text(date(2024, 5, 15, 8, 5)), "Last update: Today 08:05")
        XCTAssertEqual(text(date(2024, 5, 15, 0, 0)), "Last update: Today 00:00")
        XCTAssertEqual(text(date(2024, 5, 15, 8, 5), .zhHans), "最后更新：今天 08:05")
    }

    @MainActor func testYesterday() async {
        XCTAssertEqual(text(date(2024, 5, 14, 23, 59)), "Last update: 05-14 23:59")
    }

    @MainActor func testSameDayOfMonthInAnotherMonthIsNotToday() async {
        let result = text(date(2024, 4, 15, 9, 30))
        XCTAssertEqual(result, "Last update: 04-15 09:30")
        XCTAssertFalse(result.contains("Today"), "MJRefresh compared only the day of the month")
    }

    @MainActor func testOtherYear() async {
        XCTAssertEqual(text(date(2023, 5, 15, 9, 30)), "Last update: 2023-05-15 09:30", "same month and day")
        XCTAssertEqual(text(date(2023, 12, 31, 23, 0), now: date(2024, 1, 1, 0, 30)), "Last update: 2023-12-31 23:00")
        XCTAssertEqual(text(date(987, 3, 4, 5, 6)), "Last update: 0987-03-04 05:06")
    }

    @MainActor func testNoDate() async {
        XCTAssertEqual(text(nil), "Last update: No record")
        XCTAssertEqual(text(nil, .zhHans), "最后更新：无记录")
    }

    @MainActor func testTimeZoneDecidesTheDay() async {
        let then = date(2024, 5, 14, 23, 30)
        let current = date(2024, 5, 15, 1, 0)
        XCTAssertEqual(text(then, now: current), "Last update: 05-14 23:30")
        let tokyo = TimeZone(secondsFromGMT: 9 * 3600)!
        XCTAssertEqual(
            LastUpdatedFormatter.text(for: then, now: current, language: .en, timeZone: tokyo),
            "Last update: Today 08:30")
        let newYork = TimeZone(secondsFromGMT: -4 * 3600)!
        XCTAssertEqual(
            LastUpdatedFormatter.text(
                for: date(2024, 5, 15, 3, 0), now: date(2024, 5, 15, 6, 0),
                language: .en, timeZone: newYork),
            "Last update: 05-14 23:00")
    }

    @MainActor func testUsesLocalizerOverrides() async {
        let localizer = RefreshLocalizer(language: .en)
        localizer.setOverrides([.headerDateTodayText: "today,"], for: .en)
        XCTAssertEqual(
            LastUpdatedFormatter.text(
                for: date(2024, 5, 15, 7, 45), now: now, localizer: localizer,
                timeZone: utc),
            "Last update: today, 07:45")
        localizer.language = .de
        XCTAssertEqual(
            LastUpdatedFormatter.text(for: nil, now: now, localizer: localizer, timeZone: utc),
            "Zuletzt aktualisiert: Kein Eintrag")
    }

    @MainActor private func text(_ date: Date?, _ language: RefreshLanguage = .en, now: Date? = nil) -> String {
        LastUpdatedFormatter.text(for: date, now: now ?? self.now, language: language, timeZone: utc)
    }

    @MainActor private func date(_ y: Int, _ mo: Int, _ d: Int, _ h: Int, _ mi: Int) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar.date(from: DateComponents(year: y, month: mo, day: d, hour: h, minute: mi))!
    }
}
